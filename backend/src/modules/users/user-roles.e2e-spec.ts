import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { MESSAGES } from '@fund/contracts';

import { createTestApp, createUser, sessionFor, type TestApp } from '../../../test/test-app.js';
import type { User } from './user.entity.js';
import { holdSuperAdminLock } from './users.test-utils.js';

const PATHS = [(id: string) => `/api/admin/users/${id}/role`, (id: string) => `/api/users/${id}/role`];
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const ROLE_MESSAGE = 'Role must be one of: super_admin, admin, investor';

describe('role changes (PATCH /api/admin/users/:id/role and /api/users/:id/role)', () => {
  let t: TestApp;
  let root: User;
  let rootCookie: string;
  let adminCookie: string;
  let investorCookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    root = await createUser(t, { role: 'super_admin', username: 'root_super' });
    rootCookie = await sessionFor(t, root);
    adminCookie = await sessionFor(t, await createUser(t, { role: 'admin' }));
    investorCookie = await sessionFor(t, await createUser(t, { role: 'investor' }));
  });
  afterAll(() => t.close());

  const roleOf = async (id: string) => (await t.dataSource.query('SELECT role FROM users WHERE id = $1', [id]))[0].role as string;

  describe.each(PATHS.map((path) => [path('{id}'), path] as const))('%s', (_label, path) => {
    it('answers 401 without a session', async () => {
      const target = await createUser(t, { role: 'admin' });
      await request(t.server).patch(path(target.id)).send({ role: 'super_admin' }).expect(401);
      expect(await roleOf(target.id)).toBe('admin');
    });

    it('answers 403 to an admin and to an investor', async () => {
      const target = await createUser(t, { role: 'admin' });
      await request(t.server).patch(path(target.id)).set('Cookie', adminCookie).send({ role: 'super_admin' }).expect(403);
      await request(t.server).patch(path(target.id)).set('Cookie', investorCookie).send({ role: 'super_admin' }).expect(403);
      expect(await roleOf(target.id)).toBe('admin');
    });

    it('lets a super admin promote an admin, answering the admin user and auditing old role, new role and actor', async () => {
      const target = await createUser(t, { role: 'admin', username: `promoted_${Math.random().toString(36).slice(2, 8)}` });
      const res = await request(t.server).patch(path(target.id)).set('Cookie', rootCookie).send({ role: 'super_admin' }).expect(200);
      expect(res.body).toEqual({
        id: target.id,
        fullName: target.fullName,
        email: target.email,
        username: target.username,
        role: 'super_admin',
        status: 'active',
        createdAt: target.createdAt.toISOString(),
      });
      expect(await roleOf(target.id)).toBe('super_admin');
      const audit = await t.dataSource.query(
        `SELECT user_id, user_role, action_details FROM audit_logs WHERE action = 'USER_ROLE_CHANGED' AND action_details LIKE $1`,
        [`Role of ${target.username} %`],
      );
      expect(audit).toEqual([
        {
          user_id: root.id,
          user_role: 'super_admin',
          action_details: `Role of ${target.username} changed from admin to super_admin by root_super`,
        },
      ]);
    });

    it('sets any of the three roles, investors included', async () => {
      const target = await createUser(t, { role: 'investor' });
      for (const role of ['admin', 'super_admin', 'investor'] as const) {
        await request(t.server).patch(path(target.id)).set('Cookie', rootCookie).send({ role }).expect(200);
        expect(await roleOf(target.id)).toBe(role);
      }
    });

    it.each([
      ['a missing role', {}],
      ['an unknown role', { role: 'owner' }],
      ['a role that is not a string', { role: ['admin'] }],
    ])('refuses %s with 400', async (_case, body) => {
      const target = await createUser(t, { role: 'admin' });
      const res = await request(t.server).patch(path(target.id)).set('Cookie', rootCookie).send(body).expect(400);
      expect(res.body.message).toBe(ROLE_MESSAGE);
    });

    it("refuses the caller's own role with the spec's words", async () => {
      const res = await request(t.server).patch(path(root.id)).set('Cookie', rootCookie).send({ role: 'admin' }).expect(403);
      expect(res.body.message).toBe(MESSAGES.ownRoleChange);
      expect(await roleOf(root.id)).toBe('super_admin');
    });

    it('answers 404 for an unknown or malformed id, and "Please select a user" for a blank one', async () => {
      const unknown = await request(t.server).patch(path(UNKNOWN_ID)).set('Cookie', rootCookie).send({ role: 'admin' }).expect(404);
      expect(unknown.body.message).toBe(MESSAGES.userNotFound);
      await request(t.server).patch(path('not-a-uuid')).set('Cookie', rootCookie).send({ role: 'admin' }).expect(404);
      const blank = await request(t.server).patch(path('%20')).set('Cookie', rootCookie).send({ role: 'admin' }).expect(400);
      expect(blank.body.message).toBe(MESSAGES.selectUser);
    });
  });

  it('takes effect on the next request of the changed user', async () => {
    const target = await createUser(t, { role: 'admin' });
    const cookie = await sessionFor(t, target);
    await request(t.server).get('/api/admin/users').set('Cookie', cookie).expect(200);
    await request(t.server).patch(`/api/users/${target.id}/role`).set('Cookie', rootCookie).send({ role: 'investor' }).expect(200);
    await request(t.server).get('/api/admin/users').set('Cookie', cookie).expect(403);
  });

  it('never records a password in an audit row or a log line', async () => {
    expect(JSON.stringify(await t.dataSource.query('SELECT * FROM audit_logs'))).not.toMatch(/password|Str0ng/i);
    expect(t.logs.join('\n')).not.toContain('Str0ng!Passw0rd');
  });
});

describe('the last super admin', () => {
  let t: TestApp;
  let a: User;
  let b: User;
  let aCookie: string;
  let bCookie: string;

  beforeEach(async () => {
    t = await createTestApp();
    a = await createUser(t, { role: 'super_admin', username: 'super_a' });
    b = await createUser(t, { role: 'super_admin', username: 'super_b' });
    aCookie = await sessionFor(t, a);
    bCookie = await sessionFor(t, b);
  });
  afterEach(() => t.close());

  const superAdmins = async () =>
    (await t.dataSource.query(`SELECT id FROM users WHERE role = 'super_admin' AND status = 'active'`)).map((r: { id: string }) => r.id);
  const demote = (cookie: string, id: string) =>
    request(t.server).patch(`/api/users/${id}/role`).set('Cookie', cookie).send({ role: 'admin' });

  it('survives two super admins demoting each other at once', async () => {
    const results = await Promise.all([demote(aCookie, b.id), demote(bCookie, a.id)]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    expect(await superAdmins()).toHaveLength(1);
  });

  it('answers 409 to the second of two demotions that wait on each other', async () => {
    const lock = await holdSuperAdminLock(t);
    const pending = [demote(aCookie, b.id).then((r) => r), demote(bCookie, a.id).then((r) => r)];
    await lock.release(2);
    const results = await Promise.all(pending);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.message).toBe(MESSAGES.lastSuperAdmin);
    expect(await superAdmins()).toHaveLength(1);
  });

  it('still lets one super admin demote another while a second remains', async () => {
    await demote(aCookie, b.id).expect(200);
    expect(await superAdmins()).toEqual([a.id]);
  });
});
