import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { MESSAGES } from '@fund/contracts';

import { listQuery as q } from '../../../test/list-query.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import { verifyPassword } from '../../common/auth/passwords.js';
import type { User } from './user.entity.js';

const NEW_PASSWORD = 'Created#Admin42';
const ADMIN_KEYS = ['createdAt', 'email', 'fullName', 'id', 'role', 'status', 'username'];

describe('admin users: list and direct creation', () => {
  const t = useTestApp();
  let superAdmin: User;
  let admin: User;
  let investor: User;
  let superCookie: string;
  let adminCookie: string;
  let investorCookie: string;

  beforeAll(async () => {
    superAdmin = await createUser(t, { role: 'super_admin', username: 'root_super', fullName: 'Alice Root' });
    admin = await createUser(t, { role: 'admin', username: 'plain_admin', fullName: 'Bob Admin' });
    investor = await createUser(t, { role: 'investor', username: 'some_investor', fullName: 'Carol Investor' });
    superCookie = await sessionFor(t, superAdmin);
    adminCookie = await sessionFor(t, admin);
    investorCookie = await sessionFor(t, investor);
  });

  const create = (cookie: string, body: Record<string, unknown>) =>
    request(t.server).post('/api/admin/users/create').set('Cookie', cookie).send(body);
  const valid = (suffix: string, role = 'admin') => ({
    email: `New.Admin.${suffix}@Example.com`,
    fullName: `New Admin ${suffix}`,
    username: `new_admin_${suffix}`,
    password: NEW_PASSWORD,
    role,
  });

  describe('GET /api/admin/users', () => {
    it('answers 401 without a session', async () => {
      await request(t.server).get('/api/admin/users').expect(401);
    });

    it('answers 403 to an investor', async () => {
      await request(t.server).get('/api/admin/users').set('Cookie', investorCookie).expect(403);
    });

    it('lists admins and super admins only, in the Admin user shape, with Content-Range', async () => {
      const res = await request(t.server).get('/api/admin/users').set('Cookie', adminCookie).expect(200);
      const ids = res.body.map((u: { id: string }) => u.id);
      expect(ids).toEqual(expect.arrayContaining([superAdmin.id, admin.id]));
      expect(ids).not.toContain(investor.id);
      for (const user of res.body) {
        expect(Object.keys(user).sort()).toEqual(ADMIN_KEYS);
        expect(['admin', 'super_admin']).toContain(user.role);
      }
      expect(res.body.find((u: { id: string }) => u.id === admin.id)).toEqual({
        id: admin.id,
        fullName: 'Bob Admin',
        email: admin.email,
        username: 'plain_admin',
        role: 'admin',
        status: 'active',
        createdAt: admin.createdAt.toISOString(),
      });
      expect(res.headers['content-range']).toBe(`users 0-${res.body.length - 1}/${res.body.length}`);
    });

    it('follows the list conventions: sort, range, filter by role and q', async () => {
      const page = await request(t.server)
        .get(`/api/admin/users?${q({ sort: ['username', 'DESC'], range: [0, 0] })}`)
        .set('Cookie', superCookie)
        .expect(200);
      expect(page.body.map((u: { id: string }) => u.id)).toEqual([superAdmin.id]);
      expect(page.headers['content-range']).toMatch(/^users 0-0\/\d+$/);

      const supers = await request(t.server)
        .get(`/api/admin/users?${q({ filter: { role: 'super_admin' } })}`)
        .set('Cookie', superCookie);
      expect(supers.body.map((u: { role: string }) => u.role)).toEqual(supers.body.map(() => 'super_admin'));
      expect(supers.body.map((u: { id: string }) => u.id)).toContain(superAdmin.id);

      const byName = await request(t.server)
        .get(`/api/admin/users?${q({ sort: ['fullName', 'ASC'] })}`)
        .set('Cookie', superCookie)
        .expect(200);
      const names = byName.body.map((u: { fullName: string }) => u.fullName);
      expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
      const newest = await request(t.server)
        .get(`/api/admin/users?${q({ sort: ['createdAt', 'DESC'] })}`)
        .set('Cookie', superCookie)
        .expect(200);
      const times = newest.body.map((u: { createdAt: string }) => u.createdAt);
      expect(times).toEqual([...times].sort().reverse());

      const search = await request(t.server)
        .get(`/api/admin/users?${q({ filter: { q: 'BOB ADM' } })}`)
        .set('Cookie', superCookie);
      expect(search.body.map((u: { id: string }) => u.id)).toEqual([admin.id]);
    });

    it('lists investors for Role Management with ?role=investor or filter {role:"investor"}', async () => {
      const byParam = await request(t.server).get('/api/admin/users?role=investor').set('Cookie', superCookie).expect(200);
      expect(byParam.body.map((u: { id: string }) => u.id)).toEqual([investor.id]);
      const byFilter = await request(t.server)
        .get(`/api/admin/users?${q({ filter: { role: 'investor' } })}`)
        .set('Cookie', superCookie)
        .expect(200);
      expect(byFilter.body).toEqual(byParam.body);
    });

    it('refuses an unknown role', async () => {
      await request(t.server).get('/api/admin/users?role=owner').set('Cookie', superCookie).expect(400);
      const res = await request(t.server)
        .get(`/api/admin/users?${q({ filter: { role: 'owner' } })}`)
        .set('Cookie', superCookie)
        .expect(400);
      expect(res.body.message).toBe('Invalid filter: role must be one of: super_admin, admin, investor');
    });
  });

  describe('POST /api/admin/users/create', () => {
    it('answers 401 without a session', async () => {
      await request(t.server).post('/api/admin/users/create').send(valid('anon')).expect(401);
    });

    it('answers 403 to an investor', async () => {
      await create(investorCookie, valid('inv')).expect(403);
    });

    it('creates an active admin without a forced change, audits it and answers the admin user', async () => {
      const res = await create(adminCookie, valid('one')).expect(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        fullName: 'New Admin one',
        email: 'new.admin.one@example.com',
        username: 'new_admin_one',
        role: 'admin',
        status: 'active',
        createdAt: expect.any(String),
      });
      const [row] = await t.dataSource.query(`SELECT status, role, must_change_password, password_hash, email FROM users WHERE id = $1`, [
        res.body.id,
      ]);
      expect(row).toMatchObject({ status: 'active', role: 'admin', must_change_password: false, email: 'new.admin.one@example.com' });
      expect(await verifyPassword(row.password_hash, NEW_PASSWORD)).toBe(true);

      const audit = await t.dataSource.query(`SELECT user_id, user_role, action_details FROM audit_logs WHERE action = 'USER_CREATED'`);
      expect(audit).toEqual([
        { user_id: admin.id, user_role: 'admin', action_details: 'Admin user new_admin_one (admin) created directly by plain_admin' },
      ]);

      const created = await sessionFor(t, { id: res.body.id });
      await request(t.server).get('/api/admin/users').set('Cookie', created).expect(200);
    });

    it('lets only a super admin create a super admin', async () => {
      const refused = await create(adminCookie, valid('sa1', 'super_admin')).expect(403);
      expect(refused.body.message).toBe(MESSAGES.superAdminCreateOnly);
      const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE username = 'new_admin_sa1'`);
      expect(n).toBe(0);
      const res = await create(superCookie, valid('sa2', 'super_admin')).expect(201);
      expect(res.body.role).toBe('super_admin');
    });

    it.each([
      ['a malformed email', { email: 'not-an-email' }, MESSAGES.invalidEmail],
      ['a missing email', { email: undefined }, MESSAGES.invalidEmail],
      ['a blank full name', { fullName: '   ' }, MESSAGES.fullNameRequired],
      ['a missing full name', { fullName: undefined }, MESSAGES.fullNameRequired],
      ['a two-character username', { username: 'ab' }, MESSAGES.usernameTooShort],
      ['a missing username', { username: undefined }, MESSAGES.usernameTooShort],
      ['a seven-character password', { password: 'Abc#123' }, MESSAGES.passwordTooShort8],
      ['a missing password', { password: undefined }, MESSAGES.passwordTooShort8],
      ['the investor role', { role: 'investor' }, 'Role must be admin or super_admin'],
      ['a missing role', { role: undefined }, 'Role must be admin or super_admin'],
    ])('refuses %s with its message', async (_case, override, message) => {
      const res = await create(superCookie, { ...valid('bad'), ...override }).expect(400);
      expect(res.body.message).toBe(message);
    });

    it('refuses an unknown field such as mustChangePassword', async () => {
      await create(superCookie, { ...valid('extra'), mustChangePassword: 'true' }).expect(400);
    });

    it('answers 409 for a username or e-mail already taken, in any case', async () => {
      const username = await create(superCookie, { ...valid('dup1'), username: 'PLAIN_ADMIN' }).expect(409);
      expect(username.body.message).toBe(MESSAGES.usernameTaken);
      const email = await create(superCookie, { ...valid('dup2'), email: admin.email.toUpperCase() }).expect(409);
      expect(email.body.message).toBe(MESSAGES.emailTaken);
    });

    it('creates one user when the same username races, answering 409 (never 500) to the rest', async () => {
      const calls = Array.from({ length: 5 }, (_, i) => create(superCookie, { ...valid(`race${i}`), username: 'racing_admin' }));
      const statuses = (await Promise.all(calls)).map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409]);
      const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE username = 'racing_admin'`);
      expect(n).toBe(1);
    });

    it('never writes the password into an audit row or a log line', async () => {
      const audit = JSON.stringify(await t.dataSource.query('SELECT * FROM audit_logs'));
      expect(audit).not.toContain(NEW_PASSWORD);
      expect(t.logs.join('\n')).not.toContain(NEW_PASSWORD);
    });
  });
});
