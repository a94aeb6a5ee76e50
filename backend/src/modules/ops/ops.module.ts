import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';

import { ExpiryService } from './expiry.service.js';
import { MailDrain } from './mail-drain.js';
import { UploadCleanup } from './upload-cleanup.js';

@Module({ imports: [ScheduleModule.forRoot()], providers: [ExpiryService, UploadCleanup, MailDrain], exports: [ExpiryService] })
export class OpsModule {}
