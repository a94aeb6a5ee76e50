import { describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { MESSAGES } from '@fund/contracts';

import { latestLoginCode, type Agent } from '../../../test/login.js';
import { mailsTo } from '../../../test/outbox.js';
import { createUser, TEST_PASSWORD, useTestApp } from '../../../test/test-app.js';
import { hashPassword } from '../../common/auth/passwords.js';
import type { User } from '../users/user.entity.js';

// Guessing the e-mailed code with the right password (issue 18 item 2), at RATE_LIMIT_FACTOR 1:
//   10 wrong codes per account in a day from unrecognised devices close the code step to them for a day;
//   the owner is warned by e-mail once, at the 5th wrong code;
//   at most 5 code e-mails per account in 15 minutes to unrecognised devices;
//   a recognised device (the known-device cookie) is neither counted nor held by any of these.
// Each request comes from its own client address (X-Forwarded-For; the app trusts the loopback proxy),
// so the per-address limits never decide these tests.

const closed = { statusCode: 429, message: MESSAGES.loginCodeStepClosed, error: 'Too Many Requests' };
const tooManyCodes = { statusCode: 429, message: MESSAGES.loginCodesTooMany, error: 'Too Many Requests' };
const WARNING = /Someone entered your password/;

/**
 * The text without the user's id, username, e-mail and name: their random hex suffix can hold six digits
 * in a row (about 1 run in 10), which is not a login code. What is left must show no code.
 */
const withoutUser = (text: string, user: { id: string; username: string; email: string; fullName: string }) =>
  [user.id, user.email, user.username, user.fullName].reduce((rest, part) => rest.split(part).join(''), text);

describe('guessing the login code with the right password', () => {
  const t = useTestApp({ RATE_LIMIT_FACTOR: '1', TRUST_PROXY: 'loopback' });
  let address = 0;
  /** A client address no other request of this file used. */
  const fresh = () => {
    address += 1;
    return `10.${address >> 8}.${address & 255}.7`;
  };

  const passwordStep = (agent: Agent, user: User, ip = fresh()) =>
    agent.post('/api/login').set('X-Forwarded-For', ip).send({ username: user.username, password: TEST_PASSWORD });
  const codeStep = (agent: Agent, user: User, otpCode: string, ip = fresh()) =>
    agent.post('/api/verify-otp').set('X-Forwarded-For', ip).send({ userId: user.id, otpCode });
  const wrongThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const codeMails = async (user: User) => (await mailsTo(t, user.email)).filter((text) => /Your login code is \d{6}/.test(text)).length;
  const warnings = async (user: User) => (await mailsTo(t, user.email)).filter((text) => WARNING.test(text));

  /** A browser that signed in as `user` once: it holds the known-device cookie. */
  async function knownBrowser(user: User): Promise<Agent> {
    const browser = request.agent(t.server);
    await passwordStep(browser, user).expect(200);
    await codeStep(browser, user, await latestLoginCode(t, user.email)).expect(200);
    return browser;
  }

  /** One attacker round: a fresh browser and address, the right password, then `tries` wrong codes. */
  async function attack(user: User, tries: number): Promise<number[]> {
    const attacker = request.agent(t.server);
    const login = await passwordStep(attacker, user);
    if (login.status !== 200) return [login.status];
    const code = await latestLoginCode(t, user.email);
    const answers: number[] = [200];
    for (let i = 0; i < tries; i++) answers.push((await codeStep(attacker, user, wrongThan(code))).status);
    return answers;
  }

  it('refuses wrong codes beyond 10 a day from unrecognised devices, across fresh logins and addresses, even the right code after', async () => {
    const user = await createUser(t);
    expect(await attack(user, 5)).toEqual([200, 401, 401, 401, 401, 401]);
    expect(await attack(user, 4)).toEqual([200, 401, 401, 401, 401]);
    // A third browser's login voids the second's code; its one wrong code is the account's 10th.
    const last = request.agent(t.server);
    await passwordStep(last, user).expect(200);
    const code = await latestLoginCode(t, user.email);
    await codeStep(last, user, wrongThan(code)).expect(401);

    // Closed: its live code is not checked, right or not, from any address...
    const refused = await codeStep(last, user, code).expect(429);
    expect(refused.body).toEqual(closed);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    await codeStep(last, user, wrongThan(code)).expect(429);
    // ...and a right password from an unrecognised device gets no new code.
    const sent = await codeMails(user);
    const again = await passwordStep(request.agent(t.server), user).expect(429);
    expect(again.body).toEqual(closed);
    expect(await codeMails(user)).toBe(sent);
    // A wrong password still answers as ever: the closed code step tells nothing to someone without it.
    await request(t.server)
      .post('/api/login')
      .set('X-Forwarded-For', fresh())
      .send({ username: user.username, password: 'wrong' })
      .expect(401);
    // The code step stays closed to unrecognised devices whatever they try.
    expect(await attack(user, 5)).toEqual([429]);

    // Audited: the lockout once, and no code in any audit row.
    const rows = await t.dataSource.query<{ action: string; action_details: string }[]>(
      'SELECT action, action_details FROM audit_logs WHERE user_id = $1 ORDER BY timestamp',
      [user.id],
    );
    expect(rows.filter((row) => /closed to unrecognised devices/.test(row.action_details))).toHaveLength(1);
    expect(withoutUser(JSON.stringify(rows), user)).not.toMatch(/\d{6}/);
  });

  it('e-mails the owner one warning at the first burst of wrong codes, not one per attempt', async () => {
    const user = await createUser(t);
    await attack(user, 4);
    expect(await warnings(user)).toEqual([]);
    await attack(user, 1);
    const [warning, ...more] = await warnings(user);
    expect(more).toEqual([]);
    expect(warning).toContain(user.fullName);
    expect(warning).toMatch(/change your password/i);
    expect(withoutUser(warning, user)).not.toMatch(/\d{6}/);
    // The rest of the day's wrong codes and the lockout send no other warning.
    await attack(user, 5);
    await attack(user, 5);
    expect(await warnings(user)).toHaveLength(1);
    const audited = await t.dataSource.query<unknown[]>(
      `SELECT 1 FROM audit_logs WHERE user_id = $1 AND action_details LIKE 'Owner warned%'`,
      [user.id],
    );
    expect(audited).toHaveLength(1);
  });

  it('e-mails at most 5 codes per account in 15 minutes to unrecognised devices: the 6th right password gets 429 and no e-mail', async () => {
    const user = await createUser(t);
    // The browser's first login, not yet from a known device, is the first code e-mail.
    const known = await knownBrowser(user);
    for (let i = 0; i < 4; i++) await passwordStep(request.agent(t.server), user).expect(200);
    expect(await codeMails(user)).toBe(5);
    const sixth = await passwordStep(request.agent(t.server), user).expect(429);
    expect(sixth.body).toEqual(tooManyCodes);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(await codeMails(user)).toBe(5);
    // The owner's known browser is neither counted nor held: it gets its code and signs in.
    await passwordStep(known, user).expect(200);
    expect(await codeMails(user)).toBe(6);
    await codeStep(known, user, await latestLoginCode(t, user.email)).expect(200);
  });

  it('lets a recognised device sign in with its right code while the account is under attack', async () => {
    const user = await createUser(t);
    const browser = await knownBrowser(user);

    // The owner's password step, then an attacker's right-password login before the owner types the code.
    await passwordStep(browser, user).expect(200);
    const ownCode = await latestLoginCode(t, user.email);
    for (let round = 0; round < 7; round++) await attack(user, 5);
    // The attacker's logins did not void the owner's code, and their wrong codes do not hold the owner back.
    const signedIn = await codeStep(browser, user, ownCode);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.id).toBe(user.id);

    // Closed to unrecognised devices now; the known browser logs in again from scratch, from a new address.
    expect(await attack(user, 1)).toEqual([429]);
    await passwordStep(browser, user).expect(200);
    await codeStep(browser, user, await latestLoginCode(t, user.email)).expect(200);
    await browser.get('/api/me').expect(200);
  });

  it('no longer recognises a device once the password has changed: a copied cookie opens no way round the limits', async () => {
    const user = await createUser(t);
    const browser = await knownBrowser(user);
    await browser.post('/api/logout').expect((res) => expect(res.status).toBeLessThan(300));
    // The password is reset (say after the owner's warning); the attacker learns the new one and kept the old cookie.
    const NEW = 'N3w!Passw0rd-after-reset';
    await t.dataSource.query('UPDATE users SET password_hash = $1 WHERE id = $2', [await hashPassword(NEW), user.id]);
    const replay = (agent: Agent) =>
      agent.post('/api/login').set('X-Forwarded-For', fresh()).send({ username: user.username, password: NEW });
    for (let round = 0; round < 3; round++) {
      const login = await replay(browser);
      if (login.status !== 200) break;
      const code = await latestLoginCode(t, user.email);
      for (let i = 0; i < 5; i++) await codeStep(browser, user, wrongThan(code));
    }
    // Counted as an unrecognised device: after 10 wrong codes its right password gets no code.
    expect((await replay(browser)).body).toEqual(closed);
  });
});
