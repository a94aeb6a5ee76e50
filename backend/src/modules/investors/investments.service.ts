import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DEFAULT_PAGE_SIZE, InvestmentCardView, MESSAGES, type InvestmentDetailView } from '@fund/contracts';
import { DataSource, In } from 'typeorm';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { assertCanActFor } from '../../common/auth/ownership.js';
import { listSpec, parseListQuery, runList, type ListQuery, type ListResult } from '../../common/lists/list-query.js';
import { Activity } from '../activities/activity.entity.js';
import { Enrollment } from '../enrollments/enrollment.entity.js';
import { Product } from '../schemes/product.entity.js';
import { Scheme } from '../schemes/scheme.entity.js';
import { mapActivity } from '../activities/activity.view.js';
import { mapInvestorScheme } from '../schemes/scheme.view.js';
import { mapInvestment, mapInvestmentCard } from './investment-views.js';

/** spec/000 §9 return percentage as contracts' returnPercentage computes it (Math.round is floor(x + 0.5)). */
const RETURN_PERCENTAGE_SQL =
  'CASE WHEN e.investmentAmount = 0 THEN 0 ELSE floor((e.currentValue - e.investmentAmount) * 10000.0 / e.investmentAmount + 0.5) / 100 END';

const INVESTMENT_CARD_LIST = listSpec(InvestmentCardView, {
  resource: 'investments',
  fields: {
    id: 'e.id',
    investmentAmount: 'e.investmentAmount',
    currentValue: 'e.currentValue',
    totalPayouts: 'e.totalPayouts',
    nextPayoutDate: 'e.nextPayoutDate',
    nextPayoutAmount: 'e.nextPayoutAmount',
    status: 'e.status',
    enrolledAt: 'e.enrolledAt',
    returnPercentage: RETURN_PERCENTAGE_SQL,
    'scheme.id': 's.id',
    'scheme.name': 's.name',
    'scheme.country': 's.country',
    'scheme.status': 's.status',
    'scheme.term': 's.term',
    'scheme.productId': 's.productId',
  },
  search: ['s.name', 's.country'],
  defaultSort: ['enrolledAt', 'DESC'],
});

/** The investor's own portfolio views: an investor reads only their own id, admins any. */
@Injectable()
export class InvestmentsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** My Investments: the investor's enrollments with their schemes, newest enrollment first; a list (sort, range, filter). */
  async cards(userId: string, query: ListQuery, actor: AuthUser): Promise<ListResult<InvestmentCardView>> {
    assertCanActFor(actor, userId);
    const qb = this.dataSource
      .getRepository(Enrollment)
      .createQueryBuilder('e')
      .innerJoin(Scheme, 's', 's.id = e.schemeId')
      .where('e.investorId = :userId', { userId });
    const page = await runList(qb, INVESTMENT_CARD_LIST, parseListQuery(query, INVESTMENT_CARD_LIST));
    const schemes = page.items.length ? await this.dataSource.getRepository(Scheme).findBy({ id: In(page.items.map((e) => e.schemeId)) }) : [];
    const byId = new Map(schemes.map((s) => [s.id, s]));
    // An enrollment's scheme always exists (foreign key, deleted together).
    return page.map((e) => mapInvestmentCard(e, byId.get(e.schemeId) as Scheme));
  }

  /** One investment: the enrollment, its scheme with productName, the investor's latest activities in it (newest first) and their total. */
  async detail(userId: string, schemeId: string, actor: AuthUser): Promise<InvestmentDetailView> {
    assertCanActFor(actor, userId);
    const enrollment = await this.dataSource.getRepository(Enrollment).findOneBy({ investorId: userId, schemeId });
    if (!enrollment) throw new NotFoundException(MESSAGES.investmentNotFound);
    const activities = () => this.dataSource.getRepository(Activity).createQueryBuilder('a').where('a.investorId = :userId AND a.schemeId = :schemeId', { userId, schemeId });
    const [scheme, latest, counted] = await Promise.all([
      this.dataSource.getRepository(Scheme).findOneByOrFail({ id: schemeId }),
      activities().orderBy('a.createdAt', 'DESC').addOrderBy('a.id', 'ASC').limit(DEFAULT_PAGE_SIZE).getMany(),
      activities().select('count(*)', 'total').getRawOne<{ total: string }>(),
    ]);
    const product = await this.dataSource.getRepository(Product).findOneBy({ id: scheme.productId });
    return {
      enrollment: mapInvestment(enrollment),
      scheme: mapInvestorScheme({ ...scheme, product }),
      activities: latest.map(mapActivity),
      activitiesTotal: Number(counted?.total ?? 0),
    };
  }
}
