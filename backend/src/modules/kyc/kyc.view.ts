import { textFlag, type KycApplicationView, type KycSubmittedView } from '@fund/contracts';

import type { KycApplication } from './kyc-application.entity.js';

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
    termsAccepted: textFlag(k.termsAccepted),
    disclaimerAccepted: textFlag(k.disclaimerAccepted),
    rejectionReason: k.rejectionReason ?? null,
  };
}

export function mapKycSubmitted(k: KycApplication): KycSubmittedView {
  return { id: k.id, status: k.status, submittedAt: k.submittedAt.toISOString() };
}
