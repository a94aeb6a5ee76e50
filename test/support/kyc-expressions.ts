import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { ApiSession } from './api.js';
import type { InvestorPerson } from './fund.js';

// The KYC Management and Expressions of Interest journey's steps outside the browser: the e-mails the
// server writes to DATA_DIR/outbox, and the new investor's first login and expression of interest.

/** The newest e-mail to `email` whose text contains `subject`, read from DATA_DIR/outbox. */
export async function emailFromOutbox(dataDir: string, email: string, subject: string): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const eml = await readFile(path.join(dir, file), 'utf8');
      if (eml.includes(`To: ${email}`) && eml.includes(subject)) return eml;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No e-mail "${subject}" was sent to ${email}`);
}

/**
 * The investor's first login with the e-mailed credentials: the two steps, the forced password
 * change, then an expression of interest in `schemeId` (spec/000 §7). Answers the investor's session.
 */
export async function expressInterest(base: string, dataDir: string, person: InvestorPerson, temporaryPassword: string, investorId: string, schemeId: string): Promise<ApiSession> {
  const session = new ApiSession(base, dataDir);
  await session.login(person.username, temporaryPassword, person.email);
  await session.call('POST', '/api/change-password', { newPassword: person.password });
  await session.call('POST', '/api/expressions-of-interest', { investorId, schemeId });
  return session;
}
