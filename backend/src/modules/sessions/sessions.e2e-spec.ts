import { describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { latestLoginCode, type Agent } from '../../../test/login.js';
import { createUser, sessionFor, TEST_PASSWORD, useTestApp, type TestApp } from '../../../test/test-app.js';

// Issue 25 item 6: each user sees where they are signed in and ends their other sessions; admins end a
// user's sessions (an admin's only a super admin). Ending is immediate: the session's next request is a 401.

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A real login (password and e-mailed code) from a browser with this user agent and address. */
async function signIn(t: TestApp, username: string, userAgent: string, address: string): Promise<Agent> {
  const agent = request.agent(t.server);
  agent.set('User-Agent', userAgent).set('X-Forwarded-For', address);
  const login = await agent.post('/api/login').send({ username, password: TEST_PASSWORD }).expect(200);
  const [user] = await t.dataSource.query<{ email: string }[]>('SELECT email FROM users WHERE id = $1', [login.body.userId]);
  const otpCode = await latestLoginCode(t, user.email);
  await agent.post('/api/verify-otp').send({ userId: login.body.userId, otpCode }).expect(200);
  return agent;
}

const auditOf = (t: TestApp, userId: string) =>
  t.dataSource.query<{ action: string; action_details: string }[]>(
    `SELECT action, action_details FROM audit_logs WHERE user_id = $1 AND action = 'SESSION_ENDED' ORDER BY timestamp`,
    [userId],
  );

const sessionCount = async (t: TestApp, userId: string) =>
  ((await t.dataSource.query(`SELECT count(*)::int AS n FROM session WHERE sess ->> 'userId' = $1`, [userId])) as { n: number }[])[0].n;

describe('Sessions: where you are signed in', () => {
  const t = useTestApp();

  it('lists both logins of a user, newest first, with the current one flagged and the device read from the user agent', async () => {
    const user = await createUser(t, { role: 'investor' });
    const first = await signIn(t, user.username, CHROME_WINDOWS, '203.0.113.7');
    const second = await signIn(t, user.username, FIREFOX_LINUX, '198.51.100.20');

    const res = await second.get('/api/sessions').expect(200);
    expect(res.body).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{32}$/),
        device: 'Firefox 133 on Linux',
        browser: 'Firefox 133',
        system: 'Linux',
        address: '198.51.100.20',
        startedAt: expect.any(String),
        lastSeenAt: expect.any(String),
        current: true,
      },
      {
        id: expect.stringMatching(/^[0-9a-f]{32}$/),
        device: 'Chrome 131 on Windows 10',
        browser: 'Chrome 131',
        system: 'Windows 10',
        address: '203.0.113.7',
        startedAt: expect.any(String),
        lastSeenAt: expect.any(String),
        current: false,
      },
    ]);
    // Last seen is to the minute, and not before the start's minute.
    const [mine] = res.body as { startedAt: string; lastSeenAt: string }[];
    expect(new Date(mine.lastSeenAt).getUTCSeconds()).toBe(0);
    expect(Date.parse(mine.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(mine.startedAt) - 60_000);
    // The other browser sees the same two, with its own flagged.
    const fromFirst = (await first.get('/api/sessions').expect(200)).body as { id: string; current: boolean }[];
    expect(fromFirst.map((s) => s.current)).toEqual([false, true]);
    expect(fromFirst.map((s) => s.id)).toEqual((res.body as { id: string }[]).map((s) => s.id));
  });

  it('never answers a session id (the cookie secret) anywhere in the list', async () => {
    const user = await createUser(t, { role: 'investor' });
    const agent = await signIn(t, user.username, CHROME_WINDOWS, '203.0.113.7');
    const sids = ((await t.dataSource.query(`SELECT sid FROM session WHERE sess ->> 'userId' = $1`, [user.id])) as { sid: string }[]).map(
      (r) => r.sid,
    );
    const text = (await agent.get('/api/sessions').expect(200)).text;
    for (const sid of sids) expect(text).not.toContain(sid);
  });

  it('shows a session stored before device information as one with no device', async () => {
    const user = await createUser(t, { role: 'investor' });
    const cookie = await sessionFor(t, user);
    const res = await request(t.server).get('/api/sessions').set('Cookie', cookie).expect(200);
    expect(res.body).toEqual([expect.objectContaining({ device: null, browser: null, system: null, address: null, current: true })]);
  });

  it("ends another session: that browser's next request is a 401, and SESSION_ENDED is audited without a session id", async () => {
    const user = await createUser(t, { role: 'investor' });
    const first = await signIn(t, user.username, CHROME_WINDOWS, '203.0.113.7');
    const second = await signIn(t, user.username, FIREFOX_LINUX, '198.51.100.20');
    const list = (await first.get('/api/sessions').expect(200)).body as { id: string; current: boolean }[];
    const other = list.find((s) => !s.current)!;

    await first.delete(`/api/sessions/${other.id}`).expect(200, { message: '1 session ended', ended: 1 });
    await second.get('/api/me').expect(401);
    await first.get('/api/me').expect(200);
    expect(((await first.get('/api/sessions').expect(200)).body as unknown[]).length).toBe(1);

    const audit = await auditOf(t, user.id);
    expect(audit).toEqual([{ action: 'SESSION_ENDED', action_details: `${user.fullName} ended their session on Firefox 133 on Linux` }]);
    const sids = (await t.dataSource.query(`SELECT sid FROM session WHERE sess ->> 'userId' = $1`, [user.id])) as { sid: string }[];
    for (const { sid } of sids) expect(audit[0].action_details).not.toContain(sid);
  });

  it('refuses to end the current session by this route (400) and changes nothing', async () => {
    const user = await createUser(t, { role: 'investor' });
    const agent = await signIn(t, user.username, CHROME_WINDOWS, '203.0.113.7');
    const [current] = (await agent.get('/api/sessions').expect(200)).body as { id: string }[];
    const res = await agent.delete(`/api/sessions/${current.id}`).expect(400);
    expect(res.body.message).toBe('This is the session you are using: sign out to end it');
    await agent.get('/api/me').expect(200);
    expect(await auditOf(t, user.id)).toEqual([]);
  });

  it("answers 404 for someone else's session, an unknown id and a malformed one, and ends nothing", async () => {
    const user = await createUser(t, { role: 'investor' });
    const other = await createUser(t, { role: 'investor' });
    const mine = await signIn(t, user.username, CHROME_WINDOWS, '203.0.113.7');
    const theirs = await signIn(t, other.username, FIREFOX_LINUX, '198.51.100.20');
    const [theirSession] = (await theirs.get('/api/sessions').expect(200)).body as { id: string }[];

    const res = await mine.delete(`/api/sessions/${theirSession.id}`).expect(404);
    expect(res.body.message).toBe('Session not found: it has ended or is not yours');
    await mine.delete(`/api/sessions/${'0'.repeat(32)}`).expect(404);
    await mine.delete('/api/sessions/not-a-session').expect(404);
    await theirs.get('/api/me').expect(200);
    expect(await auditOf(t, user.id)).toEqual([]);
  });

  it('signs out everywhere else: every other session ends, this one stays', async () => {
    const user = await createUser(t, { role: 'investor' });
    const a = await signIn(t, user.username, CHROME_WINDOWS, '203.0.113.7');
    const b = await signIn(t, user.username, FIREFOX_LINUX, '198.51.100.20');
    const c = await signIn(t, user.username, FIREFOX_LINUX, '198.51.100.21');

    await c.post('/api/sessions/end-others').expect(200, { message: '2 sessions ended', ended: 2 });
    await a.get('/api/me').expect(401);
    await b.get('/api/me').expect(401);
    await c.get('/api/me').expect(200);
    await c.post('/api/sessions/end-others').expect(200, { message: '0 sessions ended', ended: 0 });
    expect(await auditOf(t, user.id)).toEqual([
      { action: 'SESSION_ENDED', action_details: `${user.fullName} ended 2 sessions of their own (every one but the current)` },
    ]);
  });

  it('answers 401 without a session', async () => {
    await request(t.server).get('/api/sessions').expect(401);
    await request(t.server).post('/api/sessions/end-others').expect(401);
  });
});

