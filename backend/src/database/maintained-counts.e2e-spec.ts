import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createUser, sessionFor, useTestApp } from '../../test/test-app.js';

// Issue 13: the admin stats' investors and pending KYC applications, and the audit log's total, come
// from row_counts, kept by statement-level triggers (migration 1796300000000-maintained-counts). After
// a burst of concurrent writes of every kind (inserts, role and status changes, deletes, many rows per
// statement), the kept counts must equal a full count, and the routes (stats, investor summaries,
// audit log) must answer them.

const KYC_COLUMNS = `status, full_name, date_of_birth, email, phone, full_address, id_type, id_upload_url, employment_status, previous_investments,
  source_of_income, account_name, account_number, sort_code, swift_bic, iban_number, bank_name, bank_address, nok_name, nok_contact_number,
  nok_contact_email, nok_passport_number, nok_relationship, terms_accepted, disclaimer_accepted`;
const kycRows = (status: string, n: number) => `
  INSERT INTO kyc_applications (${KYC_COLUMNS})
  SELECT '${status}', 'Applicant ' || i, '1990-01-01', 'a' || i || '@example.com', '+971 50000000', 'Dubai', 'passport', '/api/objects/kyc-document/x',
         'employed', '0', 'Salary', 'A', '1', '1', 'X', 'X', 'Bank', 'Dubai', 'N', '1', 'n@example.com', 'P', 'spouse', true, true
  FROM generate_series(1, ${n}) i`;

