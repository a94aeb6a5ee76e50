import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  MESSAGES,
  NISAB_GRAMS,
  NisabPriceView,
  ZAKAT_DISCLAIMER,
  ZAKAT_RATES,
  type NisabMetal,
  type ZakatEstimateView,
  type ZakatYear,
} from '@fund/contracts';
import { Decimal } from 'decimal.js';
import type { Request } from 'express';
import { DataSource } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import { listSpec, parseListQuery, runSqlList, type ListQuery, type ListResult } from '../../common/lists/list-query.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/tokens.js';
import { poolOf } from '../../database/pool.js';
import type { NisabPriceDto, ZakatDateDto } from './dto/sharia.dto.js';
import { estimateHolding, nextHijriDate, nisabAmount, ZAKAT_ROUNDING } from './zakat.js';

const PRICE_COLUMNS = `n.id, n.metal, trim_scale(n.price_per_gram)::text AS price_per_gram, n.effective_on::text AS effective_on, n.created_at`;
interface PriceRow {
  id: string;
  metal: NisabMetal;
  price_per_gram: string;
  effective_on: string;
  created_at: Date;
}
const priceView = (r: PriceRow): NisabPriceView => ({
  id: r.id,
  metal: r.metal,
  pricePerGram: r.price_per_gram,
  effectiveOn: r.effective_on,
  createdAt: r.created_at.toISOString(),
});
const PRICE_LIST = listSpec(NisabPriceView, {
  resource: 'nisab-prices',
  fields: {
    id: 'n.id',
    metal: 'n.metal',
    pricePerGram: 'trim_scale(n.price_per_gram)::text',
    effectiveOn: 'n.effective_on',
    createdAt: 'n.created_at',
  },
  search: [],
  defaultSort: ['effectiveOn', 'DESC'],
});

