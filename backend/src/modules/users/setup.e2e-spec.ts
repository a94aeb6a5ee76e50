import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createTestApp, type TestApp } from '../../../test/test-app.js';

describe('first-run setup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports setup as required on an empty database', async () => {
    await request(t.server).get('/api/admin/setup-required').expect(200, { setupRequired: true });
  });

  it('asks for every field', async () => {
    const res = await request(t.server).post('/api/admin/setup').send({ fullName: 'A', email: 'a@example.com', username: 'a' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please fill in all fields');
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
