import type { MigrationInterface, QueryRunner } from 'typeorm';

import { DISTRIBUTION_BASES, DISTRIBUTION_KINDS, DISTRIBUTION_MODES, MAX_MONEY_AMOUNT } from '@fund/contracts';

import { oneOf } from '../audit-action-constraint.js';

// Issue 19 item 1: distribution runs. A run pays every included holder (enrollment) of a scheme at
// once; its lines name each enrollment paid, the amount, the Payout activity written, and the
// enrollment's next payout as it was before the run (a reversal restores it). A reversal is a run of
// its own (kind 'reversal', reversal_of the run it corrects): nothing is ever deleted by the API.
//
// Deletes: a scheme's runs go with it (as its enrollments and payout activities do); a line goes with
// its enrollment, so with its investor too (a deleted investor's lines), while the run keeps the total
// and count it paid. A line's investor and activity have no foreign key of their own: a run inserts
// 10,000 lines in one statement and each key is a check per row, while the enrollment's key already
// carries both deletions (an activity is deleted only with its investor or its scheme, and so with the
// enrollment). Runs name the admin who made or reversed them; admins are never deleted by the API.

export class DistributionRuns1796900000000 implements MigrationInterface {
  name = 'DistributionRuns1796900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE distribution_runs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        scheme_id uuid NOT NULL REFERENCES schemes (id) ON DELETE CASCADE,
        kind text NOT NULL CONSTRAINT distribution_runs_kind_check ${oneOf('kind', DISTRIBUTION_KINDS)},
        reversal_of uuid CONSTRAINT distribution_runs_reversal_of_key UNIQUE REFERENCES distribution_runs (id) ON DELETE CASCADE,
        mode text NOT NULL CONSTRAINT distribution_runs_mode_check ${oneOf('mode', DISTRIBUTION_MODES)},
        basis text NOT NULL CONSTRAINT distribution_runs_basis_check ${oneOf('basis', DISTRIBUTION_BASES)},
        rate_per_unit text,
        total_amount bigint NOT NULL CONSTRAINT distribution_runs_total_amount_check CHECK (total_amount BETWEEN 0 AND ${MAX_MONEY_AMOUNT}),
        investor_count integer NOT NULL CONSTRAINT distribution_runs_investor_count_check CHECK (investor_count >= 0),
        payout_date date NOT NULL,
        description text NOT NULL,
        next_payout_date date,
        created_at timestamptz NOT NULL DEFAULT now(),
        created_by uuid NOT NULL REFERENCES users (id),
        reversed_at timestamptz,
        reversed_by uuid REFERENCES users (id),
        CONSTRAINT distribution_runs_reversal_check CHECK ((kind = 'reversal') = (reversal_of IS NOT NULL)),
        CONSTRAINT distribution_runs_rate_check CHECK ((mode = 'per_unit') = (rate_per_unit IS NOT NULL)),
        CONSTRAINT distribution_runs_reversed_check CHECK ((reversed_at IS NULL) = (reversed_by IS NULL) AND (reversed_at IS NULL OR kind = 'distribution'))
      );
      -- A scheme's history, newest first.
      CREATE INDEX distribution_runs_scheme_created_idx ON distribution_runs (scheme_id, created_at DESC, id);
      CREATE INDEX distribution_runs_created_by_idx ON distribution_runs (created_by);
      CREATE INDEX distribution_runs_reversed_by_idx ON distribution_runs (reversed_by) WHERE reversed_by IS NOT NULL;

      CREATE TABLE distribution_lines (
        run_id uuid NOT NULL REFERENCES distribution_runs (id) ON DELETE CASCADE,
        enrollment_id uuid NOT NULL REFERENCES enrollments (id) ON DELETE CASCADE,
        investor_id uuid NOT NULL,
        amount bigint NOT NULL CONSTRAINT distribution_lines_amount_check CHECK (amount BETWEEN 1 AND ${MAX_MONEY_AMOUNT}),
        activity_id uuid NOT NULL,
        previous_next_payout_date date,
        previous_next_payout_amount bigint,
        -- One line per enrollment paid by a run: its key, and the index of the run's key.
        CONSTRAINT distribution_lines_pkey PRIMARY KEY (run_id, enrollment_id)
      );
      -- Deleting an enrollment finds its lines by index.
      CREATE INDEX distribution_lines_enrollment_id_idx ON distribution_lines (enrollment_id);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE distribution_lines; DROP TABLE distribution_runs;');
  }
}
