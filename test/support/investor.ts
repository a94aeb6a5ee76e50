import type { Page } from 'playwright-core';

import type { ApiSession } from './api.js';

// Steps of the prospective investor's public journey: the KYC wizard as a person fills it in, and
// the admin's approval with credentials over the API.

export interface Applicant {
  fullName: string;
  email: string;
  username: string;
}

/** Step 1 (Personal Information) with the default +971 code. */
export async function fillPersonalStep(page: Page, applicant: Applicant): Promise<void> {
  await page.getByLabel('Full name').fill(applicant.fullName);
  await page.getByLabel('Date of birth').fill('21/09/1986');
  await page.getByLabel('E-mail address').fill(applicant.email);
  await page.getByLabel('Phone number').fill('50 123 4567');
  await page.getByLabel('Country of residence').selectOption('United Arab Emirates');
  await page.getByLabel('Full address').fill('Villa 14, Street 7, Al Barsha, Dubai');
}

/** Step 2 (KYC Details) except the ID upload. */
export async function fillKycDetailsStep(page: Page): Promise<void> {
  await page.getByLabel('ID type').selectOption('passport');
  await page.getByLabel('Passport number').fill('X1234567');
  await page.getByLabel('Employment status').selectOption('business_owner');
  await page.getByLabel('Annual income').selectOption('250k-500k');
  await page.getByLabel('Previous investments').selectOption('4-10');
  await page.getByRole('checkbox', { name: 'Business' }).check();
  await page.getByRole('checkbox', { name: 'Rental Income' }).check();
}

/** The ID document: a real file through the page's file input, then waits for the upload to finish. */
export async function uploadId(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await page.locator('#id-document-input').setInputFiles(file);
  await page.getByText('Uploaded', { exact: true }).waitFor();
}

export async function fillBankStep(page: Page, applicant: Applicant): Promise<void> {
  await page.getByLabel('Account name').fill(applicant.fullName);
  await page.getByLabel('Account number').fill('0123456789');
  await page.getByLabel('Sort code').fill('20-00-00');
  await page.getByLabel('SWIFT/BIC').fill('EBILAEAD');
  await page.getByLabel('IBAN number').fill('AE070331234567890123456');
  await page.getByLabel('Bank name').fill('Emirates NBD');
  await page.getByLabel('Bank address').fill('Baniyas Road, Deira, Dubai');
}

export async function fillNextOfKinStep(page: Page): Promise<void> {
  await page.getByLabel('Full name').fill('Yusuf Al Amin');
  await page.getByLabel('Contact number').fill('+971 55 765 4321');
  await page.getByLabel('E-mail address').fill('yusuf.alamin@example.com');
  await page.getByLabel('Passport number').fill('Y7654321');
  await page.getByLabel('Relationship').selectOption('spouse');
}

export async function acceptTerms(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await page.getByRole('checkbox', { name: 'I have read and accept the disclaimer' }).check();
}

/** Finds the pending application of `email`, approves it and creates its login; answers the investor id. */
export async function approveWithCredentials(admin: ApiSession, email: string, username: string, password: string): Promise<string> {
  const applications = await admin.call<{ id: string; email: string; status: string }[]>('GET', '/api/kyc?status=pending');
  const application = applications.find((item) => item.email === email);
  if (!application) throw new Error(`No pending KYC application for ${email}`);
  await admin.call('PATCH', `/api/kyc/${application.id}`, { status: 'approved' });
  const { investorId } = await admin.call<{ investorId: string }>('POST', `/api/kyc/${application.id}/create-credentials`, {
    username,
    password,
  });
  return investorId;
}
