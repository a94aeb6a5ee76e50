import type { MigrationInterface, QueryRunner } from 'typeorm';

// Maintained counts (issue 13): the admin stats' investors and pending KYC applications, and the
// audit log's total, read a few rows instead of counting tables that grow with the fund.
//
// row_counts holds, per count, up to SHARDS rows whose sum is the count. Like the totals of
// 1796000000000-maintained-totals, statement-level triggers keep them in the same transaction as the
// write, whoever writes (services, cascades, seed, tests, a hand-written statement), so they are exact
// by construction. A statement adds its delta to the shard of its backend (pg_backend_pid() % SHARDS):
// two transactions that both write audit entries (every login does) rarely wait on one row.
//
// A TRUNCATE empties a count (and the enrollment totals, which 1796000000000 did not cover). Triggers do
// not fire under session_replication_role = replica (logical replication's apply): a replica rebuilds
// these rows with the backfill statements below.

const SHARDS = 16;

/** A count: its name, table, and the rows of that table it counts (a condition on the transition tables' rows). */
const COUNTS = [
  { name: 'investors', table: 'users', where: `role = 'investor'` },
  { name: 'pending_kyc', table: 'kyc_applications', where: `status = 'pending'` },
  { name: 'audit_logs', table: 'audit_logs', where: 'true' },
];

const triggerFunction = ({ name, table, where }: (typeof COUNTS)[number]) => `
  CREATE FUNCTION count_${name}() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    delta bigint := 0;
  BEGIN
    -- Each branch names only the transition tables its trigger declares.
    IF TG_OP = 'TRUNCATE' THEN
      DELETE FROM row_counts WHERE name = '${name}';
      RETURN NULL;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      delta := delta + (SELECT count(*) FROM new_rows WHERE ${where});
    END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      delta := delta - (SELECT count(*) FROM old_rows WHERE ${where});
    END IF;
    IF delta <> 0 THEN
      INSERT INTO row_counts AS c (name, shard, n) VALUES ('${name}', pg_backend_pid() % ${SHARDS}, delta)
      ON CONFLICT (name, shard) DO UPDATE SET n = c.n + EXCLUDED.n;
    END IF;
    RETURN NULL;
  END
  $$;
  CREATE TRIGGER ${name}_count_insert AFTER INSERT ON ${table}
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_${name}();
  CREATE TRIGGER ${name}_count_update AFTER UPDATE ON ${table}
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_${name}();
  CREATE TRIGGER ${name}_count_delete AFTER DELETE ON ${table}
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_${name}();
  CREATE TRIGGER ${name}_count_truncate AFTER TRUNCATE ON ${table}
    FOR EACH STATEMENT EXECUTE FUNCTION count_${name}();
  INSERT INTO row_counts (name, shard, n) SELECT '${name}', 0, count(*) FROM ${table} WHERE ${where};
`;

export class MaintainedCounts1796300000000 implements MigrationInterface {
  name = 'MaintainedCounts1796300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE row_counts (
        name text NOT NULL,
        shard smallint NOT NULL CHECK (shard >= 0 AND shard < ${SHARDS}),
        n bigint NOT NULL,
        PRIMARY KEY (name, shard)
      );
      ${COUNTS.map(triggerFunction).join('\n')}

      -- A TRUNCATE of enrollments leaves no totals (an investor or scheme without a row reads zeros).
      CREATE FUNCTION enrollments_truncate_totals() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM investor_totals;
        DELETE FROM scheme_totals;
        RETURN NULL;
      END
      $$;
      CREATE TRIGGER enrollments_totals_truncate AFTER TRUNCATE ON enrollments FOR EACH STATEMENT EXECUTE FUNCTION enrollments_truncate_totals();
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    const drops = COUNTS.map(
      ({ name, table }) => `
        DROP TRIGGER ${name}_count_insert ON ${table};
        DROP TRIGGER ${name}_count_update ON ${table};
        DROP TRIGGER ${name}_count_delete ON ${table};
        DROP TRIGGER ${name}_count_truncate ON ${table};
        DROP FUNCTION count_${name}();`,
    );
    await db.query(`
      DROP TRIGGER enrollments_totals_truncate ON enrollments;
      DROP FUNCTION enrollments_truncate_totals();
      ${drops.join('\n')}
      DROP TABLE row_counts;
    `);
  }
}
