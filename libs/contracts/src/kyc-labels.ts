// The English names of the KYC application's and the profile's fields (spec/000 §3, spec/001 §2) and
// of their options, as the investor's wizard asks them and the back office's review shows them. Both
// apps' catalogs spread these (issue 22), so the two never name a field differently.

const PERSONAL = {
  fullName: 'Full name',
  dateOfBirth: 'Date of birth',
  email: 'E-mail address',
  fullAddress: 'Full address',
} as const;

const BANK = {
  accountName: 'Account name',
  accountNumber: 'Account number',
  sortCode: 'Sort code',
  swiftBic: 'SWIFT/BIC',
  ibanNumber: 'IBAN number',
  bankName: 'Bank name',
  bankAddress: 'Bank address',
} as const;

const NEXT_OF_KIN = {
  nokName: 'Full name',
  nokContactNumber: 'Contact number',
  nokContactEmail: 'E-mail address',
  nokPassportNumber: 'Passport number',
  nokRelationship: 'Relationship',
} as const;

/** The fields the profile shows and edits (its phone is labelled by each app). */
export const PROFILE_FIELD_LABELS = { ...PERSONAL, ...BANK, ...NEXT_OF_KIN } as const;

/** Every field of the KYC application but the phone (one field in the review, two in the wizard) and the two acceptances. */
export const KYC_FIELD_LABELS = {
  ...PERSONAL,
  country: 'Country of residence',
  idType: 'ID type',
  idUploadUrl: 'ID document',
  passportNumber: 'Passport number',
  employmentStatus: 'Employment status',
  annualIncome: 'Annual income',
  previousInvestments: 'Previous investments',
  sourceOfIncome: 'Source of income',
  ...BANK,
  ...NEXT_OF_KIN,
} as const;

/** The answers of the KYC application's closed questions (enums.ts), by value. */
export const KYC_OPTION_LABELS = {
  idType: { national_id: 'National ID', passport: 'Passport', drivers_licence: "Driver's Licence" },
  employmentStatus: {
    employed: 'Employed',
    self_employed: 'Self-employed',
    business_owner: 'Business owner',
    retired: 'Retired',
    other: 'Other',
  },
  annualIncome: {
    '0-50k': 'Up to 50k',
    '50k-100k': '50k - 100k',
    '100k-250k': '100k - 250k',
    '250k-500k': '250k - 500k',
    '500k-1m': '500k - 1M',
    '1m+': 'Over 1M',
  },
  previousInvestments: { '0': 'None', '1-3': '1 - 3', '4-10': '4 - 10', '10+': 'More than 10' },
  nokRelationship: { spouse: 'Spouse', parent: 'Parent', sibling: 'Sibling', child: 'Child', other: 'Other' },
} as const;
