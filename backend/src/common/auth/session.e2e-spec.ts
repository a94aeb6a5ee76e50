import { afterEach, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';

import { latestLoginCode, sessionIdOf } from '../../../test/login.js';
import { stderrDuring } from '../../../test/stderr.js';
import { createUser, sessionFor, TEST_PASSWORD, useTestApp } from '../../../test/test-app.js';

// The session store as a client lives with it: the 30-minute idle rule, an expiry written at most
// once a minute, one read per request, and a database that fails under a signed-in user.

const serviceUnavailable = {
  statusCode: 503,
  message: 'The service is temporarily unavailable. Please try again.',
  error: 'Service Unavailable',
  requestId: expect.any(String),
};

describe('sessions', () => {
  const t = useTestApp();
  afterEach(async () => {
    await t.dataSource.query('DROP TRIGGER IF EXISTS session_write_fails ON session');
  });

  const sidOf = (cookie: string) => decodeURIComponent(cookie.slice('sid='.length)).slice(2).split('.')[0];
  const sessionRows = (cookie: string) => t.dataSource.query('SELECT sid FROM session WHERE sid = $1', [sidOf(cookie)]);
  /** Stores the expiry as if the session had last been written `minutesAgo` minutes ago. */
  const lastWritten = (cookie: string, minutesAgo: number) =>
    t.dataSource.query(`UPDATE session SET expire = now() + make_interval(secs => $2) WHERE sid = $1`, [
      sidOf(cookie),
      (30 - minutesAgo) * 60,
    ]);
  const storedExpiry = async (cookie: string) =>
    (await t.dataSource.query<{ expire: string }[]>(`SELECT expire::text AS expire FROM session WHERE sid = $1`, [sidOf(cookie)]))[0]
      .expire;

  /** Makes every INSERT or UPDATE of a session row fail, as a store that cannot write would (reads still work). */
  const failSessionWrites = () =>
    t.dataSource.query(`
      CREATE OR REPLACE FUNCTION fail_session_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'session store refuses writes'; END $$;
      CREATE TRIGGER session_write_fails BEFORE INSERT OR UPDATE ON session FOR EACH ROW EXECUTE FUNCTION fail_session_write();
    `);

  it('keeps a session idle 29 minutes and ends one idle 31 minutes', async () => {
    const user = await createUser(t);
    const alive = await sessionFor(t, user);
    await lastWritten(alive, 29);
    await request(t.server).get('/api/me').set('Cookie', alive).expect(200);

    const gone = await sessionFor(t, user);
    await lastWritten(gone, 31);
    await request(t.server).get('/api/me').set('Cookie', gone).expect(401);
  });

  it('writes the expiry at most once a minute, and renews the 30 minutes when the last write is older', async () => {
    const cookie = await sessionFor(t, await createUser(t));
    await lastWritten(cookie, 0.5);
    const written = await storedExpiry(cookie);
    for (let i = 0; i < 3; i++) {
      const res = await request(t.server).get('/api/me').set('Cookie', cookie).expect(200);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await storedExpiry(cookie)).toBe(written);

    await lastWritten(cookie, 2);
    await request(t.server).get('/api/me').set('Cookie', cookie).expect(200);
    // The renewal is written beside the answer, not before it: it lands within moments.
    const renewedWithin = async (ms: number): Promise<boolean> => {
      for (const until = Date.now() + ms; ; await new Promise((r) => setTimeout(r, 20))) {
        const [{ renewed }] = await t.dataSource.query(
          `SELECT expire > now() + interval '29 minutes 50 seconds' AS renewed FROM session WHERE sid = $1`,
          [sidOf(cookie)],
        );
        if (renewed || Date.now() > until) return renewed as boolean;
      }
    };
    expect(await renewedWithin(2000)).toBe(true);
  });

  it('sets the cookie at the login only, for the 12-hour absolute life; the server ends it after 30 idle minutes', async () => {
    const user = await createUser(t);
    const agent = request.agent(t.server);
    await agent.post('/api/login').send({ username: user.username, password: TEST_PASSWORD }).expect(200);
    const verified = await agent
      .post('/api/verify-otp')
      .send({ userId: user.id, otpCode: await latestLoginCode(t, user.email) })
      .expect(200);
    const setCookie = (verified.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('sid='))!;
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    const expires = new Date(/Expires=([^;]+)/.exec(setCookie)![1]).getTime();
    expect(expires - Date.now()).toBeGreaterThan(12 * 3600_000 - 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(12 * 3600_000);

    const me = await agent.get('/api/me').expect(200);
    expect(me.headers['set-cookie']).toBeUndefined();
    const sid = sessionIdOf(verified)!;
    await t.dataSource.query(`UPDATE session SET expire = now() - interval '1 second' WHERE sid = $1`, [sid]);
    await agent.get('/api/me').expect(401);
  });

  it('reads the session and the caller in one statement: GET /api/me takes that one alone, and answers the user as they are now', async () => {
    const user = await createUser(t);
    const cookie = await sessionFor(t, user);
    await request(t.server).get('/api/me').set('Cookie', cookie).expect(200);
    await t.dataSource.query(
      `UPDATE users SET full_name = 'Renamed Meanwhile', profile_photo_url = '/api/objects/profile-photo/x.png' WHERE id = $1`,
      [user.id],
    );
    const pool = (t.dataSource.driver as unknown as { master: { Client: { prototype: pg.Client } } }).master;
    const statements: string[] = [];
    const query = pool.Client.prototype.query;
    pool.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
      statements.push(String(text));
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    let me: request.Response;
    try {
      me = await request(t.server).get('/api/me').set('Cookie', cookie).expect(200);
    } finally {
      pool.Client.prototype.query = query;
    }
    expect(statements).toHaveLength(1);
    expect(me.body).toMatchObject({ id: user.id, fullName: 'Renamed Meanwhile', profilePhotoUrl: '/api/objects/profile-photo/x.png' });
  });

  it('answers 503 when the session read fails on a killed connection, and the session survives', async () => {
    const cookie = await sessionFor(t, await createUser(t));
    // The app's read of the session waits behind this lock; its connection is then terminated.
    const holder = new pg.Client({ connectionString: t.databaseUrl });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE session IN ACCESS EXCLUSIVE MODE');
    const answer = request(t.server)
      .get('/api/me')
      .set('Cookie', cookie)
      .then((res) => res);
    let waiting: { pid: number }[] = [];
    while (waiting.length === 0) {
      waiting = (
        await holder.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'`,
        )
      ).rows;
    }
    for (const { pid } of waiting) await holder.query('SELECT pg_terminate_backend($1)', [pid]);
    await holder.query('ROLLBACK');
    await holder.end();

    const res = await answer;
    expect(res.status).toBe(503);
    expect(res.body).toEqual(serviceUnavailable);
    expect(await sessionRows(cookie)).toHaveLength(1);
    await request(t.server).get('/api/me').set('Cookie', cookie).expect(200);
  });

  it('answers 503 when the login cannot write its session, and nothing is half done', async () => {
    const user = await createUser(t);
    await failSessionWrites();
    const res = await request(t.server).post('/api/login').send({ username: user.username, password: TEST_PASSWORD });
    expect(res.status).toBe(503);
    expect(res.body).toEqual(serviceUnavailable);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('never breaks an answered request when the expiry write fails: the answer is whole, the session lives on, the log says why', async () => {
    const cookie = await sessionFor(t, await createUser(t, { fullName: 'Amina Rahman' }));
    await lastWritten(cookie, 5);
    await failSessionWrites();
    let res: request.Response | undefined;
    const stderr = await stderrDuring(async () => {
      res = await request(t.server).get('/api/me').set('Cookie', cookie);
    });
    expect(res!.status).toBe(200);
    expect(res!.body.fullName).toBe('Amina Rahman');
    expect(stderr).toBe('');
    const requestId = res!.headers['x-request-id'];
    // The expiry is written beside the answer, not before it: wait for its log line.
    const logged = () => t.logs.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'session expiry not written');
    for (let i = 0; i < 250 && !logged(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    const line = logged();
    expect(line).toMatchObject({ level: 50, requestId });

    await t.dataSource.query('DROP TRIGGER session_write_fails ON session');
    expect(await sessionRows(cookie)).toHaveLength(1);
    await request(t.server).get('/api/me').set('Cookie', cookie).expect(200);
  });
});
