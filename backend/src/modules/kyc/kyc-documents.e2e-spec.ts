import { describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createKycApplication } from '../../../test/factories.js';
import { PDF } from '../../../test/files.js';
import { loginThroughOtp } from '../../../test/login.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import { kycBody, uploadKycDocument } from './kyc.test-utils.js';

// KYC documents are private (ARCHITECTURE.md, security model): an admin or the investor created from
// the application that holds the document reads it; the public and every other investor get 404.

describe('KYC documents: who may read them', () => {
  const t = useTestApp();

  it('the whole journey: apply, approve, create credentials, and only admins and that investor read the ID document', async () => {
    const adminCookie = await sessionFor(t, await createUser(t, { role: 'admin' }));
    const { objectPath } = await uploadKycDocument(t);
    const submitted = await request(t.server)
      .post('/api/kyc')
      .send(kycBody(objectPath, { email: 'hana.saleh@example.com' }))
      .expect(201);

    // Before any account exists: the public 404, any investor 404, an admin reads the bytes.
    const stranger = await sessionFor(t, await createUser(t, { role: 'investor' }));
    await request(t.server).get(objectPath).expect(404);
    await request(t.server).get(objectPath).set('Cookie', stranger).expect(404);
    const read = await request(t.server).get(objectPath).set('Cookie', adminCookie).expect(200);
    expect(Buffer.from(read.body as Buffer).equals(PDF)).toBe(true);

    await request(t.server).patch(`/api/kyc/${submitted.body.id}`).set('Cookie', adminCookie).send({ status: 'approved' }).expect(200);
    const created = await request(t.server)
      .post(`/api/kyc/${submitted.body.id}/create-credentials`)
      .set('Cookie', adminCookie)
      .send({ username: 'hana.saleh', password: 'Welcome#2030' })
      .expect(201);

    // The new investor logs in, must change the temporary password first, then reads their own document.
    const { agent, body } = await loginThroughOtp(t, 'hana.saleh', 'Welcome#2030');
    expect(body.mustChangePassword).toBe('true');
    await agent.get(objectPath).expect(404);
    await agent.post('/api/change-password').send({ newPassword: 'Hana#Chosen2030' }).expect(200);
    const own = await agent.get(objectPath).expect(200);
    expect(Buffer.from(own.body as Buffer).equals(PDF)).toBe(true);
    expect(own.headers['cache-control']).toBe('private, no-store');

    // Still nobody else: the public, another investor, another investor with an application of their own.
    await request(t.server).get(objectPath).expect(404);
    await request(t.server).get(objectPath).set('Cookie', stranger).expect(404);
    const other = await createUser(t, { role: 'investor' });
    await createKycApplication(t, { status: 'approved', investorId: other.id });
    await request(t.server)
      .get(objectPath)
      .set('Cookie', await sessionFor(t, other))
      .expect(404);
    expect(created.body.investorId).not.toBe(other.id);
  });

  it("an investor's application does not open another application's document", async () => {
    const first = await uploadKycDocument(t);
    const second = await uploadKycDocument(t);
    const investor = await createUser(t, { role: 'investor' });
    await createKycApplication(t, { status: 'approved', investorId: investor.id, idUploadUrl: first.objectPath });
    const cookie = await sessionFor(t, investor);
    await request(t.server).get(first.objectPath).set('Cookie', cookie).expect(200);
    await request(t.server).get(second.objectPath).set('Cookie', cookie).expect(404);
  });
});
