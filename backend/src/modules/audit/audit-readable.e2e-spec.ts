import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import type { User } from '../users/user.entity.js';

// Issue 21 item 9: an audit log people can read. Who by name (the id stays), the user agent as browser
// and system, a name search, a date range and pages, all answered by the server.

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

describe('GET /api/admin/audit-logs, readable (issue 21 item 9)', () => {
  const t = useTestApp();
  let cookie: string;
  let aisha: User;
  let omar: User;

  beforeAll(async () => {
    const admin = await createUser(t, { role: 'admin', fullName: 'Audit Reader' });
    cookie = await sessionFor(t, admin);
    aisha = await createUser(t, { role: 'admin', fullName: 'Aisha Haddad', username: 'aisha.h' });
    omar = await createUser(t, { role: 'investor', fullName: 'Omar Farouk', username: 'omar_f' });
    const insert = (userId: string | null, action: string, at: string, ua: string | null, details: string) =>
      t.dataSource.query(
        `INSERT INTO audit_logs (user_id, user_role, action, action_details, user_agent, "timestamp") VALUES ($1, $2, $3, $4, $5, $6)`,
        [userId, userId === aisha.id ? 'admin' : userId === omar.id ? 'investor' : null, action, details, ua, at],
      );
    await insert(aisha.id, 'LOGIN', '2026-03-01T09:00:00.000Z', CHROME_WINDOWS, 'aisha march');
    await insert(aisha.id, 'PAYOUT_RECORDED', '2026-03-15T12:00:00.000Z', CHROME_WINDOWS, 'aisha payout');
    await insert(omar.id, 'LOGIN', '2026-03-10T08:30:00.000Z', SAFARI_IPHONE, 'omar march');
    await insert(omar.id, 'LOGIN', '2026-04-02T08:30:00.000Z', 'curl/8.4.0', 'omar april');
    await insert(null, 'LOGIN_FAILED', '2026-03-20T10:00:00.000Z', null, 'nobody');
  });

  const list = (filter: Record<string, unknown>, range?: [number, number]) =>
    request(t.server)
      .get('/api/admin/audit-logs')
      .query({ filter: JSON.stringify(filter), ...(range ? { range: JSON.stringify(range) } : {}) })
      .set('Cookie', cookie);
  const details = (body: { actionDetails: string }[]) => body.map((row) => row.actionDetails);

  it('names who did it (the id stays) and reads the user agent as browser and system', async () => {
    // Failed sign-ins from two browsers and curl: each writes its LOGIN_FAILED row with the request's user agent.
    const failAs = (user: User, ua: string) =>
      request(t.server)
        .post('/api/login')
        .set('User-Agent', ua)
        .send({ username: user.username, password: 'not-the-password' })
        .expect(401);
    await failAs(aisha, CHROME_WINDOWS);
    await failAs(omar, SAFARI_IPHONE);
    await failAs(omar, 'curl/8.4.0');
    const rows = (await list({ action: 'LOGIN_FAILED', userId: [aisha.id, omar.id] }).expect(200)).body as Record<string, unknown>[];
    const byAgent = Object.fromEntries(rows.map((row) => [row.userAgent, row]));
    expect(byAgent[CHROME_WINDOWS]).toMatchObject({ userId: aisha.id, userName: 'Aisha Haddad', browser: 'Chrome 131', os: 'Windows 10' });
    expect(byAgent[SAFARI_IPHONE]).toMatchObject({ userId: omar.id, userName: 'Omar Farouk', browser: 'Safari 17', os: 'iOS 17.1' });
    expect(byAgent['curl/8.4.0']).toMatchObject({ userId: omar.id, userName: 'Omar Farouk', browser: null, os: null });
    const nobody = (await list({ action: 'LOGIN_FAILED', userId: null }).expect(200)).body as Record<string, unknown>[];
    expect(nobody.find((row) => row.actionDetails === 'nobody')).toMatchObject({
      userId: null,
      userName: null,
      browser: null,
      os: null,
      userAgent: null,
    });
    // The list filters by what it shows, the new fields too.
    const chrome = (await list({ browser: 'Chrome 131', userName: 'Aisha Haddad' }).expect(200)).body as Record<string, unknown>[];
    expect(chrome.map((row) => row.userAgent)).toEqual([CHROME_WINDOWS]);
  });

  it('finds entries by part of a name or username, whatever the letter case', async () => {
    // The rows seeded above (the failed sign-ins of the first test are today's).
    const seeded = { to: '2026-06-01T00:00:00Z' };
    expect(details((await list({ user: 'aisha', ...seeded }).expect(200)).body).sort()).toEqual(['aisha march', 'aisha payout']);
    expect(details((await list({ user: 'HADDAD', ...seeded }).expect(200)).body).sort()).toEqual(['aisha march', 'aisha payout']);
    expect(details((await list({ user: 'omar_f', ...seeded }).expect(200)).body).sort()).toEqual(['omar april', 'omar march']);
    const none = await list({ user: 'nobody at all' }).expect(200);
    expect(none.body).toEqual([]);
    expect(none.headers['content-range']).toBe('audit-logs */0');
  });

  it('answers a date range: from inclusive, to exclusive, with the total of what matches', async () => {
    const march = await list({ from: '2026-03-01T00:00:00.000Z', to: '2026-04-01T00:00:00.000Z' }).expect(200);
    expect(details(march.body)).toEqual(['nobody', 'aisha payout', 'omar march', 'aisha march']);
    expect(march.headers['content-range']).toBe('audit-logs 0-3/4');
    const fromOnly = await list({ from: '2026-03-15T12:00:00.000Z' }).expect(200);
    expect(details(fromOnly.body)).toEqual(expect.arrayContaining(['omar april', 'nobody', 'aisha payout']));
    expect(details(fromOnly.body)).not.toContain('omar march');
    const both = await list({ user: 'omar', from: '2026-04-01T00:00:00+04:00', to: '2026-05-01T00:00:00Z' }).expect(200);
    expect(details(both.body)).toEqual(['omar april']);
    // A range that ends before it starts matches nothing; bounds an offset takes past year 9999 are still times.
    const backwards = await list({ from: '2026-04-01T00:00:00Z', to: '2026-03-01T00:00:00Z' }).expect(200);
    expect(backwards.body).toEqual([]);
    expect(backwards.headers['content-range']).toBe('audit-logs */0');
    expect((await list({ from: '9999-12-31T23:00:00-05:00' }).expect(200)).body).toEqual([]);
    expect(details((await list({ from: '0001-01-01T00:00:00+01:00', to: '2026-03-02T00:00:00Z' }).expect(200)).body)).toEqual([
      'aisha march',
    ]);
  });

  it('pages: a range answers that slice and the whole total', async () => {
    const march = { from: '2026-03-01T00:00:00.000Z', to: '2026-04-01T00:00:00.000Z' };
    const second = await list(march, [2, 3]).expect(200);
    expect(details(second.body)).toEqual(['omar march', 'aisha march']);
    expect(second.headers['content-range']).toBe('audit-logs 2-3/4');
  });

  it('filters by several actions at once (the money actions)', async () => {
    const res = await list({ action: ['PAYOUT_RECORDED', 'DISTRIBUTION_PAID', 'ENROLLMENT_CREATED'] }).expect(200);
    expect(details(res.body)).toEqual(['aisha payout']);
  });

  it.each([
    [{ from: '2026-13-01T00:00:00Z' }, 'Invalid filter: "from" must be a date and time (ISO 8601)'],
    [{ to: 'yesterday' }, 'Invalid filter: "to" must be a date and time (ISO 8601)'],
    [{ from: ['2026-03-01T00:00:00Z'] }, 'Invalid filter: "from" must be a date and time (ISO 8601)'],
    [{ from: '2026-02-30T00:00:00Z' }, 'Invalid filter: "from" must be a date and time (ISO 8601)'],
    [{ user: 42 }, 'Invalid filter: "user" must be text'],
  ])('refuses %j with 400', async (filter, message) => {
    const res = await list(filter);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });
});
