import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { MigrationInterface, QueryRunner } from 'typeorm';

import { AUDIT_ACTIONS } from '@fund/contracts';

import { auditActionCheck, oneOf, sqlList } from './audit-action-constraint.js';
import { InitialSchema1795300000000 } from './migrations/1795300000000-initial-schema.js';
import { AuditActions1796600000000 } from './migrations/1796600000000-audit-actions.js';
import { AuditActions1796800000000 } from './migrations/1796800000000-audit-actions-fund-quarter.js';
import { DistributionRuns1796900000000 } from './migrations/1796900000000-distribution-runs.js';
import { Notifications1797100000000 } from './migrations/1797100000000-notifications.js';
import { AuditActionsNotices1797110000000 } from './migrations/1797110000000-audit-actions-notices.js';
import { AuditActionsFirstRun1797200000000 } from './migrations/1797200000000-audit-actions-first-run.js';
import { TicketMessages1797210000000 } from './migrations/1797210000000-ticket-messages.js';

// These migrations have run on installations: the SQL each one sends must stay, to the character,
// what it sent before the check-constraint swap was folded into one helper (issue 22 item 3).

/** The queries a migration step sends, in order (a QueryRunner that only records). */
async function sent(step: (db: QueryRunner) => Promise<void>): Promise<string[]> {
  const queries: string[] = [];
  const db = { query: async (sql: string) => void queries.push(sql) } as unknown as QueryRunner;
  await step(db);
  return queries;
}
const up = (migration: MigrationInterface) => sent((db) => migration.up(db));
const down = (migration: MigrationInterface) => sent((db) => migration.down(db));

// The text as the four migrations wrote it before issue 22.
const quoted = (values: readonly string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');
const swapTo = (values: readonly string[]) => `
      ALTER TABLE audit_logs
        DROP CONSTRAINT audit_logs_action_check,
        ADD CONSTRAINT audit_logs_action_check CHECK (action IN (${quoted(values)}))
    `;
const swapBackTo = (values: readonly string[]) => `
      ALTER TABLE audit_logs
        DROP CONSTRAINT audit_logs_action_check,
        ADD CONSTRAINT audit_logs_action_check CHECK (action IN (${quoted(values)})) NOT VALID
    `;
const without = (added: readonly string[]) => AUDIT_ACTIONS.filter((action) => !added.includes(action));

// The spec's ten, as 1796600000000-audit-actions listed them.
const SPEC_ACTIONS =
  'LOGIN LOGOUT LOGIN_FAILED USER_CREATED USER_ROLE_CHANGED PASSWORD_CHANGED KYC_APPROVED KYC_REJECTED ADMIN_INVITED IP_CHANGE_DETECTED'.split(
    ' ',
  );

describe('audit action constraint helper', () => {
  it('quotes a list of values for SQL, doubling single quotes', () => {
    expect(sqlList(['LOGIN', "it's"])).toBe(`'LOGIN', 'it''s'`);
    expect(oneOf('role', ['admin', 'investor'])).toBe(`CHECK (role IN ('admin', 'investor'))`);
  });

  it('writes the constraint swap, NOT VALID when going back', () => {
    expect(auditActionCheck(['LOGIN', 'LOGOUT'])).toBe(swapTo(['LOGIN', 'LOGOUT']));
    expect(auditActionCheck(['LOGIN'], { notValid: true })).toBe(swapBackTo(['LOGIN']));
  });
});

describe('audit action migrations send the SQL they sent before', () => {
  it.each([
    ['1796600000000-audit-actions', new AuditActions1796600000000(), SPEC_ACTIONS],
    [
      '1796800000000-audit-actions-fund-quarter',
      new AuditActions1796800000000(),
      without(['DISTRIBUTION_PAID', 'DISTRIBUTION_REVERSED', 'ASSET_ALLOCATED', 'SCHEME_ARCHIVED', 'SCHEME_RESTORED', 'SCHEME_DELETED']),
    ],
    ['1797110000000-audit-actions-notices', new AuditActionsNotices1797110000000(), without(['NOTIFICATION_PREFERENCES_CHANGED'])],
    [
      '1797200000000-audit-actions-first-run',
      new AuditActionsFirstRun1797200000000(),
      without(['INVESTOR_DETAILS_CHANGED', 'TICKET_REOPENED', 'ADMIN_INVITATION_RESENT', 'DEMO_DATA_LOADED']),
    ],
  ])('%s', async (_name, migration, before) => {
    expect(await up(migration)).toEqual([swapTo(AUDIT_ACTIONS)]);
    expect(await down(migration)).toEqual([swapBackTo(before)]);
  });

  // Migrations whose CHECK lists come from the same helper: digests of their queries taken before issue 22.
  const digest = (queries: string[]) => createHash('sha256').update(queries.join('\u0000')).digest('hex');
  it.each([
    [
      '1795300000000-initial-schema',
      new InitialSchema1795300000000(),
      '19fffb90933f2bab68320e7e3a6ffd3e6ab22309bced311622d98c3753c12dd4',
      '10177ef295f479c02c51ad109eee5cc8cb68c3c9c0aa4994df8706200d61388c',
    ],
    [
      '1796900000000-distribution-runs',
      new DistributionRuns1796900000000(),
      'cb24ded2a6ab37c31bd40122b2f22c211fe00969207a4a2c985a3bacf07fb58d',
      'c69b8ec4acf9ec50f6450d7a24fec9073bfea612e4a552c06932615186e7a501',
    ],
    [
      '1797100000000-notifications',
      new Notifications1797100000000(),
      '6f24e7f8f4be212b349e8f3fe3334cb52fbf665351ab7c1f773bffd14bcbed7b',
      '6adb71e770812eb3480984f06366602defadda1813498cb4e743c3f38c9624d7',
    ],
    [
      '1797210000000-ticket-messages',
      new TicketMessages1797210000000(),
      '32ac0a2871f2efa1ab8a07298b6fac52341ce7e51768cd78b572eef25c4a3d9c',
      '70589389c73d262c64bf12723a783466e09b60be5d604fd90b69f862a9def628',
    ],
  ])('%s', async (_name, migration, upDigest, downDigest) => {
    expect(digest(await up(migration))).toBe(upDigest);
    expect(digest(await down(migration))).toBe(downDigest);
  });
});
