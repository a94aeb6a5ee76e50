import { describe, expect, it } from '@jest/globals';
import { generate } from 'otplib';
import request from 'supertest';

import { MESSAGES } from '@fund/contracts';

import { type Agent } from '../../../test/login.js';
import { createUser, sessionFor, TEST_PASSWORD, useTestApp, type TestApp } from '../../../test/test-app.js';
import type { User } from '../users/user.entity.js';

// Issue 25 items 2-4: an authenticator app (RFC 6238, codes computed here with otplib from the secret the
// enrolment shows), recovery codes, the login's second step with them, and the admin reset removing them.

const now = () => Math.floor(Date.now() / 1000);
/** The code of `secret` at `offset` seconds from now. */
const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: now() + offset });

/** Starts and confirms an authenticator app for the session; answers its secret and recovery codes. */
export async function enrolAuthenticator(t: TestApp, cookie: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const start = await request(t.server).post('/api/security/authenticator').set('Cookie', cookie).expect(201);
  const secret = start.body.secret as string;
  const confirm = await request(t.server)
    .post('/api/security/authenticator/confirm')
    .set('Cookie', cookie)
    .send({ code: await codeAt(secret) })
    .expect(200);
  return { secret, recoveryCodes: confirm.body.recoveryCodes as string[] };
}

const auditRows = (t: TestApp, userId: string, action: string) =>
  t.dataSource.query<{ action_details: string }[]>(
    'SELECT action_details FROM audit_logs WHERE user_id = $1 AND action = $2 ORDER BY timestamp, id',
    [userId, action],
  );
const codeMails = async (t: TestApp, user: User) => (await t.outbox()).filter((eml) => eml.includes(`To: ${user.email}`)).length;

