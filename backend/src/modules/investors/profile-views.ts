import type { KycApplication } from '../kyc/kyc-application.entity.js';
import type { User } from '../users/user.entity.js';

/** spec/000 §3 Profile: the account's name, e-mail and photo, the rest from the investor's KYC application. */
export interface InvestorProfileView {
  fullName: string;
  /** Read-only. */
  email: string;
  phone: string;
  fullAddress: string;
  /** Read-only, YYYY-MM-DD. */
  dateOfBirth: string;
  accountName: string;
  accountNumber: string;
  sortCode: string;
  swiftBic: string;
  ibanNumber: string;
  bankName: string;
  bankAddress: string;
  nokName: string;
  nokContactNumber: string;
  nokContactEmail: string;
  nokPassportNumber: string;
  nokRelationship: string;
  profilePhotoUrl: string | null;
}

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
