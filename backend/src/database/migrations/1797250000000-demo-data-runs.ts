import type { MigrationInterface, QueryRunner } from 'typeorm';

import { DEMO_DATA_STATES } from '@fund/contracts';

// Issue 21 item 3: the back office's "Load demo data" runs the demo seed as a background job; each run
// keeps its progress here (the step under way, units done of the total) for the dashboard to poll.
// At most one run is queued or running at a time; updated_at moves with each step (a run that stops
// moving, its server stopped mid-way, is given up: modules/demo/demo-data.service.ts).

const states = DEMO_DATA_STATES.filter((s) => s !== 'none')
  .map((s) => `'${s}'`)
  .join(', ');

export class DemoDataRuns1797250000000 implements MigrationInterface {
  name = 'DemoDataRuns1797250000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE demo_data_runs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        status text NOT NULL CONSTRAINT demo_data_runs_status_check CHECK (status IN (${states})),
        step text,
        done integer NOT NULL DEFAULT 0,
        total integer NOT NULL DEFAULT 0,
        error text,
        requested_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      );
      CREATE UNIQUE INDEX demo_data_runs_one_active_idx ON demo_data_runs ((true)) WHERE status IN ('queued', 'running');
      CREATE INDEX demo_data_runs_requested_by_idx ON demo_data_runs (requested_by) WHERE requested_by IS NOT NULL;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE demo_data_runs');
  }
}
