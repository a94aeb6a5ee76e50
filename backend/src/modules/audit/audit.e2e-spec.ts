import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';

describe('GET /api/admin/audit-logs?limit=N', () => {
  const t = useTestApp();
  let admin: string;
  beforeAll(async () => {
    admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
    // 600 rows, so limits up to 500 are all visible in the answer's length.
    await t.dataSource.query(
      `INSERT INTO audit_logs (action, action_details, "timestamp")
       SELECT 'LOGIN', 'entry ' || n, now() - make_interval(secs => n) FROM generate_series(1, 600) AS n`,
    );
  });

  const list = (query: string) => request(t.server).get(`/api/admin/audit-logs${query}`).set('Cookie', admin);

  it.each([1, 7, 50, 100, 499, 500])('limit=%i answers that many of the newest entries', async (limit) => {
    const res = await list(`?limit=${limit}`).expect(200);
    expect(res.body).toHaveLength(limit);
    expect(res.body[0].actionDetails).toBe('entry 1');
    expect(res.headers['content-range']).toMatch(new RegExp(`^audit-logs 0-${limit - 1}/\\d+$`));
  });

  it('answers the default 100 without a limit', async () => {
    const res = await list('').expect(200);
    expect(res.body).toHaveLength(100);
  });

  it.each(['0', '501', '-1', '2.5', '1e2', 'ten', ''])('refuses limit=%s with 400', async (limit) => {
    const res = await list(`?limit=${limit}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'limit must be a whole number from 1 to 500' });
  });
});