describe("Sessions: an admin ends a user's sessions", () => {
  const t = useTestApp();

  it("lists and ends an investor's sessions; the investor's next request is a 401 and the admin's row is audited", async () => {
    const admin = await createUser(t, { role: 'admin' });
    const adminCookie = await sessionFor(t, admin);
    const investor = await createUser(t, { role: 'investor' });
    const a = await signIn(t, investor.username, CHROME_WINDOWS, '203.0.113.7');
    const b = await signIn(t, investor.username, FIREFOX_LINUX, '198.51.100.20');

    const list = await request(t.server).get(`/api/admin/users/${investor.id}/sessions`).set('Cookie', adminCookie).expect(200);
    expect((list.body as { device: string; current: boolean }[]).map((s) => [s.device, s.current])).toEqual([
      ['Firefox 133 on Linux', false],
      ['Chrome 131 on Windows 10', false],
    ]);
    await request(t.server)
      .post(`/api/admin/users/${investor.id}/sessions/end`)
      .set('Cookie', adminCookie)
      .expect(200, { message: '2 sessions ended', ended: 2 });
    await a.get('/api/me').expect(401);
    await b.get('/api/me').expect(401);
    expect(await sessionCount(t, investor.id)).toBe(0);
    expect(await auditOf(t, admin.id)).toEqual([
      { action: 'SESSION_ENDED', action_details: `${admin.fullName} ended 2 sessions of ${investor.username} (${investor.id}, investor)` },
    ]);
  });

  it('refuses the admin routes to an investor (403) and ends nothing', async () => {
    const investor = await createUser(t, { role: 'investor' });
    const cookie = await sessionFor(t, investor);
    const other = await createUser(t, { role: 'investor' });
    const otherCookie = await sessionFor(t, other);
    await request(t.server).get(`/api/admin/users/${other.id}/sessions`).set('Cookie', cookie).expect(403);
    await request(t.server).post(`/api/admin/users/${other.id}/sessions/end`).set('Cookie', cookie).expect(403);
    await request(t.server).get('/api/me').set('Cookie', otherCookie).expect(200);
  });

  it("refuses a plain admin another admin's or a super admin's sessions (403); a super admin ends an admin's", async () => {
    const admin = await createUser(t, { role: 'admin' });
    const adminCookie = await sessionFor(t, admin);
    const superAdmin = await createUser(t, { role: 'super_admin' });
    const superCookie = await sessionFor(t, superAdmin);
    const colleague = await createUser(t, { role: 'admin' });
    const colleagueCookie = await sessionFor(t, colleague);

    const res = await request(t.server).post(`/api/admin/users/${superAdmin.id}/sessions/end`).set('Cookie', adminCookie).expect(403);
    expect(res.body.message).toBe("Only a super admin can see or end an admin's sessions");
    await request(t.server).post(`/api/admin/users/${colleague.id}/sessions/end`).set('Cookie', adminCookie).expect(403);
    await request(t.server).get(`/api/admin/users/${superAdmin.id}/sessions`).set('Cookie', adminCookie).expect(403);
    await request(t.server).get('/api/me').set('Cookie', superCookie).expect(200);
    await request(t.server).get('/api/me').set('Cookie', colleagueCookie).expect(200);
    expect(await auditOf(t, admin.id)).toEqual([]);

    await request(t.server).post(`/api/admin/users/${colleague.id}/sessions/end`).set('Cookie', superCookie).expect(200);
    await request(t.server).get('/api/me').set('Cookie', colleagueCookie).expect(401);
  });

  it("never ends the caller's own current session this way", async () => {
    const admin = await createUser(t, { role: 'admin' });
    const agent = await signIn(t, admin.username, CHROME_WINDOWS, '203.0.113.7');
    const other = await signIn(t, admin.username, FIREFOX_LINUX, '198.51.100.20');
    await agent.post(`/api/admin/users/${admin.id}/sessions/end`).expect(200, { message: '1 session ended', ended: 1 });
    await agent.get('/api/me').expect(200);
    await other.get('/api/me').expect(401);
  });

  it('answers 404 for an unknown user', async () => {
    const adminCookie = await sessionFor(t, await createUser(t, { role: 'admin' }));
    await request(t.server)
      .post('/api/admin/users/00000000-0000-4000-8000-000000000000/sessions/end')
      .set('Cookie', adminCookie)
      .expect(404);
  });
});
