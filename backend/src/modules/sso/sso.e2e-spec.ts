import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Provider from 'oidc-provider';
import request from 'supertest';

import { loginThroughOtp, sessionIdOf, type Agent } from '../../../test/login.js';
import { createTestApp, createUser, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '../../../test/test-app.js';

// Issue 25 item 4: admins sign in through an OpenID provider. A real one (oidc-provider) runs here on a
// free port with a registered client; the browser's side is driven over HTTP: supertest (a cookie jar)
// for the app, fetch with a small cookie jar through the provider's login and consent pages.

const CLIENT_ID = 'fund-back-office';
const CLIENT_SECRET = 'a-client-secret-for-the-test-provider-only';
const CALLBACK = `${TEST_ORIGIN}/api/sso/callback`;
/** E-mails the provider says it did not verify. */
const UNVERIFIED = new Set(['unverified@fund.example']);

let provider: Server;
let issuer: string;

async function startProvider(): Promise<void> {
  provider = createServer();
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  const oidc = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [CALLBACK],
        token_endpoint_auth_method: 'client_secret_basic',
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    // The login page's "login" field is the account id: here, the person's e-mail.
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: !UNVERIFIED.has(id), name: `Person ${id.split('@')[0]}` }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['test-provider-cookie-key-0123456789'] },
  });
  provider.on('request', oidc.callback());
}

/** Sets and clears a fetch's cookies (names only: the provider's paths do not collide within one flow). */
function keepCookies(jar: Map<string, string>, res: Response): void {
  for (const cookie of res.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) jar.delete(name);
    else jar.set(name, value);
  }
}

/** Through the provider's login and consent pages as `email`; answers where it sends the browser back (our callback). */
async function throughProvider(authorizationUrl: string, email: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let body: string | undefined;
  for (let step = 0; step < 12; step += 1) {
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      body,
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
    });
    keepCookies(jar, res);
    body = undefined;
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location')!, url).href;
      if (url.startsWith(TEST_ORIGIN)) return url;
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`The provider answered ${res.status}: ${html.slice(0, 300)}`);
    body = new URLSearchParams(
      html.includes('name="login"') ? { prompt: 'login', login: email, password: 'any' } : { prompt: 'consent' },
    ).toString();
  }
  throw new Error('The provider never sent the browser back');
}

/** GET /api/sso/login in this browser: answers the provider's authorization URL. */
async function startLogin(agent: Agent): Promise<string> {
  const res = await agent.get('/api/sso/login').expect(302);
  const location = String(res.headers.location);
  expect(location.startsWith(`${issuer}/auth?`)).toBe(true);
  return location;
}

/** Our callback, as the browser follows the provider's redirect. */
function callback(agent: Agent, url: string) {
  const { pathname, search } = new URL(url);
  return agent.get(`${pathname}${search}`).expect(302);
}

/** A whole sign-in as `email` in a fresh browser: answers the browser and where the callback sent it. */
async function signInAs(t: TestApp, email: string): Promise<{ agent: Agent; location: string }> {
  const agent = request.agent(t.server);
  const back = await throughProvider(await startLogin(agent), email);
  const res = await callback(agent, back);
  return { agent, location: String(res.headers.location) };
}

const auditRows = (t: TestApp, action: string) =>
  t.dataSource.query<{ user_id: string | null; action_details: string }[]>(
    `SELECT user_id, action_details FROM audit_logs WHERE action = $1 ORDER BY timestamp, id`,
    [action],
  );

const ssoEnv = (extra: Record<string, string> = {}) => ({
  OIDC_ISSUER: issuer,
  OIDC_CLIENT_ID: CLIENT_ID,
  OIDC_CLIENT_SECRET: CLIENT_SECRET,
  OIDC_NAME: 'Acme ID',
  OIDC_ALLOWED_DOMAINS: 'fund.example, Fund-Partners.example',
  ...extra,
});

beforeAll(startProvider);
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

