import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditLogView } from '@fund/contracts';
import { DataSource } from 'typeorm';

import { AuditLog } from '../../common/audit/audit-log.entity.js';
import { listSpec, parseListQuery, runList, type ListResult } from '../../common/lists/list-query.js';
import type { AuditLogQueryDto } from './dto/audit-log-query.dto.js';

const AUDIT_LIST = listSpec(AuditLogView, {
  resource: 'audit-logs',
  fields: {
    id: 'a.id',
    userId: 'a.userId',
    userRole: 'a.userRole',
    action: 'a.action',
    ipAddress: 'a.ipAddress',
    timestamp: 'a.timestamp',
    actionDetails: 'a.actionDetails',
    userAgent: 'a.userAgent',
  },
  search: ['a.actionDetails', 'a.userAgent', 'a.ipAddress'],
  defaultSort: ['timestamp', 'DESC'],
});

export function mapAuditLog(row: AuditLog): AuditLogView {
  return {
    id: row.id,
    userId: row.userId,
    userRole: row.userRole,
    action: row.action,
    actionDetails: row.actionDetails,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    timestamp: row.timestamp.toISOString(),
  };
}

@Injectable()
export class AuditLogsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Newest first; the spec's userId/action/limit filters, or a react-admin page when `range` is given. */
  async list(query: AuditLogQueryDto): Promise<ListResult<AuditLogView>> {
    const parsed = parseListQuery(query, AUDIT_LIST, { userId: query.userId, action: query.action });
    parsed.range ??= [0, query.limit - 1];
    const qb = this.dataSource.getRepository(AuditLog).createQueryBuilder('a');
    const result = await runList(qb, AUDIT_LIST, parsed);
    return result.map(mapAuditLog);
  }
}
