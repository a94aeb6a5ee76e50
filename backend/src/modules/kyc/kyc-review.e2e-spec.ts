import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { KYC_REJECTION_REASON_MAX, MESSAGES, SUPPORT_CONTACT } from '@fund/contracts';

import { createKycApplication } from '../../../test/factories.js';
import { listQuery as q } from '../../../test/list-query.js';
import { mailsTo } from '../../../test/outbox.js';
import { signInAdminSuperAndInvestor, type AdminSuperAndInvestor } from '../../../test/signed-in.js';
import { useTestApp } from '../../../test/test-app.js';

const VIEW_KEYS = [
  'accountName',
  'accountNumber',
  'annualIncome',
  'bankAddress',
  'bankName',
  'country',
  'dateOfBirth',
  'disclaimerAccepted',
  'email',
  'employmentStatus',
  'fullAddress',
  'fullName',
  'ibanNumber',
  'id',
  'idType',
  'idUploadUrl',
  'investorId',
  'nokContactEmail',
  'nokContactNumber',
  'nokName',
  'nokPassportNumber',
  'nokRelationship',
  'passportNumber',
  'phone',
  'previousInvestments',
  'rejectionReason',
  'reviewedAt',
  'reviewedBy',
  'sortCode',
  'sourceOfIncome',
  'status',
  'submittedAt',
  'swiftBic',
  'termsAccepted',
];

