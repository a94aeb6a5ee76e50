import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MAX_MONEY_AMOUNT, MESSAGES, type PayoutView } from '@fund/contracts';
import { DataSource } from 'typeorm';

import { idempotentTransaction } from '../../common/idempotency/idempotency.js';
import { Activity } from '../activities/activity.entity.js';
import { mapActivity } from '../activities/activity.view.js';
import type { CreatePayoutDto } from './dto/create-payout.dto.js';
import { Enrollment } from './enrollment.entity.js';
import { findEnrollmentView } from './enrollments.queries.js';

const today = () => new Date().toISOString().slice(0, 10);

@Injectable()
export class PayoutsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * One transaction with the enrollment row locked: totalPayouts grows by the amount, the next payout is
   * set when given, and a Payout transaction activity tells the investor. Concurrent payouts queue on the lock.
   */
  async record(dto: CreatePayoutDto): Promise<PayoutView> {
    const payoutDate = dto.payoutDate ?? today();
    return idempotentTransaction(this.dataSource, async (manager) => {
      const enrollment = await manager.findOne(Enrollment, { where: { id: dto.enrollmentId }, lock: { mode: 'pessimistic_write' } });
      if (!enrollment) throw new NotFoundException(MESSAGES.enrollmentNotFound);
      if (enrollment.investorId !== dto.investorId) throw new BadRequestException(MESSAGES.enrollmentNotInvestors);
      if (enrollment.totalPayouts + dto.payoutAmount > MAX_MONEY_AMOUNT) throw new BadRequestException(MESSAGES.totalPayoutsTooLarge);
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
      return { enrollment: await findEnrollmentView(manager, enrollment.id), activity: mapActivity(activity) };
    });
  }
}
