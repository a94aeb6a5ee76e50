import { ApiSession } from './api.js';
import type { InvestorPerson } from './fund.js';

// The KYC Management and Expressions of Interest journey's steps outside the browser: the new
// investor's first login and expression of interest (the e-mails are read with mailbox.ts).

/**
 * The investor's first login with the e-mailed credentials: the two steps, the forced password
 * change, then an expression of interest in `schemeId` (spec/000 §7). Answers the investor's session.
 */
export async function expressInterest(
  base: string,
  dataDir: string,
  person: InvestorPerson,
  temporaryPassword: string,
  investorId: string,
  schemeId: string,
): Promise<ApiSession> {
  const session = new ApiSession(base, dataDir);
  await session.login(person.username, temporaryPassword, person.email);
  await session.call('POST', '/api/change-password', { newPassword: person.password });
  await session.call('POST', '/api/expressions-of-interest', { investorId, schemeId });
  return session;
}
