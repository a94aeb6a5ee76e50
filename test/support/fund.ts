import { enrollmentBody, kycSubmission, schemeBody, superAdminSetup, type InvestorPerson } from '@fund/contracts/testing';

import { demoPdf, demoPng } from '../../backend/test/files.js';
import { ApiSession } from './api.js';

// Journeys seed a fund over the API the way the demo seed does (backend/src/seed/demo-fund.ts):
// setup, a KYC application approved with credentials, the first login with its forced change, then
// whatever the admin posts to the investor.

export const ADMIN = superAdminSetup();

/** System Setup's first super admin, signed in. */
export async function setUpSuperAdmin(base: string, dataDir: string): Promise<ApiSession> {
  const admin = new ApiSession(base, dataDir);
  await admin.call('POST', '/api/admin/setup', ADMIN);
  await admin.login(ADMIN.username, ADMIN.password, ADMIN.email);
  return admin;
}

export type { InvestorPerson };

export interface SeededInvestor extends InvestorPerson {
  id: string;
  /** Signed in, password already changed. */
  session: ApiSession;
}

/** A complete KYC application for `person` (every field of spec/000 §3: the shared factory's). */
export function kycApplication(person: InvestorPerson, idUploadUrl: string) {
  return kycSubmission({ fullName: person.fullName, email: person.email, idUploadUrl });
}

/** Applies, is approved and given credentials, logs in once and sets `person.password` (the forced change). */
export async function seedInvestor(admin: ApiSession, dataDir: string, person: InvestorPerson): Promise<SeededInvestor> {
  const applicant = new ApiSession(admin.base, dataDir);
  const { uploadURL } = await applicant.call<{ uploadURL: string }>('POST', '/api/objects/upload');
  await applicant.upload(uploadURL, demoPdf(`Identity document: ${person.fullName}`, ['Journey document.']), 'application/pdf');
  const { objectPath } = await applicant.call<{ objectPath: string }>('PUT', '/api/kyc-documents', { documentURL: uploadURL });
  const { id: applicationId } = await applicant.call<{ id: string }>('POST', '/api/kyc', kycApplication(person, objectPath));

  await admin.call('PATCH', `/api/kyc/${applicationId}`, { status: 'approved' });
  const temporary = 'Welcome#2026';
  const { investorId } = await admin.call<{ investorId: string }>('POST', `/api/kyc/${applicationId}/create-credentials`, {
    username: person.username,
    password: temporary,
  });
  const session = new ApiSession(admin.base, dataDir);
  await session.login(person.username, temporary, person.email);
  await session.call('POST', '/api/change-password', { newPassword: person.password });
  return { ...person, id: investorId, session };
}

export interface SchemeFields {
  productId: 'murabaha' | 'musharakah' | 'ijara';
  name: string;
  status?: 'live' | 'closing' | 'earning' | 'matured';
  minimumInvestment?: number;
}

/** A scheme with the create dialog's defaults for what is not given. */
export async function seedScheme(
  admin: ApiSession,
  { productId, name, status = 'earning', minimumInvestment = 25000 }: SchemeFields,
): Promise<string> {
  const { id } = await admin.call<{ id: string }>(
    'POST',
    '/api/schemes',
    schemeBody({
      productId,
      name,
      description: `${name}: a Sharia-compliant scheme seeded by a journey.`,
      country: 'United Kingdom',
      status,
      minimumInvestment,
      term: '5 years',
      liquidity: 'Annual exit window',
    }),
  );
  return id;
}

/** Enrols the investor; answers the enrollment id. */
export async function enrol(
  admin: ApiSession,
  investorId: string,
  schemeId: string,
  investmentAmount: number,
  currentValue = investmentAmount,
): Promise<string> {
  const { id } = await admin.call<{ id: string }>(
    'POST',
    '/api/enrollments',
    enrollmentBody({ investorId, schemeId, investmentAmount, currentValue }),
  );
  return id;
}

export async function postPayout(
  admin: ApiSession,
  investorId: string,
  enrollmentId: string,
  payoutAmount: number,
  payoutDate: string,
): Promise<void> {
  await admin.call('POST', '/api/payouts', {
    investorId,
    enrollmentId,
    payoutAmount,
    payoutDate,
    description: 'Quarterly profit distribution',
  });
}

export async function postUpdate(
  admin: ApiSession,
  investorId: string,
  schemeId: string,
  title: string,
  category = 'Scheme Update',
): Promise<void> {
  await admin.call('POST', '/api/activities', {
    type: 'update',
    investorId,
    schemeId,
    category,
    title,
    content: `${title}: details for investors.`,
  });
}

/** A PDF uploaded as an activity document and posted to the investor. */
export async function postDocument(
  admin: ApiSession,
  investorId: string,
  schemeId: string,
  title: string,
  documentName: string,
): Promise<void> {
  const { uploadURL, objectPath } = await admin.call<{ uploadURL: string; objectPath: string }>('POST', '/api/activities/upload-url');
  await admin.upload(uploadURL, demoPdf(title, [`Document for the investor: ${title}`]), 'application/pdf');
  await admin.call('POST', '/api/activities', {
    type: 'document',
    investorId,
    schemeId,
    category: 'Legal Contracts',
    title,
    content: `${title}, countersigned by the fund.`,
    documentUrl: objectPath,
    documentName,
  });
}

export interface AssetFields {
  name: string;
  address: string;
  propertyType: 'Commercial' | 'Residential' | 'Mix';
  purchaseValue: number;
  currentValue?: number;
  occupancyRate?: string;
  grossYield?: string;
  operatingCosts?: number;
}

/** A Manchester student residence the portal journeys allocate to a Manchester Student Living holding. */
export const OXFORD_ROAD_RESIDENCES: AssetFields = {
  name: 'Oxford Road Residences',
  address: '14 Oxford Road, Manchester M1 5QA',
  propertyType: 'Residential',
  purchaseValue: 4200000,
  currentValue: 4650000,
  occupancyRate: '96%',
  grossYield: '7.1%',
  operatingCosts: 185000,
};

/** An asset with `images` PNG images, allocated to the enrollment; answers its id. */
export async function seedAsset(admin: ApiSession, enrollmentId: string, fields: AssetFields, images = 2): Promise<string> {
  const { id } = await admin.call<{ id: string }>('POST', '/api/admin/assets', { type: 'Real Estate', ...fields });
  for (let n = 0; n < images; n++) {
    const fileName = `${fields.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${n + 1}.png`;
    const { url } = await admin.call<{ url: string }>('POST', '/api/objects/request-upload', {
      fileName,
      contentType: 'image/png',
      path: 'assets',
    });
    await admin.upload(url, demoPng([40 + n * 60, 110, 160], [235, 230, 215], n), 'image/png');
    await admin.call('POST', `/api/admin/assets/${id}/media`, { mediaUrl: url, mediaType: 'image/png', fileName });
  }
  await admin.call('POST', '/api/admin/asset-enrollments', { assetId: id, enrollmentId });
  return id;
}
