import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGES, RECENT_RESOLVED_RESETS, ResetRequestView } from '@fund/contracts';
import type { Request } from 'express';
import { DataSource } from 'typeorm';

import { clientIp } from '../../common/audit/audit.service.js';
import type { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { listSpec, parseListQuery, runList, type ListResult } from '../../common/lists/list-query.js';
import { User } from '../users/user.entity.js';
import type { RequestPasswordResetDto } from './dto/request-password-reset.dto.js';
import { PasswordResetRequest } from './password-reset-request.entity.js';
import { mapResetRequest, type ResetRequestWithUser } from './reset-request.view.js';

// Fields map to column SQL (snake_case): runList casts them (`::text`), which TypeORM's property-name
// rewriting does not see through.
const RESET_LIST = listSpec(ResetRequestView, {
  resource: 'password-reset-requests',
  fields: {
    id: 'r.id',
    userId: 'r.user_id',
    status: 'r.status',
    createdAt: 'r.created_at',
    resolvedAt: 'r.resolved_at',
    resolvedBy: 'r.resolved_by',
    resolvedByName: 'rb.full_name',
    userFullName: 'u.full_name',
    userEmail: 'u.email',
    userName: 'u.username',
    userRole: 'u.role',
    // The default order as one ascending key: pending requests first, oldest first (shifted far below
    // any resolved key), then resolved ones, newest first.
    queue: `(CASE WHEN r.status = 'pending' THEN extract(epoch FROM r.created_at) - 1e12 ELSE -extract(epoch FROM coalesce(r.resolved_at, r.created_at)) END)`,
    notes: 'r.notes',
    requestedBy: 'r.requested_by',
  },
  search: ['u.full_name', 'u.email', 'u.username'],
  defaultSort: ['queue', 'ASC'],
});

@Injectable()
export class PasswordResetsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Public, so it answers the same whatever the username: a request is stored only for a known user
   * who is not disabled, at most one pending per user (the partial unique index), and no e-mail is
   * sent (admins handle requests), so a flood of requests sends nothing.
   */
  async request(dto: RequestPasswordResetDto, req: Request): Promise<{ message: string }> {
    const user = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .select(['u.id', 'u.status'])
      .where('lower(u.username) = lower(:username)', { username: dto.username })
      .getOne();
    if (user && user.status !== 'disabled') {
      await this.dataSource
        .createQueryBuilder()
        .insert()
        .into(PasswordResetRequest)
        .values({ userId: user.id, requestedBy: clientIp(req), status: 'pending' })
        .orIgnore()
        .execute();
    }
    return { message: MESSAGES.resetRequestReceived };
  }

  /** Pending requests plus the most recently resolved ones, with who they are for. */
  async list(query: ListQueryDto): Promise<ListResult<ResetRequestView>> {
    const qb = this.dataSource
      .getRepository(PasswordResetRequest)
      .createQueryBuilder('r')
      .innerJoinAndMapOne('r.user', User, 'u', 'u.id = r.user_id')
      .leftJoinAndMapOne('r.resolver', User, 'rb', 'rb.id = r.resolved_by')
      .where(
        `(r.status = 'pending' OR r.id IN (
           SELECT recent.id FROM password_reset_requests recent WHERE recent.status <> 'pending'
           ORDER BY recent.resolved_at DESC NULLS LAST, recent.created_at DESC LIMIT :recent))`,
        { recent: RECENT_RESOLVED_RESETS },
      );
    const result = await runList(qb, RESET_LIST, parseListQuery(query, RESET_LIST));
    return result.map((request) => mapResetRequest(request as ResetRequestWithUser));
  }
}
