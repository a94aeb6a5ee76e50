import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditLogView } from '@fund/contracts';
import { DataSource } from 'typeorm';

import { AuditLog } from '../../common/audit/audit-log.entity.js';
import { listSpec, parseListQuery, runSqlList, type ListResult, type SqlSource } from '../../common/lists/list-query.js';
import { poolOf } from '../../database/pool.js';
import { rowCountSql } from '../../database/row-counts.js';
import type { AuditLogQueryDto } from './dto/audit-log-query.dto.js';

const AUDIT_LIST = listSpec(AuditLogView, {
  resource: 'audit-logs',
  fields: {
    id: 'a.id',
    userId: 'a.user_id',
    userRole: 'a.user_role',
    action: 'a.action',
    ipAddress: 'a.ip_address',
    timestamp: 'a."timestamp"',
    actionDetails: 'a.action_details',
    userAgent: 'a.user_agent',
  },
  search: ['a.action_details', 'a.user_agent', 'a.ip_address'],
  defaultSort: ['timestamp', 'DESC'],
});

/** The audit log in plain SQL on the pool, rows under the entity's names; the whole log's total is kept (row_counts). */
const AUDIT_ROWS: SqlSource = {
  select: `a.id, a.user_id AS "userId", a.user_role AS "userRole", a.action, a.action_details AS "actionDetails", a.ip_address AS "ipAddress",
    a.user_agent AS "userAgent", a."timestamp"`,
  from: 'audit_logs a',
  where: 'true',
  params: [],
  total: rowCountSql('audit_logs'),
};

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
    const result = await runSqlList<AuditLog>(poolOf(this.dataSource), AUDIT_ROWS, AUDIT_LIST, parsed);
    return result.map(mapAuditLog);
  }
}
