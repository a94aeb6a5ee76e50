import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createTestApp, createUser, sessionFor, type TestApp } from '../../../test/test-app.js';
import { EXPIRED_PASSWORD_HASH, ExpiryService } from './expiry.service.js';

const SESSION_SECRET = 'two-instances-share-this-secret-0123456789';

describe('two app instances on one database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ SESSION_SECRET });
    b = await createTestApp({ SESSION_SECRET }, { databaseUrl: a.databaseUrl });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('share sessions: a session made on one works on the other, and a logout on one ends it on both', async () => {
    const user = await createUser(a, { role: 'admin' });
    const cookie = await sessionFor(a, user);
    await request(a.server).get('/api/me').set('Cookie', cookie).expect(200);
    const onB = await request(b.server).get('/api/me').set('Cookie', cookie).expect(200);
    expect(onB.body.id).toBe(user.id);
    await request(b.server).post('/api/logout').set('Cookie', cookie).expect(200);
    await request(a.server).get('/api/me').set('Cookie', cookie).expect(401);
  });

  it('run the expiry job on exactly one instance at a time', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let signalStarted!: () => void;
    const started = new Promise<void>((resolve) => (signalStarted = resolve));
    const onA = a.app.get(ExpiryService).run(async () => {
      signalStarted();
      await held;
    });
    await started;
    const onB = await b.app.get(ExpiryService).run();
    expect(onB.ran).toBe(false);
    release();
    expect((await onA).ran).toBe(true);
    expect((await b.app.get(ExpiryService).run()).ran).toBe(true);
  });

  it('expires codes, invitations, unused temporary passwords, old rate-limit counters and ended sessions', async () => {
    const user = await createUser(a, { mustChangePassword: true, temporaryPasswordExpiresAt: new Date(Date.now() - 1000) });
    const fresh = await createUser(a, { mustChangePassword: true, temporaryPasswordExpiresAt: new Date(Date.now() + 86_400_000) });
    await a.dataSource.query(
      `INSERT INTO login_otps (user_id, otp_code, expires_at, verified, attempts) VALUES
       ($1, 'h1', now() - interval '1 minute', false, 0), ($1, 'h2', now() + interval '5 minutes', true, 0),
       ($1, 'h3', now() + interval '5 minutes', false, 5), ($1, 'h4', now() + interval '5 minutes', false, 1)`,
      [user.id],
    );
    await a.dataSource.query(
      `INSERT INTO admin_invitations (email, full_name, invite_token_hash, expires_at) VALUES
       ('old@example.com', 'Old', 't-old', now() - interval '1 day'), ('new@example.com', 'New', 't-new', now() + interval '1 day')`,
    );
    await a.dataSource.query(
      `INSERT INTO rate_limit_counters (key, hits, reset_at) VALUES ('x:old', 3, now() - interval '1 second'), ('x:live', 1, now() + interval '1 hour')`,
    );

    await a.dataSource.query(
      `INSERT INTO session (sid, sess, expire) VALUES ('ended', '{}', now() - interval '1 minute'), ('live', '{}', now() + interval '10 minutes')`,
    );

    const report = await a.app.get(ExpiryService).run();
    expect(report).toEqual({
      ran: true,
      deletedLoginCodes: 3,
      expiredInvitations: 1,
      expiredTemporaryPasswords: 1,
      prunedRateLimitCounters: 1,
      deletedUploads: 0,
      expiredIdempotencyKeys: 0,
      prunedSessions: 1,
    });
    expect(await a.dataSource.query(`SELECT sid FROM session WHERE sid IN ('ended', 'live')`)).toEqual([{ sid: 'live' }]);
    expect(await a.dataSource.query(`SELECT otp_code FROM login_otps`)).toEqual([{ otp_code: 'h4' }]);
    expect(await a.dataSource.query(`SELECT email, status FROM admin_invitations ORDER BY email`)).toEqual([
      { email: 'new@example.com', status: 'pending' },
      { email: 'old@example.com', status: 'expired' },
    ]);
    const [expired] = await a.dataSource.query(`SELECT password_hash FROM users WHERE id = $1`, [user.id]);
    expect(expired.password_hash).toBe(EXPIRED_PASSWORD_HASH);
    const [kept] = await a.dataSource.query(`SELECT password_hash FROM users WHERE id = $1`, [fresh.id]);
    expect(kept.password_hash).toMatch(/^\$argon2id\$/);
    expect(await a.dataSource.query(`SELECT key FROM rate_limit_counters`)).toEqual([{ key: 'x:live' }]);
  });
});
