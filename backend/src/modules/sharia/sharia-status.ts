import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CERTIFICATE_EXPIRING_DAYS,
  formatDate,
  MESSAGES,
  SHARIA_GATED,
  type SchemeShariaStatusView,
  type ShariaGateMode,
  type ShariaStatus,
} from '@fund/contracts';
import type { Request } from 'express';
import { DataSource, type EntityManager } from 'typeorm';

import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/tokens.js';

/** The fund's calendar day: today in FUND_TIME_ZONE, as a date ($1 = the time zone). */
export const FUND_TODAY_SQL = `(now() AT TIME ZONE $1)::date`;

/**
 * Each scheme's certificate: its latest-issued pronouncement that has a valid_until (the badge and the
 * gate read it; older ones are history). `$1` is the fund's time zone.
 */
export const SCHEME_CERTIFICATES_SQL = `
  SELECT s.id AS scheme_id, s.name AS scheme_name, s.product_id, trim_scale(s.zakat_assets_percent)::text AS zakat_assets_percent,
    c.id AS pronouncement_id, c.title, c.issuer, c.document_url, c.valid_until::text AS valid_until,
    (c.valid_until - ${FUND_TODAY_SQL})::int AS days_left
  FROM schemes s
  LEFT JOIN LATERAL (
    SELECT p.id, p.title, p.issuer, p.document_url, p.valid_until FROM sharia_pronouncements p
    WHERE p.scheme_id = s.id AND p.valid_until IS NOT NULL
    ORDER BY p.issued_on DESC, p.created_at DESC LIMIT 1
  ) c ON true`;

interface CertificateRow {
  scheme_id: string;
  scheme_name: string;
  product_id: string;
  zakat_assets_percent: string | null;
  pronouncement_id: string | null;
  title: string | null;
  issuer: string | null;
  document_url: string | null;
  valid_until: string | null;
  days_left: number | null;
}

export interface GateSettings {
  gateMode: ShariaGateMode;
  certificateRequired: boolean;
}

export function statusOf(row: CertificateRow, settings: GateSettings): SchemeShariaStatusView {
  const status: ShariaStatus =
    row.valid_until === null || row.days_left === null
      ? 'none'
      : row.days_left < 0
        ? 'expired'
        : row.days_left <= CERTIFICATE_EXPIRING_DAYS
          ? 'expiring'
          : 'certified';
  const warnOnly = settings.gateMode === 'warn';
  const date = row.valid_until === null ? '' : formatDate(row.valid_until);
  const message =
    status === 'expired'
      ? warnOnly
        ? MESSAGES.shariaCertificateExpiredWarning(row.scheme_name, date)
        : MESSAGES.shariaCertificateExpired(row.scheme_name, date)
      : status === 'none' && settings.certificateRequired
        ? warnOnly
          ? MESSAGES.shariaCertificateMissingWarning(row.scheme_name)
          : MESSAGES.shariaCertificateMissing(row.scheme_name)
        : null;
  return {
    schemeId: row.scheme_id,
    schemeName: row.scheme_name,
    status,
    validUntil: row.valid_until,
    daysLeft: row.days_left,
    gated: message !== null,
    message,
    certificate:
      row.pronouncement_id === null
        ? null
        : { id: row.pronouncement_id, title: row.title ?? '', issuer: row.issuer ?? '', documentUrl: row.document_url },
    productId: row.product_id,
    zakatAssetsPercent: row.zakat_assets_percent,
  };
}

/**
 * The Sharia status of schemes (the badge) and the expiry gate: a scheme whose certificate has passed its
 * valid_until (or that has none, when the fund requires one) takes no new expressions of interest and no
 * new enrollments (409), unless the fund's gate is 'warn' (they go through, the answer carries a Warning
 * header). Existing holdings, payouts and updates are never gated.
 */
@Injectable()
export class ShariaGate {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async settings(manager: EntityManager = this.dataSource.manager): Promise<GateSettings> {
    const [row] = await manager.query<{ gate_mode: ShariaGateMode; certificate_required: boolean }[]>(
      'SELECT gate_mode, certificate_required FROM sharia_settings',
    );
    return { gateMode: row?.gate_mode ?? 'enforce', certificateRequired: row?.certificate_required ?? false };
  }

  async all(manager: EntityManager = this.dataSource.manager): Promise<SchemeShariaStatusView[]> {
    const [settings, rows] = await Promise.all([
      this.settings(manager),
      manager.query<CertificateRow[]>(`${SCHEME_CERTIFICATES_SQL} WHERE s.archived_at IS NULL ORDER BY s.name, s.id`, [
        this.config.fundTimeZone,
      ]),
    ]);
    return rows.map((row) => statusOf(row, settings));
  }

  async of(schemeId: string, manager: EntityManager = this.dataSource.manager): Promise<SchemeShariaStatusView | null> {
    const [settings, [row]] = await Promise.all([
      this.settings(manager),
      manager.query<CertificateRow[]>(`${SCHEME_CERTIFICATES_SQL} WHERE s.id = $2`, [this.config.fundTimeZone, schemeId]),
    ]);
    return row ? statusOf(row, settings) : null;
  }

  /**
   * In a new expression's or enrollment's transaction: 409 for a gated scheme; in warn mode, the reason
   * goes in the answer's Warning header instead.
   */
  async gate(manager: EntityManager, schemeId: string, req: Request | undefined): Promise<void> {
    const [status, { gateMode }] = await Promise.all([this.of(schemeId, manager), this.settings(manager)]);
    if (!status?.gated || !status.message) return;
    if (gateMode === 'enforce') throw new ConflictException({ message: status.message, code: SHARIA_GATED });
    req?.res?.setHeader('Warning', `299 - "${status.message.replace(/["\\]/g, '')}"`);
  }
}
