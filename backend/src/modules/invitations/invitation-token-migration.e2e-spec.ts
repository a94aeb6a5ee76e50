import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { useTestApp } from '../../../test/test-app.js';
import { InvitationTokenHash1795600000000 } from '../../database/migrations/1795600000000-invitation-token-hash.js';

const OLD_TOKEN = 'b'.repeat(43);

describe('migration 1795600000000: invitation tokens stored as hashes', () => {
  const t = useTestApp();

  it('hashes the tokens of invitations made before it, which still open with their link', async () => {
    const migration = new InvitationTokenHash1795600000000();
    const runner = t.dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      await runner.query(
        `INSERT INTO admin_invitations (email, full_name, invite_token, expires_at) VALUES ('before@example.com', 'Before', $1, now() + interval '1 day')`,
        [OLD_TOKEN],
      );
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const rows = await t.dataSource.query(`SELECT invite_token_hash FROM admin_invitations`);
    expect(rows).toEqual([{ invite_token_hash: createHash('sha256').update(OLD_TOKEN).digest('hex') }]);
    await request(t.server)
      .get(`/api/admin/invitations/by-token/${OLD_TOKEN}`)
      .expect(200, { email: 'before@example.com', status: 'pending' });
  });
});
