import { Controller, Get, Query } from '@nestjs/common';
import { MailQueueView } from '@fund/contracts';

import { Roles } from '../auth/decorators.js';
import { ApiAnswer } from '../openapi/api-answer.js';
import { MailQueueQueryDto, MailQueueService } from './mail-queue.service.js';

/** What the e-mail queue holds, for a super admin: who, what, how many tries, the last error; never a body. */
@Roles('super_admin')
@Controller('admin/mail-queue')
export class MailQueueController {
  constructor(private readonly mailQueue: MailQueueService) {}

  @ApiAnswer('Lists queued e-mails (pending, failed, sent, cancelled) without their bodies', MailQueueView, { list: true })
  @Get()
  list(@Query() query: MailQueueQueryDto) {
    return this.mailQueue.list(query);
  }
}
