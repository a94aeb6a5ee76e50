import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  formatMoneyFull,
  MESSAGES,
  PurificationRateView,
  type PurificationEntryView,
  type PurificationLedgerView,
  type PurificationTotalView,
} from '@fund/contracts';
import type { Request } from 'express';
import { DataSource } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import { listSpec, parseListQuery, runSqlList, type ListQuery, type ListResult } from '../../common/lists/list-query.js';
import { isValidKey, OBJECT_PATH_PREFIX, ObjectStorage } from '../../common/storage/object-storage.js';
import { StorageService } from '../../common/storage/storage.service.js';
import { poolOf } from '../../database/pool.js';
import { csvLine } from '../exports/csv.js';
import type { PurificationMarkDto, PurificationRateDto } from './dto/sharia.dto.js';

const RATE_COLUMNS = `r.id, r.scheme_id, s.name AS scheme_name, r.period_start::text AS period_start, r.period_end::text AS period_end, r.basis,
  trim_scale(r.percent)::text AS percent, r.amount::text AS amount, r.note, r.created_at`;
const RATE_FROM = 'purification_rates r JOIN schemes s ON s.id = r.scheme_id';
interface RateRow {
  id: string;
  scheme_id: string;
  scheme_name: string;
  period_start: string;
  period_end: string;
  basis: PurificationRateView['basis'];
  percent: string | null;
  amount: string | null;
  note: string;
  created_at: Date;
}
const rateView = (r: RateRow): PurificationRateView => ({
  id: r.id,
  schemeId: r.scheme_id,
  schemeName: r.scheme_name,
  periodStart: r.period_start,
  periodEnd: r.period_end,
  basis: r.basis,
  percent: r.percent,
  amount: r.amount === null ? null : Number(r.amount),
  note: r.note,
  createdAt: r.created_at.toISOString(),
});
const RATE_LIST = listSpec(PurificationRateView, {
  resource: 'purification-rates',
  fields: {
    id: 'r.id',
    schemeId: 'r.scheme_id',
    schemeName: 's.name',
    periodStart: 'r.period_start',
    periodEnd: 'r.period_end',
    basis: 'r.basis',
    percent: 'trim_scale(r.percent)::text',
    amount: 'r.amount',
    note: 'r.note',
    createdAt: 'r.created_at',
  },
  search: ['s.name', 'r.note'],
  defaultSort: ['periodStart', 'DESC'],
});

const ENTRY_COLUMNS = `pp.activity_id, pp.scheme_id, s.name AS scheme_name, pp.payout_amount::text AS payout_amount, pp.amount::text AS amount,
  pp.paid_on::text AS paid_on, pp.given_at, pp.receipt_url`;
interface EntryRow {
  activity_id: string;
  scheme_id: string;
  scheme_name: string;
  payout_amount: string;
  amount: string;
  paid_on: string;
  given_at: Date | null;
  receipt_url: string | null;
}
const entryView = (r: EntryRow): PurificationEntryView => ({
  id: r.activity_id,
  activityId: r.activity_id,
  schemeId: r.scheme_id,
  schemeName: r.scheme_name,
  payoutAmount: Number(r.payout_amount),
  amount: Number(r.amount),
  paidOn: r.paid_on,
  givenAt: r.given_at?.toISOString() ?? null,
  receiptUrl: r.receipt_url,
});

interface TotalRow {
  scheme_id: string;
  scheme_name: string;
  period_start: string | null;
  period_end: string | null;
  basis: PurificationRateView['basis'] | null;
  percent: string | null;
  rate_amount: string | null;
  payouts: number;
  payout_total: string;
  purification: string;
  given: string;
}

/**
 * Purification (issue 24 item 4): the board's share of each payout that came from income that is not
 * compliant, per scheme and period (purification_rates); each Payout's amount to purify is the view
 * payout_purifications (migration 1797400000000: percent x payout rounded half up to a whole unit, or
 * the amount per payout, at most the payout). Investors keep a ledger of what they gave; admins read
 * totals per scheme and period.
 */
