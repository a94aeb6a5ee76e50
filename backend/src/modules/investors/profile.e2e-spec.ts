import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { MESSAGES, type AuditLogView } from '@fund/contracts';

import { createKycApplication } from '../../../test/factories.js';
import { mailsTo } from '../../../test/outbox.js';
import { createUser, sessionFor, TEST_PASSWORD, useTestApp } from '../../../test/test-app.js';
import type { User } from '../users/user.entity.js';

const PERSONAL = { fullName: 'Layla Haddad-Saleh', phone: '+971 555000111', fullAddress: 'Apartment 804, Marina Gate, Dubai' };
const BANK = {
  accountName: 'Layla Haddad-Saleh',
  accountNumber: '9876543210',
  sortCode: '20-00-00',
  swiftBic: 'BARCGB22',
  ibanNumber: 'GB29NWBK60161331926819',
  bankName: 'Barclays',
  bankAddress: '1 Churchill Place, London',
};
/** A bank change carries the investor's current password (issue 18 item 6); createUser's is TEST_PASSWORD. */
const reauthenticated = (body: Record<string, unknown>) => ({ ...body, currentPassword: TEST_PASSWORD });
const NEXT_OF_KIN = {
  nokName: 'Sara Saleh',
  nokContactNumber: '+44 7700900123',
  nokContactEmail: 'sara.saleh@example.com',
  nokPassportNumber: 'X9988776',
  nokRelationship: 'sibling',
};

