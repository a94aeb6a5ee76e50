import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import type { User } from '../users/user.entity.js';

const RECEIVED = { message: 'If the username exists, your request has been sent to the administrators.' };

describe('password reset requests (public) and their admin list', () => {
  const t = useTestApp();
  let adminCookie: string;
  beforeAll(async () => {
    adminCookie = await sessionFor(t, await createUser(t, { role: 'admin' }));
  });

  const ask = (body: Record<string, unknown>, ip = '192.0.2.10') =>
    request(t.server).post('/api/request-password-reset').set('X-Forwarded-For', ip).send(body);
  const requestsOf = (user: Pick<User, 'id'>) =>
    t.dataSource.query(`SELECT status, requested_by FROM password_reset_requests WHERE user_id = $1`, [user.id]);
  const allRequests = async () => (await t.dataSource.query(`SELECT count(*)::int AS n FROM password_reset_requests`))[0].n as number;

  it('answers known and unknown usernames identically and stores a pending request, with the requester IP, only for the known one', async () => {
    const investor = await createUser(t, { username: 'Maryam.Investor' });
    const before = await allRequests();
    const unknown = await ask({ username: 'nobody_here' });
    const known = await ask({ username: ' maryam.INVESTOR ' }, '192.0.2.44');
    for (const res of [unknown, known]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual(RECEIVED);
      expect(Object.keys(res.headers).sort()).toEqual(Object.keys(known.headers).sort());
    }
    expect(await allRequests()).toBe(before + 1);
    expect(await requestsOf(investor)).toEqual([{ status: 'pending', requested_by: '192.0.2.44' }]);
    const list = await request(t.server).get('/api/admin/password-reset-requests').set('Cookie', adminCookie).expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({ userId: investor.id, userName: 'Maryam.Investor', status: 'pending', requestedBy: '192.0.2.44' }),
    ]);
  });

  it('keeps one pending request per user: asking again changes nothing and answers the same', async () => {
    const investor = await createUser(t);
    const answers = await Promise.all([
      ask({ username: investor.username }),
      ask({ username: investor.username }),
      ask({ username: investor.username }),
    ]);
    expect(answers.map((r) => [r.status, r.body])).toEqual(Array(3).fill([200, RECEIVED]));
    await ask({ username: investor.username.toUpperCase() }).expect(200, RECEIVED);
    expect(await requestsOf(investor)).toHaveLength(1);
  });

  it('stores nothing for a disabled user and answers the same', async () => {
    const disabled = await createUser(t, { status: 'disabled' });
    await ask({ username: disabled.username }).expect(200, RECEIVED);
    expect(await requestsOf(disabled)).toEqual([]);
  });

  it('asks for a username', async () => {
    for (const body of [{}, { username: '' }, { username: '   ' }, { username: 7 }]) {
      const res = await ask(body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message: 'Please enter your username' });
    }
    const extra = await ask({ username: 'someone', email: 'x@example.com' });
    expect(extra.status).toBe(400);
  });

  it('sends no e-mail, so a flood of requests sends nothing', async () => {
    const investor = await createUser(t);
    for (let i = 0; i < 5; i++) await ask({ username: investor.username }, `192.0.2.${100 + i}`).expect(200);
    expect(await t.outbox()).toEqual([]);
  });

  it('answers 401 without a session and 403 to an investor on the admin list', async () => {
    await request(t.server).get('/api/admin/password-reset-requests').expect(401);
    const investor = await sessionFor(t, await createUser(t, { role: 'investor' }));
    await request(t.server).get('/api/admin/password-reset-requests').set('Cookie', investor).expect(403);
  });
});

