import type { MigrationInterface, QueryRunner } from 'typeorm';

import {
  AUDIT_ACTIONS,
  ISSUED_DOCUMENT_KINDS,
  NISAB_METALS,
  NOTICE_CATEGORIES,
  NOTIFICATION_CATEGORIES,
  PRONOUNCEMENT_KINDS,
  PURIFICATION_BASES,
  SHARIA_GATE_MODES,
  SHARIA_OPINIONS,
  ZAKAT_YEARS,
} from '@fund/contracts';

import { AUDIT_ACTIONS_BEFORE_ISSUE_24, auditActionCheck, oneOf } from '../audit-action-constraint.js';
import { ISSUED_DOCUMENT_KINDS_BEFORE_ISSUE_24 } from './1797300000000-issued-documents.js';

// Issue 24: the Sharia layer.
// - sharia_settings: one row, the fund's choices (the expiry gate enforced or warn only, whether every
//   scheme needs a certificate, the nisab metal, the zakat year).
// - sharia_board_members: the supervisory board, current and past.
// - sharia_pronouncements: fatwas, certificates and resolutions per scheme, every version kept. The
//   scheme's certificate (the badge, the gate) is its latest-issued pronouncement that has a valid_until.
// - sharia_reminders: which expiry reminders (60, 30, 7 days; 0 = the investors' notice at expiry) went
//   out for a pronouncement, so the daily job sends each once.
// - sharia_reports: the annual Sharia report, one per year.
// - purification_rates: per scheme and period, the board's non-compliant share of each payout (a
//   percentage, or an amount per payout); periods of a scheme do not overlap.
// - purification_marks: an investor's "given" on a payout's purification, with an optional receipt.
// - payout_purifications (a view): every Payout transaction's purification, computed from the rate
//   whose period holds the payout's date (the distribution run's payout date, else the day it was
//   recorded): percent x amount / 100 rounded half up to a whole unit, or the amount per payout (at most
//   the payout). A rate entered or corrected later applies to its period's payouts at once.
// - nisab_prices: gold and silver prices per gram, dated; the latest effective one counts.
// - schemes.zakat_assets_percent (musharakah: the zakatable share of the venture's assets) and the
//   investor's zakat day (users.zakat_hijri_month, zakat_hijri_day).
// - notifications may now have the category 'sharia' (cannot be muted, so never a preference).
// - document_requests and issued_documents take the annual zakat statement ('zakat_statement', by its zakat_date).

const PERCENT = 'numeric(7,4)';
const percentCheck = (column: string) => `CHECK (${column} >= 0 AND ${column} <= 100)`;