describe('Single sign-on (OIDC_NEW_USERS=invitation, the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(ssoEnv());
  });
  afterAll(() => t.close());

  it('tells the login screen to show "Sign in with Acme ID"', async () => {
    const res = await request(t.server).get('/api/sso').expect(200);
    expect(res.body).toEqual({ enabled: true, name: 'Acme ID' });
  });

  it('sends the browser to the issuer with state, nonce and PKCE (S256), kept in our session only', async () => {
    const agent = request.agent(t.server);
    const res = await agent.get('/api/sso/login').expect(302);
    const url = new URL(String(res.headers.location));
    for (const name of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(name)).toMatch(/^[\w-]{32,}$/);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    const sid = sessionIdOf(res)!;
    const [row] = await t.dataSource.query<
      { sess: { userId?: string; ssoRequest: { state: string; nonce: string; code_verifier: string } } }[]
    >('SELECT sess FROM session WHERE sid = $1', [sid]);
    expect(row.sess.userId).toBeUndefined();
    expect(row.sess.ssoRequest.state).toBe(url.searchParams.get('state'));
    expect(row.sess.ssoRequest.nonce).toBe(url.searchParams.get('nonce'));
    expect(url.toString()).not.toContain(row.sess.ssoRequest.code_verifier);
  });

  it('signs an existing admin in: /api/me answers that admin, SSO_LOGIN is audited', async () => {
    const admin = await createUser(t, { role: 'admin', email: 'ada@fund.example' });
    const { agent, location } = await signInAs(t, 'Ada@Fund.example');
    expect(location).toBe('/admin');
    const me = await agent.get('/api/me').expect(200);
    expect(me.body).toMatchObject({ id: admin.id, role: 'admin' });
    const logins = await auditRows(t, 'SSO_LOGIN');
    expect(logins).toContainEqual({ user_id: admin.id, action_details: 'Admin signed in through Acme ID' });
  });

  it('signs a super admin in from the second allowed domain', async () => {
    const sup = await createUser(t, { role: 'super_admin', email: 'sam@fund-partners.example' });
    const { agent, location } = await signInAs(t, 'sam@fund-partners.example');
    expect(location).toBe('/admin');
    expect((await agent.get('/api/me').expect(200)).body).toMatchObject({ id: sup.id, role: 'super_admin' });
  });

  it('refuses an e-mail outside the allowed domains, audited with the reason and nothing signed in', async () => {
    await createUser(t, { role: 'admin', email: 'eve@elsewhere.example' });
    const { agent, location } = await signInAs(t, 'eve@elsewhere.example');
    expect(location).toBe('/login?sso=domain');
    await agent.get('/api/me').expect(401);
    const failures = await auditRows(t, 'LOGIN_FAILED');
    expect(failures.at(-1)?.action_details).toBe('Single sign-on refused: e-mail domain elsewhere.example is not allowed');
  });

  it('refuses an e-mail the provider did not verify', async () => {
    await createUser(t, { role: 'admin', email: 'unverified@fund.example' });
    const { agent, location } = await signInAs(t, 'unverified@fund.example');
    expect(location).toBe('/login?sso=email');
    await agent.get('/api/me').expect(401);
  });

  it("refuses an investor's e-mail", async () => {
    const investor = await createUser(t, { role: 'investor', email: 'ivan@fund.example' });
    const { agent, location } = await signInAs(t, 'ivan@fund.example');
    expect(location).toBe('/login?sso=not_admin');
    await agent.get('/api/me').expect(401);
    expect((await auditRows(t, 'LOGIN_FAILED')).at(-1)).toEqual({
      user_id: investor.id,
      action_details: 'Single sign-on refused: the e-mail belongs to an investor',
    });
  });

  it('refuses a disabled admin', async () => {
    await createUser(t, { role: 'admin', email: 'dora@fund.example', status: 'disabled' });
    const { agent, location } = await signInAs(t, 'dora@fund.example');
    expect(location).toBe('/login?sso=disabled');
    await agent.get('/api/me').expect(401);
  });

  it('refuses an unknown e-mail, then signs it in once it has a pending admin invitation (accepted)', async () => {
    const first = await signInAs(t, 'newcomer@fund.example');
    expect(first.location).toBe('/login?sso=no_account');
    await first.agent.get('/api/me').expect(401);
    expect(await t.dataSource.query(`SELECT 1 FROM users WHERE email = 'newcomer@fund.example'`)).toEqual([]);

    const [invitation] = await t.dataSource.query<{ id: string }[]>(
      `INSERT INTO admin_invitations (email, full_name, role, invite_token_hash, expires_at)
       VALUES ('newcomer@fund.example', 'New Comer', 'super_admin', 'hash-of-a-token', now() + interval '1 day') RETURNING id`,
    );
    const second = await signInAs(t, 'newcomer@fund.example');
    expect(second.location).toBe('/admin');
    // The name the inviting super admin typed, not the provider's ("Person newcomer").
    expect((await second.agent.get('/api/me').expect(200)).body).toMatchObject({ role: 'super_admin', fullName: 'New Comer' });
    const [accepted] = await t.dataSource.query<{ status: string }[]>('SELECT status FROM admin_invitations WHERE id = $1', [
      invitation.id,
    ]);
    expect(accepted.status).toBe('accepted');
  });

  it("refuses a callback carrying another browser's state (and one with no sign-on started)", async () => {
    await createUser(t, { role: 'admin', email: 'fay@fund.example' });
    const victim = request.agent(t.server);
    const attacker = request.agent(t.server);
    const attackerBack = await throughProvider(await startLogin(attacker), 'fay@fund.example');
    // The victim started a sign-on of their own, then is lured to the attacker's callback.
    await startLogin(victim);
    expect((await callback(victim, attackerBack)).headers.location).toBe('/login?sso=state');
    await victim.get('/api/me').expect(401);
    // A browser that started nothing.
    const stranger = request.agent(t.server);
    expect((await callback(stranger, attackerBack)).headers.location).toBe('/login?sso=state');
    await stranger.get('/api/me').expect(401);
    expect((await auditRows(t, 'LOGIN_FAILED')).at(-1)?.action_details).toMatch(/^Single sign-on refused: no single sign-on was started/);
  });

  it('refuses a replayed callback', async () => {
    await createUser(t, { role: 'admin', email: 'rex@fund.example' });
    const agent = request.agent(t.server);
    const back = await throughProvider(await startLogin(agent), 'rex@fund.example');
    expect((await callback(agent, back)).headers.location).toBe('/admin');
    // The same callback again, also after a new sign-on was started in that browser.
    expect((await callback(agent, back)).headers.location).toBe('/login?sso=state');
    const other = request.agent(t.server);
    await startLogin(other);
    expect((await callback(other, back)).headers.location).toBe('/login?sso=state');
    await other.get('/api/me').expect(401);
  });

  it('refuses an ID token whose nonce is not the one stored (the stored nonce tampered)', async () => {
    await createUser(t, { role: 'admin', email: 'nina@fund.example' });
    const agent = request.agent(t.server);
    const res = await agent.get('/api/sso/login').expect(302);
    await t.dataSource.query(
      `UPDATE session SET sess = jsonb_set(sess::jsonb, '{ssoRequest,nonce}', '"a-nonce-the-provider-never-saw"')::json WHERE sid = $1`,
      [sessionIdOf(res)],
    );
    const back = await throughProvider(String(res.headers.location), 'nina@fund.example');
    expect((await callback(agent, back)).headers.location).toBe('/login?sso=state');
    await agent.get('/api/me').expect(401);
    expect((await auditRows(t, 'LOGIN_FAILED')).at(-1)?.action_details).toMatch(/nonce/);
  });

  it('refuses an error the provider sends back', async () => {
    const agent = request.agent(t.server);
    const state = new URL(await startLogin(agent)).searchParams.get('state')!;
    const res = await agent.get(`/api/sso/callback?error=access_denied&state=${state}&iss=${encodeURIComponent(issuer)}`).expect(302);
    expect(res.headers.location).toBe('/login?sso=provider');
    await agent.get('/api/me').expect(401);
  });

  it("counts the provider's sign-in as a strong factor for the admins' policy (an admin by password alone is held)", async () => {
    await createUser(t, { role: 'admin', email: 'pia@fund.example' });
    const { agent } = await signInAs(t, 'pia@fund.example');
    const byPassword = await loginThroughOtp(t, (await createUser(t, { role: 'admin' })).username, TEST_PASSWORD);
    await t.dataSource.query('UPDATE security_settings SET admins_need_second_factor = true');
    try {
      await agent.get('/api/admin/stats').expect(200);
      expect((await byPassword.agent.get('/api/admin/stats').expect(403)).body.code).toBe('SECOND_FACTOR_REQUIRED');
      // What the apps read says the same: only the admin by password is asked to enrol.
      expect((await agent.get('/api/security/second-factors').expect(200)).body.enrolmentRequired).toBe(false);
      expect((await byPassword.agent.get('/api/security/second-factors').expect(200)).body.enrolmentRequired).toBe(true);
    } finally {
      await t.dataSource.query('UPDATE security_settings SET admins_need_second_factor = false');
    }
  });

  it('never writes a code or token into the audit trail', async () => {
    const rows = await t.dataSource.query<{ action_details: string }[]>(
      `SELECT action_details FROM audit_logs WHERE action IN ('LOGIN_FAILED', 'SSO_LOGIN')`,
    );
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) expect(row.action_details).not.toMatch(/code=|eyJ|access_token|id_token/);
  });
});

