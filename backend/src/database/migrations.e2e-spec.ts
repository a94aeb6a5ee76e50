import { describe, expect, it } from '@jest/globals';

import { useTestApp } from '../../test/test-app.js';

const TABLES = [
  'activities',
  'admin_invitations',
  'asset_enrollments',
  'asset_media',
  'assets',
  'audit_chain_head',
  'audit_logs',
  'demo_data_runs',
  'distribution_lines',
  'distribution_runs',
  'document_requests',
  'enrollment_valuations',
  'enrollments',
  'expressions_of_interest',
  'idempotency_keys',
  'investor_totals',
  'issued_documents',
  'kyc_applications',
  'login_otps',
  'mail_queue',
  'marketing_slides',
  'nisab_prices',
  'notification_preferences',
  'notifications',
  'passkeys',
  'password_reset_requests',
  'payout_purifications',
  'products',
  'purification_marks',
  'purification_rates',
  'rate_limit_counters',
  'recovery_codes',
  'row_counts',
  'scheme_documents',
  'scheme_totals',
  'schemes',
  'security_settings',
  'session',
  'sharia_board_members',
  'sharia_pronouncements',
  'sharia_reminders',
  'sharia_reports',
  'sharia_settings',
  'statement_runs',
  'ticket_messages',
  'tickets',
  'totp_factors',
  'upload_records',
  'users',
];