describe('maintained counts (investors, pending KYC, audit entries)', () => {
  const t = useTestApp();
  let adminCookie: string;

  beforeAll(async () => {
    adminCookie = await sessionFor(t, await createUser(t, { role: 'super_admin' }));
  });

  /** Kept and actual counts, by name. */
  const counts = async () => {
    const [row] = await t.dataSource.query(`
      SELECT (SELECT coalesce(sum(n), 0) FROM row_counts WHERE name = 'investors')::int AS "keptInvestors",
             (SELECT count(*) FROM users WHERE role = 'investor')::int AS "investors",
             (SELECT coalesce(sum(n), 0) FROM row_counts WHERE name = 'pending_kyc')::int AS "keptPendingKyc",
             (SELECT count(*) FROM kyc_applications WHERE status = 'pending')::int AS "pendingKyc",
             (SELECT coalesce(sum(n), 0) FROM row_counts WHERE name = 'audit_logs')::int AS "keptAuditLogs",
             (SELECT count(*) FROM audit_logs)::int AS "auditLogs"`);
    return row as Record<'keptInvestors' | 'investors' | 'keptPendingKyc' | 'pendingKyc' | 'keptAuditLogs' | 'auditLogs', number>;
  };

  const expectExactAndAnswered = async () => {
    const c = await counts();
    expect({ investors: c.keptInvestors, pendingKyc: c.keptPendingKyc, auditLogs: c.keptAuditLogs }).toEqual({
      investors: c.investors,
      pendingKyc: c.pendingKyc,
      auditLogs: c.auditLogs,
    });
    const stats = await request(t.server).get('/api/admin/stats').set('Cookie', adminCookie).expect(200);
    expect({ totalInvestors: stats.body.totalInvestors, pendingKyc: stats.body.pendingKyc }).toEqual({
      totalInvestors: c.investors,
      pendingKyc: c.pendingKyc,
    });
    const summaries = await request(t.server)
      .get(`/api/admin/investor-summaries?range=${encodeURIComponent('[0,4]')}`)
      .set('Cookie', adminCookie)
      .expect(200);
    expect(summaries.headers['content-range']).toMatch(new RegExp(`/${c.investors}$`));
    const audit = await request(t.server).get('/api/admin/audit-logs?limit=5').set('Cookie', adminCookie).expect(200);
    // The audit list's total (its own reads are not audited, so the count above still holds).
    expect(audit.headers['content-range']).toBe(`audit-logs 0-4/${(await counts()).auditLogs}`);
    return c;
  };

  it('equal full counts after a burst of concurrent inserts, role and status changes and deletes', async () => {
    await t.dataSource.query(kycRows('pending', 7));
    await t.dataSource.query(`INSERT INTO audit_logs (action, action_details) SELECT 'LOGIN', 'before ' || i FROM generate_series(1, 6) i`);
    const before = await expectExactAndAnswered();

    const sql = (text: string) => t.dataSource.query(text);
    const investors = Array.from(
      { length: 30 },
      (_, i) => `('burst_${i}', 'burst_${i}@example.com', 'Burst ${i}', 'x', '${i % 3 === 0 ? 'admin' : 'investor'}', 'active')`,
    );
    const writes = [
      // Users: one by one and many per statement; then some promoted, demoted, deleted, all at once.
      ...investors
        .slice(0, 10)
        .map((values) => sql(`INSERT INTO users (username, email, full_name, password_hash, role, status) VALUES ${values}`)),
      sql(`INSERT INTO users (username, email, full_name, password_hash, role, status) VALUES ${investors.slice(10).join(', ')}`),
      // KYC: new pending and approved ones, and pending ones decided.
      ...Array.from({ length: 6 }, () => sql(kycRows('pending', 3))),
      sql(kycRows('approved', 4)),
      sql(
        `UPDATE kyc_applications SET status = 'approved', reviewed_at = now() WHERE id IN (SELECT id FROM kyc_applications WHERE status = 'pending' LIMIT 3)`,
      ),
      // Audit entries: logins over HTTP (each writes its own) and a bulk insert.
      ...Array.from({ length: 8 }, (_, i) =>
        request(t.server)
          .post('/api/login')
          .send({ username: `nobody_${i}`, password: 'wrong-password-1!' }),
      ),
      sql(`INSERT INTO audit_logs (action, action_details) SELECT 'LOGIN', 'bulk ' || i FROM generate_series(1, 25) i`),
    ];
    await Promise.all(writes);
    await Promise.all([
      sql(`UPDATE users SET role = 'admin' WHERE username IN ('burst_1', 'burst_2')`),
      sql(`UPDATE users SET role = 'investor' WHERE username = 'burst_3'`),
      sql(`UPDATE users SET status = 'disabled' WHERE username = 'burst_4'`),
      sql(`DELETE FROM users WHERE username IN ('burst_5', 'burst_7', 'burst_9')`),
      // Disjoint rows (the lowest ids and the highest), so the arithmetic below holds whatever the interleaving.
      sql(
        `UPDATE kyc_applications SET status = 'rejected', reviewed_at = now() WHERE id IN (SELECT id FROM kyc_applications WHERE status = 'pending' ORDER BY id LIMIT 2)`,
      ),
      sql(`DELETE FROM kyc_applications WHERE id IN (SELECT id FROM kyc_applications WHERE status = 'pending' ORDER BY id DESC LIMIT 1)`),
      sql(`DELETE FROM audit_logs WHERE action_details = 'bulk 1'`),
    ]);

    const after = await expectExactAndAnswered();
    // And against what the burst did, independently of the triggers.
    expect(after.investors - before.investors).toBe(20 - 2 + 1 - 2);
    expect(after.pendingKyc - before.pendingKyc).toBe(18 - 3 - 2 - 1);
    expect(after.auditLogs - before.auditLogs).toBe(8 + 25 - 1);
  });

  it('a rolled-back write leaves the counts as they were; a TRUNCATE empties them (and the enrollment totals)', async () => {
    const before = await counts();
    const runner = t.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await runner.query(
        `INSERT INTO users (username, email, full_name, password_hash, role, status) VALUES ('undone', 'undone@example.com', 'Undone', 'x', 'investor', 'active')`,
      );
      await runner.rollbackTransaction();
      expect(await counts()).toEqual(before);

      await runner.startTransaction();
      await runner.query('TRUNCATE audit_logs');
      await runner.query(`TRUNCATE kyc_applications CASCADE`);
      await runner.query(`INSERT INTO investor_totals (investor_id, scheme_count) SELECT id, 1 FROM users WHERE role = 'investor' LIMIT 1`);
      await runner.query('TRUNCATE enrollments CASCADE');
      const [inside] = await runner.query(`
        SELECT (SELECT coalesce(sum(n), 0) FROM row_counts WHERE name = 'audit_logs')::int AS audit,
               (SELECT coalesce(sum(n), 0) FROM row_counts WHERE name = 'pending_kyc')::int AS kyc,
               (SELECT count(*) FROM investor_totals)::int + (SELECT count(*) FROM scheme_totals)::int AS totals`);
      expect(inside).toEqual({ audit: 0, kyc: 0, totals: 0 });
      await runner.query(`INSERT INTO audit_logs (action) VALUES ('LOGIN'), ('LOGOUT')`);
      const [[{ audit }]] = [await runner.query(`SELECT coalesce(sum(n), 0)::int AS audit FROM row_counts WHERE name = 'audit_logs'`)];
      expect(audit).toBe(2);
      await runner.rollbackTransaction();
    } finally {
      await runner.release();
    }
    await expectExactAndAnswered();
  });
});
