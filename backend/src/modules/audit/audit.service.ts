import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditLogView } from '@fund/contracts';
import { DataSource } from 'typeorm';

import { AuditLog } from '../../common/audit/audit-log.entity.js';
import {
  DATE_TIME,
  listSpec,
  parseListQuery,
  runSqlList,
  type ListResult,
  type ParsedList,
  type SqlSource,
} from '../../common/lists/list-query.js';
import { poolOf } from '../../database/pool.js';
import { rowCountSql } from '../../database/row-counts.js';
import type { AuditLogQueryDto } from './dto/audit-log-query.dto.js';

/** filter.from and filter.to in the OpenAPI document: list-parameters.ts's date-time (RFC 3339, upper-case T and Z, years 0001-9999). */
const TIME_BOUND_SCHEMA = {
  type: 'string',
  format: 'date-time',
  pattern: '^(?!0000)\\d{4}-\\d{2}-\\d{2}T([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(\\.\\d{1,9})?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d)$',
};

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
    userName: 'u.full_name',
    browser: 'a.browser',
    os: 'a.os',
    // Filter-only (issue 21 item 9), read by auditFilters below: part of a name or username, and a time range.
    user: 'u.full_name',
    from: 'a."timestamp"',
    to: 'a."timestamp"',
  },
  search: ['a.action_details', 'a.user_agent', 'a.ip_address'],
  defaultSort: ['timestamp', 'DESC'],
  filterSchemas: {
    user: {
      type: 'string',
      description: 'Part of the name or username of who did it, any letter case (entries of users since deleted have none)',
    },
    from: { ...TIME_BOUND_SCHEMA, description: 'Entries at or after this time' },
    to: { ...TIME_BOUND_SCHEMA, description: 'Entries before this time (none when it is not after from)' },
  },
});

/** A filter's time bound as milliseconds since 1970: an RFC 3339 date-time naming a real day (2026-13-01 or 2026-02-30 is no time), else a 400. */
function timeBound(name: 'from' | 'to', value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const day = typeof value === 'string' ? value.slice(0, 10) : '';
  const at = typeof value === 'string' && DATE_TIME.test(value) ? Date.parse(value) : NaN;
  const realDay = Number.isFinite(Date.parse(day)) && new Date(day).toISOString().slice(0, 10) === day;
  if (!Number.isFinite(at) || !realDay) throw new BadRequestException(`Invalid filter: "${name}" must be a date and time (ISO 8601)`);
  return at;
}

/**
 * The filter-only fields, as conditions on the rows: `user` (part of a name or username, matched on the
 * users and then the log's index by user), `from` (inclusive) and `to` (exclusive). The rest of the
 * filter is the list's own.
 */
function auditFilters(parsed: ParsedList): { source: SqlSource; parsed: ParsedList } {
  const { user, from, to, ...rest } = parsed.filter;
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (user !== undefined && typeof user !== 'string') throw new BadRequestException('Invalid filter: "user" must be text');
  if (typeof user === 'string' && user.trim() !== '') {
    params.push(`%${user.trim().replace(/[\\%_]/g, '\\$&')}%`);
    conditions.push(`a.user_id IN (SELECT id FROM users WHERE full_name ILIKE $${params.length} OR username ILIKE $${params.length})`);
  }
  // As milliseconds, so an offset taking a bound past year 9999 or before year 1 is still a time; a range ending before it starts matches nothing.
  const [after, before] = [timeBound('from', from), timeBound('to', to)];
  if (after !== undefined) conditions.push(`a."timestamp" >= to_timestamp(CAST($${params.push(after)} AS double precision) / 1000)`);
  if (before !== undefined) conditions.push(`a."timestamp" < to_timestamp(CAST($${params.push(before)} AS double precision) / 1000)`);
  if (conditions.length === 0) return { source: AUDIT_ROWS, parsed: { ...parsed, filter: rest } };
  // Filtered: the maintained total of the whole log no longer answers.
  return { source: { ...AUDIT_ROWS, where: conditions.join(' AND '), params, total: undefined }, parsed: { ...parsed, filter: rest } };
}

/** The audit log in plain SQL on the pool, rows under the entity's names; the whole log's total is kept (row_counts). */
const AUDIT_ROWS: SqlSource = {
  select: `a.id, a.user_id AS "userId", a.user_role AS "userRole", a.action, a.action_details AS "actionDetails", a.ip_address AS "ipAddress",
    a.user_agent AS "userAgent", a."timestamp", u.full_name AS "userName", a.browser, a.os`,
  from: 'audit_logs a LEFT JOIN users u ON u.id = a.user_id',
  where: 'true',
  params: [],
  total: rowCountSql('audit_logs'),
};

export function mapAuditLog(row: AuditLog & { userName: string | null }): AuditLogView {
  return {
    id: row.id,
    userId: row.userId,
    userRole: row.userRole,
    action: row.action,
    actionDetails: row.actionDetails,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    timestamp: row.timestamp.toISOString(),
    userName: row.userName,
    browser: row.browser,
    os: row.os,
  };
}

@Injectable()
export class AuditLogsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Newest first; the spec's userId/action/limit filters, or a react-admin page when `range` is given;
   * filter.user, filter.from and filter.to besides the fields the rows show (issue 21 item 9).
   */
  async list(query: AuditLogQueryDto): Promise<ListResult<AuditLogView>> {
    const parsed = parseListQuery(query, AUDIT_LIST, { userId: query.userId, action: query.action });
    parsed.range ??= [0, query.limit - 1];
    const own = auditFilters(parsed);
    const result = await runSqlList<AuditLog & { userName: string | null }>(poolOf(this.dataSource), own.source, AUDIT_LIST, own.parsed);
    return result.map(mapAuditLog);
  }
}
