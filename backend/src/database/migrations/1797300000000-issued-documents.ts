import type { MigrationInterface, QueryRunner } from 'typeorm';

import { AUDIT_ACTIONS, DOCUMENT_RENDER_ATTEMPTS, NOTIFICATION_CATEGORIES, STATEMENT_RUN_STATES } from '@fund/contracts';

import { AUDIT_ACTIONS_BEFORE_ISSUE_23, auditActionCheck, oneOf } from '../audit-action-constraint.js';
import { NOTIFICATION_CATEGORIES_BEFORE } from './1797100000000-notifications.js';

// Issue 23: statements and payout advices printed to PDF.
// - enrollment_valuations: each enrollment's value over time, so a statement can say what a holding
//   was worth at the start and the end of a period. A trigger records the value an enrollment is
//   created with (at its enrolled_at) and every change of current_value (at the change's time); moving
//   enrolled_at moves the first record with it. Existing enrollments get one record, their current value
//   at their enrolled_at: the history before this migration was never kept.
// - statement_runs: an admin's request for a period's statements; at most one queued or running run per
//   period (the unique index answers the second click with 409).
// - document_requests: the queue of documents to print, one row per statement of a run or per payout
//   advice. The 'documents' job drains it (claims rows with SKIP LOCKED; a row claimed by a server that
//   stopped is claimed again after 2 minutes), so a run survives a restart. A run's progress is the
//   count of its rows by status.
// - issued_documents: every PDF issued, its verification code, SHA-256 and object key. Nothing is
//   replaced: a statement issued again for the same investor and period is a new version.
// - A Payout transaction activity, whichever way it is written (a distribution run, a posted transaction,
//   the demo seed), queues its payout advice: a statement-level trigger adds the requests and one drain job.

const requestStates = ['pending', 'rendering', 'done', 'failed'];
/** The kinds as this migration wrote them (issue 24 adds 'zakat_statement' in 1797400000000). */
export const ISSUED_DOCUMENT_KINDS_BEFORE_ISSUE_24 = ['statement', 'payout_advice'] as const;

