import { Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DISTRIBUTION_ROUNDING_RULE,
  MESSAGES,
  todayUtc,
  type DistributionPreview,
  type DistributionRunDetail,
  type DistributionRunView,
} from '@fund/contracts';
import type { Request } from 'express';
import { DataSource, type EntityManager } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import { idempotentTransaction } from '../../common/idempotency/idempotency.js';
import { parseListQuery, runSqlList, type ListQuery, type ListResult } from '../../common/lists/list-query.js';
import { poolOf } from '../../database/pool.js';
import { byAmount, planDistribution, previewLine, type HolderRow } from './distribution-plan.js';
import {
  holdersSql,
  LINES_SQL,
  mapLine,
  mapRun,
  PAY_SQL,
  REVERSE_SQL,
  RUN_LIST,
  RUN_SQL,
  schemeRuns,
  type RunRow,
} from './distributions.queries.js';
import type { CreateDistributionDto, DistributionTermsDto } from './dto/distribution.dto.js';
import { lockEnrollmentsOf } from '../enrollments/enrollment-locks.js';
import { notifies, noticesAudit } from '../activities/dto/notify.js';
import { NotificationsService } from '../notifications/notifications.service.js';

interface SchemeRow {
  id: string;
  name: string;
}

/**
 * Distribution runs (issue 19 item 1): a payout to every included holder of a scheme, written set-based
 * in one transaction (a statement per table, whatever the number of holders), and its same-day reversal.
 */
