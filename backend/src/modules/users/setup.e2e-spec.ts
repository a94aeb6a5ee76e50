import { describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { MESSAGES } from '@fund/contracts';

import { createTestApp, createUser, useTestApp, type TestApp } from '../../../test/test-app.js';

describe('first-run setup', () => {
  const t = useTestApp();

  it('reports setup as required on an empty database, without asking for a setup token outside production', async () => {
    await request(t.server).get('/api/admin/setup-required').expect(200, { setupRequired: true });
    expect(t.logs.join('')).not.toMatch(/setup token/i);
  });

  it('asks for every field', async () => {
    const res = await request(t.server).post('/api/admin/setup').send({ fullName: 'A', email: 'a@example.com', username: 'abc' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please fill in all fields');
  });

  it('names the username or e-mail another user holds (any case), as every account creation does', async () => {
    const admin = await createUser(t, { role: 'admin', username: 'keeper', email: 'keeper@example.com' });
    const body = { fullName: 'Owner', email: 'owner@example.com', username: 'owner', password: 'Secret123!' };
    const username = await request(t.server)
      .post('/api/admin/setup')
      .send({ ...body, username: 'KEEPER' });
    expect([username.status, username.body.message]).toEqual([409, MESSAGES.usernameTaken]);
    const email = await request(t.server)
      .post('/api/admin/setup')
      .send({ ...body, email: 'Keeper@Example.com' });
    expect([email.status, email.body.message]).toEqual([409, MESSAGES.emailTaken]);
    await t.dataSource.query('DELETE FROM users WHERE id = $1', [admin.id]);
  });

  it('creates exactly one super admin when ten calls race, and answers 409 afterwards', async () => {
    const calls = Array.from({ length: 10 }, (_, i) =>
      request(t.server)
        .post('/api/admin/setup')
        .send({ fullName: `Admin ${i}`, email: `admin${i}@example.com`, username: `admin${i}`, password: 'Secret123!' }),
    );
    const statuses = (await Promise.all(calls)).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const rows = await t.dataSource.query(`SELECT role, status, must_change_password FROM users`);
    expect(rows).toEqual([{ role: 'super_admin', status: 'active', must_change_password: false }]);
    await request(t.server).get('/api/admin/setup-required').expect(200, { setupRequired: false });

    const again = await request(t.server)
      .post('/api/admin/setup')
      .send({ fullName: 'Late', email: 'late@example.com', username: 'late', password: 'Secret123!' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Setup has already been completed');
  });

  it('stores an argon2id hash, never the password, and audits the creation', async () => {
    const [user] = await t.dataSource.query(`SELECT password_hash FROM users`);
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    const audit = await t.dataSource.query(`SELECT action, user_role, action_details FROM audit_logs`);
    expect(audit).toEqual([{ action: 'USER_CREATED', user_role: 'super_admin', action_details: 'First super admin created by setup' }]);
  });
});

const ADMIN = { fullName: 'First Owner', email: 'owner@example.com', username: 'owner', password: 'Secret123!' };
const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-production-session-secret-of-40-chars!!',
  APP_ORIGIN: 'https://fund.example.com',
  SMTP_URL: 'smtp://127.0.0.1:1',
};

describe('first-run setup when NODE_ENV=production: the setup token', () => {
  const t = useTestApp(PRODUCTION);
  let token: string;

  const tokenLines = (app: TestApp) => app.logs.filter((line) => /setup token/i.test(line));
  const setup = (body: Record<string, unknown>) => request(t.server).post('/api/admin/setup').send(body);
  const users = () => t.dataSource.query(`SELECT username, role FROM users`);

  it('prints the token in the server log once, in one line, and says setup needs it', async () => {
    const lines = tokenLines(t);
    expect(lines).toHaveLength(1);
    const match = /First-run setup token: (\S+) /.exec(JSON.parse(lines[0]).msg as string);
    expect(match).not.toBeNull();
    token = match![1];
    expect(token.length).toBeGreaterThanOrEqual(32);
    await request(t.server).get('/api/admin/setup-required').expect(200, { setupRequired: true, setupTokenRequired: true });
    await request(t.server).get('/api/admin/setup-required').expect(200);
    expect(tokenLines(t)).toHaveLength(1);
  });

  it('answers 403 without the token or with a wrong one, and creates nobody', async () => {
    const forbidden = { statusCode: 403, message: 'Invalid or missing setup token: copy it from the server log', error: 'Forbidden' };
    for (const setupToken of [undefined, '', 'wrong', token.slice(0, -1), `${token}x`, token.toUpperCase()]) {
      const res = await setup({ ...ADMIN, setupToken });
      expect({ setupToken, status: res.status, body: res.body }).toEqual({ setupToken, status: 403, body: forbidden });
    }
    const notText = await setup({ ...ADMIN, setupToken: 42 });
    expect(notText.status).toBe(400);
    expect(await users()).toEqual([]);
  });

  it('gives every instance of the deployment the same token', async () => {
    const second = await createTestApp(PRODUCTION, { databaseUrl: t.databaseUrl });
    try {
      expect(tokenLines(second)).toHaveLength(1);
      expect(tokenLines(second)[0]).toContain(token);
    } finally {
      await second.close();
    }
  });

  it('creates the first super admin with the token; then nothing asks for it any more', async () => {
    await setup({ ...ADMIN, setupToken: token }).expect(201);
    expect(await users()).toEqual([{ username: 'owner', role: 'super_admin' }]);
    await request(t.server).get('/api/admin/setup-required').expect(200, { setupRequired: false });
    const again = await setup({ ...ADMIN, username: 'second', email: 'second@example.com', setupToken: token }).expect(409);
    expect(again.body.message).toBe('Setup has already been completed');

    const restarted = await createTestApp(PRODUCTION, { databaseUrl: t.databaseUrl });
    try {
      expect(tokenLines(restarted)).toEqual([]);
    } finally {
      await restarted.close();
    }
  });
});
