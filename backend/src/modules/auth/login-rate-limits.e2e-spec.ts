import { describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { latestLoginCode } from '../../../test/login.js';
import { createUser, TEST_PASSWORD, useTestApp } from '../../../test/test-app.js';

// The policies of common/rate-limit/rate-limits.ts at RATE_LIMIT_FACTOR 1:
//   login       10 requests per 15 minutes per client address;
//               5 failures per 15 minutes per (account, address); 30 failures per 5 minutes per account.
//   verify-otp  20 requests per 15 minutes per client address;
//               10 failures per 15 minutes per (account, address); per account from unrecognised devices,
//               10 failures a day close the code step for 24 hours (code-guessing.e2e-spec.ts).
// Client addresses: IPv4 (and IPv4-mapped IPv6) as the address, other IPv6 by /64.
// The app trusts the loopback proxy (TRUST_PROXY=loopback) and supertest connects from loopback, so
// X-Forwarded-For sets each request's client address.

const tooMany = { statusCode: 429, message: 'Too many requests. Please wait a moment and try again.', error: 'Too Many Requests' };
const invalidCredentials = { statusCode: 401, message: 'Invalid credentials', error: 'Unauthorized' };
const from = (ip: string) => ({ 'X-Forwarded-For': ip });

describe('rate limits on the two login steps', () => {
  const t = useTestApp({ RATE_LIMIT_FACTOR: '1', TRUST_PROXY: 'loopback' });

  const login = (ip: string, username: string, password: string) =>
    request(t.server).post('/api/login').set(from(ip)).send({ username, password });

  /** Both steps from one address; answers the verify-otp response. */
  async function fullLogin(ip: string, username: string, email: string) {
    const agent = request.agent(t.server);
    const step1 = await agent.post('/api/login').set(from(ip)).send({ username, password: TEST_PASSWORD }).expect(200);
    const otpCode = await latestLoginCode(t, email);
    return agent.post('/api/verify-otp').set(from(ip)).send({ userId: step1.body.userId, otpCode });
  }

  it('a flood of wrong passwords from one address does not stop the real user logging in from another', async () => {
    const user = await createUser(t, { role: 'super_admin' });
    const answers: number[] = [];
    for (let i = 0; i < 15; i++) answers.push((await login('198.51.100.1', user.username, `wrong-${i}`)).status);
    expect(answers).toEqual([...Array(5).fill(401), ...Array(10).fill(429)]);
    // That address is done with this account, even with the right password...
    const blocked = await login('198.51.100.1', user.username, TEST_PASSWORD).expect(429);
    expect(blocked.body).toEqual(tooMany);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // ...but the real user, elsewhere, logs in through both steps.
    const verified = await fullLogin('203.0.113.7', user.username.toUpperCase(), user.email);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ mustChangePassword: 'false', role: 'super_admin', id: user.id });
  });

  it('a right password does not count as a failure', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 4; i++) await login('198.51.100.2', user.username, 'wrong').expect(401);
    for (let i = 0; i < 3; i++) await login('198.51.100.2', user.username, TEST_PASSWORD).expect(200);
    await login('198.51.100.2', user.username, 'wrong').expect(401);
    await login('198.51.100.2', user.username, TEST_PASSWORD).expect(429);
  });

  it('caps failures per account from every address, and says when to come back', async () => {
    const user = await createUser(t);
    for (let a = 0; a < 6; a++) {
      for (let i = 0; i < 5; i++) await login(`192.0.2.${10 + a}`, user.username, 'wrong').expect(401);
    }
    const res = await login('192.0.2.99', user.username, TEST_PASSWORD).expect(429);
    expect(res.body).toEqual(tooMany);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(5 * 60);
    // The cap is that account's alone.
    const other = await createUser(t);
    await login('192.0.2.99', other.username, TEST_PASSWORD).expect(200);
  });

  it('failures spread over many /64s do not hold out a browser that logged in as that user before', async () => {
    const user = await createUser(t, { role: 'super_admin' });
    // The real user logged in once from this browser: it keeps the known-device cookie.
    const browser = request.agent(t.server);
    const first = await browser
      .post('/api/login')
      .set(from('2001:db8:aaaa:1::1'))
      .send({ username: user.username, password: TEST_PASSWORD })
      .expect(200);
    const cookie = (first.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
    expect(cookie.some((c) => c.startsWith('fund_device='))).toBe(false);
    await browser
      .post('/api/verify-otp')
      .set(from('2001:db8:aaaa:1::1'))
      .send({ userId: user.id, otpCode: await latestLoginCode(t, user.email) })
      .expect(200);
    // One IPv6 subscriber (a /56 holds 256 /64s) fills the per-account cap from six /64s.
    for (let a = 0; a < 6; a++) {
      for (let i = 0; i < 5; i++) await login(`2001:db8:bbbb:${a}::1`, user.username, 'wrong').expect(401);
    }
    await login('2001:db8:cccc:1::1', user.username, TEST_PASSWORD).expect(429);
    // The known browser still gets in, from the next address it happens to have.
    const again = await browser
      .post('/api/login')
      .set(from('2001:db8:aaaa:2::1'))
      .send({ username: user.username, password: TEST_PASSWORD });
    expect(again.status).toBe(200);
    // The cookie is bound to the username: it does not lift the cap for another account.
    const other = await createUser(t);
    for (let a = 0; a < 6; a++) {
      for (let i = 0; i < 5; i++) await login(`2001:db8:dddd:${a}::1`, other.username, 'wrong').expect(401);
    }
    await browser
      .post('/api/login')
      .set(from('2001:db8:aaaa:3::1'))
      .send({ username: other.username, password: TEST_PASSWORD })
      .expect(429);
  });

  it('counts an unknown username like a known one, so a 429 does not tell which exist', async () => {
    for (let i = 0; i < 5; i++) await login('198.51.100.3', 'no_such_user', 'wrong').expect(401);
    await login('198.51.100.3', 'No_Such_User', 'wrong').expect(429);
  });

  it('answers the 11th login from one address with 429, also for wrong and unknown usernames, and no e-mail is sent', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 9; i++) {
      const res = await login('198.51.100.20', `guess_${i}`, 'x').expect(401);
      expect(res.body).toEqual(invalidCredentials);
    }
    await login('198.51.100.20', user.username, TEST_PASSWORD).expect(200);
    const mails = (await t.outbox()).length;
    const res = await login('198.51.100.20', user.username, TEST_PASSWORD).expect(429);
    expect(res.body).toEqual(tooMany);
    expect((await t.outbox()).length).toBe(mails);
    await login('198.51.100.21', 'guess_10', 'x').expect(401);
  });

  it('counts IPv6 clients of one /64 as one address, and IPv4-mapped addresses as IPv4', async () => {
    const user = await createUser(t);
    for (const ip of ['2001:db8:1:2::a', '2001:db8:1:2:ffff::b', '2001:db8:1:2:0:0:0:c', '2001:db8:1:2::d', '2001:db8:1:2::e']) {
      await login(ip, user.username, 'wrong').expect(401);
    }
    await login('2001:db8:1:2::f', user.username, TEST_PASSWORD).expect(429);
    await login('2001:db8:1:3::a', user.username, TEST_PASSWORD).expect(200);

    const mapped = await createUser(t);
    for (const ip of ['198.51.100.30', '::ffff:198.51.100.30', '198.51.100.30', '::ffff:c633:641e', '198.51.100.30']) {
      await login(ip, mapped.username, 'wrong').expect(401);
    }
    await login('::ffff:198.51.100.30', mapped.username, TEST_PASSWORD).expect(429);
    await login('198.51.100.31', mapped.username, TEST_PASSWORD).expect(200);
  });

  it('sees one address in every spelling of it: no IP_CHANGE_DETECTED for a non-canonical IPv6 or IPv4-mapped spelling', async () => {
    const user = await createUser(t);
    const changes = async () =>
      (await t.dataSource.query<unknown[]>(`SELECT 1 FROM audit_logs WHERE action = 'IP_CHANGE_DETECTED' AND user_id = $1`, [user.id]))
        .length;
    await fullLogin('2001:db8:77::1', user.username, user.email).then((res) => expect(res.status).toBe(200));
    await fullLogin('2001:0db8:0077:0:0::1', user.username, user.email).then((res) => expect(res.status).toBe(200));
    expect(await changes()).toBe(0);
    // An address stored in another spelling (before addresses were written one way) is the same address.
    await t.dataSource.query(`UPDATE users SET last_login_ip = '2001:0DB8:77:0::0:1' WHERE id = $1`, [user.id]);
    await fullLogin('2001:db8:77::1', user.username, user.email).then((res) => expect(res.status).toBe(200));
    await t.dataSource.query(`UPDATE users SET last_login_ip = '::ffff:192.0.2.140' WHERE id = $1`, [user.id]);
    await fullLogin('192.0.2.140', user.username, user.email).then((res) => expect(res.status).toBe(200));
    expect(await changes()).toBe(0);
    // A different address still is a change.
    await fullLogin('2001:db8:77::2', user.username, user.email).then((res) => expect(res.status).toBe(200));
    expect(await changes()).toBe(1);
  });

  it('shares the per-address request limit across a /64', async () => {
    for (let i = 0; i < 10; i++) await login(`2001:db8:9:9::${i + 1}`, `nobody_${i}`, 'x').expect(401);
    await login('2001:db8:9:9:abcd::1', 'nobody_x', 'x').expect(429);
    await login('2001:db8:9:a::1', 'nobody_x', 'x').expect(401);
  });

  it('a flood of wrong codes from one address does not stop the real user verifying on a known device from another', async () => {
    const user = await createUser(t);
    // The real user signed in on this browser before: it keeps the known-device cookie.
    const browser = request.agent(t.server);
    await browser.post('/api/login').set(from('203.0.113.8')).send({ username: user.username, password: TEST_PASSWORD }).expect(200);
    await browser
      .post('/api/verify-otp')
      .set(from('203.0.113.8'))
      .send({ userId: user.id, otpCode: await latestLoginCode(t, user.email) })
      .expect(200);
    const otp = (agent: ReturnType<typeof request.agent>, ip: string, otpCode: string) =>
      agent.post('/api/verify-otp').set(from(ip)).send({ userId: user.id, otpCode });
    // Without a pending login: nothing to guess, counted per address only.
    const stranger = request.agent(t.server);
    for (let i = 0; i < 5; i++) await otp(stranger, '198.51.100.40', '000000').expect(401);
    // With the password, from one address: wrong codes (the code dies after 5) until that address is stopped.
    const attacker = request.agent(t.server);
    await attacker.post('/api/login').set(from('198.51.100.41')).send({ username: user.username, password: TEST_PASSWORD }).expect(200);
    const code = await latestLoginCode(t, user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) answers.push((await otp(attacker, '198.51.100.41', wrong)).status);
    expect(answers).toEqual([...Array(10).fill(401), 429, 429]);
    // The old per-user-id limit (20) is long passed; the real user's known browser still gets in from elsewhere.
    for (let i = 0; i < 10; i++) await otp(stranger, `198.51.100.${50 + i}`, '000000').expect(401);
    await browser.post('/api/login').set(from('203.0.113.9')).send({ username: user.username, password: TEST_PASSWORD }).expect(200);
    const verified = await otp(browser, '203.0.113.9', await latestLoginCode(t, user.email));
    expect(verified.status).toBe(200);
    expect(verified.body.id).toBe(user.id);
  });

  it('answers the 21st code from one address with 429, whoever it names', async () => {
    const agent = request.agent(t.server);
    for (let i = 0; i < 20; i++) {
      const res = await agent
        .post('/api/verify-otp')
        .set(from('198.51.100.70'))
        .send({ userId: (await createUser(t)).id, otpCode: '123456' });
      expect(res.status).toBe(401);
    }
    const res = await agent
      .post('/api/verify-otp')
      .set(from('198.51.100.70'))
      .send({ userId: (await createUser(t)).id, otpCode: '123456' })
      .expect(429);
    expect(res.body).toEqual(tooMany);
  });
});

