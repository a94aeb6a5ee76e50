import request from 'supertest';

import type { TestApp } from '../../../test/test-app.js';

// The public KYC wizard as a browser drives it, for the KYC e2e tests.

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** The path + query of an upload URL, for supertest. */
export const localPath = (uploadURL: string) => {
  const url = new URL(uploadURL);
  return `${url.pathname}${url.search}`;
};

/** POST /api/objects/upload, PUT the file, PUT /api/kyc-documents: the objectPath the wizard submits. */
export async function uploadKycDocument(t: TestApp, file: Buffer = PDF): Promise<{ uploadURL: string; objectPath: string }> {
  const ticket = await request(t.server).post('/api/objects/upload').expect(200);
  const uploadURL = ticket.body.uploadURL as string;
  await request(t.server).put(localPath(uploadURL)).set('Content-Type', 'application/pdf').send(file).expect(200);
  const normalized = await request(t.server).put('/api/kyc-documents').send({ documentURL: uploadURL }).expect(200);
  return { uploadURL, objectPath: normalized.body.objectPath as string };
}

/** A complete application as the wizard sends it: flags as text, sources joined with ', '. */
export function kycBody(idUploadUrl: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    fullName: 'Yusuf Rahman',
    dateOfBirth: '1980-03-14',
    email: 'Yusuf.Rahman@Example.com',
    countryCode: '+971',
    phone: '+971 501234567',
    country: 'United Arab Emirates',
    fullAddress: 'Apartment 804, Marina Gate 1, Dubai Marina, Dubai',
    idType: 'passport',
    idUploadUrl,
    passportNumber: 'N1234567',
    employmentStatus: 'business_owner',
    annualIncome: '250k-500k',
    previousInvestments: '4-10',
    sourceOfIncome: 'Business, Investments',
    accountName: 'Yusuf Rahman',
    accountNumber: '0123456789',
    sortCode: '40-11-22',
    swiftBic: 'EBILAEAD',
    ibanNumber: 'AE070331234567890123456',
    bankName: 'Emirates NBD',
    bankAddress: 'Baniyas Road, Deira, Dubai',
    nokName: 'Aisha Rahman',
    nokContactNumber: '+971 509876543',
    nokContactEmail: 'aisha.rahman@example.com',
    nokPassportNumber: 'N7654321',
    nokRelationship: 'spouse',
    termsAccepted: 'true',
    disclaimerAccepted: 'true',
    ...overrides,
  };
}