describe('Single sign-on with OIDC_NEW_USERS=admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(ssoEnv({ OIDC_NEW_USERS: 'admin' }));
  });
  afterAll(() => t.close());

  it('creates an unknown e-mail of an allowed domain as an admin and signs it in', async () => {
    const { agent, location } = await signInAs(t, 'nora@fund.example');
    expect(location).toBe('/admin');
    const me = await agent.get('/api/me').expect(200);
    expect(me.body).toMatchObject({ role: 'admin' });
    const [user] = await t.dataSource.query<{ id: string; role: string; full_name: string }[]>(
      `SELECT id, role, full_name FROM users WHERE email = 'nora@fund.example'`,
    );
    expect(user).toMatchObject({ id: me.body.id, role: 'admin', full_name: 'Person nora' });
    expect((await auditRows(t, 'USER_CREATED')).at(-1)?.action_details).toBe(
      'Admin account nora@fund.example (admin) created at its first sign-in through Acme ID',
    );
  });

  it('still refuses an unknown e-mail outside the allowed domains', async () => {
    const { location } = await signInAs(t, 'mallory@evil.example');
    expect(location).toBe('/login?sso=domain');
    expect(await t.dataSource.query(`SELECT 1 FROM users WHERE email = 'mallory@evil.example'`)).toEqual([]);
  });
});