describe('the admin list of password reset requests', () => {
  const t = useTestApp();
  let adminCookie: string;
  let resolver: User;
  beforeAll(async () => {
    resolver = await createUser(t, { role: 'admin', fullName: 'Resolving Admin' });
    adminCookie = await sessionFor(t, await createUser(t, { role: 'admin' }));
  });

  /** A request made `createdMinutesAgo`, resolved `resolvedMinutesAgo` when given. */
  const seed = async (user: User, createdMinutesAgo: number, resolvedMinutesAgo?: number) => {
    const resolved = resolvedMinutesAgo !== undefined;
    const [row] = await t.dataSource.query(
      `INSERT INTO password_reset_requests (user_id, requested_by, status, created_at, resolved_at, resolved_by, notes)
       VALUES ($1, '192.0.2.1', $2, now() - make_interval(mins => $3), CASE WHEN $4::int IS NULL THEN NULL ELSE now() - make_interval(mins => $4::int) END, $5, $6)
       RETURNING id`,
      [
        user.id,
        resolved ? 'resolved' : 'pending',
        createdMinutesAgo,
        resolvedMinutesAgo ?? null,
        resolved ? resolver.id : null,
        resolved ? `note ${resolvedMinutesAgo}` : null,
      ],
    );
    return row.id as string;
  };

  it('lists pending requests oldest first, then the 10 most recently resolved newest first, with who they are for', async () => {
    const newer = await seed(await createUser(t, { fullName: 'Newer Pending' }), 5);
    const older = await seed(await createUser(t, { fullName: 'Older Pending', role: 'admin' }), 50);
    const resolved: string[] = [];
    for (let i = 1; i <= 12; i++) resolved.push(await seed(await createUser(t), 1000, i * 10));

    const res = await request(t.server).get('/api/admin/password-reset-requests').set('Cookie', adminCookie).expect(200);
    expect(res.body.map((r: { id: string }) => r.id)).toEqual([older, newer, ...resolved.slice(0, 10)]);
    expect(res.headers['content-range']).toBe('password-reset-requests 0-11/12');

    const [olderUser] = await t.dataSource.query(
      `SELECT u.* FROM users u JOIN password_reset_requests r ON r.user_id = u.id WHERE r.id = $1`,
      [older],
    );
    expect(res.body[0]).toEqual({
      id: older,
      userId: olderUser.id,
      status: 'pending',
      createdAt: expect.any(String),
      resolvedAt: null,
      resolvedBy: null,
      resolvedByName: null,
      notes: null,
      requestedBy: '192.0.2.1',
      userFullName: 'Older Pending',
      userEmail: olderUser.email,
      userName: olderUser.username,
      userRole: 'admin',
    });
    // Issue 21 item 11: who resolved it, by name.
    expect(res.body[2]).toMatchObject({
      status: 'resolved',
      resolvedBy: resolver.id,
      resolvedByName: 'Resolving Admin',
      notes: 'note 10',
      resolvedAt: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toContain('argon2');

    const pendingOnly = await request(t.server)
      .get(`/api/admin/password-reset-requests?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`)
      .set('Cookie', adminCookie)
      .expect(200);
    expect(pendingOnly.body.map((r: { id: string }) => r.id)).toEqual([older, newer]);
    const search = await request(t.server)
      .get(`/api/admin/password-reset-requests?filter=${encodeURIComponent(JSON.stringify({ q: 'newer' }))}`)
      .set('Cookie', adminCookie)
      .expect(200);
    expect(search.body.map((r: { id: string }) => r.id)).toEqual([newer]);
  });
});

describe('password reset requests: rate limit', () => {
  const t = useTestApp({ RATE_LIMIT_FACTOR: '1' });

  const ask = (username: string, ip: string) =>
    request(t.server).post('/api/request-password-reset').set('X-Forwarded-For', ip).send({ username });

  it('counts no username on its own: requests for a name from other addresses never hold its owner back', async () => {
    // No counter per name alone (anyone could fill it); a request is idempotent (one pending per user).
    const user = await createUser(t);
    for (let i = 0; i < 8; i++) expect((await ask(user.username, `198.51.100.${i}`)).status).toBe(200);
    const own = await ask(user.username.toUpperCase(), '198.51.100.99');
    expect(own.status).toBe(200);
    expect(own.body).toEqual(RECEIVED);
    const pending = await t.dataSource.query(`SELECT 1 FROM password_reset_requests WHERE user_id = $1 AND status = 'pending'`, [user.id]);
    expect(pending).toHaveLength(1);
  });

  it('answers 429 past the limit per address, whatever the username', async () => {
    for (let i = 0; i < 5; i++) expect((await ask(`someone_${i}`, '203.0.113.9')).status).toBe(200);
    expect((await ask('someone_else', '203.0.113.9')).status).toBe(429);
    expect((await ask('someone_else', '203.0.113.10')).status).toBe(200);
  });
});
