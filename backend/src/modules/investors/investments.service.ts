import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGES, type InvestmentCardView, type InvestmentDetailView } from '@fund/contracts';
import { DataSource, In } from 'typeorm';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { assertCanActFor } from '../../common/auth/ownership.js';
import { Activity } from '../activities/activity.entity.js';
import { Enrollment } from '../enrollments/enrollment.entity.js';
import { Product } from '../schemes/product.entity.js';
import { Scheme } from '../schemes/scheme.entity.js';
import { mapActivity } from '../activities/activity.view.js';
import { mapInvestorScheme } from '../schemes/scheme.view.js';
import { mapInvestment, mapInvestmentCard } from './investment-views.js';

/** The investor's own portfolio views: an investor reads only their own id, admins any. */
@Injectable()
export class InvestmentsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** My Investments: every enrollment of the investor with its scheme, newest enrollment first. */
  async cards(userId: string, actor: AuthUser): Promise<InvestmentCardView[]> {
    assertCanActFor(actor, userId);
    const enrollments = await this.dataSource.getRepository(Enrollment).find({
      where: { investorId: userId },
      order: { enrolledAt: 'DESC', id: 'ASC' },
    });
    if (enrollments.length === 0) return [];
    const schemes = await this.dataSource.getRepository(Scheme).findBy({ id: In(enrollments.map((e) => e.schemeId)) });
    const byId = new Map(schemes.map((s) => [s.id, s]));
    // An enrollment's scheme always exists (foreign key, deleted together).
    return enrollments.map((e) => mapInvestmentCard(e, byId.get(e.schemeId) as Scheme));
  }

  /** One investment: the enrollment, its scheme with productName, and the investor's activities in it, newest first. */
  async detail(userId: string, schemeId: string, actor: AuthUser): Promise<InvestmentDetailView> {
    assertCanActFor(actor, userId);
    const enrollment = await this.dataSource.getRepository(Enrollment).findOneBy({ investorId: userId, schemeId });
    if (!enrollment) throw new NotFoundException(MESSAGES.investmentNotFound);
    const [scheme, activities] = await Promise.all([
      this.dataSource.getRepository(Scheme).findOneByOrFail({ id: schemeId }),
      this.dataSource.getRepository(Activity).find({
        where: { investorId: userId, schemeId },
        order: { createdAt: 'DESC', id: 'ASC' },
      }),
    ]);
    const product = await this.dataSource.getRepository(Product).findOneBy({ id: scheme.productId });
    return {
      enrollment: mapInvestment(enrollment),
      scheme: mapInvestorScheme({ ...scheme, product }),
      activities: activities.map(mapActivity),
    };
  }
}
