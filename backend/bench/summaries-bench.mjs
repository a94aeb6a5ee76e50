// Read latency of the admin Investors pages and the investor's assets on a fund with 10,000 investors.
//
//   cd backend && npm run build && node bench/summaries-bench.mjs
//
// Modelled on stats-bench.mjs: uses the compiled backend (dist/), a throwaway embedded PostgreSQL in a
// temporary directory (or BENCH_DATABASE_URL, an empty database it may migrate and fill), seeds with
// bulk SQL (generate_series) INVESTORS (default 10,000) investors, each with an approved KYC application,
// three enrollments across 30 schemes for nine in ten of them, 6 assets with 4 images each and an
// allocation of every enrollment to one asset; serves the real app on 127.0.0.1 and times sequential
// requests over HTTP (after a warm-up), printing p50 and p95 of:
//   - GET /api/admin/investor-summaries, the whole list (FULL_ROUNDS, default 50) and the page [0,24]
//     (by fullName, and by totalInvested DESC);
//   - GET /api/admin/investors, the page [0,24];
//   - GET /api/investor/assets (each investor's own session, rotating over 50 investors with allocations).
// ROUNDS (default 200) sets the number of timed requests per paged route. Not a test: it asserts nothing.
import { machineLine, measure, seed, withBenchApp } from './bench-kit.mjs';

const FULL_ROUNDS = Number(process.env.FULL_ROUNDS ?? 50);

const INVESTORS = Number(process.env.INVESTORS ?? 10000);

const SEED_SQL = `
  INSERT INTO users (username, password_hash, email, role, full_name, status)
  SELECT 'bench_admin', 'not-a-hash', 'bench_admin@example.com', 'admin', 'Bench Admin', 'active';

  INSERT INTO users (username, password_hash, email, role, full_name, status, created_at)
  SELECT 'bench_inv_' || lpad(g::text, 5, '0'), 'not-a-hash', 'bench_inv_' || g || '@example.com', 'investor',
         'Bench Investor ' || g, CASE WHEN g % 50 = 0 THEN 'disabled' ELSE 'active' END, now() - g * interval '1 minute'
  FROM generate_series(1, ${INVESTORS}) g;

  -- One approved application per investor, linked to their user (the KYC path's end state).
  INSERT INTO kyc_applications (investor_id, status, full_name, date_of_birth, email, phone, full_address, id_type, id_upload_url,
    employment_status, previous_investments, source_of_income, account_name, account_number, sort_code, swift_bic,
    iban_number, bank_name, bank_address, nok_name, nok_contact_number, nok_contact_email, nok_passport_number,
    nok_relationship, terms_accepted, disclaimer_accepted)
  SELECT u.id, 'approved', u.full_name, '1980-01-01', u.email, '+971 50' || lpad((row_number() OVER (ORDER BY u.username))::text, 7, '0'),
         'Villa ' || row_number() OVER (ORDER BY u.username) || ', Al Wasl Road, Dubai', 'passport',
         '/api/objects/kyc-document/' || gen_random_uuid(), 'employed', '1-3', 'Employment',
         u.full_name, '12345678', '12-34-56', 'EBILAEAD', 'AE070331234567890123456', 'Emirates NBD', 'Dubai',
         'Next Of Kin', '+971 500000001', 'nok.' || u.email, 'P1234567', 'spouse', true, true
  FROM users u WHERE u.role = 'investor';

  INSERT INTO schemes (product_id, name, description, country, status, minimum_investment, term, roi_per_annum, liquidity)
  SELECT (ARRAY['murabaha', 'musharakah', 'ijara'])[1 + g % 3], 'Bench Scheme ' || lpad(g::text, 2, '0'),
         'A scheme for the benchmark.', 'United Arab Emirates', (ARRAY['live', 'closing', 'earning', 'matured'])[1 + g % 4],
         50000, '24 months', '8.5%', 'Quarterly'
  FROM generate_series(1, 30) g;

  -- Three distinct schemes per investor: (n, n + 7, n + 14) mod 30; every tenth investor has none.
  WITH inv AS (SELECT id, row_number() OVER (ORDER BY username) AS n FROM users WHERE username LIKE 'bench_inv_%'),
       sch AS (SELECT id, row_number() OVER (ORDER BY name) - 1 AS i FROM schemes)
  INSERT INTO enrollments (investor_id, scheme_id, enrolled_at, status, investment_amount, current_value, total_payouts, next_payout_date, next_payout_amount)
  SELECT inv.id, sch.id, now() - (inv.n * 3 + k) * interval '1 hour', CASE WHEN k = 2 THEN 'matured' ELSE 'earning' END,
         50000 + (inv.n * 37 + k * 11) % 100 * 1000,
         50000 + (inv.n * 37 + k * 11) % 100 * 1000 + (inv.n * 13 + k) % 21 * 500,
         (inv.n + k) % 9 * 750, current_date + (inv.n % 90)::int, 1500
  FROM inv CROSS JOIN generate_series(0, 2) k JOIN sch ON sch.i = (inv.n + k * 7) % 30
  WHERE inv.n % 10 <> 0;

  INSERT INTO assets (name, purchase_value, current_value, address, property_type, occupancy_rate, gross_yield)
  SELECT 'Bench Asset ' || g, 1000000 * g, 1100000 * g, g || ' Marina Walk, Dubai', (ARRAY['Commercial', 'Residential', 'Mix'])[1 + g % 3], '92%', '6.5%'
  FROM generate_series(1, 6) g;

  INSERT INTO asset_media (asset_id, media_url, media_type, file_name)
  SELECT a.id, '/api/objects/asset-image/' || gen_random_uuid(), 'image/jpeg', 'photo-' || m || '.jpg'
  FROM assets a CROSS JOIN generate_series(1, 4) m;

  -- Each enrollment's scheme is allocated to one of the six assets (by scheme), so every investor with
  -- enrollments holds up to three assets.
  WITH a AS (SELECT id, row_number() OVER (ORDER BY name) - 1 AS i FROM assets),
       s AS (SELECT id, row_number() OVER (ORDER BY name) - 1 AS i FROM schemes)
  INSERT INTO asset_enrollments (asset_id, enrollment_id)
  SELECT a.id, e.id FROM enrollments e JOIN s ON s.id = e.scheme_id JOIN a ON a.i = s.i % 6;

  ANALYZE;
`;

