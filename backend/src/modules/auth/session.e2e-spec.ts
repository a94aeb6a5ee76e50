import { describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';

describe('GET /api/me and POST /api/logout', () => {
  const t = useTestApp();

  it('answers 401 without a session', async () => {
    await request(t.server).get('/api/me').expect(401);
  });

  it('describes the caller', async () => {
    const user = await createUser(t, { role: 'admin', fullName: 'Yusuf Ali' });
    const res = await request(t.server)
      .get('/api/me')
      .set('Cookie', await sessionFor(t, user))
      .expect(200);
    expect(res.body).toEqual({ id: user.id, role: 'admin', fullName: 'Yusuf Ali', profilePhotoUrl: null, mustChangePassword: 'false' });
  });

  it('still answers while a password change is required', async () => {
    const user = await createUser(t, { mustChangePassword: true });
    const res = await request(t.server)
      .get('/api/me')
      .set('Cookie', await sessionFor(t, user))
      .expect(200);
    expect(res.body.mustChangePassword).toBe('true');
  });

  it('logs out: the session row goes, the cookie stops working and LOGOUT is audited', async () => {
    const user = await createUser(t, { role: 'investor' });
    const cookie = await sessionFor(t, user);
    await request(t.server).post('/api/logout').set('Cookie', cookie).expect(200, { message: 'Logged out' });
    await request(t.server).get('/api/me').set('Cookie', cookie).expect(401);
    const sessions = await t.dataSource.query(`SELECT count(*)::int AS n FROM session WHERE sess ->> 'userId' = $1`, [user.id]);
    expect(sessions).toEqual([{ n: 0 }]);
    const audit = await t.dataSource.query(`SELECT action, user_role FROM audit_logs WHERE user_id = $1`, [user.id]);
    expect(audit).toEqual([{ action: 'LOGOUT', user_role: 'investor' }]);
  });

  it('answers a logout without a session with 200 and records nothing', async () => {
    await request(t.server).post('/api/logout').expect(200);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM audit_logs WHERE action = 'LOGOUT' AND user_id IS NULL`)).toEqual([
      { n: 0 },
    ]);
  });
});