describe('Single sign-on with the issuer down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A port nothing listens on: the app starts all the same (discovery waits for the first use).
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    t = await createTestApp(ssoEnv({ OIDC_ISSUER: `http://127.0.0.1:${port}`, RATE_LIMIT_FACTOR: '1' }));
  });
  afterAll(() => t.close());

  it('starts, shows the button, and sends the browser back to the login screen saying the provider cannot be reached', async () => {
    expect((await request(t.server).get('/api/sso').expect(200)).body).toEqual({ enabled: true, name: 'Acme ID' });
    const res = await request(t.server).get('/api/sso/login').expect(302);
    expect(res.headers.location).toBe('/login?sso=unavailable');
  });

  it("counts refused callbacks with the login codes' failures per address: the 11th is refused unchecked", async () => {
    const from = (address: string) => request(t.server).get('/api/sso/callback?code=guess&state=guess').set('X-Forwarded-For', address);
    for (let i = 0; i < 10; i += 1) expect((await from('203.0.113.9').expect(302)).headers.location).toBe('/login?sso=state');
    expect((await from('203.0.113.9').expect(302)).headers.location).toBe('/login?sso=too_many');
    // Another address is not held.
    expect((await from('198.51.100.4').expect(302)).headers.location).toBe('/login?sso=state');
    expect((await auditRows(t, 'LOGIN_FAILED')).at(-2)?.action_details).toBe(
      'Single sign-on callback refused: too many failed attempts from this address',
    );
  });
});

describe('Single sign-on not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says disabled, and its routes answer 404', async () => {
    expect((await request(t.server).get('/api/sso').expect(200)).body).toEqual({ enabled: false, name: 'single sign-on' });
    const login = await request(t.server).get('/api/sso/login').expect(404);
    expect(login.body.message).toBe('Single sign-on is not set up for this fund');
    await request(t.server).get('/api/sso/callback?code=x&state=y').expect(404);
  });
});
