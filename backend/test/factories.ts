import { randomBytes } from 'node:crypto';

import { Activity } from '../src/modules/activities/activity.entity.js';
import { Enrollment } from '../src/modules/enrollments/enrollment.entity.js';
import { KycApplication } from '../src/modules/kyc/kyc-application.entity.js';
import { Scheme } from '../src/modules/schemes/scheme.entity.js';
import type { TestApp } from './test-app.js';

// Records for tests, written straight to the database with believable values. Routes under test
// create their own records through HTTP; these build the world around them.

const suffix = () => randomBytes(3).toString('hex');

export function createScheme(t: TestApp, overrides: Partial<Scheme> = {}): Promise<Scheme> {
  const repo = t.dataSource.getRepository(Scheme);
  return repo.save(
    repo.create({
      productId: 'murabaha',
      name: `Dubai Trade Finance ${suffix()}`,
      description: 'Short-term trade finance for UAE importers, secured on goods.',
      videoUrl: null,
      country: 'United Arab Emirates',
      status: 'live',
      minimumInvestment: 50000,
      term: '24 months',
      roiPerAnnum: '8.5%',
      liquidity: 'Quarterly redemption window',
      returnType: 'fixed',
      payoutFrequency: 'quarterly',
      capitalReturnMethod: 'capital_end_of_term',
      ...overrides,
    }),
  );
}

/** A submitted application; pass investorId and status 'approved' for one that has credentials. */
export function createKycApplication(t: TestApp, overrides: Partial<KycApplication> = {}): Promise<KycApplication> {
  const repo = t.dataSource.getRepository(KycApplication);
  const id = suffix();
  return repo.save(
    repo.create({
      investorId: null,
      status: 'pending',
      fullName: `Layla Haddad ${id}`,
      dateOfBirth: '1984-05-17',
      email: `layla.${id}@example.com`,
      phone: '+971 501234567',
      country: 'United Arab Emirates',
      fullAddress: 'Villa 12, Al Wasl Road, Dubai',
      idType: 'passport',
      idUploadUrl: '/api/objects/kyc-document/00000000-0000-4000-8000-000000000000',
      passportNumber: 'P1234567',
      employmentStatus: 'employed',
      annualIncome: '100k-250k',
      previousInvestments: '1-3',
      sourceOfIncome: 'Employment, Savings',
      accountName: 'Layla Haddad',
      accountNumber: '12345678',
      sortCode: '12-34-56',
      swiftBic: 'EBILAEAD',
      ibanNumber: 'AE070331234567890123456',
      bankName: 'Emirates NBD',
      bankAddress: 'Baniyas Road, Deira, Dubai',
      nokName: 'Omar Haddad',
      nokContactNumber: '+971 509876543',
      nokContactEmail: `omar.${id}@example.com`,
      nokPassportNumber: 'P7654321',
      nokRelationship: 'spouse',
      termsAccepted: true,
      disclaimerAccepted: true,
      ...overrides,
    }),
  );
}

export function createEnrollment(
  t: TestApp,
  fields: Pick<Enrollment, 'investorId' | 'schemeId'> & Partial<Enrollment>,
): Promise<Enrollment> {
  const repo = t.dataSource.getRepository(Enrollment);
  return repo.save(
    repo.create({ status: 'earning', investmentAmount: 100000, currentValue: 100000, totalPayouts: 0, nextPayoutDate: null, nextPayoutAmount: null, ...fields }),
  );
}

export function createActivity(
  t: TestApp,
  fields: Pick<Activity, 'investorId' | 'schemeId'> & Partial<Activity>,
): Promise<Activity> {
  const repo = t.dataSource.getRepository(Activity);
  return repo.save(repo.create({ type: 'update', title: 'Quarterly update', content: 'The scheme performed to plan.', category: 'Scheme Update', ...fields }));
}
