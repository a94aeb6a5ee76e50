import type { Locator, Page } from 'playwright-core';

import { demoPdf } from '../../backend/test/files.js';
import type { ApiSession } from './api.js';

// Steps of the Products & Schemes and Activity Center journey: react-admin's select and
// autocomplete inputs as a person uses them, a PDF picked in the upload widget, and API reads that
// confirm what the browser saved.

/** Opens the select named `label` inside `scope` and picks `option`. */
export async function choose(page: Page, scope: Page | Locator, label: RegExp, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types into the autocomplete named `label` and picks the suggestion that contains `name`. */
export async function search(page: Page, scope: Page | Locator, label: RegExp, name: string): Promise<void> {
  const input = scope.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(name);
  await page
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click();
}

/** Picks a generated PDF in the upload widget inside `scope` (the hidden file input behind 'Choose file'). */
export async function pickPdf(scope: Page | Locator, fileName: string, title: string): Promise<void> {
  await scope
    .locator('input[type="file"]')
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: demoPdf(title, [`${title}: journey document.`]) });
}

export interface SchemeRecord {
  id: string;
  name: string;
  roiPerAnnum: string;
  payoutFrequency: string;
  status: string;
}

/** The scheme of that exact name, or undefined. */
export async function schemeNamed(admin: ApiSession, name: string): Promise<SchemeRecord | undefined> {
  const filter = encodeURIComponent(JSON.stringify({ name }));
  const [scheme] = await admin.call<SchemeRecord[]>('GET', `/api/schemes?filter=${filter}`);
  return scheme;
}

/**
 * Presses Tab `presses` times from the focused element and answers what got the focus each time:
 * a field's name, else its accessible label, else its text (a select shows its value).
 */
export async function focusPath(page: Page, presses: number): Promise<string[]> {
  const path: string[] = [];
  for (let n = 0; n < presses; n++) {
    await page.keyboard.press('Tab');
    // A string expression: the backend's tsconfig (which checks the journeys) has no DOM types.
    path.push(
      await page.evaluate<string>(
        "(() => { const e = document.activeElement; if (!e) return ''; return (e.getAttribute('name') || e.getAttribute('aria-label') || e.textContent || '').trim().slice(0, 40); })()",
      ),
    );
  }
  return path;
}
