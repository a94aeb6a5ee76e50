import type { MigrationInterface, QueryRunner } from 'typeorm';

import { AUDIT_ACTIONS } from '@fund/contracts';

import { AUDIT_GENESIS_HASH } from '../../common/audit/audit-chain.js';
import { AUDIT_ACTIONS_BEFORE_ISSUE_25, auditActionCheck } from '../audit-action-constraint.js';

// Issue 25 item 7: the audit log as a hash chain.
// - Each row gets its place in the chain (chain_seq, 1, 2, ...), the previous row's hash (prev_hash; the
//   first row's is 64 zeros) and its own hash: SHA-256 (hex) of `prev_hash || '\n' || content`, the
//   content being the row's fields in a fixed order, each written as `<length in bytes>:<text>` or `~`
//   for null, joined by '\n' (common/audit/audit-chain.ts computes the same in Node, to verify it).
// - A row is chained when its transaction commits, by a deferred constraint trigger: the transaction's
//   first link locks the one row of audit_chain_head (the last place and hash), its next links follow
//   the previous one, and the last writes the head. Concurrent writers take turns only for that last
//   moment, so the chain never forks and the places follow the commit order. The lock is taken last, so
//   it cannot deadlock with the locks the transaction already holds.
// - The rows already written are chained here in the order they were written ("timestamp", id), in one
//   pass (audit-chain-bench.mjs times both on 200,000 rows).
// - New actions: second factors, single sign-on, step-up, sessions ended, the security policy and the
//   chain's daily head.

export class AuditChain1797500000000 implements MigrationInterface {
  name = 'AuditChain1797500000000';

  async up(db: QueryRunner): Promise<void> {
    // The action CHECK first: chaining updates every row, and a down's NOT VALID check would refuse rows
    // of this issue's actions kept from before.
    await db.query(`
      ${auditActionCheck(AUDIT_ACTIONS)};
      ALTER TABLE audit_logs ADD COLUMN chain_seq bigint, ADD COLUMN prev_hash text, ADD COLUMN hash text;
      CREATE UNIQUE INDEX audit_logs_chain_seq_key ON audit_logs (chain_seq);
      CREATE TABLE audit_chain_head (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        seq bigint NOT NULL,
        hash text NOT NULL
      );
      INSERT INTO audit_chain_head (seq, hash) VALUES (0, '${AUDIT_GENESIS_HASH}');

      CREATE FUNCTION audit_chain_field(value text) RETURNS text LANGUAGE sql IMMUTABLE
        AS $$ SELECT coalesce(octet_length(value)::text || ':' || value, '~') $$;

      CREATE FUNCTION audit_chain_hash(prev text, seq bigint, a audit_logs) RETURNS text LANGUAGE sql STABLE
        AS $$ SELECT encode(sha256(convert_to(concat_ws(E'\\n', prev, seq::text,
          audit_chain_field(a.id::text),
          audit_chain_field(to_char(a."timestamp" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')),
          audit_chain_field(a.user_id::text), audit_chain_field(a.user_role), audit_chain_field(a.action),
          audit_chain_field(a.action_details), audit_chain_field(a.ip_address), audit_chain_field(a.user_agent),
          audit_chain_field(a.browser), audit_chain_field(a.os)), 'UTF8')), 'hex') $$;

      CREATE FUNCTION audit_chain_link(row_id uuid) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        entry audit_logs;
        last text := current_setting('fund.audit_chain_last', true);
        pending int := coalesce(nullif(current_setting('fund.audit_chain_pending', true), ''), '1')::int - 1;
        prev_seq bigint;
        prev text;
        next_hash text;
      BEGIN
        PERFORM set_config('fund.audit_chain_pending', pending::text, true);
        SELECT * INTO entry FROM audit_logs WHERE id = row_id;
        IF entry.id IS NULL OR entry.chain_seq IS NOT NULL THEN RETURN; END IF;
        IF coalesce(last, '') = '' THEN
          -- The transaction's first link. Read committed: FOR UPDATE waits for a concurrent commit and
          -- then reads the head it wrote; the lock is held until this transaction commits.
          SELECT seq, hash INTO prev_seq, prev FROM audit_chain_head FOR UPDATE;
        ELSE
          -- The next link of this transaction follows its previous one (kept for the transaction only).
          prev_seq := split_part(last, ':', 1)::bigint;
          prev := split_part(last, ':', 2);
        END IF;
        next_hash := audit_chain_hash(prev, prev_seq + 1, entry);
        UPDATE audit_logs SET chain_seq = prev_seq + 1, prev_hash = prev, hash = next_hash WHERE id = row_id;
        PERFORM set_config('fund.audit_chain_last', (prev_seq + 1)::text || ':' || next_hash, true);
        -- The head row is written once, after the transaction's last link: a row updated over and over in
        -- one transaction would make each later read of it walk every earlier version.
        IF pending <= 0 THEN
          UPDATE audit_chain_head SET seq = prev_seq + 1, hash = next_hash;
        END IF;
      END $$;

      CREATE FUNCTION audit_logs_chain() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM audit_chain_link(NEW.id);
        RETURN NULL;
      END $$;

      -- Counts the transaction's rows still to link, so the last link knows it is the last.
      CREATE FUNCTION audit_logs_pending() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM set_config('fund.audit_chain_pending',
          (coalesce(nullif(current_setting('fund.audit_chain_pending', true), ''), '0')::int + 1)::text, true);
        RETURN NULL;
      END $$;
    `);
    // The rows written so far, oldest first, in one pass; the head once at the end.
    await db.query(`
      DO $$
      DECLARE
        entry audit_logs;
        place bigint := 0;
        prev text := '${AUDIT_GENESIS_HASH}';
        next_hash text;
      BEGIN
        FOR entry IN SELECT * FROM audit_logs ORDER BY "timestamp", id LOOP
          place := place + 1;
          next_hash := audit_chain_hash(prev, place, entry);
          UPDATE audit_logs SET chain_seq = place, prev_hash = prev, hash = next_hash WHERE id = entry.id;
          prev := next_hash;
        END LOOP;
        UPDATE audit_chain_head SET seq = place, hash = prev;
      END $$;
      CREATE TRIGGER audit_logs_pending AFTER INSERT ON audit_logs FOR EACH ROW EXECUTE FUNCTION audit_logs_pending();
      CREATE CONSTRAINT TRIGGER audit_logs_chain AFTER INSERT ON audit_logs
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION audit_logs_chain();
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TRIGGER audit_logs_chain ON audit_logs;
      DROP TRIGGER audit_logs_pending ON audit_logs;
      DROP FUNCTION audit_logs_pending();
      DROP FUNCTION audit_logs_chain();
      DROP FUNCTION audit_chain_link(uuid);
      DROP FUNCTION audit_chain_hash(text, bigint, audit_logs);
      DROP FUNCTION audit_chain_field(text);
      DROP TABLE audit_chain_head;
      ALTER TABLE audit_logs DROP COLUMN chain_seq, DROP COLUMN prev_hash, DROP COLUMN hash;
      ${auditActionCheck(AUDIT_ACTIONS_BEFORE_ISSUE_25, { notValid: true })}
    `);
  }
}