export class ShariaLayer1797400000000 implements MigrationInterface {
  name = 'ShariaLayer1797400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE sharia_settings (
        id boolean PRIMARY KEY DEFAULT true CONSTRAINT sharia_settings_one_row CHECK (id),
        gate_mode text NOT NULL DEFAULT 'enforce' CONSTRAINT sharia_settings_gate_mode_check ${oneOf('gate_mode', SHARIA_GATE_MODES)},
        certificate_required boolean NOT NULL DEFAULT false,
        nisab_metal text NOT NULL DEFAULT 'gold' CONSTRAINT sharia_settings_nisab_metal_check ${oneOf('nisab_metal', NISAB_METALS)},
        zakat_year text NOT NULL DEFAULT 'lunar' CONSTRAINT sharia_settings_zakat_year_check ${oneOf('zakat_year', ZAKAT_YEARS)},
        updated_at timestamptz,
        updated_by uuid REFERENCES users (id) ON DELETE SET NULL
      );
      INSERT INTO sharia_settings DEFAULT VALUES;
      CREATE INDEX sharia_settings_updated_by_idx ON sharia_settings (updated_by) WHERE updated_by IS NOT NULL;

      CREATE TABLE sharia_board_members (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        full_name text NOT NULL,
        title text NOT NULL,
        credentials text NOT NULL DEFAULT '',
        photo_url text,
        bio_en text NOT NULL DEFAULT '',
        bio_ar text NOT NULL DEFAULT '',
        appointed_on date NOT NULL,
        ended_on date,
        conflicts text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT sharia_board_members_dates_check CHECK (ended_on IS NULL OR ended_on >= appointed_on)
      );
      CREATE INDEX sharia_board_members_appointed_idx ON sharia_board_members (appointed_on, id);
      CREATE TRIGGER settle_upload_sharia_board_members_photo_url AFTER INSERT OR UPDATE OF photo_url ON sharia_board_members
        FOR EACH ROW WHEN (NEW.photo_url IS NOT NULL) EXECUTE FUNCTION settle_upload_record('photo_url');

      CREATE TABLE sharia_pronouncements (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        scheme_id uuid NOT NULL REFERENCES schemes (id) ON DELETE CASCADE,
        kind text NOT NULL CONSTRAINT sharia_pronouncements_kind_check ${oneOf('kind', PRONOUNCEMENT_KINDS)},
        title text NOT NULL,
        issuer text NOT NULL,
        signatories text NOT NULL,
        issued_on date NOT NULL,
        valid_until date,
        document_url text,
        summary text NOT NULL DEFAULT '',
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT sharia_pronouncements_validity_check CHECK (valid_until IS NULL OR valid_until >= issued_on)
      );
      CREATE INDEX sharia_pronouncements_scheme_idx ON sharia_pronouncements (scheme_id, issued_on DESC, created_at DESC);
      CREATE INDEX sharia_pronouncements_created_by_idx ON sharia_pronouncements (created_by) WHERE created_by IS NOT NULL;
      CREATE TRIGGER settle_upload_sharia_pronouncements_document_url AFTER INSERT OR UPDATE OF document_url ON sharia_pronouncements
        FOR EACH ROW WHEN (NEW.document_url IS NOT NULL) EXECUTE FUNCTION settle_upload_record('document_url');

      CREATE TABLE sharia_reminders (
        pronouncement_id uuid NOT NULL REFERENCES sharia_pronouncements (id) ON DELETE CASCADE,
        days integer NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT sharia_reminders_pkey PRIMARY KEY (pronouncement_id, days)
      );

      CREATE TABLE sharia_reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        year integer NOT NULL CONSTRAINT sharia_reports_year_key UNIQUE CONSTRAINT sharia_reports_year_check CHECK (year BETWEEN 1900 AND 2200),
        opinion text NOT NULL CONSTRAINT sharia_reports_opinion_check ${oneOf('opinion', SHARIA_OPINIONS)},
        document_url text NOT NULL,
        summary text NOT NULL DEFAULT '',
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX sharia_reports_created_by_idx ON sharia_reports (created_by) WHERE created_by IS NOT NULL;
      CREATE TRIGGER settle_upload_sharia_reports_document_url AFTER INSERT OR UPDATE OF document_url ON sharia_reports
        FOR EACH ROW WHEN (NEW.document_url IS NOT NULL) EXECUTE FUNCTION settle_upload_record('document_url');

      CREATE TABLE purification_rates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        scheme_id uuid NOT NULL REFERENCES schemes (id) ON DELETE CASCADE,
        period_start date NOT NULL,
        period_end date NOT NULL,
        basis text NOT NULL CONSTRAINT purification_rates_basis_check ${oneOf('basis', PURIFICATION_BASES)},
        percent ${PERCENT} CONSTRAINT purification_rates_percent_check ${percentCheck('percent')},
        amount bigint CONSTRAINT purification_rates_amount_check CHECK (amount >= 0),
        note text NOT NULL DEFAULT '',
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT purification_rates_period_check CHECK (period_end >= period_start),
        CONSTRAINT purification_rates_value_check CHECK (
          (basis = 'percent' AND percent IS NOT NULL AND amount IS NULL) OR (basis = 'amount' AND amount IS NOT NULL AND percent IS NULL)
        )
      );
      CREATE INDEX purification_rates_scheme_idx ON purification_rates (scheme_id, period_start);
      CREATE INDEX purification_rates_created_by_idx ON purification_rates (created_by) WHERE created_by IS NOT NULL;

      CREATE TABLE purification_marks (
        activity_id uuid PRIMARY KEY REFERENCES activities (id) ON DELETE CASCADE,
        investor_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        given_at timestamptz NOT NULL DEFAULT now(),
        receipt_url text
      );
      CREATE INDEX purification_marks_investor_idx ON purification_marks (investor_id);
      CREATE TRIGGER settle_upload_purification_marks_receipt_url AFTER INSERT OR UPDATE OF receipt_url ON purification_marks
        FOR EACH ROW WHEN (NEW.receipt_url IS NOT NULL) EXECUTE FUNCTION settle_upload_record('receipt_url');

      CREATE VIEW payout_purifications AS
        SELECT a.id AS activity_id, a.investor_id, a.scheme_id, a.amount AS payout_amount, d.paid_on, r.id AS rate_id,
          r.period_start, r.period_end, r.basis,
          (CASE r.basis WHEN 'percent' THEN round(a.amount * r.percent / 100) ELSE least(r.amount, a.amount) END)::bigint AS amount,
          m.given_at, m.receipt_url
        FROM activities a
        LEFT JOIN distribution_lines dl ON dl.activity_id = a.id
        LEFT JOIN distribution_runs dr ON dr.id = dl.run_id
        CROSS JOIN LATERAL (SELECT coalesce(dr.payout_date, (a.created_at AT TIME ZONE 'UTC')::date) AS paid_on) d
        JOIN LATERAL (
          SELECT * FROM purification_rates pr
          WHERE pr.scheme_id = a.scheme_id AND d.paid_on BETWEEN pr.period_start AND pr.period_end
          ORDER BY pr.created_at DESC LIMIT 1
        ) r ON true
        LEFT JOIN purification_marks m ON m.activity_id = a.id
        WHERE a.type = 'transaction' AND a.category = 'Payout' AND a.scheme_id IS NOT NULL;

      CREATE TABLE nisab_prices (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        metal text NOT NULL CONSTRAINT nisab_prices_metal_check ${oneOf('metal', NISAB_METALS)},
        price_per_gram numeric(14,4) NOT NULL CONSTRAINT nisab_prices_price_check CHECK (price_per_gram > 0),
        effective_on date NOT NULL,
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX nisab_prices_metal_idx ON nisab_prices (metal, effective_on DESC, created_at DESC);
      CREATE INDEX nisab_prices_created_by_idx ON nisab_prices (created_by) WHERE created_by IS NOT NULL;

      ALTER TABLE schemes ADD COLUMN zakat_assets_percent ${PERCENT} CONSTRAINT schemes_zakat_assets_percent_check ${percentCheck('zakat_assets_percent')};
      ALTER TABLE users
        ADD COLUMN zakat_hijri_month smallint CONSTRAINT users_zakat_hijri_month_check CHECK (zakat_hijri_month BETWEEN 1 AND 12),
        ADD COLUMN zakat_hijri_day smallint CONSTRAINT users_zakat_hijri_day_check CHECK (zakat_hijri_day BETWEEN 1 AND 30),
        ADD CONSTRAINT users_zakat_date_check CHECK ((zakat_hijri_month IS NULL) = (zakat_hijri_day IS NULL));

      ALTER TABLE notifications DROP CONSTRAINT notifications_category_check,
        ADD CONSTRAINT notifications_category_check ${oneOf('category', NOTICE_CATEGORIES)};

      -- The annual zakat statement: requested on the investor's zakat day (one per investor and day), printed by the documents job.
      ALTER TABLE document_requests ADD COLUMN zakat_date date,
        DROP CONSTRAINT document_requests_kind_check,
        ADD CONSTRAINT document_requests_kind_check ${oneOf('kind', ISSUED_DOCUMENT_KINDS)},
        DROP CONSTRAINT document_requests_source_check,
        ADD CONSTRAINT document_requests_source_check CHECK (
          (kind = 'statement' AND run_id IS NOT NULL AND activity_id IS NULL AND zakat_date IS NULL)
          OR (kind = 'payout_advice' AND activity_id IS NOT NULL AND run_id IS NULL AND zakat_date IS NULL)
          OR (kind = 'zakat_statement' AND zakat_date IS NOT NULL AND run_id IS NULL AND activity_id IS NULL)
        );
      CREATE UNIQUE INDEX document_requests_zakat_key ON document_requests (investor_id, zakat_date) WHERE zakat_date IS NOT NULL;
      ALTER TABLE issued_documents DROP CONSTRAINT issued_documents_kind_check,
        ADD CONSTRAINT issued_documents_kind_check ${oneOf('kind', ISSUED_DOCUMENT_KINDS)};
      ${auditActionCheck(AUDIT_ACTIONS)}
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DELETE FROM issued_documents WHERE kind = 'zakat_statement';
      DELETE FROM document_requests WHERE kind = 'zakat_statement';
      DROP INDEX document_requests_zakat_key;
      ALTER TABLE issued_documents DROP CONSTRAINT issued_documents_kind_check,
        ADD CONSTRAINT issued_documents_kind_check ${oneOf('kind', ISSUED_DOCUMENT_KINDS_BEFORE_ISSUE_24)};
      ALTER TABLE document_requests DROP CONSTRAINT document_requests_source_check,
        ADD CONSTRAINT document_requests_source_check CHECK (
          (kind = 'statement' AND run_id IS NOT NULL AND activity_id IS NULL) OR (kind = 'payout_advice' AND activity_id IS NOT NULL AND run_id IS NULL)
        ),
        DROP CONSTRAINT document_requests_kind_check,
        ADD CONSTRAINT document_requests_kind_check ${oneOf('kind', ISSUED_DOCUMENT_KINDS_BEFORE_ISSUE_24)},
        DROP COLUMN zakat_date;
      DELETE FROM notifications WHERE category = 'sharia';
      ALTER TABLE notifications DROP CONSTRAINT notifications_category_check,
        ADD CONSTRAINT notifications_category_check ${oneOf('category', NOTIFICATION_CATEGORIES)};
      ALTER TABLE users DROP CONSTRAINT users_zakat_date_check, DROP COLUMN zakat_hijri_day, DROP COLUMN zakat_hijri_month;
      ALTER TABLE schemes DROP COLUMN zakat_assets_percent;
      DROP TABLE nisab_prices;
      DROP VIEW payout_purifications;
      DROP TABLE purification_marks;
      DROP TABLE purification_rates;
      DROP TABLE sharia_reports;
      DROP TABLE sharia_reminders;
      DROP TABLE sharia_pronouncements;
      DROP TABLE sharia_board_members;
      DROP TABLE sharia_settings;
      ${auditActionCheck(AUDIT_ACTIONS_BEFORE_ISSUE_24, { notValid: true })}
    `);
  }
}