describe('the initial migration', () => {
  const t = useTestApp();

  const q = (sql: string, params: unknown[] = []) => t.dataSource.query(sql, params);

  it('creates every table of the data model plus the session and rate-limit tables', async () => {
    const rows = await q(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations' ORDER BY 1`,
    );
    expect(rows.map((r: { table_name: string }) => r.table_name)).toEqual(TABLES);
  });

  it('creates the unique constraints of the spec', async () => {
    const rows = await q(`SELECT conname FROM pg_constraint WHERE contype = 'u' ORDER BY 1`);
    expect(rows.map((r: { conname: string }) => r.conname)).toEqual(
      expect.arrayContaining([
        'users_username_key',
        'users_email_key',
        'admin_invitations_email_key',
        'admin_invitations_invite_token_hash_key',
        'asset_enrollments_asset_enrollment_key',
        'enrollments_investor_scheme_key',
        'kyc_applications_investor_id_key',
      ]),
    );
  });

  it('creates a CHECK constraint for every enumeration', async () => {
    const rows = await q(`SELECT conname FROM pg_constraint WHERE contype = 'c' ORDER BY 1`);
    expect(rows.map((r: { conname: string }) => r.conname)).toEqual(
      expect.arrayContaining([
        'users_role_check',
        'users_status_check',
        'products_type_check',
        'schemes_status_check',
        'schemes_return_type_check',
        'schemes_payout_frequency_check',
        'schemes_capital_return_method_check',
        'kyc_applications_status_check',
        'kyc_applications_id_type_check',
        'kyc_applications_employment_status_check',
        'kyc_applications_annual_income_check',
        'kyc_applications_previous_investments_check',
        'kyc_applications_nok_relationship_check',
        'expressions_of_interest_status_check',
        'enrollments_status_check',
        'activities_type_check',
        'activities_category_check',
        'tickets_category_check',
        'tickets_priority_check',
        'tickets_status_check',
        'admin_invitations_role_check',
        'admin_invitations_status_check',
        'assets_property_type_check',
        'audit_logs_action_check',
        'password_reset_requests_status_check',
      ]),
    );
  });

  it('enforces an enumeration and a uniqueness in the database itself', async () => {
    await expect(
      q(`INSERT INTO users (username, password_hash, email, full_name, role) VALUES ('a', 'h', 'a@x.io', 'A', 'owner')`),
    ).rejects.toThrow(/users_role_check/);
    await q(`INSERT INTO users (username, password_hash, email, full_name) VALUES ('b', 'h', 'b@x.io', 'B')`);
    await expect(q(`INSERT INTO users (username, password_hash, email, full_name) VALUES ('B', 'h', 'b2@x.io', 'B')`)).rejects.toThrow(
      /users_username_lower_key/,
    );
    const [user] = await q(`SELECT role, status, must_change_password FROM users WHERE username = 'b'`);
    expect(user).toEqual({ role: 'investor', status: 'pending', must_change_password: false });
  });

  it('matches every entity column to a column of the migrated schema', async () => {
    const columns: { table_name: string; column_name: string }[] = await q(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    const existing = new Set(columns.map((c) => `${c.table_name}.${c.column_name}`));
    const missing = t.dataSource.entityMetadatas.flatMap((meta) =>
      meta.columns.map((column) => `${meta.tableName}.${column.databaseName}`).filter((name) => !existing.has(name)),
    );
    expect(t.dataSource.entityMetadatas.length).toBe(18);
    expect(missing).toEqual([]);
  });

  it('seeds the three products', async () => {
    expect(await q('SELECT id, name, type FROM products ORDER BY id')).toEqual([
      { id: 'ijara', name: 'Ijara Cooperative', type: 'ijara' },
      { id: 'murabaha', name: 'Murabaha Collective', type: 'murabaha' },
      { id: 'musharakah', name: 'Musharakah Alliance', type: 'musharakah' },
    ]);
  });

  it('indexes every foreign key', async () => {
    const unindexed = await q(`
      SELECT c.conrelid::regclass::text AS tbl, a.attname AS col
      FROM pg_constraint c
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f'
        AND NOT EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.conrelid AND i.indkey[0] = c.conkey[1])`);
    expect(unindexed).toEqual([]);
  });

  it('removes a scheme with its enrollments, activities, expressions and documents, and an investor with their data', async () => {
    const [investor] = await q(
      `INSERT INTO users (username, password_hash, email, full_name, role, status) VALUES ('inv', 'h', 'inv@x.io', 'Inv', 'investor', 'active') RETURNING id`,
    );
    const [scheme] = await q(
      `INSERT INTO schemes (product_id, name, description, country, term, roi_per_annum, liquidity) VALUES ('ijara', 'S', 'D', 'UK', '24 months', '8%', 'Low') RETURNING id`,
    );
    const [enrollment] = await q(
      `INSERT INTO enrollments (investor_id, scheme_id, investment_amount, current_value) VALUES ($1, $2, 50000, 50000) RETURNING id`,
      [investor.id, scheme.id],
    );
    await q(
      `INSERT INTO activities (type, investor_id, scheme_id, title, content, category, amount) VALUES ('transaction', $1, $2, 'T', 'C', 'Contribution', 50000)`,
      [investor.id, scheme.id],
    );
    await q(`INSERT INTO expressions_of_interest (investor_id, scheme_id) VALUES ($1, $2)`, [investor.id, scheme.id]);
    await q(`INSERT INTO scheme_documents (scheme_id, name, size) VALUES ($1, 'Prospectus', '1.2 MB')`, [scheme.id]);
    const [asset] = await q(
      `INSERT INTO assets (name, purchase_value, address, property_type) VALUES ('A', 100, 'Addr', 'Mix') RETURNING id`,
    );
    await q(`INSERT INTO asset_enrollments (asset_id, enrollment_id) VALUES ($1, $2)`, [asset.id, enrollment.id]);
    await expect(q(`INSERT INTO asset_enrollments (asset_id, enrollment_id) VALUES ($1, $2)`, [asset.id, enrollment.id])).rejects.toThrow(
      /asset_enrollments_asset_enrollment_key/,
    );

    await q('DELETE FROM schemes WHERE id = $1', [scheme.id]);
    const left = await q(`SELECT
      (SELECT count(*)::int FROM enrollments) AS enrollments, (SELECT count(*)::int FROM activities) AS activities,
      (SELECT count(*)::int FROM expressions_of_interest) AS expressions, (SELECT count(*)::int FROM scheme_documents) AS documents,
      (SELECT count(*)::int FROM asset_enrollments) AS allocations, (SELECT count(*)::int FROM assets) AS assets`);
    expect(left).toEqual([{ enrollments: 0, activities: 0, expressions: 0, documents: 0, allocations: 0, assets: 1 }]);

    await q(`INSERT INTO tickets (investor_id, subject, description) VALUES ($1, 'Hello there', 'A long enough text')`, [investor.id]);
    await q('DELETE FROM users WHERE id = $1', [investor.id]);
    expect(await q('SELECT count(*)::int AS n FROM tickets')).toEqual([{ n: 0 }]);
  });
});
