import { describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { MESSAGES, SUPPORT_CONTACT } from '@fund/contracts';

import { localPath, PNG } from '../../../test/files.js';
import { mailsTo } from '../../../test/outbox.js';
import { createTestApp, useTestApp } from '../../../test/test-app.js';
import { ObjectStorage } from '../../common/storage/object-storage.js';
import { kycBody, uploadKycDocument } from './kyc.test-utils.js';

describe('public KYC: upload and submission', () => {
  const t = useTestApp();

  const count = async () => Number((await t.dataSource.query<{ n: string }[]>('SELECT count(*) AS n FROM kyc_applications'))[0].n);
  const submit = (body: Record<string, unknown>) => request(t.server).post('/api/kyc').send(body);

  describe('POST /api/objects/upload', () => {
    it('answers an upload URL for a kyc-document, with no body or an empty one', async () => {
      for (const res of [
        await request(t.server).post('/api/objects/upload'),
        await request(t.server).post('/api/objects/upload').send({}),
      ]) {
        expect(res.status).toBe(200);
        expect(Object.keys(res.body)).toEqual(['uploadURL']);
        expect(new URL(res.body.uploadURL).pathname).toMatch(/^\/api\/storage\/uploads\/kyc-document\/[0-9a-f-]{36}$/);
      }
    });

    it('refuses any field it does not know, and the marketing-slide variant without an admin session (403)', async () => {
      const unknown = await request(t.server).post('/api/objects/upload').send({ kind: 'slide-image' });
      expect([unknown.status, unknown.body.message]).toEqual([400, 'property kind should not exist']);
      const slide = await request(t.server)
        .post('/api/objects/upload')
        .send({ folder: 'marketing-slides', filename: 'a.png', contentType: 'image/png' });
      expect(slide.status).toBe(403);
    });
  });

  describe('PUT /api/kyc-documents', () => {
    it('turns the upload URL of an uploaded document into its object path; the object path works too', async () => {
      const ticket = await request(t.server).post('/api/objects/upload').expect(200);
      await request(t.server).put(localPath(ticket.body.uploadURL)).send(PNG).expect(200);
      const res = await request(t.server).put('/api/kyc-documents').send({ documentURL: ticket.body.uploadURL }).expect(200);
      expect(res.body).toEqual({ objectPath: `/api/objects/${new URL(ticket.body.uploadURL).pathname.split('/uploads/')[1]}` });
      await request(t.server).put('/api/kyc-documents').send({ documentURL: res.body.objectPath }).expect(200, res.body);
    });

    it('answers 404 for an issued URL whose file was never uploaded', async () => {
      const ticket = await request(t.server).post('/api/objects/upload').expect(200);
      await request(t.server).put('/api/kyc-documents').send({ documentURL: ticket.body.uploadURL }).expect(404);
    });

    it("answers 400 'Invalid document URL' for a URL we did not issue or another kind's object", async () => {
      const photo = await t.app.get(ObjectStorage).createUpload('profile-photo');
      for (const documentURL of ['https://evil.example.com/file.pdf', photo.objectPath, 'not a url', '']) {
        const res = await request(t.server).put('/api/kyc-documents').send({ documentURL });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(MESSAGES.kycDocumentInvalid);
      }
      await request(t.server).put('/api/kyc-documents').send({}).expect(400);
    });
  });

  describe('POST /api/kyc', () => {
    it('stores the whole flow as a pending application, with the spec fields as sent', async () => {
      const { objectPath } = await uploadKycDocument(t);
      const res = await submit(kycBody(objectPath)).expect(201);
      expect(Object.keys(res.body).sort()).toEqual(['id', 'status', 'submittedAt']);
      expect(res.body.status).toBe('pending');
      expect(new Date(res.body.submittedAt).toISOString()).toBe(res.body.submittedAt);
      const [row] = await t.dataSource.query('SELECT * FROM kyc_applications WHERE id = $1', [res.body.id]);
      expect(row).toMatchObject({
        status: 'pending',
        investor_id: null,
        email: 'yusuf.rahman@example.com',
        phone: '+971 501234567',
        country: 'United Arab Emirates',
        id_upload_url: objectPath,
        source_of_income: 'Business, Investments',
        annual_income: '250k-500k',
        terms_accepted: true,
        disclaimer_accepted: true,
      });
    });

    it('e-mails the applicant an acknowledgement through the mail queue, queued in the submission itself', async () => {
      const { objectPath } = await uploadKycDocument(t);
      const res = await submit(kycBody(objectPath, { fullName: 'Huda Nasser', email: 'Huda.Nasser@Example.com' })).expect(201);
      const [mail] = await mailsTo(t, 'huda.nasser@example.com');
      expect(mail).toContain('Dear Huda Nasser');
      expect(mail).toContain('We have received your application');
      expect(mail).toContain(`Reference: ${res.body.id}`);
      expect(mail).toContain(SUPPORT_CONTACT);
      const queued = await t.dataSource.query<{ template: string; status: string }[]>(
        "SELECT template, status FROM mail_queue WHERE recipient = 'huda.nasser@example.com'",
      );
      expect(queued).toEqual([{ template: 'kyc-received', status: 'sent' }]);
    });

    it('acknowledges at most one application a day per address, so the public form cannot send an address a stream of mail', async () => {
      for (let i = 0; i < 3; i += 1) {
        const { objectPath } = await uploadKycDocument(t);
        await submit(
          kycBody(objectPath, { fullName: 'Omar Saleh', email: i === 1 ? 'OMAR.saleh@example.com' : 'omar.saleh@example.com' }),
        ).expect(201);
      }
      expect(
        await t.dataSource.query("SELECT count(*)::int AS n FROM kyc_applications WHERE lower(email) = 'omar.saleh@example.com'"),
      ).toEqual([{ n: 3 }]);
      expect(await t.dataSource.query("SELECT template FROM mail_queue WHERE recipient = 'omar.saleh@example.com'")).toEqual([
        { template: 'kyc-received' },
      ]);
    });

    it('queues no acknowledgement for a refused submission', async () => {
      const { objectPath } = await uploadKycDocument(t);
      await submit(kycBody(objectPath, { email: 'refused.applicant@example.com', termsAccepted: 'false' })).expect(400);
      await submit(
        kycBody('/api/objects/kyc-document/00000000-0000-4000-8000-000000000000', { email: 'refused.applicant@example.com' }),
      ).expect(400);
      expect(await t.dataSource.query("SELECT id FROM mail_queue WHERE recipient = 'refused.applicant@example.com'")).toEqual([]);
      expect(await mailsTo(t, 'refused.applicant@example.com')).toEqual([]);
    });

    it('takes the optional passport number and annual income as absent when blank or missing, and boolean acceptances', async () => {
      const { objectPath } = await uploadKycDocument(t);
      const body = kycBody(objectPath, { passportNumber: '', termsAccepted: true, disclaimerAccepted: true });
      delete body.annualIncome;
      delete body.countryCode;
      const res = await submit(body).expect(201);
      const [row] = await t.dataSource.query('SELECT passport_number, annual_income FROM kyc_applications WHERE id = $1', [res.body.id]);
      expect(row).toEqual({ passport_number: null, annual_income: null });
    });

    const refusals: [string, Record<string, unknown>, string][] = [
      ['a missing full name', { fullName: '  ' }, 'Full name is required'],
      ['a missing date of birth', { dateOfBirth: undefined }, 'Date of birth is required'],
      ['a future date of birth', { dateOfBirth: '2999-01-01' }, 'Date of birth must be a past date (YYYY-MM-DD) after 1900-01-01'],
      ['an impossible date', { dateOfBirth: '1990-02-30' }, 'Date of birth must be a past date (YYYY-MM-DD) after 1900-01-01'],
      ['a date before 1900', { dateOfBirth: '1899-12-31' }, 'Date of birth must be a past date (YYYY-MM-DD) after 1900-01-01'],
      ['another date format', { dateOfBirth: '14/03/1980' }, 'Date of birth must be a past date (YYYY-MM-DD) after 1900-01-01'],
      ['a missing e-mail', { email: '' }, 'Email is required'],
      ['an invalid e-mail', { email: 'yusuf@' }, MESSAGES.invalidEmail],
      ['a missing phone', { phone: undefined }, 'Phone is required'],
      [
        'a phone without the space',
        { phone: '+971501234567' },
        'Phone must be a country code from the list, a space and 4 to 15 digits, e.g. +971 501234567',
      ],
      [
        'a phone with an unknown code',
        { phone: '+999 501234567' },
        'Phone must be a country code from the list, a space and 4 to 15 digits, e.g. +971 501234567',
      ],
      [
        'a phone with letters',
        { phone: '+971 50123abc' },
        'Phone must be a country code from the list, a space and 4 to 15 digits, e.g. +971 501234567',
      ],
      [
        'a phone not matching the country code sent',
        { countryCode: '+44' },
        'Phone must be a country code from the list, a space and 4 to 15 digits, e.g. +971 501234567',
      ],
      ['a missing country', { country: undefined }, 'Country is required'],
      [
        'an unknown country',
        { country: 'Atlantis' },
        expect.stringContaining('Country must be one of: United Arab Emirates') as unknown as string,
      ],
      ['a missing address', { fullAddress: '' }, 'Full address is required'],
      ['a missing ID type', { idType: '' }, 'ID type is required'],
      ['an unknown ID type', { idType: 'Passport' }, 'ID type must be one of: national_id, passport, drivers_licence'],
      ['a missing ID document', { idUploadUrl: '' }, 'ID document is required'],
      [
        'an unknown employment status',
        { employmentStatus: 'student' },
        'Employment status must be one of: employed, self_employed, business_owner, retired, other',
      ],
      [
        'an unknown annual income',
        { annualIncome: '1m-2m' },
        'Annual income must be one of: 0-50k, 50k-100k, 100k-250k, 250k-500k, 500k-1m, 1m+',
      ],
      ['a missing previous investments', { previousInvestments: undefined }, 'Previous investments is required'],
      ['an unknown previous investments', { previousInvestments: '5' }, 'Previous investments must be one of: 0, 1-3, 4-10, 10+'],
      ['a missing source of income', { sourceOfIncome: '' }, 'Source of income is required'],
      [
        'an unknown source of income',
        { sourceOfIncome: 'Business, Lottery' },
        expect.stringContaining('Source of income must be one or more of') as unknown as string,
      ],
      [
        'sources joined without the space',
        { sourceOfIncome: 'Business,Savings' },
        expect.stringContaining('Source of income must be one or more of') as unknown as string,
      ],
      [
        'a repeated source',
        { sourceOfIncome: 'Savings, Savings' },
        expect.stringContaining('Source of income must be one or more of') as unknown as string,
      ],
      ['a missing account name', { accountName: '' }, 'Account name is required'],
      ['a missing account number', { accountNumber: '' }, 'Account number is required'],
      ['a missing sort code', { sortCode: undefined }, 'Sort code is required'],
      ['a missing SWIFT/BIC', { swiftBic: '' }, 'SWIFT/BIC is required'],
      ['a missing IBAN', { ibanNumber: '' }, 'IBAN number is required'],
      ['a missing bank name', { bankName: '' }, 'Bank name is required'],
      ['a missing bank address', { bankAddress: '' }, 'Bank address is required'],
      ['a missing next of kin name', { nokName: '' }, 'Next of kin name is required'],
      ['a missing next of kin number', { nokContactNumber: '' }, 'Next of kin contact number is required'],
      ['a missing next of kin e-mail', { nokContactEmail: '' }, 'Next of kin email is required'],
      ['an invalid next of kin e-mail', { nokContactEmail: 'aisha at example' }, MESSAGES.invalidEmail],
      ['a missing next of kin passport', { nokPassportNumber: '' }, 'Next of kin passport number is required'],
      [
        'an unknown relationship',
        { nokRelationship: 'cousin' },
        'Next of kin relationship must be one of: spouse, parent, sibling, child, other',
      ],
      ['terms not accepted', { termsAccepted: 'false' }, MESSAGES.kycTermsRequired],
      ['terms missing', { termsAccepted: undefined }, MESSAGES.kycTermsRequired],
      ['disclaimer not accepted', { disclaimerAccepted: false }, MESSAGES.kycDisclaimerRequired],
      ['a field too long', { fullAddress: 'x'.repeat(501) }, 'fullAddress must be at most 500 characters'],
      ['a server-owned status', { status: 'approved' }, 'property status should not exist'],
      ['a server-owned investorId', { investorId: '00000000-0000-4000-8000-000000000000' }, 'property investorId should not exist'],
      ['a server-owned submittedAt', { submittedAt: '2020-01-01T00:00:00.000Z' }, 'property submittedAt should not exist'],
      ['a server-owned id', { id: '00000000-0000-4000-8000-000000000000' }, 'property id should not exist'],
    ];

    it.each(refusals)('refuses %s with 400 and stores nothing', async (_name, override, message) => {
      const { objectPath } = await uploadKycDocument(t);
      const before = await count();
      const res = await submit(kycBody(objectPath, override));
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(message);
      expect(await count()).toBe(before);
    });

    it('refuses a forged, foreign or not-uploaded document path, and stores nothing', async () => {
      const uploaded = await uploadKycDocument(t); // offered below as a foreign URL and as its upload URL, not its path
      const unuploaded = await t.app.get(ObjectStorage).createUpload('kyc-document');
      const profilePhoto = await t.app.get(ObjectStorage).createUpload('profile-photo');
      const before = await count();
      const cases: [string, string][] = [
        ['/api/objects/kyc-document/00000000-0000-4000-8000-000000000000', MESSAGES.kycDocumentMissing],
        [unuploaded.objectPath, MESSAGES.kycDocumentMissing],
        [profilePhoto.objectPath, MESSAGES.kycDocumentInvalid],
        [`https://evil.example.com${uploaded.objectPath}`, MESSAGES.kycDocumentInvalid],
        [uploaded.uploadURL, MESSAGES.kycDocumentInvalid],
        ['/etc/passwd', MESSAGES.kycDocumentInvalid],
      ];
      for (const [idUploadUrl, message] of cases) {
        const res = await submit(kycBody(idUploadUrl));
        expect([idUploadUrl, res.status, res.body.message]).toEqual([idUploadUrl, 400, message]);
      }
      expect(await count()).toBe(before);
    });

    it('refuses a document another application already holds (409), even when two arrive at once', async () => {
      const { objectPath } = await uploadKycDocument(t);
      const before = await count();
      const results = await Promise.all([submit(kycBody(objectPath)), submit(kycBody(objectPath)), submit(kycBody(objectPath))]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      expect(results.find((r) => r.status === 409)!.body.message).toBe(MESSAGES.kycDocumentUsed);
      expect(await count()).toBe(before + 1);
    });

    it('refuses a file that is not an allowed type at the upload, so it can never be submitted', async () => {
      const ticket = await request(t.server).post('/api/objects/upload').expect(200);
      const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);
      await request(t.server).put(localPath(ticket.body.uploadURL)).send(exe).expect(415);
      await request(t.server).put('/api/kyc-documents').send({ documentURL: ticket.body.uploadURL }).expect(404);
    });
  });

  describe('rate limits', () => {
    it('answers 429 past the public upload limit', async () => {
      const limited = await createTestApp({ RATE_LIMIT_FACTOR: '1' });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 31; i++) statuses.push((await request(limited.server).post('/api/objects/upload')).status);
        expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
        expect(statuses[30]).toBe(429);
      } finally {
        await limited.close();
      }
    });
  });
});
