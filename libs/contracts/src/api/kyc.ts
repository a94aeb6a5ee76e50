import { Type, type Static } from '@sinclair/typebox';

import {
  ANNUAL_INCOMES,
  EMPLOYMENT_STATUSES,
  EXPRESSION_STATUSES,
  ID_TYPES,
  KYC_STATUSES,
  NOK_RELATIONSHIPS,
  PREVIOUS_INVESTMENTS,
} from '../enums.js';
import { EmailStatus } from './mail.js';
import { CalendarDate, DateTime, Id, Nullable, StringEnum, TextFlag } from './schema.js';

const KycStatus = StringEnum(KYC_STATUSES);

/** spec/001 §3 kyc_applications with the spec's field names; flags as the text 'true'/'false'. */
export const KycApplicationView = Type.Object({
  id: Id(),
  investorId: Nullable(Id({ description: 'The investor user made from this application, once credentials exist' })),
  status: KycStatus,
  submittedAt: DateTime(),
  reviewedAt: Nullable(DateTime()),
  reviewedBy: Nullable(Id()),
  fullName: Type.String(),
  dateOfBirth: CalendarDate(),
  email: Type.String(),
  phone: Type.String(),
  country: Nullable(Type.String()),
  fullAddress: Type.String(),
  idType: StringEnum(ID_TYPES),
  idUploadUrl: Type.String(),
  passportNumber: Nullable(Type.String()),
  employmentStatus: StringEnum(EMPLOYMENT_STATUSES),
  annualIncome: Nullable(StringEnum(ANNUAL_INCOMES)),
  previousInvestments: StringEnum(PREVIOUS_INVESTMENTS),
  sourceOfIncome: Type.String({ description: "One or more of SOURCES_OF_INCOME joined by ', '" }),
  accountName: Type.String(),
  accountNumber: Type.String(),
  sortCode: Type.String(),
  swiftBic: Type.String(),
  ibanNumber: Type.String(),
  bankName: Type.String(),
  bankAddress: Type.String(),
  nokName: Type.String(),
  nokContactNumber: Type.String(),
  nokContactEmail: Type.String(),
  nokPassportNumber: Type.String(),
  nokRelationship: StringEnum(NOK_RELATIONSHIPS),
  termsAccepted: TextFlag,
  disclaimerAccepted: TextFlag,
  rejectionReason: Nullable(
    Type.String({
      description: 'Why the application was rejected (issue 21), as the admin wrote it and the applicant was e-mailed; null otherwise',
    }),
  ),
});
export type KycApplicationView = Static<typeof KycApplicationView>;

/** POST /api/kyc (public). */
export const KycSubmittedView = Type.Object({ id: Id(), status: KycStatus, submittedAt: DateTime() });
export type KycSubmittedView = Static<typeof KycSubmittedView>;

/**
 * POST /api/kyc/{id}/create-credentials: the investor account exists. emailSent false (emailStatus
 * 'queued'): the e-mail is retried for a day; the admin may pass the credentials on another way.
 */
export const CredentialsResult = Type.Object({
  message: Type.String(),
  investorId: Id(),
  emailSent: Type.Boolean(),
  emailStatus: EmailStatus,
});
export type CredentialsResult = Static<typeof CredentialsResult>;

/** spec/001 §3 expressions_of_interest as the admin list reads it. */
export const ExpressionView = Type.Object({
  id: Id(),
  investorId: Id(),
  investorName: Type.String(),
  schemeId: Id(),
  schemeName: Type.String(),
  status: StringEnum(EXPRESSION_STATUSES),
  notes: Nullable(Type.String()),
  archived: TextFlag,
  submittedAt: DateTime(),
});
export type ExpressionView = Static<typeof ExpressionView>;

/** GET /api/investor/expressions-of-interest: the caller's own, without who and the admin's notes. */
export const InvestorExpressionView = Type.Object({
  id: Id(),
  schemeId: Id(),
  schemeName: Type.String(),
  status: StringEnum(EXPRESSION_STATUSES),
  submittedAt: DateTime(),
});
export type InvestorExpressionView = Static<typeof InvestorExpressionView>;
