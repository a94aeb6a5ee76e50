import { Module } from '@nestjs/common';

import { ExpiryService } from './expiry.service.js';
import { MailDrain } from './mail-drain.js';
import { UploadCleanup } from './upload-cleanup.js';

@Module({ providers: [ExpiryService, UploadCleanup, MailDrain], exports: [ExpiryService] })
export class OpsModule {}
