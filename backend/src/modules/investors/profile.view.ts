import type { InvestorProfileView } from '@fund/contracts';

import type { KycApplication } from '../kyc/kyc-application.entity.js';
import type { User } from '../users/user.entity.js';

export function mapInvestorProfile(user: User, kyc: KycApplication): InvestorProfileView {
  return {
    fullName: user.fullName,
    email: user.email,
    phone: kyc.phone,
    fullAddress: kyc.fullAddress,
    dateOfBirth: kyc.dateOfBirth,
    accountName: kyc.accountName,
    accountNumber: kyc.accountNumber,
    sortCode: kyc.sortCode,
    swiftBic: kyc.swiftBic,
    ibanNumber: kyc.ibanNumber,
    bankName: kyc.bankName,
    bankAddress: kyc.bankAddress,
    nokName: kyc.nokName,
    nokContactNumber: kyc.nokContactNumber,
    nokContactEmail: kyc.nokContactEmail,
    nokPassportNumber: kyc.nokPassportNumber,
    nokRelationship: kyc.nokRelationship,
    profilePhotoUrl: user.profilePhotoUrl,
  };
}

/** The last four characters of an account number for a notice, never the whole of a short one. */
export function accountTail(accountNumber: string): string {
  return accountNumber.length > 4 ? accountNumber.slice(-4) : '****';
}
