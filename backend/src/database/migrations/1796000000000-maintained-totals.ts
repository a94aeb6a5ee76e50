import type { MigrationInterface, QueryRunner } from 'typeorm';

// Maintained totals (issue 13, item 4): the admin stats and the investor summaries read per-investor
// and per-scheme sums of the enrollments instead of adding up the whole enrollments table per request.
//
// They are kept by a trigger on enrollments, not by the services: it runs in the same transaction as
// the statement that changes an enrollment, whoever writes it (enrollment create, payout, a scheme's or
// an investor's deletion through ON DELETE CASCADE, the demo seed, the test factories, a hand-written
// UPDATE), so no write path can forget it and the totals are exact by construction.
//
// - investor_totals: one row per investor who ever had an enrollment (created on the first one; an
//   investor without one reads zeros); scheme_count is the number of enrollments, as schemeCount was.
// - scheme_totals: one row per scheme that ever had an enrollment; AUM by product and the fund-wide
//   figures are sums over the (few) schemes.
//
// The trigger is statement-level (transition tables): a cascading delete of many enrollments adds up
// its deltas once per investor and scheme, and locks the totals rows in key order, investors before
// schemes, so two such deletes cannot deadlock on them. On a delete it only updates rows that are still
// there: the investor's or scheme's own row may already be gone with it (cascade), and inserting one
// for a deleted parent would break the foreign key.

const ADD_DELTAS = (table: string, key: string, count: string, countDelta: string) => `
  INSERT INTO ${table} AS t (${key}, ${count}, total_invested, current_value, total_payouts)
  SELECT d.${key}, sum(d.n), sum(d.invested), sum(d.value), sum(d.payouts)
  FROM unnest(d_${key}, d_count, d_invested, d_value, d_payouts) AS d(${key}, n, invested, value, payouts)
  WHERE TG_OP <> 'DELETE' OR EXISTS (SELECT 1 FROM ${table} x WHERE x.${key} = d.${key})
  GROUP BY d.${key}
  HAVING sum(d.n) <> 0 OR sum(d.invested) <> 0 OR sum(d.value) <> 0 OR sum(d.payouts) <> 0
  ORDER BY d.${key}
  ON CONFLICT (${key}) DO UPDATE SET
    ${count} = t.${count} + ${countDelta},
    total_invested = t.total_invested + EXCLUDED.total_invested,
    current_value = t.current_value + EXCLUDED.current_value,
    total_payouts = t.total_payouts + EXCLUDED.total_payouts;
`;

/** One enrollment row as a delta: sign 1 for a new row, -1 for an old one. */
const DELTA_COLUMNS = (sign: string) =>
  `investor_id, scheme_id, ${sign} AS n, ${sign} * investment_amount AS invested, ${sign} * current_value AS value, ${sign} * total_payouts AS payouts`;

export class MaintainedTotals1796000000000 implements MigrationInterface {
  name = 'MaintainedTotals1796000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE investor_totals (
        investor_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        scheme_count integer NOT NULL DEFAULT 0,
        total_invested bigint NOT NULL DEFAULT 0,
        current_value bigint NOT NULL DEFAULT 0,
        total_payouts bigint NOT NULL DEFAULT 0
      );
      CREATE TABLE scheme_totals (
        scheme_id uuid PRIMARY KEY REFERENCES schemes (id) ON DELETE CASCADE,
        enrollment_count integer NOT NULL DEFAULT 0,
        total_invested bigint NOT NULL DEFAULT 0,
        current_value bigint NOT NULL DEFAULT 0,
        total_payouts bigint NOT NULL DEFAULT 0
      );

      CREATE FUNCTION enrollments_maintain_totals() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        d_investor_id uuid[];
        d_scheme_id uuid[];
        d_count integer[];
        d_invested bigint[];
        d_value bigint[];
        d_payouts bigint[];
      BEGIN
        -- Each branch names only the transition tables its trigger declares.
        IF TG_OP = 'INSERT' THEN
          SELECT array_agg(investor_id), array_agg(scheme_id), array_agg(n), array_agg(invested), array_agg(value), array_agg(payouts)
            INTO d_investor_id, d_scheme_id, d_count, d_invested, d_value, d_payouts
            FROM (SELECT ${DELTA_COLUMNS('1')} FROM new_rows) d;
        ELSIF TG_OP = 'DELETE' THEN
          SELECT array_agg(investor_id), array_agg(scheme_id), array_agg(n), array_agg(invested), array_agg(value), array_agg(payouts)
            INTO d_investor_id, d_scheme_id, d_count, d_invested, d_value, d_payouts
            FROM (SELECT ${DELTA_COLUMNS('-1')} FROM old_rows) d;
        ELSE
          SELECT array_agg(investor_id), array_agg(scheme_id), array_agg(n), array_agg(invested), array_agg(value), array_agg(payouts)
            INTO d_investor_id, d_scheme_id, d_count, d_invested, d_value, d_payouts
            FROM (SELECT ${DELTA_COLUMNS('1')} FROM new_rows UNION ALL SELECT ${DELTA_COLUMNS('-1')} FROM old_rows) d;
        END IF;
        ${ADD_DELTAS('investor_totals', 'investor_id', 'scheme_count', 'EXCLUDED.scheme_count')}
        ${ADD_DELTAS('scheme_totals', 'scheme_id', 'enrollment_count', 'EXCLUDED.enrollment_count')}
        RETURN NULL;
      END
      $$;

      -- Creating the triggers locks enrollments against writes until this migration commits, so the
      -- backfill below and the trigger see the same rows.
      CREATE TRIGGER enrollments_totals_insert AFTER INSERT ON enrollments
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION enrollments_maintain_totals();
      CREATE TRIGGER enrollments_totals_update AFTER UPDATE ON enrollments
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION enrollments_maintain_totals();
      CREATE TRIGGER enrollments_totals_delete AFTER DELETE ON enrollments
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION enrollments_maintain_totals();

      INSERT INTO investor_totals (investor_id, scheme_count, total_invested, current_value, total_payouts)
      SELECT investor_id, count(*), sum(investment_amount), sum(current_value), sum(total_payouts) FROM enrollments GROUP BY investor_id;
      INSERT INTO scheme_totals (scheme_id, enrollment_count, total_invested, current_value, total_payouts)
      SELECT scheme_id, count(*), sum(investment_amount), sum(current_value), sum(total_payouts) FROM enrollments GROUP BY scheme_id;

      -- Investor summaries' default order (investor.fullName, then id), read page by page.
      CREATE INDEX users_investor_full_name_idx ON users (full_name, id) WHERE role = 'investor';
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX users_investor_full_name_idx;
      DROP TRIGGER enrollments_totals_insert ON enrollments;
      DROP TRIGGER enrollments_totals_update ON enrollments;
      DROP TRIGGER enrollments_totals_delete ON enrollments;
      DROP FUNCTION enrollments_maintain_totals();
      DROP TABLE scheme_totals;
      DROP TABLE investor_totals;
    `);
  }
}
