// Read latency of the asset routes on a populated fund.
//
//   cd backend && npm run build && node bench/assets-bench.mjs
//
// Uses the compiled backend (dist/). Starts a throwaway embedded PostgreSQL in a temporary directory
// (or uses BENCH_DATABASE_URL, an empty database it may migrate and fill), seeds with bulk SQL
// (generate_series) INVESTORS investors (default 10,000) with two enrollments each over 30 schemes, 60
// assets with 3 images each, and one or two allocations per enrollment, serves the real app on
// 127.0.0.1 and times sequential requests over HTTP (after a warm-up), printing p50 and p95 of:
//   - GET /api/investor/assets (each investor's own session, rotating over 50 investors);
//   - GET /api/admin/assets, GET /api/admin/asset-allocations (first page of 25) and
//     GET /api/admin/allocated-assets (first page of 25) with an admin session.
// ROUNDS (default 200) sets the number of timed requests per route. Not a test: it asserts nothing.
import { machineLine, measure, seed, withBenchApp } from './bench-kit.mjs';

const INVESTORS = Number(process.env.INVESTORS ?? 10_000);

const SEED_SQL = `
  INSERT INTO users (username, password_hash, email, role, full_name, status)
  SELECT 'bench_admin', 'not-a-hash', 'bench_admin@example.com', 'admin', 'Bench Admin', 'active';

  INSERT INTO users (username, password_hash, email, role, full_name, status)
  SELECT 'bench_inv_' || lpad(g::text, 6, '0'), 'not-a-hash', 'bench_inv_' || g || '@example.com', 'investor',
         'Bench Investor ' || g, 'active'
  FROM generate_series(1, ${INVESTORS}) g;

  INSERT INTO schemes (product_id, name, description, country, status, minimum_investment, term, roi_per_annum, liquidity)
  SELECT (ARRAY['murabaha', 'musharakah', 'ijara'])[1 + g % 3], 'Bench Scheme ' || lpad(g::text, 2, '0'),
         'A scheme for the benchmark.', 'United Kingdom', 'earning', 50000, '24 months', '8.5%', 'Quarterly'
  FROM generate_series(1, 30) g;

  WITH inv AS (SELECT id, row_number() OVER (ORDER BY username) AS n FROM users WHERE username LIKE 'bench_inv_%'),
       sch AS (SELECT id, row_number() OVER (ORDER BY name) - 1 AS i FROM schemes)
  INSERT INTO enrollments (investor_id, scheme_id, investment_amount, current_value)
  SELECT inv.id, sch.id, 100000, 104000
  FROM inv CROSS JOIN generate_series(0, 1) k JOIN sch ON sch.i = (inv.n + k * 11) % 30;

  INSERT INTO assets (name, purchase_value, current_value, address, property_type, occupancy_rate, gross_yield, operating_costs)
  SELECT 'Bench Asset ' || lpad(g::text, 2, '0'), 1000000 + g * 10000, 1100000 + g * 10000, g || ' High Street, London',
         (ARRAY['Commercial', 'Residential', 'Mix'])[1 + g % 3], (80 + g % 20) || '%', (5 + g % 4) || '.5%', 40000
  FROM generate_series(1, 60) g;

  INSERT INTO asset_media (asset_id, media_url, media_type, file_name)
  SELECT a.id, '/api/objects/asset-image/' || gen_random_uuid(), 'image/jpeg', 'photo-' || k || '.jpg'
  FROM assets a CROSS JOIN generate_series(1, 3) k;

  -- One asset per enrollment, a second one for every third enrollment.
  WITH e AS (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM enrollments),
       a AS (SELECT id, row_number() OVER (ORDER BY name) - 1 AS i FROM assets)
  INSERT INTO asset_enrollments (asset_id, enrollment_id)
  SELECT a.id, e.id FROM e CROSS JOIN generate_series(0, 1) k JOIN a ON a.i = (e.rn + k * 17) % 60
  WHERE k = 0 OR e.rn % 3 = 0;

  ANALYZE;
`;

async function main() {
  await withBenchApp(async ({ base, dataSource, sessionCookie }) => {
    const seedMs = await seed(dataSource, SEED_SQL);
    const [counts] = await dataSource.query(`
      SELECT (SELECT count(*) FROM users WHERE role = 'investor')::int AS investors, (SELECT count(*) FROM enrollments)::int AS enrollments,
             (SELECT count(*) FROM assets)::int AS assets, (SELECT count(*) FROM asset_enrollments)::int AS allocations`);

    const [admin] = await dataSource.query(`SELECT id FROM users WHERE username = 'bench_admin'`);
    const adminCookie = await sessionCookie(admin.id);
    // 50 investors, each with their own session, taken in turn.
    const investors = await dataSource.query(`SELECT id FROM users WHERE role = 'investor' ORDER BY random() LIMIT 50`);
    for (const investor of investors) investor.cookie = await sessionCookie(investor.id);
    const nth = (i) => investors[i % investors.length];
    const firstPage = `range=${encodeURIComponent('[0,24]')}`;

    console.log(machineLine());
    console.log(
      `seeded in ${(seedMs / 1000).toFixed(1)} s: ${counts.investors} investors, ${counts.enrollments} enrollments, ${counts.assets} assets, ${counts.allocations} allocations`,
    );
    await measure('GET /api/investor/assets', (i) => ({ url: `${base}/api/investor/assets`, cookie: nth(i).cookie }));
    await measure('GET /api/admin/assets', () => ({ url: `${base}/api/admin/assets`, cookie: adminCookie }));
    await measure('GET /api/admin/asset-allocations (25)', () => ({
      url: `${base}/api/admin/asset-allocations?${firstPage}`,
      cookie: adminCookie,
    }));
    await measure('GET /api/admin/allocated-assets (25)', () => ({
      url: `${base}/api/admin/allocated-assets?${firstPage}`,
      cookie: adminCookie,
    }));
  });
}

await main();
