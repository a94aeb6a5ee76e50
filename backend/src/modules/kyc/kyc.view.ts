import type { KycStatus } from '@fund/contracts';

import type { KycApplication } from './kyc-application.entity.js';

/** spec/001 §3 kyc_applications with the spec's field names; flags as the text 'true'/'false'. */
export interface KycApplicationView {
  id: string;
  investorId: string | null;
  status: KycStatus;
  submittedAt: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
  fullName: string;
  dateOfBirth: string;
  email: string;
  phone: string;
  country: string | null;
  fullAddress: string;
  idType: string;
  idUploadUrl: string;
  passportNumber: string | null;
  employmentStatus: string;
  annualIncome: string | null;
  previousInvestments: string;
  sourceOfIncome: string;
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
  termsAccepted: 'true' | 'false';
  disclaimerAccepted: 'true' | 'false';
}

export interface KycSubmittedView {
  id: string;
  status: KycStatus;
  submittedAt: string;
}

const flag = (value: boolean): 'true' | 'false' => (value ? 'true' : 'false');

export function mapKycApplication(k: KycApplication): KycApplicationView {
  return {
    id: k.id,
    investorId: k.investorId,
    status: k.status,
    submittedAt: k.submittedAt.toISOString(),
    reviewedAt: k.reviewedAt ? k.reviewedAt.toISOString() : null,
    reviewedBy: k.reviewedBy,
    fullName: k.fullName,
    dateOfBirth: k.dateOfBirth,
    email: k.email,
    phone: k.phone,
    country: k.country,
    fullAddress: k.fullAddress,
    idType: k.idType,
    idUploadUrl: k.idUploadUrl,
    passportNumber: k.passportNumber,
    employmentStatus: k.employmentStatus,
    annualIncome: k.annualIncome,
    previousInvestments: k.previousInvestments,
    sourceOfIncome: k.sourceOfIncome,
    accountName: k.accountName,
    accountNumber: k.accountNumber,
    sortCode: k.sortCode,
    swiftBic: k.swiftBic,
    ibanNumber: k.ibanNumber,
    bankName: k.bankName,
    bankAddress: k.bankAddress,
    nokName: k.nokName,
    nokContactNumber: k.nokContactNumber,
    nokContactEmail: k.nokContactEmail,
    nokPassportNumber: k.nokPassportNumber,
    nokRelationship: k.nokRelationship,
    termsAccepted: flag(k.termsAccepted),
    disclaimerAccepted: flag(k.disclaimerAccepted),
  };
}

export function mapKycSubmitted(k: KycApplication): KycSubmittedView {
  return { id: k.id, status: k.status, submittedAt: k.submittedAt.toISOString() };
}
