import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { listQuery as q } from '../../../test/list-query.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';

describe('react-admin lists (sort, range, filter, Content-Range)', () => {
  const t = useTestApp();
  let investor: string;
  let admin: string;
  beforeAll(async () => {
    investor = await sessionFor(t, await createUser(t, { role: 'investor' }));
    admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
    const actions = ['LOGIN', 'LOGOUT', 'LOGIN', 'LOGIN_FAILED', 'LOGIN'];
    for (const [i, action] of actions.entries()) {
      await t.dataSource.query(
        `INSERT INTO audit_logs (action, action_details, "timestamp") VALUES ($1, $2, now() - make_interval(mins => $3))`,
        [action, `entry ${i}`, 10 - i],
      );
    }
  });

  it('answers the whole list without list parameters', async () => {
    const res = await request(t.server).get('/api/products').set('Cookie', investor).expect(200);
    expect(res.body).toEqual([
      { id: 'ijara', name: 'Ijara Cooperative', type: 'ijara' },
      { id: 'murabaha', name: 'Murabaha Collective', type: 'murabaha' },
      { id: 'musharakah', name: 'Musharakah Alliance', type: 'musharakah' },
    ]);
    expect(res.headers['content-range']).toBe('products 0-2/3');
    expect(res.headers['access-control-expose-headers']).toBe('Content-Range');
  });

  it('answers the requested slice in the requested order', async () => {
    const res = await request(t.server)
      .get(`/api/products?${q({ sort: ['name', 'DESC'], range: [1, 2] })}`)
      .set('Cookie', investor)
      .expect(200);
    expect(res.body.map((p: { id: string }) => p.id)).toEqual(['murabaha', 'ijara']);
    expect(res.headers['content-range']).toBe('products 1-2/3');
  });

  it('filters by whitelisted fields, by id lists and by q', async () => {
    const byType = await request(t.server)
      .get(`/api/products?${q({ filter: { type: 'ijara' } })}`)
      .set('Cookie', investor);
    expect(byType.body).toEqual([{ id: 'ijara', name: 'Ijara Cooperative', type: 'ijara' }]);
    expect(byType.headers['content-range']).toBe('products 0-0/1');

    const byIds = await request(t.server)
      .get(`/api/products?${q({ filter: { id: ['murabaha', 'ijara'] } })}`)
      .set('Cookie', investor);
    expect(byIds.body.map((p: { id: string }) => p.id)).toEqual(['ijara', 'murabaha']);

    const search = await request(t.server)
      .get(`/api/products?${q({ filter: { q: 'ALLIANCE' } })}`)
      .set('Cookie', investor);
    expect(search.body.map((p: { id: string }) => p.id)).toEqual(['musharakah']);

    const none = await request(t.server)
      .get(`/api/products?${q({ filter: { type: 'nothing' } })}`)
      .set('Cookie', investor);
    expect(none.body).toEqual([]);
    expect(none.headers['content-range']).toBe('products */0');
  });

  it('refuses fields that are not whitelisted and malformed parameters with 400', async () => {
    const cases = [
      [q({ sort: ['password', 'ASC'] }), 'Invalid sort: unknown field "password"'],
      [q({ sort: ['name', 'SIDEWAYS'] }), 'Invalid sort: order must be ASC or DESC'],
      [q({ filter: { 'name; DROP TABLE users': 'x' } }), 'Invalid filter: unknown field "name; DROP TABLE users"'],
      [q({ range: [5, 1] }), 'Invalid range: expected [start,end] with 0 <= start <= end'],
      ['range=%5B0%2C', 'Invalid range: must be JSON'],
      ['filter=null', 'Invalid filter: expected a JSON object'],
    ];
    for (const [query, message] of cases) {
      const res = await request(t.server).get(`/api/products?${query}`).set('Cookie', investor);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('serves the audit log newest first with the spec filters and limits', async () => {
    const all = await request(t.server).get('/api/admin/audit-logs').set('Cookie', admin).expect(200);
    expect(all.body.map((r: { actionDetails: string }) => r.actionDetails)).toEqual([
      'entry 4',
      'entry 3',
      'entry 2',
      'entry 1',
      'entry 0',
    ]);
    expect(all.headers['content-range']).toBe('audit-logs 0-4/5');

    const logins = await request(t.server).get('/api/admin/audit-logs?action=LOGIN&limit=50').set('Cookie', admin).expect(200);
    expect(logins.body.map((r: { actionDetails: string }) => r.actionDetails)).toEqual(['entry 4', 'entry 2', 'entry 0']);

    const page = await request(t.server)
      .get(`/api/admin/audit-logs?${q({ range: [0, 1] })}`)
      .set('Cookie', admin)
      .expect(200);
    expect(page.body).toHaveLength(2);
    expect(page.headers['content-range']).toBe('audit-logs 0-1/5');

    const [someone] = await t.dataSource.query(`SELECT id FROM users LIMIT 1`);
    await t.dataSource.query(`UPDATE audit_logs SET user_id = $1 WHERE action_details = 'entry 3'`, [someone.id]);
    const byUser = await request(t.server).get(`/api/admin/audit-logs?userId=${someone.id}`).set('Cookie', admin).expect(200);
    expect(byUser.body.map((r: { actionDetails: string }) => r.actionDetails)).toEqual(['entry 3']);
    const byFilter = await request(t.server)
      .get(`/api/admin/audit-logs?${q({ filter: { userId: someone.id, q: 'ENTRY' } })}`)
      .set('Cookie', admin)
      .expect(200);
    expect(byFilter.body).toHaveLength(1);

    const badAction = await request(t.server).get('/api/admin/audit-logs?action=DROP').set('Cookie', admin);
    expect(badAction.status).toBe(400);
    const badLimit = await request(t.server).get('/api/admin/audit-logs?limit=501').set('Cookie', admin);
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.message).toBe('limit must be a whole number from 1 to 500');
    const unknown = await request(t.server).get('/api/admin/audit-logs?secret=1').set('Cookie', admin);
    expect(unknown.status).toBe(400);
  });
});