async function main() {
  await withBenchApp(async ({ base, dataSource, sessionCookie }) => {
    const seedMs = await seed(dataSource, SEED_SQL);
    const [counts] = await dataSource.query(`
      SELECT (SELECT count(*) FROM users WHERE role = 'investor')::int AS investors, (SELECT count(*) FROM kyc_applications)::int AS kyc,
             (SELECT count(*) FROM schemes)::int AS schemes, (SELECT count(*) FROM enrollments)::int AS enrollments,
             (SELECT count(*) FROM assets)::int AS assets, (SELECT count(*) FROM asset_enrollments)::int AS allocations`);

    const [admin] = await dataSource.query(`SELECT id FROM users WHERE username = 'bench_admin'`);
    const adminCookie = await sessionCookie(admin.id);
    // 50 investors with allocations, each with their own session, taken in turn.
    const investors = await dataSource.query(`
      SELECT DISTINCT u.id FROM users u JOIN enrollments e ON e.investor_id = u.id JOIN asset_enrollments ae ON ae.enrollment_id = e.id
      WHERE u.role = 'investor' AND u.status = 'active' ORDER BY u.id LIMIT 50`);
    for (const investor of investors) investor.cookie = await sessionCookie(investor.id);
    const nth = (i) => investors[i % investors.length];
    const page = (sort) => `range=${encodeURIComponent('[0,24]')}&sort=${encodeURIComponent(JSON.stringify(sort))}`;

    console.log(machineLine());
    console.log(
      `seeded in ${(seedMs / 1000).toFixed(1)} s: ${counts.investors} investors, ${counts.kyc} KYC applications, ${counts.schemes} schemes, ` +
        `${counts.enrollments} enrollments, ${counts.assets} assets, ${counts.allocations} allocations`,
    );
    await measure(
      'GET /api/admin/investor-summaries (all)',
      () => ({ url: `${base}/api/admin/investor-summaries`, cookie: adminCookie }),
      FULL_ROUNDS,
    );
    await measure('GET /api/admin/investor-summaries [0,24]', () => ({
      url: `${base}/api/admin/investor-summaries?${page(['investor.fullName', 'ASC'])}`,
      cookie: adminCookie,
    }));
    await measure('  ... [0,24] by totalInvested DESC', () => ({
      url: `${base}/api/admin/investor-summaries?${page(['totalInvested', 'DESC'])}`,
      cookie: adminCookie,
    }));
    await measure('GET /api/admin/investors [0,24]', () => ({
      url: `${base}/api/admin/investors?${page(['fullName', 'ASC'])}`,
      cookie: adminCookie,
    }));
    await measure('GET /api/investor/assets', (i) => ({ url: `${base}/api/investor/assets`, cookie: nth(i).cookie }));
  });
}

await main();