@Injectable()
export class DistributionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
  ) {}

  private async scheme(run: (sql: string, params: unknown[]) => Promise<SchemeRow[]>, schemeId: string): Promise<SchemeRow> {
    const [scheme] = await run('SELECT id, name FROM schemes WHERE id = $1', [schemeId]);
    if (!scheme) throw new NotFoundException(MESSAGES.schemeNotFound);
    return scheme;
  }

  /** What a confirm with these terms would pay; writes nothing. */
  async preview(schemeId: string, terms: DistributionTermsDto): Promise<DistributionPreview> {
    const pool = poolOf(this.dataSource);
    const [scheme, holders] = await Promise.all([
      this.scheme(async (sql, params) => (await pool.query<SchemeRow>(sql, params)).rows, schemeId),
      pool.query<HolderRow>(holdersSql(false), [schemeId]).then((r) => r.rows),
    ]);
    const plan = planDistribution(terms, holders);
    // Between the split and the answer's 10,000 lines, other requests get their turn on the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    return {
      schemeId: scheme.id,
      schemeName: scheme.name,
      mode: terms.mode,
      basis: terms.basis,
      totalAmount: Number(plan.total),
      investorCount: plan.investorCount,
      roundingRule: DISTRIBUTION_ROUNDING_RULE,
      lines: byAmount(plan.lines).map(previewLine),
    };
  }

  /**
   * One transaction: the scheme's enrollments locked (id order, so a concurrent payout or run queues
   * behind it), the run row, then one statement that adds every amount to its enrollment, writes each
   * Payout activity and line, the investors' notices (unless notify is false) and one DISTRIBUTION_PAID
   * audit row.
   */
  async confirm(schemeId: string, dto: CreateDistributionDto, actor: AuthUser, req: Request): Promise<DistributionRunView> {
    const payoutDate = dto.payoutDate ?? todayUtc();
    const nextPayoutDate = dto.nextPayoutDate ?? null;
    return idempotentTransaction(this.dataSource, async (manager) => {
      const scheme = await this.scheme((sql, params) => manager.query<SchemeRow[]>(sql, params), schemeId);
      const holders = await manager.query<HolderRow[]>(holdersSql(true), [schemeId]);
      const plan = planDistribution(dto, holders);
      const paid = plan.lines.filter((line) => line.amount > 0n);
      if (paid.length === 0) throw new UnprocessableEntityException(MESSAGES.distributionPaysNothing);
      const [run] = await manager.query<{ id: string }[]>(
        `INSERT INTO distribution_runs (scheme_id, kind, mode, basis, rate_per_unit, total_amount, investor_count, payout_date, description, next_payout_date, created_by)
         VALUES ($1, 'distribution', $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [
          schemeId,
          dto.mode,
          dto.basis,
          dto.mode === 'per_unit' ? dto.ratePerUnit : null,
          plan.total.toString(),
          paid.length,
          payoutDate,
          dto.description,
          nextPayoutDate,
          actor.id,
        ],
      );
      const [written] = await manager.query<{ lines: number; paid: number }[]>(PAY_SQL, [
        run.id,
        schemeId,
        `${dto.description} (payout date ${payoutDate})`,
        nextPayoutDate,
        paid.map((l) => l.holder.enrollmentId),
        paid.map((l) => l.holder.investorId),
        paid.map((l) => l.amount.toString()),
        paid.map((l) => l.holder.nextPayoutDate),
        paid.map((l) => l.holder.nextPayoutAmount),
      ]);
      if (written.lines !== paid.length || written.paid !== paid.length)
        throw new Error(`Distribution ${run.id}: wrote ${written.lines} lines and ${written.paid} payouts of ${paid.length}`);
      // Issue 20: each investor paid is told (the run's id is the post id of its Payout activities).
      const notices = notifies(dto) ? await this.notifications.forActivities(manager, { postId: run.id }) : null;
      await this.audit.record(
        {
          action: 'DISTRIBUTION_PAID',
          userId: actor.id,
          userRole: actor.role,
          details: `Distribution ${run.id} of ${plan.total} to ${paid.length} investors of scheme "${scheme.name}" (${schemeId}), payout date ${payoutDate}, ${dto.mode === 'per_unit' ? `rate ${dto.ratePerUnit} per unit` : 'total'}, basis ${dto.basis}; ${noticesAudit(notices)}`,
          req,
        },
        manager,
      );
      // The notices themselves are written by the make-notices job after the commit: the answer counts them now.
      return { ...(await this.run(manager, run.id)), notifiedCount: notices?.emailed ?? 0 };
    });
  }

  private async run(manager: EntityManager, id: string): Promise<DistributionRunView> {
    const [row] = await manager.query<RunRow[]>(RUN_SQL, [id]);
    if (!row) throw new NotFoundException(MESSAGES.distributionNotFound);
    return mapRun(row);
  }

  /** A scheme's runs, newest first; a list (sort, range, filter). */
  async list(schemeId: string, query: ListQuery): Promise<ListResult<DistributionRunView>> {
    const parsed = parseListQuery(query, RUN_LIST);
    const pool = poolOf(this.dataSource);
    await this.scheme(async (sql, params) => (await pool.query<SchemeRow>(sql, params)).rows, schemeId);
    const page = await runSqlList<RunRow>(pool, schemeRuns(schemeId), RUN_LIST, parsed);
    return page.map(mapRun);
  }

  /** One run with its lines. */
  async detail(id: string): Promise<DistributionRunDetail> {
    const pool = poolOf(this.dataSource);
    const [{ rows: runs }, { rows: lines }] = await Promise.all([
      pool.query<RunRow>(RUN_SQL, [id]),
      pool.query<Parameters<typeof mapLine>[0]>(LINES_SQL, [id]),
    ]);
    if (!runs[0]) throw new NotFoundException(MESSAGES.distributionNotFound);
    return { ...mapRun(runs[0]), lines: lines.map(mapLine) };
  }

  /**
   * Reverses a distribution made today as a whole, in one transaction: a run of kind 'reversal', a
   * Payout Adjustment activity per line, each enrollment's total payouts and next payout as before the
   * run, the original marked reversed, and one DISTRIBUTION_REVERSED audit row. Nothing is deleted.
   */
  async reverse(id: string, actor: AuthUser, req: Request): Promise<DistributionRunView> {
    return idempotentTransaction(this.dataSource, async (manager) => {
      const originalSql = `SELECT r.id, r.scheme_id AS "schemeId", s.name AS "schemeName", r.kind, r.mode, r.basis, r.rate_per_unit AS "ratePerUnit",
                r.payout_date::text AS "payoutDate", r.description, r.next_payout_date::text AS "nextPayoutDate", r.reversed_at AS "reversedAt",
                (r.created_at AT TIME ZONE 'UTC')::date = (now() AT TIME ZONE 'UTC')::date AS today
         FROM distribution_runs r JOIN schemes s ON s.id = r.scheme_id WHERE r.id = $1 FOR UPDATE OF r`;
      // The scheme's enrollments first, in id order (enrollment-locks.ts), as a run and a scheme delete take
      // them; then the run row, read again under its lock (a reversal committed meanwhile is seen).
      const [found] = await manager.query<{ schemeId: string }[]>('SELECT scheme_id AS "schemeId" FROM distribution_runs WHERE id = $1', [
        id,
      ]);
      if (!found) throw new NotFoundException(MESSAGES.distributionNotFound);
      await lockEnrollmentsOf(manager, 'scheme_id', found.schemeId, 'FOR NO KEY UPDATE');
      const [original] = await manager.query<(RunRow & { today: boolean })[]>(originalSql, [id]);
      if (!original) throw new NotFoundException(MESSAGES.distributionNotFound);
      if (original.kind !== 'distribution') throw new UnprocessableEntityException(MESSAGES.reversalOfReversal);
      if (original.reversedAt !== null) throw new UnprocessableEntityException(MESSAGES.reversalAlreadyDone);
      if (!original.today) throw new UnprocessableEntityException(MESSAGES.reversalOnlyToday);
      // The enrollments paid (locked above with the rest of the scheme's).
      const lines = await manager.query<{ amount: string; totalPayouts: string }[]>(
        `SELECT l.amount::text AS amount, e.total_payouts::text AS "totalPayouts"
         FROM distribution_lines l JOIN enrollments e ON e.id = l.enrollment_id WHERE l.run_id = $1 ORDER BY e.id`,
        [id],
      );
      if (lines.some((l) => BigInt(l.totalPayouts) < BigInt(l.amount))) throw new UnprocessableEntityException(MESSAGES.reversalBelowZero);
      const total = lines.reduce((sum, l) => sum + BigInt(l.amount), 0n);
      const today = todayUtc();
      const [reversal] = await manager.query<{ id: string }[]>(
        `INSERT INTO distribution_runs (scheme_id, kind, reversal_of, mode, basis, rate_per_unit, total_amount, investor_count, payout_date, description, next_payout_date, created_by)
         VALUES ($1, 'reversal', $2, $3, $4, $5, $6, $7, $8, $9, NULL, $10) RETURNING id`,
        [
          original.schemeId,
          id,
          original.mode,
          original.basis,
          original.ratePerUnit,
          total.toString(),
          lines.length,
          today,
          `Reversal: ${original.description}`,
          actor.id,
        ],
      );
      const [written] = await manager.query<{ lines: number; restored: number }[]>(REVERSE_SQL, [
        reversal.id,
        id,
        original.schemeId,
        `Reversal of the payout of ${original.payoutDate}: ${original.description}`,
        original.nextPayoutDate,
      ]);
      if (written.lines !== lines.length || written.restored !== lines.length)
        throw new Error(`Reversal of ${id}: wrote ${written.lines} lines and ${written.restored} corrections of ${lines.length}`);
      await manager.query('UPDATE distribution_runs SET reversed_at = now(), reversed_by = $2 WHERE id = $1', [id, actor.id]);
      await this.audit.record(
        {
          action: 'DISTRIBUTION_REVERSED',
          userId: actor.id,
          userRole: actor.role,
          details: `Distribution ${id} of scheme "${original.schemeName}" (${original.schemeId}), payout date ${original.payoutDate}, reversed by run ${reversal.id}: ${total} taken back from ${lines.length} investors`,
          req,
        },
        manager,
      );
      return this.run(manager, reversal.id);
    });
  }
}