describe('an authenticator app', () => {
  const t = useTestApp();
  const passwordStep = (agent: Agent, user: User) => agent.post('/api/login').send({ username: user.username, password: TEST_PASSWORD });
  const codeStep = (agent: Agent, user: User, body: object) => agent.post('/api/verify-otp').send({ userId: user.id, ...body });

  it('enrols with a QR code, refuses a wrong first code, then keeps the secret only encrypted and never shows it again', async () => {
    const user = await createUser(t);
    const cookie = await sessionFor(t, user);
    const start = await request(t.server).post('/api/security/authenticator').set('Cookie', cookie).expect(201);
    const { secret, otpauthUri, qrCode } = start.body as { secret: string; otpauthUri: string; qrCode: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(new RegExp(`^otpauth://totp/.*${user.username}.*secret=${secret}`));
    expect(Buffer.from(qrCode.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString()).toMatch(/^<svg/);

    // Not confirmed yet: it does not count.
    let view = await request(t.server).get('/api/security/second-factors').set('Cookie', cookie).expect(200);
    expect(view.body).toEqual({ authenticatorApp: false, enrolledAt: null, recoveryCodesLeft: 0, passkeys: 0, enrolmentRequired: false });

    const wrong = String((Number(await codeAt(secret)) + 1) % 1_000_000).padStart(6, '0');
    const refused = await request(t.server)
      .post('/api/security/authenticator/confirm')
      .set('Cookie', cookie)
      .send({ code: wrong })
      .expect(422);
    expect(refused.body.message).toBe(MESSAGES.invalidAuthenticatorCode);
    const malformed = await request(t.server)
      .post('/api/security/authenticator/confirm')
      .set('Cookie', cookie)
      .send({ code: 'abc' })
      .expect(400);
    expect(malformed.body.message).toBe(MESSAGES.invalidOtpFormat);

    const confirm = await request(t.server)
      .post('/api/security/authenticator/confirm')
      .set('Cookie', cookie)
      .send({ code: await codeAt(secret) })
      .expect(200);
    const codes = confirm.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}$/);
    expect(new Set(codes).size).toBe(10);

    view = await request(t.server).get('/api/security/second-factors').set('Cookie', cookie).expect(200);
    expect(view.body).toMatchObject({ authenticatorApp: true, recoveryCodesLeft: 10, passkeys: 0, enrolmentRequired: false });
    expect(JSON.stringify(view.body)).not.toContain(secret);
    // A second enrolment while one is confirmed is refused (remove it first).
    await request(t.server).post('/api/security/authenticator').set('Cookie', cookie).expect(409);

    const stored = JSON.stringify(await t.dataSource.query('SELECT * FROM totp_factors WHERE user_id = $1', [user.id]));
    expect(stored).not.toContain(secret);
    const hashes = JSON.stringify(await t.dataSource.query('SELECT * FROM recovery_codes WHERE user_id = $1', [user.id]));
    for (const code of codes) expect(hashes).not.toContain(code.replace('-', ''));
    expect(await auditRows(t, user.id, 'SECOND_FACTOR_ENROLLED')).toEqual([
      { action_details: 'Authenticator app set up, with 10 new recovery codes' },
    ]);
    const audit = JSON.stringify(await t.dataSource.query('SELECT * FROM audit_logs WHERE user_id = $1', [user.id]));
    expect(audit).not.toContain(secret);
    for (const code of codes) expect(audit).not.toContain(code);
  });

  it('asks for the app instead of e-mailing a code, signs in with its code once, and refuses a replayed or two-step-old code', async () => {
    const user = await createUser(t, { role: 'admin' });
    const { secret } = await enrolAuthenticator(t, await sessionFor(t, user));
    const mailsBefore = await codeMails(t, user);

    const browser = request.agent(t.server);
    const step = await passwordStep(browser, user).expect(200);
    expect(step.body).toEqual({ otpSent: false, secondFactor: 'totp', recoveryCodes: true, userId: user.id, role: 'admin', id: user.id });
    expect(await codeMails(t, user)).toBe(mailsBefore);
    // The confirmation used this time step: the same code again is a replay.
    const replayed = await codeStep(browser, user, { otpCode: await codeAt(secret) }).expect(401);
    expect(replayed.body).toEqual({ statusCode: 401, message: MESSAGES.authenticatorCodeReused, error: 'Unauthorized' });
    const old = await codeStep(browser, user, { otpCode: await codeAt(secret, -60) }).expect(401);
    expect(old.body.message).toBe(MESSAGES.invalidAuthenticatorCode);
    // The next step's code (a clock 30 s ahead) is inside the window of one step.
    const next = await codeAt(secret, 30);
    const signedIn = await codeStep(browser, user, { otpCode: next }).expect(200);
    expect(signedIn.body).toEqual({ mustChangePassword: 'false', role: 'admin', id: user.id });
    await browser.get('/api/me').expect(200);
    expect(await codeMails(t, user)).toBe(mailsBefore);

    const again = request.agent(t.server);
    await passwordStep(again, user).expect(200);
    const reused = await codeStep(again, user, { otpCode: next }).expect(401);
    expect(reused.body.message).toBe(MESSAGES.authenticatorCodeReused);
    await again.get('/api/me').expect(401);

    expect((await auditRows(t, user.id, 'LOGIN')).map((r) => r.action_details)).toEqual(['Admin logged in with an authenticator app']);
    expect((await auditRows(t, user.id, 'LOGIN_FAILED')).map((r) => r.action_details)).toEqual([
      'Authenticator code already used',
      'Wrong authenticator code',
      'Authenticator code already used',
    ]);
  });

  it('signs in with a recovery code once, and refuses it again or altered', async () => {
    const user = await createUser(t);
    const { recoveryCodes } = await enrolAuthenticator(t, await sessionFor(t, user));
    const [first, second] = recoveryCodes;

    const browser = request.agent(t.server);
    await passwordStep(browser, user).expect(200);
    const altered = `${second.slice(0, 8)}${second[8] === 'a' ? 'b' : 'a'}`;
    const refused = await codeStep(browser, user, { recoveryCode: altered }).expect(401);
    expect(refused.body).toEqual({ statusCode: 401, message: MESSAGES.invalidRecoveryCode, error: 'Unauthorized' });
    const malformed = await codeStep(browser, user, { recoveryCode: 'not a code' }).expect(400);
    expect(malformed.body.message).toBe(MESSAGES.invalidRecoveryCodeFormat);
    await codeStep(browser, user, { recoveryCode: first.toUpperCase() }).expect(200);

    const again = request.agent(t.server);
    await passwordStep(again, user).expect(200);
    const used = await codeStep(again, user, { recoveryCode: first }).expect(401);
    expect(used.body.message).toBe(MESSAGES.invalidRecoveryCode);

    const cookie = await sessionFor(t, user);
    const view = await request(t.server).get('/api/security/second-factors').set('Cookie', cookie).expect(200);
    expect(view.body.recoveryCodesLeft).toBe(9);
    expect((await auditRows(t, user.id, 'LOGIN')).map((r) => r.action_details)).toEqual(['Investor logged in with a recovery code']);
    expect((await auditRows(t, user.id, 'LOGIN_FAILED')).map((r) => r.action_details)).toEqual([
      'Wrong or used recovery code',
      'Wrong or used recovery code',
    ]);
  });

  it('makes new recovery codes and removes the app with the password or a current code, not with a wrong one', async () => {
    const user = await createUser(t);
    const cookie = await sessionFor(t, user);
    const { secret, recoveryCodes } = await enrolAuthenticator(t, cookie);
    const post = (path: string, body: object) => request(t.server).post(path).set('Cookie', cookie).send(body);

    expect((await post('/api/security/recovery-codes', {}).expect(422)).body.message).toBe(MESSAGES.confirmWithPasswordOrCode);
    expect((await post('/api/security/recovery-codes', { password: 'Wrong!Passw0rd' }).expect(422)).body.message).toBe(
      MESSAGES.wrongPasswordOrCode,
    );
    const fresh = await post('/api/security/recovery-codes', { code: await codeAt(secret, 30) }).expect(200);
    expect(fresh.body.recoveryCodes).toHaveLength(10);
    expect(fresh.body.recoveryCodes).not.toContain(recoveryCodes[0]);
    expect(await auditRows(t, user.id, 'RECOVERY_CODES_GENERATED')).toHaveLength(1);
    // The old codes no longer sign in.
    const browser = request.agent(t.server);
    await passwordStep(browser, user).expect(200);
    await codeStep(browser, user, { recoveryCode: recoveryCodes[0] }).expect(401);

    await post('/api/security/authenticator/remove', { password: 'Wrong!Passw0rd' }).expect(422);
    await post('/api/security/authenticator/remove', { password: TEST_PASSWORD }).expect(200);
    expect(await auditRows(t, user.id, 'SECOND_FACTOR_REMOVED')).toEqual([
      { action_details: 'Authenticator app and recovery codes removed by their owner' },
    ]);
    await post('/api/security/authenticator/remove', { password: TEST_PASSWORD }).expect(409);
    const step = await passwordStep(request.agent(t.server), user).expect(200);
    expect(step.body).toMatchObject({ otpSent: true, secondFactor: 'email', recoveryCodes: false });
  });

  it("an admin reset removes the user's authenticator app and recovery codes, and its audit row says so", async () => {
    const admin = await createUser(t, { role: 'admin' });
    await enrolAuthenticator(t, await sessionFor(t, admin));
    const superAdmin = await createUser(t, { role: 'super_admin' });
    await request(t.server)
      .post(`/api/admin/reset-admin-password/${admin.id}`)
      .set('Cookie', await sessionFor(t, superAdmin))
      .send({})
      .expect(200);
    expect(await t.dataSource.query('SELECT 1 FROM totp_factors WHERE user_id = $1', [admin.id])).toEqual([]);
    expect(await t.dataSource.query('SELECT 1 FROM recovery_codes WHERE user_id = $1', [admin.id])).toEqual([]);
    const [row] = await auditRows(t, superAdmin.id, 'PASSWORD_CHANGED');
    expect(row.action_details).toMatch(/by an admin password reset; their authenticator app and recovery codes were removed$/);
  });
});