describe('investor profile', () => {
  const t = useTestApp();
  let adminCookie: string;

  beforeAll(async () => {
    adminCookie = await sessionFor(t, await createUser(t, { role: 'admin' }));
  });

  /** An investor with credentials: the user and the KYC application they were created from. */
  const newInvestor = async () => {
    const user = await createUser(t);
    const kyc = await createKycApplication(t, { investorId: user.id, status: 'approved', fullName: user.fullName, email: user.email });
    return { user, kyc, cookie: await sessionFor(t, user) };
  };
  const stored = async (user: User) => {
    const [row] = await t.dataSource.query(
      `SELECT u.full_name AS "userName", k.full_name AS "kycName", k.phone, k.full_address AS "fullAddress",
              k.account_number AS "accountNumber", k.bank_name AS "bankName", k.nok_name AS "nokName", u.profile_photo_url AS "photo"
       FROM users u JOIN kyc_applications k ON k.investor_id = u.id WHERE u.id = $1`,
      [user.id],
    );
    return row as Record<string, string | null>;
  };
  const patch = (userId: string, section: string, cookie: string, body: Record<string, unknown>) =>
    request(t.server).patch(`/api/profile/${userId}/${section}`).set('Cookie', cookie).send(body);
  /** A new investor's change of `section` to `body` answers 400 with `message` and leaves their profile as it was; answers the investor. */
  const expectRefused = async (section: string, body: Record<string, unknown>, message: string) => {
    const { user, cookie } = await newInvestor();
    const before = await stored(user);
    const res = await patch(user.id, section, cookie, body).expect(400);
    expect(res.body.message).toBe(message);
    expect(await stored(user)).toEqual(before);
    return user;
  };

  describe('GET /api/profile/:userId', () => {
    it('answers 401 without a session', async () => {
      await request(t.server).get(`/api/profile/${randomUUID()}`).expect(401);
    });

    it('gives the investor their profile from the account and the KYC application', async () => {
      const { user, kyc, cookie } = await newInvestor();
      const res = await request(t.server).get(`/api/profile/${user.id}`).set('Cookie', cookie).expect(200);
      expect(res.body).toEqual({
        fullName: user.fullName,
        email: user.email,
        phone: kyc.phone,
        fullAddress: kyc.fullAddress,
        dateOfBirth: '1984-05-17',
        accountName: kyc.accountName,
        accountNumber: kyc.accountNumber,
        sortCode: kyc.sortCode,
        swiftBic: kyc.swiftBic,
        ibanNumber: kyc.ibanNumber,
        bankName: kyc.bankName,
        bankAddress: kyc.bankAddress,
        nokName: kyc.nokName,
        nokContactNumber: kyc.nokContactNumber,
        nokContactEmail: kyc.nokContactEmail,
        nokPassportNumber: kyc.nokPassportNumber,
        nokRelationship: 'spouse',
        profilePhotoUrl: null,
      });
    });

    it("lets an admin read an investor's profile", async () => {
      const { user } = await newInvestor();
      const res = await request(t.server).get(`/api/profile/${user.id}`).set('Cookie', adminCookie).expect(200);
      expect(res.body.email).toBe(user.email);
    });

    it("answers 403 to an investor asking for another investor's profile", async () => {
      const { user } = await newInvestor();
      const { cookie } = await newInvestor();
      const res = await request(t.server).get(`/api/profile/${user.id}`).set('Cookie', cookie).expect(403);
      expect(res.body.message).toBe(MESSAGES.forbidden);
    });

    it("answers 404 'Profile not found' without a KYC application, for an unknown user and for a malformed id", async () => {
      const bare = await createUser(t);
      for (const [id, cookie] of [
        [bare.id, await sessionFor(t, bare)],
        [randomUUID(), adminCookie],
        ['not-a-uuid', adminCookie],
      ]) {
        const res = await request(t.server).get(`/api/profile/${id}`).set('Cookie', cookie).expect(404);
        expect(res.body.message).toBe(MESSAGES.profileNotFound);
      }
    });
  });

  describe('PATCH /api/profile/:userId/personal', () => {
    it('answers 401 without a session', async () => {
      await request(t.server).patch(`/api/profile/${randomUUID()}/personal`).send(PERSONAL).expect(401);
    });

    it('updates phone and address, and the name on both the account and the application', async () => {
      const { user, cookie } = await newInvestor();
      const res = await patch(user.id, 'personal', cookie, { ...PERSONAL, fullName: `  ${PERSONAL.fullName} ` }).expect(200);
      expect(res.body).toMatchObject({ ...PERSONAL, email: user.email });
      expect(await stored(user)).toMatchObject({
        userName: PERSONAL.fullName,
        kycName: PERSONAL.fullName,
        phone: PERSONAL.phone,
        fullAddress: PERSONAL.fullAddress,
      });
      const me = await request(t.server).get('/api/me').set('Cookie', cookie).expect(200);
      expect(me.body.fullName).toBe(PERSONAL.fullName);
    });

    it.each([
      ['a missing full name', { fullName: undefined }, MESSAGES.fullNameRequired],
      ['a blank full name', { fullName: '   ' }, MESSAGES.fullNameRequired],
      ['a missing phone', { phone: undefined }, MESSAGES.phoneRequired],
      ['an empty phone', { phone: '' }, MESSAGES.phoneRequired],
      ['a missing address', { fullAddress: undefined }, MESSAGES.fullAddressRequired],
      ['an e-mail (read-only)', { email: 'new@example.com' }, 'property email should not exist'],
      ['a date of birth (read-only)', { dateOfBirth: '1990-01-01' }, 'property dateOfBirth should not exist'],
    ])('refuses %s with its message and changes nothing', async (_case, change, message) => {
      await expectRefused('personal', { ...PERSONAL, ...change }, message);
    });

    it('answers 403 to another investor and to an admin, and changes nothing', async () => {
      const { user } = await newInvestor();
      const { cookie: otherCookie } = await newInvestor();
      const before = await stored(user);
      for (const cookie of [otherCookie, adminCookie]) {
        const res = await patch(user.id, 'personal', cookie, PERSONAL).expect(403);
        expect(res.body.message).toBe(MESSAGES.ownProfileOnly);
      }
      expect(await stored(user)).toEqual(before);
    });

    it("answers 404 'Profile not found' to an investor without a KYC application and keeps their name", async () => {
      const bare = await createUser(t);
      const res = await patch(bare.id, 'personal', await sessionFor(t, bare), PERSONAL).expect(404);
      expect(res.body.message).toBe(MESSAGES.profileNotFound);
      const [row] = await t.dataSource.query('SELECT full_name FROM users WHERE id = $1', [bare.id]);
      expect(row.full_name).toBe(bare.fullName);
    });
  });

  describe('PATCH /api/profile/:userId/bank', () => {
    it('answers 401 without a session', async () => {
      await request(t.server).patch(`/api/profile/${randomUUID()}/bank`).send(reauthenticated(BANK)).expect(401);
    });

    it('updates the bank details and e-mails the investor a notice without the account number', async () => {
      const { user, cookie } = await newInvestor();
      const res = await patch(user.id, 'bank', cookie, reauthenticated(BANK)).expect(200);
      expect(res.body).toMatchObject(BANK);
      expect(await stored(user)).toMatchObject({ accountNumber: BANK.accountNumber, bankName: 'Barclays' });

      const mails = await mailsTo(t, user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain('bank details on your account were changed');
      expect(mails[0]).toContain('Barclays, account ending 3210');
      // The whole message, both parts, with quoted-printable soft line breaks undone.
      const raw = ((await t.outbox()).find((eml) => eml.includes(`To: ${user.email}`)) ?? '').replace(/=\r?\n/g, '');
      expect(raw).toContain('3210');
      for (const secret of [BANK.accountNumber, BANK.ibanNumber, BANK.sortCode, '12345678']) {
        expect(raw).not.toContain(secret);
        expect(mails[0]).not.toContain(secret);
      }
    });

    it('keeps optional fields that are left out, clears those sent empty, and sends no notice when nothing changed', async () => {
      const { user, kyc, cookie } = await newInvestor();
      const { accountName, accountNumber, bankName } = kyc;
      const same = await patch(user.id, 'bank', cookie, reauthenticated({ accountName, accountNumber, bankName })).expect(200);
      expect(same.body).toMatchObject({
        sortCode: kyc.sortCode,
        swiftBic: kyc.swiftBic,
        ibanNumber: kyc.ibanNumber,
        bankAddress: kyc.bankAddress,
      });
      expect(await mailsTo(t, user.email)).toHaveLength(0);

      const cleared = await patch(
        user.id,
        'bank',
        cookie,
        reauthenticated({ accountName, accountNumber, bankName, sortCode: '', swiftBic: null }),
      ).expect(200);
      expect(cleared.body).toMatchObject({ sortCode: '', swiftBic: '', ibanNumber: kyc.ibanNumber });
      expect(await mailsTo(t, user.email)).toHaveLength(1);
    });

    it.each([
      ['a missing account name', { accountName: undefined }, MESSAGES.accountNameRequired],
      ['a missing account number', { accountNumber: undefined }, MESSAGES.accountNumberRequired],
      ['a blank account number', { accountNumber: '  ' }, MESSAGES.accountNumberRequired],
      ['a missing bank name', { bankName: undefined }, MESSAGES.bankNameRequired],
      ['an unknown field', { balance: 5 }, 'property balance should not exist'],
    ])('refuses %s with its message, changes nothing and sends nothing', async (_case, change, message) => {
      const user = await expectRefused('bank', reauthenticated({ ...BANK, ...change }), message);
      expect(await mailsTo(t, user.email)).toHaveLength(0);
    });

    it('answers 403 to another investor and to an admin, changes nothing and sends nothing', async () => {
      const { user } = await newInvestor();
      const { cookie: otherCookie } = await newInvestor();
      const before = await stored(user);
      for (const cookie of [otherCookie, adminCookie]) await patch(user.id, 'bank', cookie, reauthenticated(BANK)).expect(403);
      expect(await stored(user)).toEqual(before);
      expect(await mailsTo(t, user.email)).toHaveLength(0);
    });

    /** The BANK_DETAILS_CHANGED rows of one investor, as an admin reads the audit log. */
    const bankAudit = async (userId: string): Promise<AuditLogView[]> =>
      (
        await request(t.server)
          .get(`/api/admin/audit-logs?userId=${userId}&action=BANK_DETAILS_CHANGED`)
          .set('Cookie', adminCookie)
          .expect(200)
      ).body;

    it('asks for the current password: without it or with a wrong one, 400 with the reason, and nothing changed, sent or audited', async () => {
      const { user, cookie } = await newInvestor();
      const before = await stored(user);
      const missing = await patch(user.id, 'bank', cookie, BANK).expect(400);
      expect(missing.body).toEqual({ statusCode: 400, error: 'Bad Request', message: MESSAGES.currentPasswordRequired });
      const wrong = await patch(user.id, 'bank', cookie, { ...BANK, currentPassword: 'not-my-password' }).expect(400);
      expect(wrong.body).toEqual({ statusCode: 400, error: 'Bad Request', message: MESSAGES.currentPasswordIncorrect });
      expect(await stored(user)).toEqual(before);
      expect(await mailsTo(t, user.email)).toHaveLength(0);
      expect(await bankAudit(user.id)).toEqual([]);
    });

    it('audits a change as BANK_DETAILS_CHANGED by the investor: the fields changed and the last four digits, never a number', async () => {
      const { user, kyc, cookie } = await newInvestor();
      await request(t.server)
        .patch(`/api/profile/${user.id}/bank`)
        .set('Cookie', cookie)
        .set('User-Agent', 'portal-test/1.0')
        .set('X-Forwarded-For', '198.51.100.23')
        .send(reauthenticated(BANK))
        .expect(200);
      const rows = await bankAudit(user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'BANK_DETAILS_CHANGED',
        userId: user.id,
        userRole: 'investor',
        ipAddress: '198.51.100.23',
        userAgent: 'portal-test/1.0',
      });
      expect(rows[0].actionDetails).toContain('account number');
      expect(rows[0].actionDetails).toContain('ending 3210');
      for (const secret of [
        BANK.accountNumber,
        BANK.ibanNumber,
        BANK.sortCode,
        BANK.swiftBic,
        kyc.accountNumber,
        kyc.ibanNumber,
        TEST_PASSWORD,
      ]) {
        expect(rows[0].actionDetails).not.toContain(secret);
      }
      // The same details again change nothing: no second row.
      await patch(user.id, 'bank', cookie, reauthenticated(BANK)).expect(200);
      expect(await bankAudit(user.id)).toHaveLength(1);
    });
  });

  describe('PATCH /api/profile/:userId/next-of-kin', () => {
    it('answers 401 without a session', async () => {
      await request(t.server).patch(`/api/profile/${randomUUID()}/next-of-kin`).send(NEXT_OF_KIN).expect(401);
    });

    it('updates the next of kin; the passport number is optional', async () => {
      const { user, kyc, cookie } = await newInvestor();
      const res = await patch(user.id, 'next-of-kin', cookie, { ...NEXT_OF_KIN, nokContactEmail: ' Sara.Saleh@Example.com ' }).expect(200);
      expect(res.body).toMatchObject(NEXT_OF_KIN);
      const { nokPassportNumber: _passport, ...withoutPassport } = NEXT_OF_KIN;
      const again = await patch(user.id, 'next-of-kin', cookie, { ...withoutPassport, nokName: 'Sara H. Saleh' }).expect(200);
      expect(again.body).toMatchObject({ nokName: 'Sara H. Saleh', nokPassportNumber: NEXT_OF_KIN.nokPassportNumber });
      expect(kyc.nokName).not.toBe('Sara H. Saleh');
      expect(await stored(user)).toMatchObject({ nokName: 'Sara H. Saleh' });
    });

    it.each([
      ['a missing name', { nokName: undefined }, MESSAGES.nokNameRequired],
      ['a missing contact number', { nokContactNumber: undefined }, MESSAGES.nokContactNumberRequired],
      ['a missing e-mail', { nokContactEmail: undefined }, MESSAGES.nokContactEmailRequired],
      ['an invalid e-mail', { nokContactEmail: 'sara@' }, MESSAGES.invalidEmail],
      ['a missing relationship', { nokRelationship: undefined }, MESSAGES.nokRelationshipRequired],
      ['an unknown relationship', { nokRelationship: 'cousin' }, MESSAGES.nokRelationshipInvalid],
      ['a relationship in the wrong case', { nokRelationship: 'Spouse' }, MESSAGES.nokRelationshipInvalid],
    ])('refuses %s with its message and changes nothing', async (_case, change, message) => {
      await expectRefused('next-of-kin', { ...NEXT_OF_KIN, ...change }, message);
    });

    it('answers 403 to another investor and to an admin, and changes nothing', async () => {
      const { user } = await newInvestor();
      const { cookie: otherCookie } = await newInvestor();
      const before = await stored(user);
      for (const cookie of [otherCookie, adminCookie]) await patch(user.id, 'next-of-kin', cookie, NEXT_OF_KIN).expect(403);
      expect(await stored(user)).toEqual(before);
    });
  });
});

