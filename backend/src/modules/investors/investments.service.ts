import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DEFAULT_PAGE_SIZE, InvestmentCardView, MESSAGES, type InvestmentDetailView } from '@fund/contracts';
import { DataSource } from 'typeorm';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { assertCanActFor } from '../../common/auth/ownership.js';
import { listSpec, parseListQuery, runSqlList, type ListQuery, type ListResult, type SqlSource } from '../../common/lists/list-query.js';
import { poolOf } from '../../database/pool.js';
import { Enrollment } from '../enrollments/enrollment.entity.js';
import { Scheme } from '../schemes/scheme.entity.js';
import { ACTIVITY_COLUMNS, mapActivity, type ActivityRow } from '../activities/activity.view.js';
import { mapInvestorScheme } from '../schemes/scheme.view.js';
import { mapInvestment, mapInvestmentCard } from './investment.view.js';

/** spec/000 §9 return percentage as contracts' returnPercentage computes it (Math.round is floor(x + 0.5)). */
const RETURN_PERCENTAGE_SQL =
  'CASE WHEN e.investment_amount = 0 THEN 0 ELSE floor((e.current_value - e.investment_amount) * 10000.0 / e.investment_amount + 0.5) / 100 END';

const INVESTMENT_CARD_LIST = listSpec(InvestmentCardView, {
  resource: 'investments',
  fields: {
    id: 'e.id',
    investmentAmount: 'e.investment_amount',
    currentValue: 'e.current_value',
    totalPayouts: 'e.total_payouts',
    nextPayoutDate: 'e.next_payout_date',
    nextPayoutAmount: 'e.next_payout_amount',
    status: 'e.status',
    enrolledAt: 'e.enrolled_at',
    returnPercentage: RETURN_PERCENTAGE_SQL,
    'scheme.id': 's.id',
    'scheme.name': 's.name',
    'scheme.country': 's.country',
    'scheme.status': 's.status',
    'scheme.term': 's.term',
    'scheme.productId': 's.product_id',
  },
  search: ['s.name', 's.country'],
  defaultSort: ['enrolledAt', 'DESC'],
});

// The portal reads these on every page view: plain SQL on the pool (database/pool.ts), rows under the
// entities' property names, bigints and the date as text.
const ENROLLMENT_COLUMNS = `e.id, e.investor_id AS "investorId", e.scheme_id AS "schemeId", e.enrolled_at AS "enrolledAt", e.status,
  e.investment_amount AS "investmentAmount", e.current_value AS "currentValue", e.total_payouts AS "totalPayouts",
  e.next_payout_date::text AS "nextPayoutDate", e.next_payout_amount AS "nextPayoutAmount"`;

type Money = 'investmentAmount' | 'currentValue' | 'totalPayouts' | 'nextPayoutAmount';
type EnrollmentRow = Omit<Enrollment, Money> & Record<Money, string | null>;

function enrollmentOf(row: EnrollmentRow): Enrollment {
  return {
    ...row,
    investmentAmount: Number(row.investmentAmount),
    currentValue: Number(row.currentValue),
    totalPayouts: Number(row.totalPayouts),
    nextPayoutAmount: row.nextPayoutAmount === null ? null : Number(row.nextPayoutAmount),
  };
}

type CardRow = EnrollmentRow & { scheme: Pick<Scheme, 'id' | 'name' | 'country' | 'status' | 'term' | 'productId'> };

/** My Investments: an enrollment and its scheme (an enrollment's scheme always exists: foreign key, deleted together). */
const INVESTMENT_CARD_ROWS = (userId: string): SqlSource => ({
  select: `${ENROLLMENT_COLUMNS}, json_build_object('id', s.id, 'name', s.name, 'country', s.country, 'status', s.status, 'term', s.term, 'productId', s.product_id) AS scheme`,
  from: 'enrollments e JOIN schemes s ON s.id = e.scheme_id',
  where: 'e.investor_id = $1',
  params: [userId],
});

type DetailRow = EnrollmentRow & {
  scheme: Omit<Scheme, 'minimumInvestment' | 'createdAt' | 'updatedAt'> & { minimumInvestment: number; productName: string | null };
};

/** One investment: the enrollment, its scheme and the scheme's product name. */
const INVESTMENT_DETAIL_SQL = `
  SELECT ${ENROLLMENT_COLUMNS},
         json_build_object('id', s.id, 'name', s.name, 'description', s.description, 'country', s.country, 'status', s.status,
           'minimumInvestment', s.minimum_investment, 'term', s.term, 'roiPerAnnum', s.roi_per_annum, 'liquidity', s.liquidity,
           'returnType', s.return_type, 'payoutFrequency', s.payout_frequency, 'capitalReturnMethod', s.capital_return_method,
           'videoUrl', s.video_url, 'productId', s.product_id, 'productName', p.name) AS scheme
  FROM enrollments e JOIN schemes s ON s.id = e.scheme_id LEFT JOIN products p ON p.id = s.product_id
  WHERE e.investor_id = $1 AND e.scheme_id = $2`;

/** The investor's own portfolio views: an investor reads only their own id, admins any. */
@Injectable()
export class InvestmentsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** My Investments: the investor's enrollments with their schemes, newest enrollment first; a list (sort, range, filter). */
  async cards(userId: string, query: ListQuery, actor: AuthUser): Promise<ListResult<InvestmentCardView>> {
    assertCanActFor(actor, userId);
    const page = await runSqlList<CardRow>(
      poolOf(this.dataSource),
      INVESTMENT_CARD_ROWS(userId),
      INVESTMENT_CARD_LIST,
      parseListQuery(query, INVESTMENT_CARD_LIST),
    );
    return page.map((row) => mapInvestmentCard(enrollmentOf(row), row.scheme));
  }

  /** One investment: the enrollment, its scheme with productName, the investor's latest activities in it (newest first) and their total. */
  async detail(userId: string, schemeId: string, actor: AuthUser): Promise<InvestmentDetailView> {
    assertCanActFor(actor, userId);
    // Three statements side by side: the enrollment with its scheme and product, the latest activities, their count.
    const pool = poolOf(this.dataSource);
    const [{ rows: found }, { rows: latest }, { rows: counted }] = await Promise.all([
      pool.query<DetailRow>(INVESTMENT_DETAIL_SQL, [userId, schemeId]),
      pool.query<ActivityRow>(
        `SELECT ${ACTIVITY_COLUMNS} FROM activities a WHERE a.investor_id = $1 AND a.scheme_id = $2 ORDER BY a.created_at DESC, a.id LIMIT ${DEFAULT_PAGE_SIZE}`,
        [userId, schemeId],
      ),
      pool.query<{ total: string }>('SELECT count(*) AS total FROM activities WHERE investor_id = $1 AND scheme_id = $2', [
        userId,
        schemeId,
      ]),
    ]);
    const [row] = found;
    if (!row) throw new NotFoundException(MESSAGES.investmentNotFound);
    const { productName, ...scheme } = row.scheme;
    return {
      enrollment: mapInvestment(enrollmentOf(row)),
      scheme: mapInvestorScheme({ ...scheme, product: productName === null ? null : { name: productName } }),
      activities: latest.map(mapActivity),
      activitiesTotal: Number(counted[0].total),
    };
  }
}
