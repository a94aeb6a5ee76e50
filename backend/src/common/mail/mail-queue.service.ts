import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MAIL_QUEUE_STATUSES, MailQueueView, type MailQueueStatus } from '@fund/contracts';
import { IsIn, IsOptional } from 'class-validator';
import { DataSource } from 'typeorm';

import { ListQueryDto } from '../lists/list-query.dto.js';
import { listSpec, parseListQuery, runRawList, type ListResult } from '../lists/list-query.js';
import { MailQueueEntry } from './mail-queue.entity.js';

// The e-mail queue as the back office lists it (issue 22 item 4: the query out of the controller).

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

/** What the e-mail queue holds: who, what, how many tries, the last error; never a body. */
@Injectable()
export class MailQueueService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: MailQueueQueryDto): Promise<ListResult<MailQueueView>> {
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
