import { describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { MESSAGES } from '@fund/contracts';

import { type Agent } from '../../../test/login.js';
import { createUser, sessionFor, TEST_PASSWORD, useTestApp, type TestApp } from '../../../test/test-app.js';
import { addPasskey, SoftPasskey } from '../../../test/webauthn.js';
import type { User } from '../users/user.entity.js';

// Issue 25 item 2: passkeys as a second factor, with a software authenticator (test/webauthn.ts: a P-256
// key from node:crypto, a 'none' attestation, ES256 assertions) and @simplewebauthn/server on the server.

const auditRows = (t: TestApp, userId: string, action: string) =>
  t.dataSource.query<{ action_details: string }[]>(
    'SELECT action_details FROM audit_logs WHERE user_id = $1 AND action = $2 ORDER BY timestamp, id',
    [userId, action],
  );
const mailsTo = async (t: TestApp, user: User) => (await t.outbox()).filter((eml) => eml.includes(`To: ${user.email}`)).length;

describe('passkeys', () => {
  const t = useTestApp();
  const passwordStep = (agent: Agent, user: User) => agent.post('/api/login').send({ username: user.username, password: TEST_PASSWORD });
  const loginOptions = async (agent: Agent, user: User) =>
    (await agent.post('/api/login/passkey/options').send({ userId: user.id }).expect(200)).body.options as {
      challenge: string;
      rpId: string;
    };

  /** A user with one registered passkey, and a fresh agent past the password step. */
  async function pendingLogin() {
    const user = await createUser(t);
    const key = new SoftPasskey();
    await addPasskey(t, await sessionFor(t, user), key, 'Laptop');
    const agent = request.agent(t.server);
    const step = await passwordStep(agent, user).expect(200);
    return { user, key, agent, step };
  }

  it('registers two named passkeys (the first brings 10 recovery codes), lists, renames and removes one', async () => {
    const user = await createUser(t);
    const cookie = await sessionFor(t, user);
    const first = await addPasskey(t, cookie, new SoftPasskey(), 'MacBook Touch ID');
    expect(first.body.passkey).toMatchObject({ name: 'MacBook Touch ID', lastUsedAt: null });
    expect(first.body.recoveryCodes).toHaveLength(10);
    const second = await addPasskey(t, cookie, new SoftPasskey(), 'YubiKey');
    expect(second.body.recoveryCodes).toBeNull();

    let list = await request(t.server).get('/api/security/passkeys').set('Cookie', cookie).expect(200);
    expect(list.body.passkeys.map((p: { name: string }) => p.name)).toEqual(['MacBook Touch ID', 'YubiKey']);
    expect(Object.keys(list.body.passkeys[0]).sort()).toEqual(['createdAt', 'id', 'lastUsedAt', 'name']);
    const view = await request(t.server).get('/api/security/second-factors').set('Cookie', cookie).expect(200);
    expect(view.body).toMatchObject({ authenticatorApp: false, recoveryCodesLeft: 10, passkeys: 2 });

    const id = second.body.passkey.id as string;
    const renamed = await request(t.server)
      .patch(`/api/security/passkeys/${id}`)
      .set('Cookie', cookie)
      .send({ name: ' Office key ' })
      .expect(200);
    expect(renamed.body.name).toBe('Office key');
    const blank = await request(t.server).patch(`/api/security/passkeys/${id}`).set('Cookie', cookie).send({ name: '  ' }).expect(400);
    expect(blank.body.message).toContain(MESSAGES.passkeyNameRequired);

    // Someone else cannot rename or remove it.
    const other = await sessionFor(t, await createUser(t));
    await request(t.server).patch(`/api/security/passkeys/${id}`).set('Cookie', other).send({ name: 'Mine' }).expect(404);
    await request(t.server).post(`/api/security/passkeys/${id}/remove`).set('Cookie', other).send({ password: TEST_PASSWORD }).expect(404);

    // Removal asks for the password.
    const wrong = await request(t.server)
      .post(`/api/security/passkeys/${id}/remove`)
      .set('Cookie', cookie)
      .send({ password: 'nope' })
      .expect(422);
    expect(wrong.body.message).toBe(MESSAGES.wrongPasswordOrCode);
    await request(t.server).post(`/api/security/passkeys/${id}/remove`).set('Cookie', cookie).send({ password: TEST_PASSWORD }).expect(200);
    list = await request(t.server).get('/api/security/passkeys').set('Cookie', cookie).expect(200);
    expect(list.body.passkeys.map((p: { name: string }) => p.name)).toEqual(['MacBook Touch ID']);

    expect((await auditRows(t, user.id, 'SECOND_FACTOR_ENROLLED')).map((r) => r.action_details)).toEqual([
      "Passkey 'MacBook Touch ID' added, with 10 new recovery codes",
      "Passkey 'YubiKey' added",
    ]);
    expect((await auditRows(t, user.id, 'SECOND_FACTOR_REMOVED')).map((r) => r.action_details)).toEqual([
      "Passkey 'Office key' removed by its owner",
    ]);
  });

  it('refuses a registration that answers no challenge of this session, or from another origin', async () => {
    const user = await createUser(t);
    const cookie = await sessionFor(t, user);
    const key = new SoftPasskey();
    const noChallenge = await request(t.server)
      .post('/api/security/passkeys')
      .set('Cookie', cookie)
      .send({ name: 'Phone', response: key.register({ challenge: 'bm90LWdpdmVu' }) })
      .expect(422);
    expect(noChallenge.body.message).toBe(MESSAGES.passkeyChallengeMissing);
    const options = await request(t.server).post('/api/security/passkeys/options').set('Cookie', cookie).expect(200);
    const foreign = await request(t.server)
      .post('/api/security/passkeys')
      .set('Cookie', cookie)
      .send({ name: 'Phone', response: key.register(options.body.options, { origin: 'https://evil.example' }) })
      .expect(422);
    expect(foreign.body.message).toBe(MESSAGES.passkeyResponseInvalid);
    const garbage = await request(t.server)
      .post('/api/security/passkeys')
      .set('Cookie', cookie)
      .send({ name: 'Phone', response: 'x' })
      .expect(400);
    expect(garbage.body.message).toContain(MESSAGES.passkeyResponseInvalid);
    expect((await request(t.server).get('/api/security/passkeys').set('Cookie', cookie).expect(200)).body.passkeys).toEqual([]);
  });

  it('signs in with a passkey instead of an e-mailed code', async () => {
    const { user, key, agent, step } = await pendingLogin();
    const mails = await mailsTo(t, user);
    expect(step.body).toMatchObject({ otpSent: false, secondFactor: 'passkey', passkeys: true, recoveryCodes: true });
    expect(await mailsTo(t, user)).toBe(mails);

    const options = await loginOptions(agent, user);
    expect(options.rpId).toBe('localhost');
    const done = await agent
      .post('/api/login/passkey')
      .send({ userId: user.id, response: key.assert(options) })
      .expect(200);
    expect(done.body).toMatchObject({ id: user.id, role: user.role });
    await agent.get('/api/me').expect(200);
    expect((await auditRows(t, user.id, 'LOGIN')).map((r) => r.action_details)).toEqual(['Investor logged in with a passkey']);
    const [row] = await t.dataSource.query<{ counter: string; last_used_at: Date | null }[]>(
      'SELECT counter, last_used_at FROM passkeys WHERE user_id = $1',
      [user.id],
    );
    expect(row).toMatchObject({ counter: '1' });
    expect(row.last_used_at).not.toBeNull();
  });

  it("refuses another user's passkey, a replayed challenge, a backwards counter and a foreign origin (401, audited)", async () => {
    const { user, key, agent } = await pendingLogin();
    const stranger = new SoftPasskey();
    await addPasskey(t, await sessionFor(t, await createUser(t)), stranger, 'Theirs');

    const refuse = async (response: Record<string, unknown>, message: string) => {
      const res = await agent.post('/api/login/passkey').send({ userId: user.id, response }).expect(401);
      expect(res.body.message).toBe(message);
    };
    // Another user's credential, signed by its own key.
    await refuse(stranger.assert(await loginOptions(agent, user)), MESSAGES.passkeyNotRecognised);
    // A challenge used once (even by a refused try) is gone.
    const used = await loginOptions(agent, user);
    await refuse(key.assert(used, { origin: 'https://evil.example' }), MESSAGES.passkeyResponseInvalid);
    await refuse(key.assert(used), MESSAGES.passkeyChallengeMissing);
    // A challenge the server never gave.
    await loginOptions(agent, user);
    await refuse(key.assert({ challenge: 'bWFkZS11cA', rpId: 'localhost' }), MESSAGES.passkeyResponseInvalid);
    // The counter goes backwards: a cloned key.
    await t.dataSource.query('UPDATE passkeys SET counter = 50 WHERE user_id = $1', [user.id]);
    await refuse(key.assert(await loginOptions(agent, user), { counter: 7 }), MESSAGES.passkeyCounterBackwards);
    // A bad signature.
    const options = await loginOptions(agent, user);
    const tampered = key.assert(options, { counter: 60 }) as { response: { signature: string } };
    const sig = Buffer.from(tampered.response.signature, 'base64url');
    sig[sig.length - 1] ^= 1;
    tampered.response.signature = sig.toString('base64url');
    await refuse(tampered, MESSAGES.passkeyResponseInvalid);

    const reasons = (await auditRows(t, user.id, 'LOGIN_FAILED')).map((r) => r.action_details);
    expect(reasons).toEqual([
      "Passkey of another user's account",
      expect.stringMatching(/^Passkey assertion refused \(.*origin/i),
      'Passkey answered a stale, used or missing challenge',
      expect.stringMatching(/^Passkey assertion refused \(.*challenge/i),
      "Passkey 'Laptop' counter went backwards (7 after 50): possibly cloned",
      expect.stringMatching(/^Passkey assertion refused/),
    ]);
    // Counted with the codes: the failures were recorded under verifyOtp.
    const [counted] = await t.dataSource.query<{ hits: number }[]>(
      `SELECT max(hits)::int AS hits FROM rate_limit_counters WHERE key LIKE 'verifyOtp:failed:%'`,
    );
    expect(counted.hits).toBeGreaterThanOrEqual(6);
    // Nothing moved: still not logged in, and the counter is as it was.
    await agent.get('/api/me').expect(401);
    const [row] = await t.dataSource.query<{ counter: string }[]>('SELECT counter FROM passkeys WHERE user_id = $1', [user.id]);
    expect(row.counter).toBe('50');
    // The right assertion still works afterwards.
    await agent
      .post('/api/login/passkey')
      .send({ userId: user.id, response: key.assert(await loginOptions(agent, user), { counter: 51 }) })
      .expect(200);
  });

  it('asks for the password step first', async () => {
    const user = await createUser(t);
    await addPasskey(t, await sessionFor(t, user), new SoftPasskey(), 'Laptop');
    const res = await request(t.server).post('/api/login/passkey/options').send({ userId: user.id }).expect(401);
    expect(res.body.message).toBe(MESSAGES.sessionExpired);
  });
});
