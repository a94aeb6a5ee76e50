import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';

import { ExpiryService } from './expiry.service.js';

@Module({ imports: [ScheduleModule.forRoot()], providers: [ExpiryService], exports: [ExpiryService] })
export class OpsModule {}
