import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { MESSAGES } from '@fund/contracts';

import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import type { User } from './user.entity.js';
import { holdSuperAdminLock } from './users.test-utils.js';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('login status (PATCH /api/users/:id/status)', () => {
  const t = useTestApp();
  let root: User;
  let admin: User;
  let rootCookie: string;
  let adminCookie: string;

  beforeAll(async () => {
    root = await createUser(t, { role: 'super_admin' });
    admin = await createUser(t, { role: 'admin' });
    rootCookie = await sessionFor(t, root);
    adminCookie = await sessionFor(t, admin);
  });

  const setStatus = (id: string, cookie: string, body: Record<string, unknown>) =>
    request(t.server).patch(`/api/users/${id}/status`).set('Cookie', cookie).send(body);
  const statusOf = async (id: string) => (await t.dataSource.query('SELECT status FROM users WHERE id = $1', [id]))[0].status as string;
  const sessionsOf = async (id: string) =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM session WHERE sess ->> 'userId' = $1`, [id]))[0].n as number;

  it('answers 401 without a session', async () => {
    const investor = await createUser(t);
    await request(t.server).patch(`/api/users/${investor.id}/status`).send({ status: 'disabled' }).expect(401);
    expect(await statusOf(investor.id)).toBe('active');
  });

  it('answers 403 to an investor', async () => {
    const investor = await createUser(t);
    const other = await createUser(t);
    await setStatus(other.id, await sessionFor(t, investor), { status: 'disabled' }).expect(403);
    expect(await statusOf(other.id)).toBe('active');
  });

  it('disables an investor: their live session gets 401 on its next call and every session of theirs is gone', async () => {
    const investor = await createUser(t);
    const first = await sessionFor(t, investor);
    const second = await sessionFor(t, investor);
    await request(t.server).get('/api/me').set('Cookie', first).expect(200);
    const res = await setStatus(investor.id, adminCookie, { status: 'disabled' }).expect(200);
    expect(res.body).toEqual({ id: investor.id, status: 'disabled' });
    expect(await statusOf(investor.id)).toBe('disabled');
    expect(await sessionsOf(investor.id)).toBe(0);
    await request(t.server).get('/api/me').set('Cookie', first).expect(401);
    await request(t.server).get('/api/me').set('Cookie', second).expect(401);
    await request(t.server).get('/api/me').set('Cookie', adminCookie).expect(200);
  });

  it('enables a disabled user again: sessions ended by the disable stay ended, a new login works', async () => {
    const investor = await createUser(t);
    const old = await sessionFor(t, investor);
    await setStatus(investor.id, adminCookie, { status: 'disabled' }).expect(200);
    const res = await setStatus(investor.id, adminCookie, { status: 'active' }).expect(200);
    expect(res.body).toEqual({ id: investor.id, status: 'active' });
    expect(await statusOf(investor.id)).toBe('active');
    await request(t.server).get('/api/me').set('Cookie', old).expect(401);
    await request(t.server)
      .get('/api/me')
      .set('Cookie', await sessionFor(t, investor))
      .expect(200);
  });

  it('refuses a status other than active or disabled', async () => {
    const investor = await createUser(t);
    for (const body of [{ status: 'pending' }, { status: 'DISABLED' }, {}]) {
      const res = await setStatus(investor.id, adminCookie, body).expect(400);
      expect(res.body.message).toBe('Status must be one of: active, disabled');
    }
    expect(await statusOf(investor.id)).toBe('active');
  });

  it("refuses the caller's own status", async () => {
    const res = await setStatus(admin.id, adminCookie, { status: 'disabled' }).expect(403);
    expect(res.body.message).toBe(MESSAGES.ownStatusChange);
    expect(await statusOf(admin.id)).toBe('active');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const res = await setStatus(UNKNOWN_ID, adminCookie, { status: 'disabled' }).expect(404);
    expect(res.body.message).toBe(MESSAGES.userNotFound);
    await setStatus('not-a-uuid', adminCookie, { status: 'disabled' }).expect(404);
  });

  it("lets an admin change neither another admin's status (issue 21 item 10: a super admin's) nor a super admin's", async () => {
    const otherAdmin = await createUser(t, { role: 'admin' });
    const refusedAdmin = await setStatus(otherAdmin.id, adminCookie, { status: 'disabled' }).expect(403);
    expect(refusedAdmin.body.message).toBe(MESSAGES.adminStatusSuperAdminOnly);
    expect(await statusOf(otherAdmin.id)).toBe('active');
    await setStatus(otherAdmin.id, rootCookie, { status: 'disabled' }).expect(200);
    const res = await setStatus(root.id, adminCookie, { status: 'disabled' }).expect(403);
    expect(res.body.message).toBe(MESSAGES.superAdminStatusOnly);
    expect(await statusOf(root.id)).toBe('active');
    await request(t.server).get('/api/me').set('Cookie', rootCookie).expect(200);
  });

  it("lets a super admin disable another super admin, ending that one's sessions", async () => {
    const other = await createUser(t, { role: 'super_admin' });
    const cookie = await sessionFor(t, other);
    await setStatus(other.id, rootCookie, { status: 'disabled' }).expect(200);
    await request(t.server).get('/api/me').set('Cookie', cookie).expect(401);
  });
});

describe('two super admins disabling each other', () => {
  const t = useTestApp();

  it('leaves one of them active when the two requests queue on the same lock', async () => {
    const a = await createUser(t, { role: 'super_admin' });
    const b = await createUser(t, { role: 'super_admin' });
    const [aCookie, bCookie] = [await sessionFor(t, a), await sessionFor(t, b)];
    const lock = await holdSuperAdminLock(t);
    const pending = [
      request(t.server)
        .patch(`/api/users/${b.id}/status`)
        .set('Cookie', aCookie)
        .send({ status: 'disabled' })
        .then((r) => r),
      request(t.server)
        .patch(`/api/users/${a.id}/status`)
        .set('Cookie', bCookie)
        .send({ status: 'disabled' })
        .then((r) => r),
    ];
    await lock.release(2);
    const results = await Promise.all(pending);
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
    const active = await t.dataSource.query(`SELECT id FROM users WHERE role = 'super_admin' AND status = 'active'`);
    expect(active).toHaveLength(1);
  });
});
