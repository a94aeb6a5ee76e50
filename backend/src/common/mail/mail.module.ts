import { Global, Module } from '@nestjs/common';

import { MailQueueController } from './mail-queue.controller.js';
import { MailQueue } from './mail-queue.js';
import { MailQueueService } from './mail-queue.service.js';
import { MailService } from './mail.service.js';

@Global()
@Module({ providers: [MailService, MailQueue, MailQueueService], controllers: [MailQueueController], exports: [MailService, MailQueue] })
export class MailModule {}
