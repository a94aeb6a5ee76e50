import { describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';

describe('global auth guard', () => {
  const t = useTestApp();

  const sessions = async () => (await t.dataSource.query('SELECT count(*)::int AS n FROM session'))[0].n as number;

  it('denies a route without @Public() to a caller without a session', async () => {
    const res = await request(t.server).get('/api/products').expect(401);
    expect(res.body).toEqual({ statusCode: 401, message: 'Authentication required', error: 'Unauthorized' });
  });

  it('refuses a forged cookie', async () => {
    await request(t.server).get('/api/products').set('Cookie', 'sid=s%3Aforged.signature').expect(401);
  });

  it('narrows @Roles routes: an investor gets 403, admins get in', async () => {
    const investor = await sessionFor(t, await createUser(t, { role: 'investor' }));
    const res = await request(t.server).get('/api/admin/audit-logs').set('Cookie', investor).expect(403);
    expect(res.body.error).toBe('Forbidden');
    await request(t.server)
      .get('/api/admin/audit-logs')
      .set('Cookie', await sessionFor(t, await createUser(t, { role: 'admin' })))
      .expect(200);
    await request(t.server)
      .get('/api/admin/audit-logs')
      .set('Cookie', await sessionFor(t, await createUser(t, { role: 'super_admin' })))
      .expect(200);
  });

  it('reads role and status on every request: a disabled user loses the session at once', async () => {
    const user = await createUser(t, { role: 'admin' });
    const cookie = await sessionFor(t, user);
    await request(t.server).get('/api/admin/audit-logs').set('Cookie', cookie).expect(200);
    const before = await sessions();
    await t.dataSource.query(`UPDATE users SET status = 'disabled' WHERE id = $1`, [user.id]);
    await request(t.server).get('/api/admin/audit-logs').set('Cookie', cookie).expect(401);
    expect(await sessions()).toBe(before - 1);
    await t.dataSource.query(`UPDATE users SET status = 'active' WHERE id = $1`, [user.id]);
    await request(t.server).get('/api/admin/audit-logs').set('Cookie', cookie).expect(401);
  });

  it('demoting an admin takes effect on the next call', async () => {
    const user = await createUser(t, { role: 'admin' });
    const cookie = await sessionFor(t, user);
    await request(t.server).get('/api/admin/audit-logs').set('Cookie', cookie).expect(200);
    await t.dataSource.query(`UPDATE users SET role = 'investor' WHERE id = $1`, [user.id]);
    await request(t.server).get('/api/admin/audit-logs').set('Cookie', cookie).expect(403);
  });

  it('ends a session older than the 12-hour absolute life', async () => {
    const cookie = await sessionFor(t, await createUser(t), Date.now() - 12 * 3600_000 - 1000);
    await request(t.server).get('/api/products').set('Cookie', cookie).expect(401);
  });

  it('answers 403 "Password change required" while mustChangePassword is set', async () => {
    const cookie = await sessionFor(t, await createUser(t, { mustChangePassword: true }));
    const res = await request(t.server).get('/api/products').set('Cookie', cookie).expect(403);
    expect(res.body.message).toBe('Password change required');
  });

  it('sets no cookie on an ordinary call: the idle expiry lives on the server (session.e2e-spec.ts)', async () => {
    const cookie = await sessionFor(t, await createUser(t));
    const res = await request(t.server).get('/api/products').set('Cookie', cookie).expect(200);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