/** Zakat (issue 24 item 5): the nisab prices admins enter, and each investor's estimate on their zakat day. */
@Injectable()
export class ZakatService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {}

  async prices(query: ListQuery): Promise<ListResult<NisabPriceView>> {
    const page = await runSqlList<PriceRow>(
      poolOf(this.dataSource),
      { select: PRICE_COLUMNS, from: 'nisab_prices n', where: 'true', params: [] },
      PRICE_LIST,
      parseListQuery(query, PRICE_LIST),
    );
    return page.map(priceView);
  }

  async addPrice(dto: NisabPriceDto, actor: AuthUser, req: Request): Promise<NisabPriceView> {
    if (!new Decimal(dto.pricePerGram).greaterThan(0)) throw new BadRequestException(MESSAGES.nisabPriceInvalid);
    return this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query<PriceRow[]>(
        `INSERT INTO nisab_prices AS n (metal, price_per_gram, effective_on, created_by) VALUES ($1, $2, $3, $4) RETURNING ${PRICE_COLUMNS}`,
        [dto.metal, dto.pricePerGram, dto.effectiveOn, actor.id],
      );
      await this.audit.record(
        {
          action: 'ZAKAT_SETTINGS_CHANGED',
          userId: actor.id,
          userRole: actor.role,
          details: `Nisab price: ${dto.metal} ${dto.pricePerGram} per gram from ${dto.effectiveOn}`,
          req,
        },
        manager,
      );
      return priceView(row);
    });
  }

  async removePrice(id: string, actor: AuthUser, req: Request): Promise<NisabPriceView> {
    return this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query<PriceRow[]>(`SELECT ${PRICE_COLUMNS} FROM nisab_prices n WHERE n.id = $1 FOR UPDATE`, [id]);
      if (!row) throw new NotFoundException(MESSAGES.nisabPriceNotFound);
      await manager.query('DELETE FROM nisab_prices WHERE id = $1', [id]);
      await this.audit.record(
        {
          action: 'ZAKAT_SETTINGS_CHANGED',
          userId: actor.id,
          userRole: actor.role,
          details: `Removed nisab price: ${row.metal} ${row.price_per_gram} per gram from ${row.effective_on}`,
          req,
        },
        manager,
      );
      return priceView(row);
    });
  }

  async setDate(investorId: string, dto: ZakatDateDto): Promise<ZakatEstimateView> {
    await this.dataSource.query('UPDATE users SET zakat_hijri_month = $1, zakat_hijri_day = $2 WHERE id = $3', [
      dto.hijriMonth,
      dto.hijriDay,
      investorId,
    ]);
    return this.estimate(investorId);
  }

  /** The investor's estimate for their next zakat day (today until they choose one). */
  async estimate(investorId: string): Promise<ZakatEstimateView> {
    const [user] = await this.dataSource.query<{ month: number | null; day: number | null; today: string }[]>(
      `SELECT zakat_hijri_month AS month, zakat_hijri_day AS day, ((now() AT TIME ZONE $2)::date)::text AS today FROM users WHERE id = $1`,
      [investorId, this.config.fundTimeZone],
    );
    const next = user.month !== null && user.day !== null ? nextHijriDate(user.today, user.month, user.day) : null;
    const view = await this.estimateOn(investorId, next?.date ?? user.today);
    const days = next ? Math.round((Date.parse(`${next.date}T00:00:00Z`) - Date.parse(`${user.today}T00:00:00Z`)) / 86_400_000) : null;
    return {
      ...view,
      hijriMonth: user.month,
      hijriDay: user.day,
      nextDate: next?.date ?? null,
      nextDateHijri: next?.hijri ?? null,
      daysUntil: days,
    };
  }

  /** The estimate as of `zakatDate` (YYYY-MM-DD): also the zakat statement printed on the investor's zakat day. */
  async estimateOn(investorId: string, zakatDate: string): Promise<ZakatEstimateView> {
    const [settings] = await this.dataSource.query<{ nisab_metal: NisabMetal; zakat_year: ZakatYear }[]>(
      'SELECT nisab_metal, zakat_year FROM sharia_settings',
    );
    const [price] = await this.dataSource.query<{ price_per_gram: string; effective_on: string }[]>(
      `SELECT trim_scale(price_per_gram)::text AS price_per_gram, effective_on::text AS effective_on FROM nisab_prices
       WHERE metal = $1 AND effective_on <= $2 ORDER BY effective_on DESC, created_at DESC LIMIT 1`,
      [settings.nisab_metal, zakatDate],
    );
    const holdings = await this.dataSource.query<
      {
        enrollment_id: string;
        scheme_id: string;
        scheme_name: string;
        product_id: string;
        investment_amount: string;
        current_value: string;
        enrolled_at: Date;
        zakat_assets_percent: string | null;
      }[]
    >(
      `SELECT e.id AS enrollment_id, s.id AS scheme_id, s.name AS scheme_name, s.product_id, e.investment_amount::text AS investment_amount,
         e.current_value::text AS current_value, e.enrolled_at, s.zakat_assets_percent::text AS zakat_assets_percent
       FROM enrollments e JOIN schemes s ON s.id = e.scheme_id
       WHERE e.investor_id = $1 AND e.status <> 'exited' AND e.enrolled_at < ($2::date + 1) ORDER BY s.name, e.id`,
      [investorId, zakatDate],
    );
    const views = holdings.map((h) =>
      estimateHolding(
        {
          enrollmentId: h.enrollment_id,
          schemeId: h.scheme_id,
          schemeName: h.scheme_name,
          productId: h.product_id,
          investmentAmount: BigInt(h.investment_amount),
          currentValue: BigInt(h.current_value),
          enrolledAt: h.enrolled_at,
          zakatAssetsPercent: h.zakat_assets_percent,
        },
        zakatDate,
        settings.zakat_year,
      ),
    );
    return {
      hijriMonth: null,
      hijriDay: null,
      nextDate: zakatDate,
      nextDateHijri: null,
      daysUntil: null,
      year: settings.zakat_year,
      rate: ZAKAT_RATES[settings.zakat_year],
      nisab: {
        metal: settings.nisab_metal,
        grams: NISAB_GRAMS[settings.nisab_metal],
        pricePerGram: price?.price_per_gram ?? null,
        priceOn: price?.effective_on ?? null,
        amount: price ? Number(nisabAmount(settings.nisab_metal, price.price_per_gram)) : null,
      },
      holdings: views,
      totalZakatable: views.reduce((sum, h) => sum + h.zakatableAmount, 0),
      totalEstimate: views.reduce((sum, h) => sum + h.estimate, 0),
      rounding: ZAKAT_ROUNDING,
      disclaimer: ZAKAT_DISCLAIMER,
    };
  }
}
