import type { User } from '../src/modules/users/user.entity.js';
import { createUser, sessionFor, type TestApp } from './test-app.js';

// The people most e2e files start with (issue 22 item 3): users created in this order, each with a
// live session (the Cookie header value). Fields passed in go on the user row.

export interface AdminAndInvestor {
  /** The admin's Cookie header. */
  admin: string;
  investor: User;
  investorCookie: string;
}

export interface AdminAndTwoInvestors extends AdminAndInvestor {
  other: User;
  otherCookie: string;
}

export interface AdminSuperAndInvestor {
  admin: User;
  adminCookie: string;
  superCookie: string;
  investorCookie: string;
}

/** An admin's session, then an investor and their session. */
export async function signInAdminAndInvestor(t: TestApp, investorFields: Partial<User> = {}): Promise<AdminAndInvestor> {
  const admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
  const investor = await createUser(t, { role: 'investor', ...investorFields });
  return { admin, investor, investorCookie: await sessionFor(t, investor) };
}

/** signInAdminAndInvestor, then a second investor ("other") and their session. */
export async function signInAdminAndTwoInvestors(
  t: TestApp,
  investorFields: Partial<User> = {},
  otherFields: Partial<User> = {},
): Promise<AdminAndTwoInvestors> {
  const first = await signInAdminAndInvestor(t, investorFields);
  const other = await createUser(t, { role: 'investor', ...otherFields });
  return { ...first, other, otherCookie: await sessionFor(t, other) };
}

/** An admin (row and session), then a super admin's session and an investor's session. */
export async function signInAdminSuperAndInvestor(t: TestApp, adminFields: Partial<User> = {}): Promise<AdminSuperAndInvestor> {
  const admin = await createUser(t, { role: 'admin', ...adminFields });
  const adminCookie = await sessionFor(t, admin);
  const superCookie = await sessionFor(t, await createUser(t, { role: 'super_admin' }));
  return { admin, adminCookie, superCookie, investorCookie: await sessionFor(t, await createUser(t, { role: 'investor' })) };
}
