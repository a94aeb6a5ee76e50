import { Controller, Get, Query } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MAIL_QUEUE_STATUSES, MailQueueView, type MailQueueStatus } from '@fund/contracts';
import { IsIn, IsOptional } from 'class-validator';
import { DataSource } from 'typeorm';

import { Roles } from '../auth/decorators.js';
import { ListQueryDto } from '../lists/list-query.dto.js';
import { listSpec, parseListQuery, runRawList, type ListResult } from '../lists/list-query.js';
import { ApiAnswer } from '../openapi/api-answer.js';
import { MailQueueEntry } from './mail-queue.entity.js';

/** react-admin's list query plus `?status=` (pending, failed, …): an alias of filter.status. */
export class MailQueueQueryDto extends ListQueryDto {
  @IsOptional()
  @IsIn(MAIL_QUEUE_STATUSES, { message: `status must be one of: ${MAIL_QUEUE_STATUSES.join(', ')}` })
  status?: MailQueueStatus;
}

const MAIL_QUEUE_LIST = listSpec(MailQueueView, {
  resource: 'mail-queue',
  fields: {
    id: 'm.id',
    recipient: 'm.recipient',
    subject: 'm.subject',
    status: 'm.status',
    attempts: 'm.attempts',
    lastError: 'm.last_error',
    // Only a pending e-mail has a next attempt.
    nextAttemptAt: `(CASE WHEN m.status = 'pending' THEN m.next_attempt_at END)`,
    createdAt: 'm.created_at',
    sentAt: 'm.sent_at',
  },
  search: ['m.recipient', 'm.subject'],
  defaultSort: ['createdAt', 'DESC'],
});

interface MailQueueRow {
  id: string;
  recipient: string;
  subject: string;
  status: MailQueueStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date | null;
  createdAt: Date;
  sentAt: Date | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** What the e-mail queue holds, for a super admin: who, what, how many tries, the last error; never a body. */
@Roles('super_admin')
@Controller('admin/mail-queue')
export class MailQueueController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @ApiAnswer('Lists queued e-mails (pending, failed, sent, cancelled) without their bodies', MailQueueView, { list: true })
  @Get()
  async list(@Query() query: MailQueueQueryDto): Promise<ListResult<MailQueueView>> {
    const parsed = parseListQuery(query, MAIL_QUEUE_LIST, { status: query.status });
    // Exactly the view's fields: never a body.
    const qb = this.dataSource.getRepository(MailQueueEntry).createQueryBuilder('m').select('m.id', 'id');
    for (const [name, sql] of Object.entries(MAIL_QUEUE_LIST.fields)) if (name !== 'id') qb.addSelect(sql, name);
    const rows = await runRawList<MailQueueRow>(qb, MAIL_QUEUE_LIST, parsed);
    return rows.map((row) => ({
      ...row,
      nextAttemptAt: iso(row.nextAttemptAt),
      createdAt: iso(row.createdAt)!,
      sentAt: iso(row.sentAt),
    }));
  }
}