describe('the admins policy', () => {
  const t = useTestApp();

  it('holds an admin without a second factor to the enrolment routes until they enrol; investors are not held', async () => {
    const superAdmin = await createUser(t, { role: 'super_admin' });
    const superCookie = await sessionFor(t, superAdmin);
    const admin = await createUser(t, { role: 'admin' });
    const adminCookie = await sessionFor(t, admin);
    const investorCookie = await sessionFor(t, await createUser(t));
    const policy = (cookie: string) => request(t.server).get('/api/admin/security-policy').set('Cookie', cookie);

    // stepUpSeconds: the server's STEP_UP_SECONDS (1800 in the test app), so Settings says the real window.
    expect((await policy(superCookie).expect(200)).body).toEqual({
      adminsNeedSecondFactor: false,
      payoutStepUpThreshold: 50000,
      stepUpSeconds: 1800,
      updatedAt: null,
    });
    await policy(adminCookie).expect(403);
    await request(t.server).put('/api/admin/security-policy').set('Cookie', adminCookie).send({ adminsNeedSecondFactor: true }).expect(403);
    await request(t.server)
      .put('/api/admin/security-policy')
      .set('Cookie', superCookie)
      .send({ adminsNeedSecondFactor: 'yes' })
      .expect(400);
    await request(t.server).get('/api/admin/stats').set('Cookie', adminCookie).expect(200);

    // The super admin enrols first, then turns it on.
    await enrolAuthenticator(t, superCookie);
    const on = await request(t.server)
      .put('/api/admin/security-policy')
      .set('Cookie', superCookie)
      .send({ adminsNeedSecondFactor: true })
      .expect(200);
    expect(on.body.adminsNeedSecondFactor).toBe(true);
    expect(await auditRows(t, superAdmin.id, 'SECURITY_POLICY_CHANGED')).toEqual([
      { action_details: 'Admins must now use an authenticator app to sign in' },
    ]);

    const held = await request(t.server).get('/api/admin/stats').set('Cookie', adminCookie).expect(403);
    expect(held.body).toEqual({
      statusCode: 403,
      message: MESSAGES.secondFactorRequired,
      error: 'Forbidden',
      code: 'SECOND_FACTOR_REQUIRED',
    });
    await request(t.server).get('/api/me').set('Cookie', adminCookie).expect(200);
    const view = await request(t.server).get('/api/security/second-factors').set('Cookie', adminCookie).expect(200);
    expect(view.body.enrolmentRequired).toBe(true);
    await request(t.server).get('/api/investor/schemes').set('Cookie', investorCookie).expect(200);
    await request(t.server).get('/api/admin/stats').set('Cookie', superCookie).expect(200);

    await enrolAuthenticator(t, adminCookie);
    await request(t.server).get('/api/admin/stats').set('Cookie', adminCookie).expect(200);
    expect((await request(t.server).get('/api/security/second-factors').set('Cookie', adminCookie)).body.enrolmentRequired).toBe(false);
  });
});

