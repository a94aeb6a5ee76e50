import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { MESSAGES } from '@fund/contracts';

import { createUser, sessionFor, TEST_PASSWORD, useTestApp } from '../../../test/test-app.js';
import type { User } from './user.entity.js';

// Issue 21 item 10: staff off-boarding. A super admin disables an admin (their sessions end at once,
// they cannot sign in) and enables them again, audited; staff logins are a super admin's to change.

describe('disabling and enabling an admin (PATCH /api/users/{id}/status)', () => {
  const t = useTestApp();
  let root: User;
  let rootCookie: string;

  beforeAll(async () => {
    root = await createUser(t, { role: 'super_admin', fullName: 'Nadia Root' });
    rootCookie = await sessionFor(t, root);
  });

  const setStatus = (id: string, cookie: string, status: string) =>
    request(t.server).patch(`/api/users/${id}/status`).set('Cookie', cookie).send({ status });
  const login = (username: string) => request(t.server).post('/api/login').send({ username, password: TEST_PASSWORD });
  const statusOf = async (id: string) => (await t.dataSource.query('SELECT status FROM users WHERE id = $1', [id]))[0].status as string;
  const audits = async (id: string) =>
    (await t.dataSource.query(
      `SELECT user_id, action_details FROM audit_logs WHERE action = 'USER_STATUS_CHANGED' AND action_details LIKE $1 ORDER BY "timestamp"`,
      [`%${id}%`],
    )) as {
      user_id: string;
      action_details: string;
    }[];

  it('a super admin disables an admin: their sessions end at once, they cannot sign in; enabled again, they can', async () => {
    const leaver = await createUser(t, { role: 'admin', fullName: 'Leaving Admin' });
    const cookie = await sessionFor(t, leaver);
    await request(t.server).get('/api/admin/users').set('Cookie', cookie).expect(200);

    await setStatus(leaver.id, rootCookie, 'disabled').expect(200);
    await request(t.server).get('/api/admin/users').set('Cookie', cookie).expect(401);
    const refused = await login(leaver.username).expect(403);
    expect(refused.body.message).toBe(MESSAGES.accountDisabled);
    const listed = (await request(t.server).get('/api/admin/users').set('Cookie', rootCookie).expect(200)).body as {
      id: string;
      status: string;
    }[];
    expect(listed.find((user) => user.id === leaver.id)?.status).toBe('disabled');

    await setStatus(leaver.id, rootCookie, 'active').expect(200);
    await login(leaver.username).expect(200);
    expect((await audits(leaver.id)).map((row) => [row.user_id, row.action_details])).toEqual([
      [root.id, `Login of ${leaver.username} (${leaver.id}, admin) changed from active to disabled by ${root.username}`],
      [root.id, `Login of ${leaver.username} (${leaver.id}, admin) changed from disabled to active by ${root.username}`],
    ]);
  });

  it("an admin cannot change another admin's login (staff off-boarding is a super admin's), and nothing changes", async () => {
    const admin = await createUser(t, { role: 'admin' });
    const colleague = await createUser(t, { role: 'admin' });
    const colleagueCookie = await sessionFor(t, colleague);
    const res = await setStatus(colleague.id, await sessionFor(t, admin), 'disabled').expect(403);
    expect(res.body).toEqual({ statusCode: 403, error: 'Forbidden', message: MESSAGES.adminStatusSuperAdminOnly });
    expect(await statusOf(colleague.id)).toBe('active');
    await request(t.server).get('/api/me').set('Cookie', colleagueCookie).expect(200);
    expect(await audits(colleague.id)).toEqual([]);
    // Investors' logins stay every admin's to change.
    const investor = await createUser(t);
    await setStatus(investor.id, await sessionFor(t, admin), 'disabled').expect(200);
  });

  it('a super admin cannot disable themselves, so the last active super admin stays', async () => {
    const res = await setStatus(root.id, rootCookie, 'disabled').expect(403);
    expect(res.body.message).toBe(MESSAGES.ownStatusChange);
    expect(await statusOf(root.id)).toBe('active');
    const active = await t.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE role = 'super_admin' AND status = 'active'`);
    expect(active[0].n).toBe(1);
  });
});
