import {
  ANNUAL_INCOMES,
  COUNTRIES,
  EARLIEST_DATE,
  EMPLOYMENT_STATUSES,
  ID_TYPES,
  MESSAGES,
  NOK_RELATIONSHIPS,
  PHONE_CODES,
  PREVIOUS_INVESTMENTS,
  SOURCES_OF_INCOME,
  type AnnualIncome,
  type EmploymentStatus,
  type IdType,
  type NokRelationship,
  type PreviousInvestments,
} from '@fund/contracts';
import { IsIn, IsOptional, MaxLength } from 'class-validator';

import { EmailAddress, PhoneNumber, RequiredString, Trim } from '../../../common/validation/decorators.js';
import { Accepted, BlankToNull, PastDate, SourceOfIncomeList, TextFlag } from './kyc-rules.js';

// spec/000 §3 "KYC application (submitted)" and §5 "KYC form". Server-owned fields (id, status,
// investorId, submittedAt) are not here, so the global pipe refuses them as unknown.
// Maximum lengths (ours; the spec gives none): names 200, addresses 500, identity and bank numbers 50,
// the next of kin's contact number 30, e-mails 254, the document path 2048.
export const KYC_MAX = { name: 200, address: 500, number: 50, contact: 30, url: 2048 } as const;

const required = (label: string) => `${label} is required`;
const oneOf = (label: string, values: readonly string[]) => `${label} must be one of: ${values.join(', ')}`;
const PHONE_CODE_VALUES = PHONE_CODES.map((p) => p.code);

export class SubmitKycDto {
  // Step 1: Personal Information
  @Trim()
  @RequiredString(required('Full name'), KYC_MAX.name)
  fullName: string;

  @PastDate(`Date of birth must be a past date (YYYY-MM-DD) after ${EARLIEST_DATE}`)
  @RequiredString(required('Date of birth'), 10)
  dateOfBirth: string;

  @EmailAddress(required('Email'))
  email: string;

  /** The form's phone-code select; not stored (the phone carries it), checked against the phone when sent. */
  @IsOptional()
  @IsIn(PHONE_CODE_VALUES, { message: oneOf('Country code', PHONE_CODE_VALUES) })
  countryCode?: string;

  @PhoneNumber()
  @RequiredString(required('Phone'), 20)
  phone: string;

  @IsIn(COUNTRIES, { message: oneOf('Country', COUNTRIES) })
  @RequiredString(required('Country'), KYC_MAX.name)
  country: string;

  @Trim()
  @RequiredString(required('Full address'), KYC_MAX.address)
  fullAddress: string;

  // Step 2: KYC Details
  @IsIn(ID_TYPES, { message: oneOf('ID type', ID_TYPES) })
  @RequiredString(required('ID type'), KYC_MAX.name)
  idType: IdType;

  /** The objectPath PUT /api/kyc-documents answered. */
  @Trim()
  @RequiredString(required('ID document'), KYC_MAX.url)
  idUploadUrl: string;

  @IsOptional()
  @MaxLength(KYC_MAX.number, { message: `passportNumber must be at most ${KYC_MAX.number} characters` })
  @BlankToNull()
  passportNumber?: string | null;

  @IsIn(EMPLOYMENT_STATUSES, { message: oneOf('Employment status', EMPLOYMENT_STATUSES) })
  @RequiredString(required('Employment status'), KYC_MAX.name)
  employmentStatus: EmploymentStatus;

  @IsOptional()
  @IsIn(ANNUAL_INCOMES, { message: oneOf('Annual income', ANNUAL_INCOMES) })
  @BlankToNull()
  annualIncome?: AnnualIncome | null;

  @IsIn(PREVIOUS_INVESTMENTS, { message: oneOf('Previous investments', PREVIOUS_INVESTMENTS) })
  @RequiredString(required('Previous investments'), KYC_MAX.name)
  previousInvestments: PreviousInvestments;

  @SourceOfIncomeList(`Source of income must be one or more of ${SOURCES_OF_INCOME.join(', ')}, joined with ', '`)
  @RequiredString(required('Source of income'), KYC_MAX.address)
  sourceOfIncome: string;

  // Step 3: Bank Details
  @Trim()
  @RequiredString(required('Account name'), KYC_MAX.name)
  accountName: string;

  @Trim()
  @RequiredString(required('Account number'), KYC_MAX.number)
  accountNumber: string;

  @Trim()
  @RequiredString(required('Sort code'), KYC_MAX.number)
  sortCode: string;

  @Trim()
  @RequiredString(required('SWIFT/BIC'), KYC_MAX.number)
  swiftBic: string;

  @Trim()
  @RequiredString(required('IBAN number'), KYC_MAX.number)
  ibanNumber: string;

  @Trim()
  @RequiredString(required('Bank name'), KYC_MAX.name)
  bankName: string;

  @Trim()
  @RequiredString(required('Bank address'), KYC_MAX.address)
  bankAddress: string;

  // Step 4: Next of Kin Details
  @Trim()
  @RequiredString(required('Next of kin name'), KYC_MAX.name)
  nokName: string;

  @Trim()
  @RequiredString(required('Next of kin contact number'), KYC_MAX.contact)
  nokContactNumber: string;

  @EmailAddress(required('Next of kin email'))
  nokContactEmail: string;

  @Trim()
  @RequiredString(required('Next of kin passport number'), KYC_MAX.number)
  nokPassportNumber: string;

  @IsIn(NOK_RELATIONSHIPS, { message: oneOf('Next of kin relationship', NOK_RELATIONSHIPS) })
  @RequiredString(required('Next of kin relationship'), KYC_MAX.name)
  nokRelationship: NokRelationship;

  // Step 5: Terms & Disclaimer, sent as the text 'true'
  @Accepted(MESSAGES.kycTermsRequired)
  @TextFlag()
  termsAccepted: boolean;

  @Accepted(MESSAGES.kycDisclaimerRequired)
  @TextFlag()
  disclaimerAccepted: boolean;
}