describe('wrong second factors count with wrong e-mailed codes', () => {
  const t = useTestApp({ RATE_LIMIT_FACTOR: '1', TRUST_PROXY: 'loopback' });
  let address = 0;
  const fresh = () => {
    address += 1;
    return `10.9.${address}.7`;
  };
  const passwordStep = (agent: Agent, user: User) =>
    agent.post('/api/login').set('X-Forwarded-For', fresh()).send({ username: user.username, password: TEST_PASSWORD });
  const codeStep = (agent: Agent, user: User, body: object) =>
    agent
      .post('/api/verify-otp')
      .set('X-Forwarded-For', fresh())
      .send({ userId: user.id, ...body });

  it('closes the code step after 10 failures a day, e-mailed codes and authenticator codes together', async () => {
    const user = await createUser(t);
    // 5 wrong e-mailed codes before the app.
    const emailed = request.agent(t.server);
    await passwordStep(emailed, user).expect(200);
    for (let i = 0; i < 5; i++) await codeStep(emailed, user, { otpCode: '000000' }).expect(401);

    const { secret } = await enrolAuthenticator(t, await sessionFor(t, user));
    const attacker = request.agent(t.server);
    await passwordStep(attacker, user).expect(200);
    const wrong = String((Number(await codeAt(secret, 30)) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 4; i++) await codeStep(attacker, user, { otpCode: wrong }).expect(401);
    await codeStep(attacker, user, { recoveryCode: 'aaaa-aaaa' }).expect(401);
    // The 11th try is not even checked: the right code is refused too.
    const closed = await codeStep(attacker, user, { otpCode: await codeAt(secret, 30) }).expect(429);
    expect(closed.body.message).toBe(MESSAGES.loginCodeStepClosed);
    // And the right password from an unrecognised device gets no second step.
    const step = await passwordStep(request.agent(t.server), user).expect(429);
    expect(step.body.message).toBe(MESSAGES.loginCodeStepClosed);
  });
});
