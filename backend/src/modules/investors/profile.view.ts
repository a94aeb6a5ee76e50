import type { InvestorProfileView } from '@fund/contracts';

import type { KycApplication } from '../kyc/kyc-application.entity.js';
import type { User } from '../users/user.entity.js';

/** The profile's fields kept on the investor's KYC application, in the order the profile answers them. */
const FROM_KYC = [
  ...['phone', 'fullAddress', 'dateOfBirth'],
  ...['accountName', 'accountNumber', 'sortCode', 'swiftBic', 'ibanNumber', 'bankName', 'bankAddress'],
  ...['nokName', 'nokContactNumber', 'nokContactEmail', 'nokPassportNumber', 'nokRelationship'],
] as const satisfies readonly (keyof KycApplication & keyof InvestorProfileView)[];

export function mapInvestorProfile(user: User, kyc: KycApplication): InvestorProfileView {
  const fromKyc = Object.fromEntries(FROM_KYC.map((field) => [field, kyc[field]])) as Pick<InvestorProfileView, (typeof FROM_KYC)[number]>;
  return { fullName: user.fullName, email: user.email, ...fromKyc, profilePhotoUrl: user.profilePhotoUrl };
}

/** The last four characters of an account number for a notice, never the whole of a short one. */
export function accountTail(accountNumber: string): string {
  return accountNumber.length > 4 ? accountNumber.slice(-4) : '****';
}
