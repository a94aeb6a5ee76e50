import type { KycApplicationView } from '@fund/contracts';

/** How a submitted value is shown: as typed, a date, a catalog option, an accepted flag or the ID document link. */
export type KycFieldKind = 'text' | 'date' | 'option' | 'flag' | 'document';

export type KycField = { name: keyof KycApplicationView; kind: KycFieldKind; wide?: boolean };

export interface KycSection {
  /** Catalog key under app.kyc.sections. */
  id: 'personal' | 'kyc_details' | 'bank' | 'next_of_kin' | 'terms';
  fields: KycField[];
}

/**
 * Every field an applicant submits, grouped and ordered as the wizard's five steps ask for them
 * (spec/000 §2 and §3), so a reviewer reads the application the way it was filled in.
 */
export const KYC_SECTIONS: KycSection[] = [
  {
    id: 'personal',
    fields: [
      { name: 'fullName', kind: 'text' },
      { name: 'dateOfBirth', kind: 'date' },
      { name: 'email', kind: 'text' },
      { name: 'phone', kind: 'text' },
      { name: 'country', kind: 'text' },
      { name: 'fullAddress', kind: 'text', wide: true },
    ],
  },
  {
    id: 'kyc_details',
    fields: [
      { name: 'idType', kind: 'option' },
      { name: 'passportNumber', kind: 'text' },
      { name: 'idUploadUrl', kind: 'document', wide: true },
      { name: 'employmentStatus', kind: 'option' },
      { name: 'annualIncome', kind: 'option' },
      { name: 'previousInvestments', kind: 'option' },
      { name: 'sourceOfIncome', kind: 'text' },
    ],
  },
  {
    id: 'bank',
    fields: [
      { name: 'accountName', kind: 'text' },
      { name: 'accountNumber', kind: 'text' },
      { name: 'sortCode', kind: 'text' },
      { name: 'swiftBic', kind: 'text' },
      { name: 'ibanNumber', kind: 'text', wide: true },
      { name: 'bankName', kind: 'text' },
      { name: 'bankAddress', kind: 'text' },
    ],
  },
  {
    id: 'next_of_kin',
    fields: [
      { name: 'nokName', kind: 'text' },
      { name: 'nokRelationship', kind: 'option' },
      { name: 'nokContactNumber', kind: 'text' },
      { name: 'nokContactEmail', kind: 'text' },
      { name: 'nokPassportNumber', kind: 'text' },
    ],
  },
  {
    id: 'terms',
    fields: [
      { name: 'termsAccepted', kind: 'flag' },
      { name: 'disclaimerAccepted', kind: 'flag' },
    ],
  },
];

/** The catalog key of an option's label, e.g. app.kyc.options.idType.passport; spec/001 §3 shows an empty previousInvestments as None. */
export const optionLabelKey = (field: keyof KycApplicationView, value: string | null | undefined): string | undefined => {
  if (field === 'previousInvestments' && !value) return 'app.kyc.options.previousInvestments.0';
  return value ? `app.kyc.options.${field}.${value}` : undefined;
};
