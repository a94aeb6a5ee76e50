import { EMPTY_KYC_VALUES, type KycFormValues } from './kycForm';

// Test factory: answers for the KYC wizard.

/** A complete application, as a person would fill it in. */
export function completeValues(overrides: Partial<KycFormValues> = {}): KycFormValues {
  return {
    ...EMPTY_KYC_VALUES,
    fullName: '  Amina Yusuf ',
    dateOfBirth: '1985-04-12',
    email: 'amina@example.com',
    countryCode: '+44',
    phoneNumber: '07700 900-123',
    country: 'United Kingdom',
    fullAddress: '1 Market Street, London',
    idType: 'passport',
    idUploadUrl: '/api/objects/kyc-document/abc',
    idFileName: 'passport.pdf',
    employmentStatus: 'employed',
    previousInvestments: '1-3',
    sourceOfIncome: ['Savings', 'Employment'],
    accountName: 'Amina Yusuf',
    accountNumber: '12345678',
    sortCode: '12-34-56',
    swiftBic: 'BARCGB22',
    ibanNumber: 'GB33BUKB20201555555555',
    bankName: 'Barclays',
    bankAddress: '1 Churchill Place, London',
    nokName: 'Omar Yusuf',
    nokContactNumber: '+44 7700 900456',
    nokContactEmail: 'omar@example.com',
    nokPassportNumber: 'P1234567',
    nokRelationship: 'sibling',
    termsAccepted: true,
    disclaimerAccepted: true,
    ...overrides,
  };
}
