import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createEnrollment, createKycApplication, createScheme } from '../../../test/factories.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';

// Input the API used to accept and should not (issue 18 item 8): each answers 400 with its message and
// changes nothing. The rules come from @fund/contracts, which the UIs check with too.

const PASSWORD = 'Welcome#2030';
const INVISIBLE = 'Username can only contain visible characters and spaces';
const TOO_SHORT = 'Username must be at least 3 characters';
const TOO_LONG = 'Username must be at most 100 characters';
/** Usernames no user should be able to pick, with the message each gets. */
const BAD_USERNAMES: [string, string][] = [
  ['\u0012\u0007x', INVISIBLE],
  ['new\nline', INVISIBLE],
  ['tab\tbed', INVISIBLE],
  ['no\u00a0break', INVISIBLE],
  ['zero\u200bwidth', INVISIBLE],
  ['right\u202eleft', INVISIBLE],
  ['bell\u0007', INVISIBLE],
  ['ab', TOO_SHORT],
  ['  ab  ', TOO_SHORT],
  ['x'.repeat(101), TOO_LONG],
];

describe('input the API refuses (issue 18 item 8)', () => {
  const t = useTestApp();
  const count = async (sql: string, params: unknown[] = []) =>
    (await t.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0].n;
  const expectRefused = (res: request.Response, message: string, what: unknown) =>
    expect({ what, status: res.status, message: res.body.message, error: res.body.error }).toEqual({
      what,
      status: 400,
      message,
      error: 'Bad Request',
    });

  describe('usernames: 3 to 100 visible characters (spaces allowed inside) wherever one is set', () => {
    it('first-run setup', async () => {
      for (const [username, message] of BAD_USERNAMES) {
        const res = await request(t.server)
          .post('/api/admin/setup')
          .send({ fullName: 'Owner', email: 'owner@example.com', username, password: PASSWORD });
        expectRefused(res, message, username);
      }
      expect(await count('users')).toBe(0);
      await request(t.server).get('/api/admin/setup-required').expect(200, { setupRequired: true });
    });

    describe('with a super admin', () => {
      let root: string;
      beforeAll(async () => {
        root = await sessionFor(t, await createUser(t, { role: 'super_admin' }));
      });

      it('POST /api/admin/users/create', async () => {
        const before = await count('users');
        for (const [username, message] of BAD_USERNAMES) {
          const res = await request(t.server)
            .post('/api/admin/users/create')
            .set('Cookie', root)
            .send({ email: 'made@example.com', fullName: 'Made Admin', username, password: PASSWORD, role: 'admin' });
          expectRefused(res, message, username);
        }
        expect(await count('users')).toBe(before);
      });

      it('POST /api/kyc/:id/create-credentials', async () => {
        const application = await createKycApplication(t, { status: 'approved' });
        const before = await count('users');
        for (const [username, message] of BAD_USERNAMES) {
          const res = await request(t.server)
            .post(`/api/kyc/${application.id}/create-credentials`)
            .set('Cookie', root)
            .send({ username, password: PASSWORD });
          expectRefused(res, message, username);
        }
        expect(await count('users')).toBe(before);
        expect(await count('kyc_applications WHERE id = $1 AND investor_id IS NULL', [application.id])).toBe(1);
      });

      it('POST /api/admin/invitations/accept/:token, which had no minimum', async () => {
        const invited = await request(t.server)
          .post('/api/admin/invitations')
          .set('Cookie', root)
          .send({ email: 'invited@example.com', fullName: 'Invited Admin', role: 'admin' })
          .expect(201);
        const token = invited.body.inviteToken as string;
        for (const [username, message] of BAD_USERNAMES) {
          const res = await request(t.server).post(`/api/admin/invitations/accept/${token}`).send({ username, password: PASSWORD });
          expectRefused(res, message, username);
        }
        await request(t.server)
          .get(`/api/admin/invitations/by-token/${token}`)
          .expect(200, { email: 'invited@example.com', status: 'pending' });
        expect(await count('users WHERE email = $1', ['invited@example.com'])).toBe(0);
        // The rule refuses only what it names: spaces inside, letters of any script and the three-character minimum pass.
        await request(t.server)
          .post(`/api/admin/invitations/accept/${token}`)
          .send({ username: ' Ana María-Öz ', password: PASSWORD })
          .expect(201);
        expect(await t.dataSource.query(`SELECT username FROM users WHERE email = $1`, ['invited@example.com'])).toEqual([
          { username: 'Ana María-Öz' },
        ]);
      });
    });
  });

  describe("the profile's phone follows the KYC rule", () => {
    it('PATCH /api/profile/:userId/personal refuses a phone that is not a listed code, a space and 4 to 15 digits', async () => {
      const user = await createUser(t);
      await createKycApplication(t, {
        investorId: user.id,
        status: 'approved',
        fullName: user.fullName,
        email: user.email,
        phone: '+971 501234567',
      });
      const cookie = await sessionFor(t, user);
      const phone = async () =>
        (await t.dataSource.query<{ phone: string }[]>(`SELECT phone FROM kyc_applications WHERE investor_id = $1`, [user.id]))[0].phone;
      const message = 'Phone must be a country code from the list, a space and 4 to 15 digits, e.g. +971 501234567';
      for (const bad of [
        'call me maybe',
        '501234567',
        '+999 501234567',
        '+971 50 123 4567',
        '+971 12',
        '+971 1234567890123456',
        '+971\u00a0501234567',
      ]) {
        const res = await request(t.server)
          .patch(`/api/profile/${user.id}/personal`)
          .set('Cookie', cookie)
          .send({ fullName: 'Noor', phone: bad, fullAddress: '1 Marina Walk' });
        expectRefused(res, message, bad);
      }
      expect(await phone()).toBe('+971 501234567');
      await request(t.server)
        .patch(`/api/profile/${user.id}/personal`)
        .set('Cookie', cookie)
        .send({ fullName: 'Noor', phone: ' +44 7700900123 ', fullAddress: '1 Marina Walk' })
        .expect(200);
      expect(await phone()).toBe('+44 7700900123');
    });
  });

  describe('payout dates: 1900-01-01 to 2199-12-31, the next payout after the payout', () => {
    it('POST /api/payouts', async () => {
      const admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
      const investor = await createUser(t);
      const scheme = await createScheme(t);
      const enrollment = await createEnrollment(t, {
        investorId: investor.id,
        schemeId: scheme.id,
        totalPayouts: 0,
        nextPayoutDate: '2026-01-01',
        nextPayoutAmount: 10,
      });
      const state = () =>
        t.dataSource.query(
          `SELECT total_payouts::int AS total, to_char(next_payout_date, 'YYYY-MM-DD') AS next,
                  (SELECT count(*)::int FROM activities WHERE investor_id = $2) AS activities
           FROM enrollments WHERE id = $1`,
          [enrollment.id, investor.id],
        );
      const valid = { investorId: investor.id, enrollmentId: enrollment.id, payoutAmount: 100, description: 'Q1 profit' };
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      const today = new Date().toISOString().slice(0, 10);
      const before = await state();
      const cases: [Record<string, unknown>, string][] = [
        [{ payoutDate: '0427-01-05' }, 'Payout date must be between 1900-01-01 and 2199-12-31'],
        [{ payoutDate: '1899-12-31' }, 'Payout date must be between 1900-01-01 and 2199-12-31'],
        [{ payoutDate: '2200-01-01' }, 'Payout date must be between 1900-01-01 and 2199-12-31'],
        [{ payoutDate: '9999-12-31' }, 'Payout date must be between 1900-01-01 and 2199-12-31'],
        [{ nextPayoutDate: '0427-01-05' }, 'Next payout date must be between 1900-01-01 and 2199-12-31'],
        [{ nextPayoutDate: '2200-01-01' }, 'Next payout date must be between 1900-01-01 and 2199-12-31'],
        [{ payoutDate: '2025-06-30', nextPayoutDate: '2025-03-31' }, 'Next payout date must be after the payout date'],
        [{ payoutDate: '2025-06-30', nextPayoutDate: '2025-06-30' }, 'Next payout date must be after the payout date'],
        // No payout date: the payout is today's.
        [{ nextPayoutDate: yesterday }, 'Next payout date must be after the payout date'],
        [{ nextPayoutDate: today }, 'Next payout date must be after the payout date'],
      ];
      for (const [change, message] of cases)
        expectRefused(
          await request(t.server)
            .post('/api/payouts')
            .set('Cookie', admin)
            .send({ ...valid, ...change }),
          message,
          change,
        );
      expect(await state()).toEqual(before);

      await request(t.server)
        .post('/api/payouts')
        .set('Cookie', admin)
        .send({ ...valid, payoutDate: '1900-01-01', nextPayoutDate: '2199-12-31' })
        .expect(201);
      expect(await state()).toEqual([{ total: 100, next: '2199-12-31', activities: before[0].activities + 1 }]);
    });
  });
});
