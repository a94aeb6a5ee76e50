import request from 'supertest';

import { kycSubmission } from '@fund/contracts/testing';

import { localPath, PDF } from '../../../test/files.js';
import type { TestApp } from '../../../test/test-app.js';

// The public KYC wizard as a browser drives it, for the KYC e2e tests.

/** POST /api/objects/upload, PUT the file, PUT /api/kyc-documents: the objectPath the wizard submits. */
export async function uploadKycDocument(t: TestApp, file: Buffer = PDF): Promise<{ uploadURL: string; objectPath: string }> {
  const ticket = await request(t.server).post('/api/objects/upload').expect(200);
  const uploadURL = ticket.body.uploadURL as string;
  await request(t.server).put(localPath(uploadURL)).set('Content-Type', 'application/pdf').send(file).expect(200);
  const normalized = await request(t.server).put('/api/kyc-documents').send({ documentURL: uploadURL }).expect(200);
  return { uploadURL, objectPath: normalized.body.objectPath as string };
}

/** A complete application as the wizard sends it (the shared factory's), from Yusuf Rahman with his e-mail in mixed case. */
export function kycBody(idUploadUrl: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const yusuf = kycSubmission({
    idUploadUrl,
    fullName: 'Yusuf Rahman',
    email: 'Yusuf.Rahman@Example.com',
    annualIncome: '250k-500k',
    sourceOfIncome: 'Business, Investments',
  });
  return { ...yusuf, ...overrides };
}
