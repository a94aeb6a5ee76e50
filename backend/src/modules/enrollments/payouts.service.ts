import { Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MAX_MONEY_AMOUNT, MESSAGES, todayUtc, type PayoutView } from '@fund/contracts';
import type { Request } from 'express';
import { DataSource } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import { idempotentTransaction } from '../../common/idempotency/idempotency.js';
import { Activity } from '../activities/activity.entity.js';
import { mapActivity } from '../activities/activity.view.js';
import { notifies, noticesAudit } from '../activities/dto/notify.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import type { CreatePayoutDto } from './dto/create-payout.dto.js';
import { Enrollment } from './enrollment.entity.js';
import { findEnrollmentView } from './enrollments.queries.js';

@Injectable()
export class PayoutsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * One transaction with the enrollment row locked: totalPayouts grows by the amount, the next payout is
   * set when given, and a Payout transaction activity tells the investor. Concurrent payouts queue on the lock.
   * The acting admin's PAYOUT_RECORDED audit row, and the investor's notice (unless notify is false), are
   * written in the same transaction.
   */
  async record(dto: CreatePayoutDto, actor: AuthUser, req: Request): Promise<PayoutView> {
    const payoutDate = dto.payoutDate ?? todayUtc();
    return idempotentTransaction(this.dataSource, async (manager) => {
      const enrollment = await manager.findOne(Enrollment, { where: { id: dto.enrollmentId }, lock: { mode: 'pessimistic_write' } });
      if (!enrollment) throw new NotFoundException(MESSAGES.enrollmentNotFound);
      if (enrollment.investorId !== dto.investorId) throw new UnprocessableEntityException(MESSAGES.enrollmentNotInvestors);
      if (enrollment.totalPayouts + dto.payoutAmount > MAX_MONEY_AMOUNT)
        throw new UnprocessableEntityException(MESSAGES.totalPayoutsTooLarge);
      await manager
        .createQueryBuilder()
        .update(Enrollment)
        .set({
          totalPayouts: () => 'total_payouts + :amount',
          ...(dto.nextPayoutDate !== undefined && { nextPayoutDate: dto.nextPayoutDate }),
          ...(dto.nextPayoutAmount !== undefined && { nextPayoutAmount: dto.nextPayoutAmount }),
        })
        .where('id = :id', { id: enrollment.id })
        .setParameter('amount', dto.payoutAmount)
        .execute();
      const activity = await manager.save(
        manager.create(Activity, {
          type: 'transaction',
          category: 'Payout',
          investorId: enrollment.investorId,
          schemeId: enrollment.schemeId,
          title: 'Payout',
          content: `${dto.description} (payout date ${payoutDate})`,
          amount: dto.payoutAmount,
          url: null,
          documentUrl: null,
          assetId: null,
          netProfits: null,
        }),
      );
      const notices = notifies(dto) ? await this.notifications.forActivities(manager, { activityIds: [activity.id] }) : null;
      const updated = await findEnrollmentView(manager, enrollment.id);
      await this.audit.record(
        {
          action: 'PAYOUT_RECORDED',
          userId: actor.id,
          userRole: actor.role,
          details: `Payout of ${dto.payoutAmount} (payout date ${payoutDate}) on enrollment ${enrollment.id} of investor ${enrollment.investorId} in scheme "${updated.schemeName}" (${enrollment.schemeId}); activity ${activity.id}; ${noticesAudit(notices)}`,
          req,
        },
        manager,
      );
      return { enrollment: updated, activity: mapActivity(activity) };
    });
  }
}