describe('KYC review (admins)', () => {
  const t = useTestApp();
  let { admin, adminCookie, superCookie, investorCookie } = {} as AdminSuperAndInvestor;

  beforeAll(async () => {
    ({ admin, adminCookie, superCookie, investorCookie } = await signInAdminSuperAndInvestor(t));
  });

  const statusOf = async (id: string) =>
    (await t.dataSource.query<{ status: string }[]>('SELECT status FROM kyc_applications WHERE id = $1', [id]))[0].status;
  const auditRows = (action: string) =>
    t.dataSource.query<{ user_id: string; user_role: string; action_details: string }[]>(
      'SELECT user_id, user_role, action_details FROM audit_logs WHERE action = $1 ORDER BY timestamp',
      [action],
    );

  describe('GET /api/kyc', () => {
    it('answers 401 without a session and 403 to an investor', async () => {
      await request(t.server).get('/api/kyc').expect(401);
      await request(t.server).get('/api/kyc').set('Cookie', investorCookie).expect(403);
    });

    it('lists every application newest first with the spec fields, flags as text, and Content-Range', async () => {
      const older = await createKycApplication(t, { submittedAt: new Date('2030-01-01T10:00:00Z'), annualIncome: null });
      const newer = await createKycApplication(t, { submittedAt: new Date('2030-01-02T10:00:00Z'), status: 'approved' });
      const res = await request(t.server).get('/api/kyc').set('Cookie', adminCookie).expect(200);
      expect(res.body.slice(0, 2).map((k: { id: string }) => k.id)).toEqual([newer.id, older.id]);
      expect(res.headers['content-range']).toBe(`kyc 0-${res.body.length - 1}/${res.body.length}`);
      const item = res.body[1];
      expect(Object.keys(item).sort()).toEqual(VIEW_KEYS);
      expect(item).toMatchObject({
        id: older.id,
        investorId: null,
        status: 'pending',
        submittedAt: '2030-01-01T10:00:00.000Z',
        dateOfBirth: '1984-05-17',
        annualIncome: null,
        sourceOfIncome: 'Employment, Savings',
        termsAccepted: 'true',
        disclaimerAccepted: 'true',
        reviewedAt: null,
      });
    });

    it('narrows by ?status= and by filter, pages with range, and refuses an unknown status', async () => {
      const rejected = await createKycApplication(t, { status: 'rejected' });
      const byQuery = await request(t.server).get('/api/kyc?status=rejected').set('Cookie', adminCookie).expect(200);
      expect(byQuery.body.map((k: { id: string }) => k.id)).toEqual([rejected.id]);
      const byFilter = await request(t.server)
        .get(`/api/kyc?${q({ filter: { status: 'rejected' } })}`)
        .set('Cookie', superCookie)
        .expect(200);
      expect(byFilter.body.map((k: { id: string }) => k.id)).toEqual([rejected.id]);
      const total = (await request(t.server).get('/api/kyc').set('Cookie', adminCookie)).body.length;
      const page = await request(t.server)
        .get(`/api/kyc?${q({ range: [0, 0] })}`)
        .set('Cookie', adminCookie)
        .expect(200);
      expect(page.body).toHaveLength(1);
      expect(page.headers['content-range']).toBe(`kyc 0-0/${total}`);
      const bad = await request(t.server).get('/api/kyc?status=archived').set('Cookie', adminCookie).expect(400);
      expect(bad.body.message).toBe('status must be one of: pending, approved, rejected');
    });
  });

  describe('PATCH /api/kyc/:id', () => {
    it('answers 401 without a session and 403 to an investor, changing nothing', async () => {
      const app = await createKycApplication(t);
      await request(t.server).patch(`/api/kyc/${app.id}`).send({ status: 'approved' }).expect(401);
      await request(t.server).patch(`/api/kyc/${app.id}`).set('Cookie', investorCookie).send({ status: 'approved' }).expect(403);
      expect(await statusOf(app.id)).toBe('pending');
    });

    it('approves a pending application: reviewer and time set, KYC_APPROVED audited without bank data', async () => {
      const app = await createKycApplication(t);
      const res = await request(t.server).patch(`/api/kyc/${app.id}`).set('Cookie', adminCookie).send({ status: 'approved' }).expect(200);
      expect(res.body).toMatchObject({ id: app.id, status: 'approved', reviewedBy: admin.id });
      expect(new Date(res.body.reviewedAt).getTime()).not.toBeNaN();
      const [row] = await t.dataSource.query('SELECT status, reviewed_by FROM kyc_applications WHERE id = $1', [app.id]);
      expect(row).toEqual({ status: 'approved', reviewed_by: admin.id });
      const audit = (await auditRows('KYC_APPROVED')).filter((r) => r.action_details.includes(app.id));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ user_id: admin.id, user_role: 'admin' });
      expect(audit[0].action_details).toContain(app.fullName);
      for (const secret of [app.accountNumber, app.ibanNumber, app.sortCode]) expect(audit[0].action_details).not.toContain(secret);
    });

    it('rejects a pending application with a reason: kept, shown to admins, audited KYC_REJECTED and e-mailed courteously', async () => {
      const app = await createKycApplication(t, { fullName: 'Omar Saleh', email: 'omar.saleh.kyc@example.com' });
      const reason = 'The passport copy is unreadable; please apply again with a clear scan.';
      const res = await request(t.server)
        .patch(`/api/kyc/${app.id}`)
        .set('Cookie', superCookie)
        .send({ status: 'rejected', rejectionReason: `  ${reason}  ` })
        .expect(200);
      expect(res.body).toMatchObject({ id: app.id, status: 'rejected', rejectionReason: reason });
      expect(await statusOf(app.id)).toBe('rejected');
      const audit = (await auditRows('KYC_REJECTED')).filter((r) => r.action_details.includes(app.id));
      expect(audit).toHaveLength(1);
      expect(audit[0].action_details).toContain(reason);
      // The review list (admins) carries the reason; a pending application has none.
      const list = await request(t.server).get('/api/kyc?status=rejected').set('Cookie', adminCookie).expect(200);
      expect(list.body.find((k: { id: string }) => k.id === app.id).rejectionReason).toBe(reason);
      const pending = await createKycApplication(t);
      const all = await request(t.server).get('/api/kyc?status=pending').set('Cookie', adminCookie).expect(200);
      expect(all.body.find((k: { id: string }) => k.id === pending.id).rejectionReason).toBeNull();

      const [mail] = await mailsTo(t, 'omar.saleh.kyc@example.com');
      expect(mail).toContain('Dear Omar Saleh');
      expect(mail).toContain('Thank you for applying');
      expect(mail).toContain(`Reason: ${reason}`);
      expect(mail).toContain('http://localhost:3000/kyc');
      expect(mail).toContain(SUPPORT_CONTACT);
    });

    it('answers 400 to a rejection without a reason, a blank or too long one, or a reason with approval; nothing changes or is sent', async () => {
      const app = await createKycApplication(t, { email: 'no.reason.kyc@example.com' });
      const cases: [Record<string, unknown>, string][] = [
        [{ status: 'rejected' }, MESSAGES.kycRejectionReasonRequired],
        [{ status: 'rejected', rejectionReason: '   ' }, MESSAGES.kycRejectionReasonRequired],
        [{ status: 'rejected', rejectionReason: null }, MESSAGES.kycRejectionReasonRequired],
        [{ status: 'rejected', rejectionReason: 42 }, MESSAGES.kycRejectionReasonRequired],
        [
          { status: 'rejected', rejectionReason: 'x'.repeat(KYC_REJECTION_REASON_MAX + 1) },
          `rejectionReason must be at most ${KYC_REJECTION_REASON_MAX} characters`,
        ],
        [{ status: 'approved', rejectionReason: 'Looks fine' }, MESSAGES.kycRejectionReasonOnlyOnReject],
      ];
      for (const [body, message] of cases) {
        const res = await request(t.server).patch(`/api/kyc/${app.id}`).set('Cookie', adminCookie).send(body);
        expect([res.status, res.body]).toEqual([400, { statusCode: 400, message, error: 'Bad Request' }]);
      }
      expect(await statusOf(app.id)).toBe('pending');
      expect((await auditRows('KYC_REJECTED')).filter((r) => r.action_details.includes(app.id))).toHaveLength(0);
      expect(await mailsTo(t, 'no.reason.kyc@example.com')).toEqual([]);
      // A reason of exactly the limit is taken.
      await request(t.server)
        .patch(`/api/kyc/${app.id}`)
        .set('Cookie', adminCookie)
        .send({ status: 'rejected', rejectionReason: 'y'.repeat(KYC_REJECTION_REASON_MAX) })
        .expect(200);
    });

    it('answers 409 for any other move and changes nothing', async () => {
      const approved = await createKycApplication(t, { status: 'approved' });
      const rejected = await createKycApplication(t, { status: 'rejected' });
      const pending = await createKycApplication(t);
      const moves: [string, string, string][] = [
        [approved.id, 'rejected', MESSAGES.kycNotPending],
        [rejected.id, 'rejected', MESSAGES.kycNotPending],
        [approved.id, 'approved', MESSAGES.kycNotPending],
        [rejected.id, 'approved', MESSAGES.kycNotPending],
        [approved.id, 'pending', MESSAGES.kycNotPending],
        [pending.id, 'pending', MESSAGES.kycBackToPending],
      ];
      for (const [id, status, message] of moves) {
        const body = status === 'rejected' ? { status, rejectionReason: 'Incomplete documents' } : { status };
        const res = await request(t.server).patch(`/api/kyc/${id}`).set('Cookie', adminCookie).send(body);
        expect([res.status, res.body.message]).toEqual([409, message]);
      }
      expect([await statusOf(approved.id), await statusOf(rejected.id), await statusOf(pending.id)]).toEqual([
        'approved',
        'rejected',
        'pending',
      ]);
    });

    it('answers 400 for an unknown status or extra fields, 404 for an unknown id', async () => {
      const app = await createKycApplication(t);
      const bad = await request(t.server).patch(`/api/kyc/${app.id}`).set('Cookie', adminCookie).send({ status: 'done' }).expect(400);
      expect(bad.body.message).toBe('status must be one of: pending, approved, rejected');
      await request(t.server)
        .patch(`/api/kyc/${app.id}`)
        .set('Cookie', adminCookie)
        .send({ status: 'approved', investorId: admin.id })
        .expect(400);
      expect(await statusOf(app.id)).toBe('pending');
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const res = await request(t.server).patch(`/api/kyc/${id}`).set('Cookie', adminCookie).send({ status: 'approved' });
        expect([res.status, res.body.message]).toEqual([404, MESSAGES.kycNotFound]);
      }
    });

    it('lets one of two admins deciding at once win; the other gets 409 and one audit row is written', async () => {
      const app = await createKycApplication(t);
      const [a, b] = await Promise.all([
        request(t.server).patch(`/api/kyc/${app.id}`).set('Cookie', adminCookie).send({ status: 'approved' }),
        request(t.server)
          .patch(`/api/kyc/${app.id}`)
          .set('Cookie', superCookie)
          .send({ status: 'rejected', rejectionReason: 'Incomplete documents' }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const winner = a.status === 200 ? 'approved' : 'rejected';
      expect(await statusOf(app.id)).toBe(winner);
      const audits = [...(await auditRows('KYC_APPROVED')), ...(await auditRows('KYC_REJECTED'))].filter((r) =>
        r.action_details.includes(app.id),
      );
      expect(audits).toHaveLength(1);
    });
  });
});