// The own password change's failure policy at RATE_LIMIT_FACTOR 1 (common/rate-limit/rate-limits.ts): wrong
// current passwords, 5 per 15 minutes per (account, client address) and 20 per 5 minutes per account, one
// budget for the password change and the bank change (both guess the same secret with a session).
describe('wrong current passwords on PATCH /api/profile/:userId/bank', () => {
  const t = useTestApp({ RATE_LIMIT_FACTOR: '1', TRUST_PROXY: 'loopback' });

  const tooMany = { statusCode: 429, message: 'Too many requests. Please wait a moment and try again.', error: 'Too Many Requests' };
  const investor = async () => {
    const user = await createUser(t);
    await createKycApplication(t, { investorId: user.id, status: 'approved', fullName: user.fullName, email: user.email });
    const cookie = await sessionFor(t, user);
    const bank = (ip: string, currentPassword: string) =>
      request(t.server)
        .patch(`/api/profile/${user.id}/bank`)
        .set('Cookie', cookie)
        .set('X-Forwarded-For', ip)
        .send({ ...BANK, currentPassword });
    const password = (ip: string, currentPassword: string) =>
      request(t.server)
        .patch(`/api/users/${user.id}/password`)
        .set('Cookie', cookie)
        .set('X-Forwarded-For', ip)
        .send({ currentPassword, newPassword: 'N3w&Better!pass' });
    const accountNumber = async () =>
      (
        (await t.dataSource.query('SELECT account_number FROM kyc_applications WHERE investor_id = $1', [user.id])) as {
          account_number: string;
        }[]
      )[0].account_number;
    return { bank, password, accountNumber };
  };

  it('are counted: after 5 from one address even the right one answers 429 there and changes nothing; elsewhere it works', async () => {
    const { bank, accountNumber } = await investor();
    const before = await accountNumber();
    for (let i = 0; i < 5; i++)
      expect((await bank('198.51.100.61', `guess-${i}`).expect(400)).body.message).toBe(MESSAGES.currentPasswordIncorrect);
    const blocked = await bank('198.51.100.61', TEST_PASSWORD).expect(429);
    expect(blocked.body).toEqual(tooMany);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await accountNumber()).toBe(before);
    await bank('203.0.113.61', TEST_PASSWORD).expect(200);
    expect(await accountNumber()).toBe(BANK.accountNumber);
  });

  it('share one budget with the own password change', async () => {
    const { bank, password } = await investor();
    for (let i = 0; i < 3; i++) await password('198.51.100.62', `guess-${i}`).expect(400);
    for (let i = 0; i < 2; i++) await bank('198.51.100.62', `guess-${i}`).expect(400);
    expect((await bank('198.51.100.62', TEST_PASSWORD).expect(429)).body).toEqual(tooMany);
  });
});