@Injectable()
export class PurificationService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ObjectStorage) private readonly storage: ObjectStorage,
    private readonly storageService: StorageService,
    private readonly audit: AuditService,
  ) {}

  /** An investor reads the receipt they attached to their own entry. */
  onModuleInit(): void {
    this.storageService.registerReadRule('purification-receipt', async (user, object) => {
      const rows = await this.dataSource.query<unknown[]>('SELECT 1 FROM purification_marks WHERE investor_id = $1 AND receipt_url = $2', [
        user.id,
        `${OBJECT_PATH_PREFIX}${object.key}`,
      ]);
      return rows.length > 0;
    });
  }

  // ---- rates ----

  async rates(query: ListQuery): Promise<ListResult<PurificationRateView>> {
    const page = await runSqlList<RateRow>(
      poolOf(this.dataSource),
      { select: RATE_COLUMNS, from: RATE_FROM, where: 'true', params: [] },
      RATE_LIST,
      parseListQuery(query, RATE_LIST),
    );
    return page.map(rateView);
  }

  async ratesOf(schemeId: string): Promise<PurificationRateView[]> {
    const rows = await this.dataSource.query<RateRow[]>(
      `SELECT ${RATE_COLUMNS} FROM ${RATE_FROM} WHERE r.scheme_id = $1 ORDER BY r.period_start DESC`,
      [schemeId],
    );
    return rows.map(rateView);
  }

  async addRate(dto: PurificationRateDto, actor: AuthUser, req: Request): Promise<PurificationRateView> {
    if (dto.periodEnd < dto.periodStart) throw new BadRequestException(MESSAGES.periodEndsBeforeStart);
    const percent = dto.basis === 'percent' ? dto.percent : null;
    const amount = dto.basis === 'amount' ? dto.amount : null;
    if ((dto.basis === 'percent' && (dto.amount ?? null) !== null) || (dto.basis === 'amount' && (dto.percent ?? null) !== null))
      throw new BadRequestException(MESSAGES.purificationBasisInvalid);
    return this.dataSource.transaction(async (manager) => {
      // The scheme's row lock orders two admins adding shares for overlapping periods.
      const [scheme] = await manager.query<{ name: string }[]>('SELECT name FROM schemes WHERE id = $1 FOR NO KEY UPDATE', [dto.schemeId]);
      if (!scheme) throw new NotFoundException(MESSAGES.schemeNotFound);
      const overlapping = await manager.query<unknown[]>(
        'SELECT 1 FROM purification_rates WHERE scheme_id = $1 AND period_start <= $3 AND period_end >= $2 LIMIT 1',
        [dto.schemeId, dto.periodStart, dto.periodEnd],
      );
      if (overlapping.length > 0) throw new ConflictException(MESSAGES.purificationPeriodOverlaps);
      const [{ id }] = await manager.query<{ id: string }[]>(
        `INSERT INTO purification_rates (scheme_id, period_start, period_end, basis, percent, amount, note, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [dto.schemeId, dto.periodStart, dto.periodEnd, dto.basis, percent, amount, dto.note ?? '', actor.id],
      );
      const [row] = await manager.query<RateRow[]>(`SELECT ${RATE_COLUMNS} FROM ${RATE_FROM} WHERE r.id = $1`, [id]);
      await this.audit.record(
        {
          action: 'PURIFICATION_RATE_CHANGED',
          userId: actor.id,
          userRole: actor.role,
          details: `${scheme.name}: purification ${rateText(row)} for ${dto.periodStart} to ${dto.periodEnd}`,
          req,
        },
        manager,
      );
      return rateView(row);
    });
  }

  async removeRate(id: string, actor: AuthUser, req: Request): Promise<PurificationRateView> {
    return this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query<RateRow[]>(`SELECT ${RATE_COLUMNS} FROM ${RATE_FROM} WHERE r.id = $1 FOR UPDATE OF r`, [id]);
      if (!row) throw new NotFoundException(MESSAGES.purificationRateNotFound);
      await manager.query('DELETE FROM purification_rates WHERE id = $1', [id]);
      await this.audit.record(
        {
          action: 'PURIFICATION_RATE_CHANGED',
          userId: actor.id,
          userRole: actor.role,
          details: `${row.scheme_name}: removed purification ${rateText(row)} for ${row.period_start} to ${row.period_end}`,
          req,
        },
        manager,
      );
      return rateView(row);
    });
  }

  // ---- totals ----

  /** Per scheme and rate period: payouts, their total, the purification and what investors marked given. */
  async totals(filter: { schemeId?: string; year?: number }): Promise<PurificationTotalView[]> {
    const rows = await this.dataSource.query<TotalRow[]>(
      `SELECT pp.scheme_id, s.name AS scheme_name, pp.period_start::text AS period_start, pp.period_end::text AS period_end, pp.basis,
         trim_scale(r.percent)::text AS percent, r.amount::text AS rate_amount, count(*)::int AS payouts, sum(pp.payout_amount)::text AS payout_total,
         sum(pp.amount)::text AS purification, (coalesce(sum(pp.amount) FILTER (WHERE pp.given_at IS NOT NULL), 0))::text AS given
       FROM payout_purifications pp JOIN schemes s ON s.id = pp.scheme_id JOIN purification_rates r ON r.id = pp.rate_id
       WHERE ($1::uuid IS NULL OR pp.scheme_id = $1) AND ($2::int IS NULL OR extract(year FROM pp.paid_on) = $2)
       GROUP BY pp.scheme_id, s.name, pp.rate_id, pp.period_start, pp.period_end, pp.basis, r.percent, r.amount
       ORDER BY s.name, pp.period_start DESC`,
      [filter.schemeId ?? null, filter.year ?? null],
    );
    return rows.map((r) => ({
      schemeId: r.scheme_id,
      schemeName: r.scheme_name,
      periodStart: r.period_start,
      periodEnd: r.period_end,
      basis: r.basis,
      rate: r.basis === null ? null : rateText({ basis: r.basis, percent: r.percent, amount: r.rate_amount }),
      payouts: r.payouts,
      payoutTotal: Number(r.payout_total),
      purification: Number(r.purification),
      given: Number(r.given),
    }));
  }

  async totalsCsv(filter: { schemeId?: string; year?: number }): Promise<string> {
    const header = ['Scheme', 'Period start', 'Period end', 'Rate', 'Payouts', 'Paid out', 'To purify', 'Marked given'];
    const lines = (await this.totals(filter)).map((t) =>
      csvLine([
        t.schemeName,
        t.periodStart ?? '',
        t.periodEnd ?? '',
        t.rate ?? '',
        String(t.payouts),
        String(t.payoutTotal),
        String(t.purification),
        String(t.given),
      ]),
    );
    return csvLine(header) + lines.join('');
  }

  // ---- the investor's ledger ----

  async ledger(investorId: string): Promise<PurificationLedgerView> {
    const rows = await this.dataSource.query<EntryRow[]>(
      `SELECT ${ENTRY_COLUMNS} FROM payout_purifications pp JOIN schemes s ON s.id = pp.scheme_id
       WHERE pp.investor_id = $1 AND pp.amount > 0 ORDER BY pp.paid_on DESC, pp.activity_id`,
      [investorId],
    );
    const entries = rows.map(entryView);
    const years = new Map<number, { year: number; owed: number; given: number; total: number }>();
    for (const entry of entries) {
      const year = Number(entry.paidOn.slice(0, 4));
      const totals = years.get(year) ?? { year, owed: 0, given: 0, total: 0 };
      totals.total += entry.amount;
      if (entry.givenAt) totals.given += entry.amount;
      else totals.owed += entry.amount;
      years.set(year, totals);
    }
    return { years: [...years.values()].sort((a, b) => b.year - a.year), entries };
  }

  async receiptUploadUrl(): Promise<{ uploadURL: string; objectPath: string }> {
    const { uploadURL, objectPath } = await this.storage.createUpload('purification-receipt');
    return { uploadURL, objectPath };
  }

  /** The investor marks a payout's purification given (with an optional receipt) or not given. */
  async mark(investorId: string, activityId: string, dto: PurificationMarkDto): Promise<PurificationEntryView> {
    if (!dto.given && dto.receiptUrl) throw new BadRequestException(MESSAGES.purificationReceiptWithoutGiven);
    let receipt: string | null = null;
    if (dto.given && dto.receiptUrl) {
      const key = dto.receiptUrl.startsWith(OBJECT_PATH_PREFIX) ? dto.receiptUrl.slice(OBJECT_PATH_PREFIX.length) : '';
      if (!isValidKey(key, ['purification-receipt'])) throw new BadRequestException(MESSAGES.purificationReceiptInvalid);
      await this.storage.verifyUpload(key, 'purification-receipt').catch(() => {
        throw new BadRequestException(MESSAGES.purificationReceiptInvalid);
      });
      receipt = dto.receiptUrl;
    }
    let previous: string | null = null;
    const entry = await this.dataSource.transaction(async (manager) => {
      const found = await manager.query<unknown[]>(
        'SELECT 1 FROM payout_purifications WHERE activity_id = $1 AND investor_id = $2 AND amount > 0',
        [activityId, investorId],
      );
      if (found.length === 0) throw new NotFoundException(MESSAGES.purificationEntryNotFound);
      const [old] = await manager.query<{ receipt_url: string | null }[]>(
        'SELECT receipt_url FROM purification_marks WHERE activity_id = $1 FOR UPDATE',
        [activityId],
      );
      previous = old?.receipt_url ?? null;
      if (dto.given)
        await manager.query(
          `INSERT INTO purification_marks (activity_id, investor_id, receipt_url) VALUES ($1, $2, $3)
           ON CONFLICT (activity_id) DO UPDATE SET receipt_url = coalesce(EXCLUDED.receipt_url, purification_marks.receipt_url)`,
          [activityId, investorId, receipt],
        );
      else await manager.query('DELETE FROM purification_marks WHERE activity_id = $1', [activityId]);
      const [row] = await manager.query<EntryRow[]>(
        `SELECT ${ENTRY_COLUMNS} FROM payout_purifications pp JOIN schemes s ON s.id = pp.scheme_id WHERE pp.activity_id = $1`,
        [activityId],
      );
      return entryView(row);
    });
    if (previous && previous !== entry.receiptUrl) await this.storageService.deleteIfUnreferenced([previous]);
    return entry;
  }
}

/** "3.25%" or "$150 per payout" */
export function rateText(rate: { basis: string; percent: string | null; amount: string | null }): string {
  return rate.basis === 'percent' ? `${rate.percent ?? '0'}%` : `${formatMoneyFull(Number(rate.amount ?? 0))} per payout`;
}