export class IssuedDocuments1797300000000 implements MigrationInterface {
  name = 'IssuedDocuments1797300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE enrollment_valuations (
        enrollment_id uuid NOT NULL REFERENCES enrollments (id) ON DELETE CASCADE,
        recorded_at timestamptz NOT NULL,
        value bigint NOT NULL CONSTRAINT enrollment_valuations_value_check CHECK (value >= 0),
        CONSTRAINT enrollment_valuations_pkey PRIMARY KEY (enrollment_id, recorded_at)
      );
      INSERT INTO enrollment_valuations (enrollment_id, recorded_at, value) SELECT id, enrolled_at, current_value FROM enrollments;

      CREATE FUNCTION record_enrollment_valuation() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO enrollment_valuations (enrollment_id, recorded_at, value) VALUES (NEW.id, NEW.enrolled_at, NEW.current_value)
            ON CONFLICT (enrollment_id, recorded_at) DO UPDATE SET value = EXCLUDED.value;
          RETURN NEW;
        END IF;
        IF NEW.enrolled_at IS DISTINCT FROM OLD.enrolled_at THEN
          UPDATE enrollment_valuations SET recorded_at = NEW.enrolled_at WHERE enrollment_id = NEW.id AND recorded_at = OLD.enrolled_at;
        END IF;
        IF NEW.current_value IS DISTINCT FROM OLD.current_value THEN
          INSERT INTO enrollment_valuations (enrollment_id, recorded_at, value) VALUES (NEW.id, greatest(now(), NEW.enrolled_at), NEW.current_value)
            ON CONFLICT (enrollment_id, recorded_at) DO UPDATE SET value = EXCLUDED.value;
        END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER enrollments_valuation_insert AFTER INSERT ON enrollments FOR EACH ROW EXECUTE FUNCTION record_enrollment_valuation();
      CREATE TRIGGER enrollments_valuation_update AFTER UPDATE OF current_value, enrolled_at ON enrollments
        FOR EACH ROW EXECUTE FUNCTION record_enrollment_valuation();

      CREATE TABLE statement_runs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        period_start date NOT NULL,
        period_end date NOT NULL,
        scope text NOT NULL CONSTRAINT statement_runs_scope_check CHECK (scope IN ('all', 'selected')),
        status text NOT NULL DEFAULT 'queued' CONSTRAINT statement_runs_status_check ${oneOf('status', STATEMENT_RUN_STATES)},
        requested_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        CONSTRAINT statement_runs_period_check CHECK (period_end >= period_start)
      );
      CREATE UNIQUE INDEX statement_runs_one_active_idx ON statement_runs (period_start, period_end) WHERE status IN ('queued', 'running');
      CREATE INDEX statement_runs_created_idx ON statement_runs (created_at DESC, id);
      CREATE INDEX statement_runs_requested_by_idx ON statement_runs (requested_by) WHERE requested_by IS NOT NULL;

      CREATE TABLE document_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CONSTRAINT document_requests_kind_check ${oneOf('kind', ISSUED_DOCUMENT_KINDS_BEFORE_ISSUE_24)},
        investor_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        run_id uuid REFERENCES statement_runs (id) ON DELETE CASCADE,
        activity_id uuid REFERENCES activities (id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'pending' CONSTRAINT document_requests_status_check ${oneOf('status', requestStates)},
        attempts integer NOT NULL DEFAULT 0 CONSTRAINT document_requests_attempts_check CHECK (attempts BETWEEN 0 AND ${DOCUMENT_RENDER_ATTEMPTS}),
        claimed_at timestamptz,
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT document_requests_source_check CHECK (
          (kind = 'statement' AND run_id IS NOT NULL AND activity_id IS NULL) OR (kind = 'payout_advice' AND activity_id IS NOT NULL AND run_id IS NULL)
        )
      );
      CREATE UNIQUE INDEX document_requests_run_investor_key ON document_requests (run_id, investor_id) WHERE run_id IS NOT NULL;
      CREATE UNIQUE INDEX document_requests_activity_key ON document_requests (activity_id) WHERE activity_id IS NOT NULL;
      CREATE INDEX document_requests_open_idx ON document_requests (created_at) WHERE status IN ('pending', 'rendering');
      CREATE INDEX document_requests_investor_idx ON document_requests (investor_id);

      CREATE TABLE issued_documents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CONSTRAINT issued_documents_kind_check ${oneOf('kind', ISSUED_DOCUMENT_KINDS_BEFORE_ISSUE_24)},
        investor_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        request_id uuid CONSTRAINT issued_documents_request_key UNIQUE REFERENCES document_requests (id) ON DELETE SET NULL,
        run_id uuid REFERENCES statement_runs (id) ON DELETE SET NULL,
        activity_id uuid REFERENCES activities (id) ON DELETE SET NULL,
        period_start date,
        period_end date,
        version integer NOT NULL DEFAULT 1,
        code text NOT NULL CONSTRAINT issued_documents_code_key UNIQUE,
        sha256 text NOT NULL CONSTRAINT issued_documents_sha256_check CHECK (sha256 ~ '^[0-9a-f]{64}$'),
        object_key text NOT NULL,
        size integer NOT NULL,
        pages integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT issued_documents_statement_version_key UNIQUE (kind, investor_id, period_start, period_end, version)
      );
      CREATE INDEX issued_documents_investor_idx ON issued_documents (investor_id, created_at DESC, id);
      CREATE INDEX issued_documents_run_idx ON issued_documents (run_id) WHERE run_id IS NOT NULL;
      CREATE INDEX issued_documents_activity_idx ON issued_documents (activity_id) WHERE activity_id IS NOT NULL;
      -- The object_key column references a stored object (common/storage/object-references.ts): settled like the others.
      CREATE TRIGGER settle_upload_issued_documents_object_key AFTER INSERT OR UPDATE OF object_key ON issued_documents
        FOR EACH ROW WHEN (NEW.object_key IS NOT NULL) EXECUTE FUNCTION settle_upload_record('object_key');
      -- A payout advice finds its distribution run's payout date by the payout's activity.
      CREATE INDEX distribution_lines_activity_idx ON distribution_lines (activity_id);

      CREATE FUNCTION queue_payout_advices() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE queued integer;
      BEGIN
        INSERT INTO document_requests (kind, investor_id, activity_id)
          SELECT 'payout_advice', n.investor_id, n.id FROM new_activities n WHERE n.type = 'transaction' AND n.category = 'Payout'
          ON CONFLICT DO NOTHING;
        GET DIAGNOSTICS queued = ROW_COUNT;
        IF queued > 0 THEN
          PERFORM graphile_worker.add_job('documents', '{}'::json, job_key => 'documents', job_key_mode => 'preserve_run_at', max_attempts => 5);
        END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER activities_payout_advices AFTER INSERT ON activities REFERENCING NEW TABLE AS new_activities
        FOR EACH STATEMENT EXECUTE FUNCTION queue_payout_advices();

      ALTER TABLE notification_preferences DROP CONSTRAINT notification_preferences_category_check,
        ADD CONSTRAINT notification_preferences_category_check ${oneOf('category', NOTIFICATION_CATEGORIES)};
      ALTER TABLE notifications DROP CONSTRAINT notifications_category_check,
        ADD CONSTRAINT notifications_category_check ${oneOf('category', NOTIFICATION_CATEGORIES)},
        ADD COLUMN document_id uuid REFERENCES issued_documents (id) ON DELETE CASCADE;
      CREATE INDEX notifications_document_idx ON notifications (document_id) WHERE document_id IS NOT NULL;
      ${auditActionCheck(AUDIT_ACTIONS)}
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DELETE FROM notifications WHERE category = 'statements';
      DELETE FROM notification_preferences WHERE category = 'statements';
      ALTER TABLE notifications DROP COLUMN document_id, DROP CONSTRAINT notifications_category_check,
        ADD CONSTRAINT notifications_category_check ${oneOf('category', NOTIFICATION_CATEGORIES_BEFORE)};
      ALTER TABLE notification_preferences DROP CONSTRAINT notification_preferences_category_check,
        ADD CONSTRAINT notification_preferences_category_check ${oneOf('category', NOTIFICATION_CATEGORIES_BEFORE)};
      DROP TRIGGER activities_payout_advices ON activities; DROP FUNCTION queue_payout_advices();
      DROP INDEX distribution_lines_activity_idx;
      DROP TABLE issued_documents; DROP TABLE document_requests; DROP TABLE statement_runs;
      DROP TRIGGER enrollments_valuation_update ON enrollments; DROP TRIGGER enrollments_valuation_insert ON enrollments;
      DROP FUNCTION record_enrollment_valuation(); DROP TABLE enrollment_valuations;
      ${auditActionCheck(AUDIT_ACTIONS_BEFORE_ISSUE_23, { notValid: true })}
    `);
  }
}
