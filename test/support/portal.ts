import type { Page } from 'playwright-core';

import type { SchemeBody } from '@fund/contracts/testing';

import { demoPdf, demoPng } from '../../backend/test/files.js';
import type { ApiSession } from './api.js';
import { loginCodeFromOutbox } from './mailbox.js';

// Investor portal journeys: what the admin publishes for investors (open schemes with documents and
// a video, marketing slides), and signing a seeded investor in through the login screen.

/** Every field of a scheme as the create dialog sends it (the shared body). */
export type OpportunityFields = SchemeBody;

/** A scheme with every field given and a PDF saved as each of `documents`; answers its id. */
export async function seedOpportunity(admin: ApiSession, fields: OpportunityFields, documents: string[] = []): Promise<string> {
  const { id } = await admin.call<{ id: string }>('POST', '/api/schemes', fields);
  for (const name of documents) {
    const { uploadURL } = await admin.call<{ uploadURL: string }>('POST', '/api/scheme-documents/upload-url');
    await admin.upload(uploadURL, demoPdf(`${fields.name}: ${name}`, [fields.description]), 'application/pdf');
    await admin.call('POST', '/api/objects/save-document', { uploadURL, schemeId: id, name: `${name}.pdf`, type: 'PDF', size: '0.1 MB' });
  }
  return id;
}

/** An active marketing slide with a generated public image. */
export async function seedSlide(
  admin: ApiSession,
  slide: { title: string; buttonText: string; buttonUrl: string; order: number },
): Promise<void> {
  const { uploadURL } = await admin.call<{ uploadURL: string }>('POST', '/api/objects/upload', {
    filename: `slide-${slide.order}.png`,
    contentType: 'image/png',
    folder: 'marketing-slides',
  });
  await admin.upload(uploadURL, demoPng([20 + slide.order * 30, 90, 70], [120, 190, 160], 20 + slide.order, 960, 360), 'image/png');
  const { objectPath } = await admin.call<{ objectPath: string }>('POST', '/api/objects/set-acl', { uploadURL, visibility: 'public' });
  await admin.call('POST', '/api/admin/marketing-slides', { ...slide, imageUrl: objectPath, isActive: 'true' });
}

/** Signs an investor in through the login screen (credentials, then the e-mailed code) and waits for the portal. */
export async function signInToPortal(
  page: Page,
  dataDir: string,
  investor: { username: string; password: string; email: string },
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(investor.username);
  await page.getByLabel('Password').fill(investor.password);
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  // The server answers once the code is in the outbox, so the newest code is this login's.
  await page.getByRole('button', { name: 'VERIFY & LOG IN' }).waitFor();
  await page.getByLabel('Verification code').fill(await loginCodeFromOutbox(dataDir, investor.email));
  await page.getByRole('button', { name: 'VERIFY & LOG IN' }).click();
  await page.waitForURL('**/investor', { timeout: 15_000 });
}
