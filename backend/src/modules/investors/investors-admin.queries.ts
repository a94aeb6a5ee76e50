import { BadRequestException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { InvestorSummaryView, PostingInvestorView, type UserStatus } from '@fund/contracts';

import { isRecordId } from '../../common/http/id-param.js';
import { listSpec, type SqlSource } from '../../common/lists/list-query.js';
import { UUID_PATTERN } from '../../common/openapi/list-parameters.js';
import { rowCountSql } from '../../database/row-counts.js';
import { KycApplication } from '../kyc/kyc-application.entity.js';
import { User } from '../users/user.entity.js';

// The admin Investors pages' read models (spec/001 §3 "Investor (posting lists)", "Investor summary"),
// built in PostgreSQL: one statement per page, whatever the number of investors.

export const POSTING_LIST_SPEC = listSpec(PostingInvestorView, {
  resource: 'investors',
  fields: {
    id: 'u.id',
    investorId: 'u.id',
    fullName: 'u.full_name',
    status: 'u.status',
    email: 'u.email',
    kycStatus: 'k.status',
  },
  search: ['u.full_name', 'u.email'],
  defaultSort: ['fullName', 'ASC'],
});

/** Investors with an approved KYC application linked to their user (the application holds investorId). */
export function postingListQuery(manager: EntityManager) {
  return manager
    .createQueryBuilder(User, 'u')
    .innerJoin(KycApplication, 'k', `k.investor_id = u.id AND k.status = 'approved'`)
    .select('u.id', 'id')
    .addSelect('u.id', 'investorId')
    .addSelect('u.full_name', 'fullName')
    .addSelect('u.status', 'status')
    .addSelect('u.email', 'email')
    .addSelect('k.status', 'kycStatus')
    .where(`u.role = 'investor'`);
}

/** The raw row: sums of bigint and counts arrive as text. */
export interface InvestorSummaryRow {
  id: string;
  fullName: string;
  email: string;
  username: string;
  status: UserStatus;
  profilePhotoUrl: string | null;
  phone: string | null;
  fullAddress: string | null;
  country: string | null;
  createdAt: Date;
  totalInvested: string;
  currentValue: string;
  totalPayouts: string;
  schemeCount: string;
}

// The totals are the investor's row of investor_totals, which the enrollments trigger keeps
// (migration 1796000000000-maintained-totals); an investor who never had an enrollment has none: zeros.
const TOTAL_INVESTED = 'COALESCE(t.total_invested, 0)';
const CURRENT_VALUE = 'COALESCE(t.current_value, 0)';
const SCHEME_COUNT = 'COALESCE(t.scheme_count, 0)';
const TOTAL_PAYOUTS = 'COALESCE(t.total_payouts, 0)';

export const SUMMARY_LIST_SPEC = listSpec(InvestorSummaryView, {
  resource: 'investor-summaries',
  fields: {
    id: 'u.id',
    'investor.id': 'u.id',
    'investor.fullName': 'u.full_name',
    'investor.email': 'u.email',
    'investor.username': 'u.username',
    'investor.status': 'u.status',
    'investor.profilePhotoUrl': 'u.profile_photo_url',
    'investor.phone': 'k.phone',
    'investor.fullAddress': 'k.full_address',
    'investor.country': 'k.country',
    'investor.createdAt': 'u.created_at',
    totalInvested: TOTAL_INVESTED,
    currentValue: CURRENT_VALUE,
    totalPayouts: TOTAL_PAYOUTS,
    schemeCount: SCHEME_COUNT,
    /** filter {hasSchemes: true}: the Active Investors page (schemeCount > 0); applied by hasSchemesCondition. */
    hasSchemes: `(${SCHEME_COUNT} > 0)`,
    /** filter {schemeId: id | [ids]}: investors enrolled in (any of) the scheme(s), the table view's scheme filter; applied by schemeCondition. */
    schemeId: 'CAST(NULL AS uuid)',
  },
  // The Investors page search: name, email, phone, address (the last two from the KYC application).
  search: ['u.full_name', 'u.email', 'k.phone', 'k.full_address'],
  defaultSort: ['investor.fullName', 'ASC'],
  // hasSchemesCondition takes these four and refuses anything else.
  filterSchemas: {
    hasSchemes: { enum: [true, false, 'true', 'false'], description: 'true: investors holding a scheme; false: none' },
    schemeId: {
      anyOf: [
        { type: 'string', format: 'uuid', pattern: UUID_PATTERN },
        { type: 'array', items: { type: 'string', format: 'uuid', pattern: UUID_PATTERN } },
      ],
      description: 'Investors enrolled in this scheme (or any of these schemes)',
    },
  },
});

/**
 * Every investor user with their totals, in plain SQL for runSqlList. Both joins are on unique keys
 * (one KYC application and at most one totals row per investor), so the rows are the users' rows: the
 * total is the kept count of investors (row_counts) when nothing narrows the list, else a count that
 * reads the joins only when a filter names them; the page reads the totals of its own rows only, and
 * the default order walks the users_investor_full_name_idx index. Sorting by a total sorts every
 * investor. `narrowedBy` is a condition of the list's own (hasSchemesCondition).
 */
export function summarySource(narrowedBy: string[] = [], params: unknown[] = []): SqlSource {
  return {
    select: `u.id, u.full_name AS "fullName", u.email, u.username, u.status, u.profile_photo_url AS "profilePhotoUrl", k.phone,
      k.full_address AS "fullAddress", k.country, u.created_at AS "createdAt", ${TOTAL_INVESTED} AS "totalInvested", ${CURRENT_VALUE} AS "currentValue",
      ${TOTAL_PAYOUTS} AS "totalPayouts", ${SCHEME_COUNT} AS "schemeCount"`,
    from: `users u LEFT JOIN kyc_applications k ON k.investor_id = u.id LEFT JOIN investor_totals t ON t.investor_id = u.id`,
    where: [`u.role = 'investor'`, ...narrowedBy].join(' AND '),
    params,
    total: narrowedBy.length === 0 ? rowCountSql('investors') : undefined,
  };
}

/**
 * filter.schemeId (issue 21 item 6): one scheme id or a list (any of them), as an EXISTS on the
 * enrollments' unique (investor, scheme) index; ids in any letter case. `$n` is the next parameter.
 */
export function schemeCondition(value: unknown, parameter: number): { condition: string; param: string[] } {
  const ids = Array.isArray(value) ? value : [value];
  // An empty list names no scheme, so it matches no investor (as an empty list does for any id filter).
  if (!ids.every((id) => typeof id === 'string' && isRecordId(id))) {
    throw new BadRequestException('Invalid filter: "schemeId" must be an id (uuid)');
  }
  return {
    condition: `EXISTS (SELECT 1 FROM enrollments se WHERE se.investor_id = u.id AND se.scheme_id = ANY($${parameter}::uuid[]))`,
    param: ids.map((id: string) => id.toLowerCase()),
  };
}

/**
 * filter.hasSchemes as a plain condition on the totals row (true: schemeCount > 0, false: none), not
 * the generic text comparison: the planner then knows how many investors hold a scheme and still
 * walks the name index for a page of the Active Investors list.
 */
export function hasSchemesCondition(value: unknown): string {
  if (value === true || value === 'true') return 't.scheme_count > 0';
  if (value === false || value === 'false') return 'COALESCE(t.scheme_count, 0) = 0';
  throw new BadRequestException('Invalid filter: "hasSchemes" must be true or false');
}

export function mapInvestorSummary(row: InvestorSummaryRow): InvestorSummaryView {
  return {
    id: row.id,
    investor: {
      id: row.id,
      fullName: row.fullName,
      email: row.email,
      username: row.username,
      status: row.status,
      profilePhotoUrl: row.profilePhotoUrl,
      phone: row.phone,
      fullAddress: row.fullAddress,
      country: row.country,
      createdAt: new Date(row.createdAt).toISOString(),
    },
    totalInvested: Number(row.totalInvested),
    currentValue: Number(row.currentValue),
    totalPayouts: Number(row.totalPayouts),
    schemeCount: Number(row.schemeCount),
  };
}
