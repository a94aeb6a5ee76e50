import { randomBytes } from 'node:crypto';

import { ENROLLMENT_FIGURES, kycSubmission, schemeBody } from '@fund/contracts/testing';

import { Activity } from '../src/modules/activities/activity.entity.js';
import { Enrollment } from '../src/modules/enrollments/enrollment.entity.js';
import { KycApplication } from '../src/modules/kyc/kyc-application.entity.js';
import { Scheme } from '../src/modules/schemes/scheme.entity.js';
import type { User } from '../src/modules/users/user.entity.js';
import { createUser, sessionFor, type TestApp } from './test-app.js';

// Records for tests, written straight to the database with believable values. Routes under test
// create their own records through HTTP; these build the world around them.

const suffix = () => randomBytes(3).toString('hex');

export function createScheme(t: TestApp, overrides: Partial<Scheme> = {}): Promise<Scheme> {
  const repo = t.dataSource.getRepository(Scheme);
  return repo.save(repo.create({ ...schemeBody({ name: `Dubai Trade Finance ${suffix()}` }), videoUrl: null, ...overrides }));
}

/** A submitted application; pass investorId and status 'approved' for one that has credentials. */
export function createKycApplication(t: TestApp, overrides: Partial<KycApplication> = {}): Promise<KycApplication> {
  const repo = t.dataSource.getRepository(KycApplication);
  const id = suffix();
  // The shared submission, as the database keeps it: no country code, the flags as booleans.
  const {
    countryCode: _countryCode,
    termsAccepted,
    disclaimerAccepted,
    ...fields
  } = kycSubmission({
    fullName: `Layla Haddad ${id}`,
    accountName: 'Layla Haddad',
    accountNumber: '12345678',
    dateOfBirth: '1984-05-17',
    email: `layla.${id}@example.com`,
    nokContactEmail: `omar.${id}@example.com`,
  });
  return repo.save(
    repo.create({
      investorId: null,
      status: 'pending',
      ...fields,
      termsAccepted: termsAccepted === 'true',
      disclaimerAccepted: disclaimerAccepted === 'true',
      ...overrides,
    }),
  );
}

export function createEnrollment(
  t: TestApp,
  fields: Pick<Enrollment, 'investorId' | 'schemeId'> & Partial<Enrollment>,
): Promise<Enrollment> {
  const repo = t.dataSource.getRepository(Enrollment);
  return repo.save(repo.create({ ...ENROLLMENT_FIGURES, ...fields }));
}

export function createActivity(t: TestApp, fields: Pick<Activity, 'investorId' | 'schemeId'> & Partial<Activity>): Promise<Activity> {
  const repo = t.dataSource.getRepository(Activity);
  return repo.save(
    repo.create({
      type: 'update',
      title: 'Quarterly update',
      content: 'The scheme performed to plan.',
      category: 'Scheme Update',
      ...fields,
    }),
  );
}

/** One investor per name, each enrolled in `schemeId` with the default figures and signed in, in the names' order. */
export async function createHolders(
  t: TestApp,
  schemeId: string,
  names: string[],
): Promise<{ users: User[]; cookies: string[]; enrollments: Enrollment[] }> {
  const holders = { users: [] as User[], cookies: [] as string[], enrollments: [] as Enrollment[] };
  for (const fullName of names) {
    const user = await createUser(t, { role: 'investor', fullName });
    holders.enrollments.push(await createEnrollment(t, { investorId: user.id, schemeId }));
    holders.users.push(user);
    holders.cookies.push(await sessionFor(t, user));
  }
  return holders;
}
