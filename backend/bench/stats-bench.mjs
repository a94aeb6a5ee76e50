// Read latency of the admin dashboard and the investor's investment views on a populated fund.
//
//   cd backend && npm run build && node bench/stats-bench.mjs
//
// Uses the compiled backend (dist/). Starts a throwaway embedded PostgreSQL in a temporary directory
// (or uses BENCH_DATABASE_URL, an empty database it may migrate and fill), seeds with bulk SQL
// (generate_series) 1,000 investors, 30 schemes over the three products, 3,000 enrollments (three per
// investor), 10,000 activities and 200 KYC applications, serves the real app on 127.0.0.1 and times
// sequential requests over HTTP (after a warm-up), printing p50 and p95 of:
//   - GET /api/admin/stats (an admin session);
//   - GET /api/investments/{userId} (each investor's own session, rotating over investors);
//   - GET /api/investments/{userId}/{schemeId} (the same, one of their schemes).
// ROUNDS (default 200) sets the number of timed requests per route. Not a test: it asserts nothing.
import { BENCH_SCHEMES_SQL, machineLine, measure, seed, withBenchApp } from './bench-kit.mjs';

const SEED_SQL = `
  INSERT INTO users (username, password_hash, email, role, full_name, status)
  SELECT 'bench_admin', 'not-a-hash', 'bench_admin@example.com', 'admin', 'Bench Admin', 'active';

  INSERT INTO users (username, password_hash, email, role, full_name, status)
  SELECT 'bench_inv_' || lpad(g::text, 4, '0'), 'not-a-hash', 'bench_inv_' || g || '@example.com', 'investor',
         'Bench Investor ' || g, 'active'
  FROM generate_series(1, 1000) g;

  ${BENCH_SCHEMES_SQL}

  -- Three distinct schemes per investor: (n, n + 7, n + 14) mod 30.
  WITH inv AS (SELECT id, row_number() OVER (ORDER BY username) AS n FROM users WHERE username LIKE 'bench_inv_%'),
       sch AS (SELECT id, row_number() OVER (ORDER BY name) - 1 AS i FROM schemes)
  INSERT INTO enrollments (investor_id, scheme_id, enrolled_at, investment_amount, current_value, total_payouts, next_payout_date, next_payout_amount)
  SELECT inv.id, sch.id, now() - (inv.n * 3 + k) * interval '1 hour',
         50000 + (inv.n * 37 + k * 11) % 100 * 1000,
         50000 + (inv.n * 37 + k * 11) % 100 * 1000 + (inv.n * 13 + k) % 21 * 500,
         (inv.n + k) % 9 * 750, current_date + (inv.n % 90)::int, 1500
  FROM inv CROSS JOIN generate_series(0, 2) k JOIN sch ON sch.i = (inv.n + k * 7) % 30;

  WITH e AS (SELECT investor_id, scheme_id, row_number() OVER (ORDER BY id) AS rn FROM enrollments)
  INSERT INTO activities (type, investor_id, scheme_id, title, content, category, amount, created_at)
  SELECT CASE WHEN g % 2 = 0 THEN 'transaction' ELSE 'update' END, e.investor_id, e.scheme_id,
         'Activity ' || g, 'Benchmark activity.', CASE WHEN g % 2 = 0 THEN 'Contribution' ELSE 'Scheme Update' END,
         CASE WHEN g % 2 = 0 THEN 1000 * g ELSE NULL END, now() - (e.rn * 4 + g) * interval '1 minute'
  FROM e CROSS JOIN generate_series(1, 4) g
  WHERE (e.rn - 1) * 4 + g <= 10000;

  INSERT INTO kyc_applications (status, full_name, date_of_birth, email, phone, full_address, id_type, id_upload_url,
    employment_status, previous_investments, source_of_income, account_name, account_number, sort_code, swift_bic,
    iban_number, bank_name, bank_address, nok_name, nok_contact_number, nok_contact_email, nok_passport_number,
    nok_relationship, terms_accepted, disclaimer_accepted)
  SELECT (ARRAY['pending', 'approved', 'rejected'])[1 + g % 3], 'Applicant ' || g, '1980-01-01', 'applicant' || g || '@example.com',
         '+971 500000000', 'Dubai', 'passport', '/api/objects/kyc-document/' || gen_random_uuid(), 'employed', '1-3', 'Employment',
         'Applicant ' || g, '12345678', '12-34-56', 'EBILAEAD', 'AE070331234567890123456', 'Emirates NBD', 'Dubai',
         'Next Of Kin', '+971 500000001', 'nok' || g || '@example.com', 'P1234567', 'spouse', true, true
  FROM generate_series(1, 200) g;

  ANALYZE;
`;

async function main() {
  await withBenchApp(async ({ base, dataSource, sessionCookie }) => {
    const seedMs = await seed(dataSource, SEED_SQL);
    const [counts] = await dataSource.query(`
      SELECT (SELECT count(*) FROM users WHERE role = 'investor')::int AS investors, (SELECT count(*) FROM schemes)::int AS schemes,
             (SELECT count(*) FROM enrollments)::int AS enrollments, (SELECT count(*) FROM activities)::int AS activities,
             (SELECT count(*) FROM kyc_applications)::int AS kyc`);

    const [admin] = await dataSource.query(`SELECT id FROM users WHERE username = 'bench_admin'`);
    const adminCookie = await sessionCookie(admin.id);
    // 50 investors, each with their own session, taken in turn; each with one of their schemes.
    const investors = await dataSource.query(`
      SELECT DISTINCT ON (u.id) u.id, e.scheme_id AS "schemeId"
      FROM users u JOIN enrollments e ON e.investor_id = u.id
      WHERE u.role = 'investor' ORDER BY u.id, e.enrolled_at DESC LIMIT 50`);
    for (const investor of investors) investor.cookie = await sessionCookie(investor.id);
    const nth = (i) => investors[i % investors.length];

    console.log(machineLine());
    console.log(
      `seeded in ${(seedMs / 1000).toFixed(1)} s: ${counts.investors} investors, ${counts.schemes} schemes, ${counts.enrollments} enrollments, ${counts.activities} activities, ${counts.kyc} KYC applications`,
    );
    await measure('GET /api/admin/stats', () => ({ url: `${base}/api/admin/stats`, cookie: adminCookie }));
    await measure('GET /api/investments/{userId}', (i) => ({ url: `${base}/api/investments/${nth(i).id}`, cookie: nth(i).cookie }));
    await measure('GET /api/investments/{userId}/{schemeId}', (i) => ({
      url: `${base}/api/investments/${nth(i).id}/${nth(i).schemeId}`,
      cookie: nth(i).cookie,
    }));
  });
}

await main();