describe('client addresses without TRUST_PROXY', () => {
  const t = useTestApp({ RATE_LIMIT_FACTOR: '1', TRUST_PROXY: 'false' });

  it('ignores a forged X-Forwarded-For: every request counts and is audited under the connecting address', async () => {
    for (let i = 0; i < 10; i++) {
      await request(t.server)
        .post('/api/login')
        .set(from(`203.0.113.${100 + i}`))
        .send({ username: `forger_${i}`, password: 'x' })
        .expect(401);
    }
    const res = await request(t.server)
      .post('/api/login')
      .set(from('203.0.113.200'))
      .send({ username: 'forger_x', password: 'x' })
      .expect(429);
    expect(res.body).toEqual(tooMany);
    const rows = await t.dataSource.query<{ ip_address: string }[]>(
      `SELECT DISTINCT ip_address FROM audit_logs WHERE action = 'LOGIN_FAILED'`,
    );
    expect(rows).toEqual([{ ip_address: '127.0.0.1' }]);
  });
});

describe('client addresses behind a trusted proxy', () => {
  const t = useTestApp({ TRUST_PROXY: '1' });

  it('audits each client under its own address, the nearest one the proxy saw', async () => {
    const user = await createUser(t);
    await request(t.server)
      .post('/api/login')
      .set(from('10.9.9.9, 198.51.100.99'))
      .send({ username: user.username, password: 'wrong' })
      .expect(401);
    await request(t.server)
      .post('/api/login')
      .set(from('::ffff:192.0.2.77'))
      .send({ username: user.username, password: 'wrong' })
      .expect(401);
    const rows = await t.dataSource.query<{ ip_address: string }[]>(
      `SELECT ip_address FROM audit_logs WHERE action = 'LOGIN_FAILED' AND user_id = $1 ORDER BY timestamp`,
      [user.id],
    );
    expect(rows).toEqual([{ ip_address: '198.51.100.99' }, { ip_address: '192.0.2.77' }]);
  });
});

describe('an https origin behind a trusted TLS proxy', () => {
  const t = useTestApp({ APP_ORIGIN: 'https://fund.example.com', TRUST_PROXY: 'loopback' });

  it('sets the Secure __Host- session cookie and completes both login steps', async () => {
    const user = await createUser(t);
    const agent = request.agent(t.server);
    const proxied = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.60' };
    const step1 = await agent.post('/api/login').set(proxied).send({ username: user.username, password: TEST_PASSWORD }).expect(200);
    const cookies = step1.headers['set-cookie'] as unknown as string[];
    expect(cookies.find((c) => c.startsWith('__Host-sid='))).toMatch(/; Secure/);
    // supertest's agent does not send Secure cookies over http: hand the session cookie on as the browser would.
    const sid = cookies.find((c) => c.startsWith('__Host-sid='))!.split(';')[0];
    const verified = await request(t.server)
      .post('/api/verify-otp')
      .set({ ...proxied, Cookie: sid })
      .send({ userId: user.id, otpCode: await latestLoginCode(t, user.email) });
    expect(verified.status).toBe(200);
    expect(verified.body.id).toBe(user.id);
  });
});
