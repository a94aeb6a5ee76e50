import { rowCountSql } from '../../database/row-counts.js';

// The admin dashboard's figures (spec/001 §3 "Admin stats"), in one statement, so every figure comes
// from the same snapshot. The money figures come from scheme_totals, the per-scheme sums of the
// enrollments that the enrollments trigger keeps (migration 1796000000000-maintained-totals), and the
// investors and pending KYC applications from row_counts (1796300000000-maintained-counts): the
// statement reads one row per scheme and a few count rows, however big the fund. Sums of bigint are numeric;
// json_build_object and json_agg hand them over as JSON numbers (whole units, exact below 2^53). The
// statement's one row is the AdminStatsView of @fund/contracts.

export const ADMIN_STATS_SQL = `
  WITH scheme_aum AS (
    SELECT s.id, s.name, s.product_id,
           coalesce(t.current_value, 0) AS aum, coalesce(t.total_invested, 0) AS invested, coalesce(t.total_payouts, 0) AS payouts
    FROM schemes s
    LEFT JOIN scheme_totals t ON t.scheme_id = s.id
  )
  SELECT json_build_object(
    'totalInvestors', ${rowCountSql('investors')},
    'activeSchemes', (SELECT count(*) FROM schemes WHERE status = 'live' AND archived_at IS NULL),
    'pendingKyc', ${rowCountSql('pending_kyc')},
    'totalAum', (SELECT coalesce(sum(aum), 0) FROM scheme_aum),
    'totalInvested', (SELECT coalesce(sum(invested), 0) FROM scheme_aum),
    'totalPayouts', (SELECT coalesce(sum(payouts), 0) FROM scheme_aum),
    'aumByProduct', (
      SELECT json_agg(json_build_object('productId', p.id, 'productName', p.name, 'productType', p.type, 'aum', p.aum)
                      ORDER BY p.aum DESC, p.name)
      FROM (
        SELECT p.id, p.name, p.type, coalesce(sum(sa.aum), 0) AS aum
        FROM products p
        LEFT JOIN scheme_aum sa ON sa.product_id = p.id
        GROUP BY p.id
      ) p
    ),
    'aumByScheme', coalesce((
      SELECT json_agg(json_build_object('schemeId', sa.id, 'schemeName', sa.name, 'aum', sa.aum) ORDER BY sa.aum DESC, sa.name, sa.id)
      FROM scheme_aum sa
    ), '[]'::json)
  ) AS stats
`;
