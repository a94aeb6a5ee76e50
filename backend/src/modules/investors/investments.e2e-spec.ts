import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { MESSAGES } from '@fund/contracts';

import { createActivity, createEnrollment, createScheme } from '../../../test/factories.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import type { Scheme } from '../schemes/scheme.entity.js';
import type { User } from '../users/user.entity.js';

describe('investor investments', () => {
  const t = useTestApp();
  let investor: User;
  let investorCookie: string;
  let otherCookie: string;
  let adminCookie: string;
  let superCookie: string;
  let dubai: Scheme;
  let riyadh: Scheme;
  let notEnrolled: Scheme;
  // The Dubai enrollment's figures as both routes answer them (the card adds its scheme, the detail its ids).
  const dubaiEnrollment = {
    investmentAmount: 100000,
    currentValue: 112345,
    totalPayouts: 4000,
    nextPayoutDate: '2026-03-31',
    nextPayoutAmount: 2000,
    status: 'earning',
    enrolledAt: '2025-01-10T09:00:00.000Z',
    returnPercentage: 12.35,
  };

  beforeAll(async () => {
    investor = await createUser(t);
    investorCookie = await sessionFor(t, investor);
    const other = await createUser(t);
    otherCookie = await sessionFor(t, other);
    adminCookie = await sessionFor(t, await createUser(t, { role: 'admin' }));
    superCookie = await sessionFor(t, await createUser(t, { role: 'super_admin' }));
    dubai = await createScheme(t, {
      name: 'Dubai Trade Finance',
      productId: 'murabaha',
      country: 'United Arab Emirates',
      term: '24 months',
    });
    riyadh = await createScheme(t, {
      name: 'Riyadh Logistics Lease',
      productId: 'ijara',
      country: 'Saudi Arabia',
      status: 'earning',
      term: '36 months',
    });
    notEnrolled = await createScheme(t);
    await createEnrollment(t, {
      investorId: investor.id,
      schemeId: dubai.id,
      investmentAmount: 100000,
      currentValue: 112345,
      totalPayouts: 4000,
      nextPayoutDate: '2026-03-31',
      nextPayoutAmount: 2000,
      enrolledAt: new Date('2025-01-10T09:00:00Z'),
    });
    await createEnrollment(t, {
      investorId: investor.id,
      schemeId: riyadh.id,
      investmentAmount: 300000,
      currentValue: 290000,
      enrolledAt: new Date('2025-06-01T09:00:00Z'),
    });
    await createEnrollment(t, { investorId: other.id, schemeId: dubai.id, investmentAmount: 50000, currentValue: 50000 });
  });

  describe('GET /api/investments/:userId', () => {
    const cards = (userId: string, cookie: string) => request(t.server).get(`/api/investments/${userId}`).set('Cookie', cookie);

    it('answers 401 without a session', async () => {
      await request(t.server).get(`/api/investments/${investor.id}`).expect(401);
    });

    it("gives the investor their cards, newest enrollment first, with the spec's fields and return percentage", async () => {
      const res = await cards(investor.id, investorCookie).expect(200);
      expect(res.body).toEqual([
        {
          id: expect.any(String),
          investmentAmount: 300000,
          currentValue: 290000,
          totalPayouts: 0,
          nextPayoutDate: null,
          nextPayoutAmount: null,
          status: 'earning',
          enrolledAt: '2025-06-01T09:00:00.000Z',
          returnPercentage: -3.33,
          scheme: {
            id: riyadh.id,
            name: 'Riyadh Logistics Lease',
            country: 'Saudi Arabia',
            status: 'earning',
            term: '36 months',
            productId: 'ijara',
          },
        },
        {
          id: expect.any(String),
          ...dubaiEnrollment,
          scheme: {
            id: dubai.id,
            name: 'Dubai Trade Finance',
            country: 'United Arab Emirates',
            status: 'live',
            term: '24 months',
            productId: 'murabaha',
          },
        },
      ]);
    });

    it("lets admins and super admins read any investor's cards", async () => {
      expect((await cards(investor.id, adminCookie).expect(200)).body).toHaveLength(2);
      expect((await cards(investor.id, superCookie).expect(200)).body).toHaveLength(2);
    });

    it("answers 403 to an investor asking for another investor's cards", async () => {
      const res = await cards(investor.id, otherCookie).expect(403);
      expect(res.body.message).toBe(MESSAGES.forbidden);
    });

    it('answers an empty list for an investor with no enrollment, and 404 (not 500) for a malformed id', async () => {
      expect((await cards(randomUUID(), adminCookie).expect(200)).body).toEqual([]);
      // A malformed id names nobody: the route's 404 for every caller, before the ownership check.
      for (const cookie of [adminCookie, investorCookie]) {
        expect((await cards('not-a-uuid', cookie).expect(404)).body.message).toBe(MESSAGES.userNotFound);
      }
    });
  });

  describe('GET /api/investments/:userId/:schemeId', () => {
    const detail = (userId: string, schemeId: string, cookie: string) =>
      request(t.server).get(`/api/investments/${userId}/${schemeId}`).set('Cookie', cookie);

    it('answers 401 without a session', async () => {
      await request(t.server).get(`/api/investments/${investor.id}/${dubai.id}`).expect(401);
    });

    it("answers the enrollment, the scheme with productName and the investor's activities in it, newest first", async () => {
      const older = await createActivity(t, {
        investorId: investor.id,
        schemeId: dubai.id,
        type: 'transaction',
        category: 'Contribution',
        title: 'Initial contribution',
        content: 'Funds received.',
        amount: 100000,
        createdAt: new Date('2025-01-10T10:00:00Z'),
      });
      const newer = await createActivity(t, {
        investorId: investor.id,
        schemeId: dubai.id,
        type: 'document',
        category: 'contract',
        title: 'Signed contract',
        content: 'Your murabaha contract.',
        documentUrl: '/api/objects/activity-document/11111111-1111-4111-8111-111111111111',
        createdAt: new Date('2025-02-01T10:00:00Z'),
      });
      // Neither another scheme's nor another investor's activity belongs to this investment.
      await createActivity(t, { investorId: investor.id, schemeId: riyadh.id, title: 'Riyadh news' });
      const other = await createUser(t);
      await createActivity(t, { investorId: other.id, schemeId: dubai.id, title: 'Not yours' });

      const res = await detail(investor.id, dubai.id, investorCookie).expect(200);
      expect(res.body.enrollment).toEqual({
        id: expect.any(String),
        investorId: investor.id,
        schemeId: dubai.id,
        ...dubaiEnrollment,
      });
      expect(res.body.scheme).toEqual({
        id: dubai.id,
        name: 'Dubai Trade Finance',
        description: dubai.description,
        country: 'United Arab Emirates',
        status: 'live',
        minimumInvestment: 50000,
        term: '24 months',
        roiPerAnnum: '8.5%',
        liquidity: dubai.liquidity,
        returnType: 'fixed',
        payoutFrequency: 'quarterly',
        capitalReturnMethod: 'capital_end_of_term',
        videoUrl: null,
        productId: 'murabaha',
        productName: 'Murabaha Collective',
      });
      expect(res.body.activities).toEqual([
        {
          id: newer.id,
          type: 'document',
          title: 'Signed contract',
          content: 'Your murabaha contract.',
          createdAt: '2025-02-01T10:00:00.000Z',
          category: 'contract',
          amount: null,
          url: null,
          documentUrl: '/api/objects/activity-document/11111111-1111-4111-8111-111111111111',
          documentName: null,
          documentType: null,
          documentSize: null,
          investorId: investor.id,
          schemeId: dubai.id,
          assetId: null,
          netProfits: null,
          readAt: null,
          postId: null,
        },
        expect.objectContaining({
          id: older.id,
          type: 'transaction',
          category: 'Contribution',
          amount: 100000,
          createdAt: '2025-01-10T10:00:00.000Z',
        }),
      ]);
    });

    it("lets an admin read an investor's investment", async () => {
      const res = await detail(investor.id, riyadh.id, adminCookie).expect(200);
      expect(res.body.scheme).toMatchObject({ id: riyadh.id, productName: 'Ijara Cooperative' });
    });

    it("answers 403 to an investor asking for another investor's investment", async () => {
      const res = await detail(investor.id, dubai.id, otherCookie).expect(403);
      expect(res.body.message).toBe(MESSAGES.forbidden);
    });

    it.each([
      ['a scheme the investor is not enrolled in', () => notEnrolled.id],
      ['an unknown scheme', () => randomUUID()],
      ['a malformed scheme id', () => 'not-a-uuid'],
    ])("answers 404 'Investment not found' for %s", async (_case, schemeId) => {
      const res = await detail(investor.id, schemeId(), investorCookie).expect(404);
      expect(res.body.message).toBe(MESSAGES.investmentNotFound);
    });

    it("answers 404 'Investment not found' to an admin for a malformed investor id", async () => {
      const res = await detail('nope', dubai.id, adminCookie).expect(404);
      expect(res.body.message).toBe(MESSAGES.investmentNotFound);
    });
  });
});
