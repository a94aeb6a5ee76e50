import { describe, expect, it } from 'vitest';

import { BANK_FIELDS } from '@fund/contracts';

import {
  checkKycApplication,
  checkKycStep,
  EMPTY_KYC_VALUES,
  joinSourcesOfIncome,
  kycProgress,
  parseDateOfBirth,
  toKycApplication,
} from './kycForm';
import { completeValues } from './kycTesting';

const TODAY = '2026-06-01';

describe('KYC step checks', () => {
  it('asks for every required field of step 1 and nothing of the later steps', () => {
    expect(checkKycStep(0, EMPTY_KYC_VALUES, { today: TODAY })).toEqual({
      fullName: 'required',
      dateOfBirth: 'required',
      email: 'required',
      phoneNumber: 'required',
      country: 'required',
      fullAddress: 'required',
    });
  });

  it('asks on step 2 for the ID type, the uploaded ID, employment, previous investments and a source of income, not passport or income', () => {
    expect(checkKycStep(1, EMPTY_KYC_VALUES)).toEqual({
      idType: 'required',
      idUploadUrl: 'idUpload',
      employmentStatus: 'required',
      previousInvestments: 'required',
      sourceOfIncome: 'sourceOfIncome',
    });
  });

  it('asks for every bank field on step 3 and every next-of-kin field on step 4', () => {
    expect(Object.keys(checkKycStep(2, EMPTY_KYC_VALUES))).toEqual([...BANK_FIELDS]);
    expect(Object.keys(checkKycStep(3, EMPTY_KYC_VALUES))).toEqual([
      'nokName',
      'nokContactNumber',
      'nokContactEmail',
      'nokPassportNumber',
      'nokRelationship',
    ]);
  });

  it('asks for both acceptances on step 5', () => {
    expect(checkKycStep(4, EMPTY_KYC_VALUES)).toEqual({ termsAccepted: 'terms', disclaimerAccepted: 'disclaimer' });
    expect(checkKycStep(4, { ...EMPTY_KYC_VALUES, termsAccepted: true })).toEqual({ disclaimerAccepted: 'disclaimer' });
  });

  it('counts blank answers as missing', () => {
    expect(checkKycStep(0, completeValues({ fullName: '   ' }), { today: TODAY })).toEqual({ fullName: 'required' });
  });

  it('refuses a malformed e-mail, a phone of the wrong length and a future or pre-1900 birth date', () => {
    expect(checkKycStep(0, completeValues({ email: 'amina@', phoneNumber: '12 3', dateOfBirth: '2030-01-01' }), { today: TODAY })).toEqual({
      email: 'invalidEmail',
      phoneNumber: 'phoneDigits',
      dateOfBirth: 'dateOfBirthPast',
    });
    expect(checkKycStep(0, completeValues({ dateOfBirth: '1899-12-31' }), { today: TODAY })).toEqual({ dateOfBirth: 'dateOfBirthPast' });
    expect(checkKycStep(0, completeValues({ phoneNumber: '1234567890123456' }), { today: TODAY })).toEqual({ phoneNumber: 'phoneDigits' });
    expect(checkKycStep(3, completeValues({ nokContactEmail: 'omar.example.com' }))).toEqual({ nokContactEmail: 'invalidEmail' });
  });

  it('reads the date of birth as DD/MM/YYYY whatever the browser locale (issue 21), and asks for that format otherwise', () => {
    expect(parseDateOfBirth('12/04/1985')).toBe('1985-04-12');
    expect(parseDateOfBirth(' 1/2/1985 ')).toBe('1985-02-01');
    expect(parseDateOfBirth('12.04.1985')).toBe('1985-04-12');
    expect(parseDateOfBirth('12-04-1985')).toBe('1985-04-12');
    for (const bad of ['04/31/1985', '31/02/1985', '29/02/1985', '12/04/85', '1985', '12041985', '12/4', ''])
      expect([bad, parseDateOfBirth(bad)]).toEqual([bad, null]);
    expect(parseDateOfBirth('29/02/1984')).toBe('1984-02-29');
    expect(checkKycStep(0, completeValues({ dateOfBirth: '04/31/1985' }), { today: TODAY })).toEqual({ dateOfBirth: 'dateOfBirthFormat' });
    expect(checkKycStep(0, completeValues({ dateOfBirth: '01/01/2030' }), { today: TODAY })).toEqual({ dateOfBirth: 'dateOfBirthPast' });
    expect(checkKycStep(0, completeValues({ dateOfBirth: '12/04/1985' }), { today: TODAY })).toEqual({});
    expect(toKycApplication(completeValues({ dateOfBirth: '12/04/1985' })).dateOfBirth).toBe('1985-04-12');
  });

  it('refuses a value outside the spec lists', () => {
    expect(checkKycStep(0, completeValues({ country: 'Atlantis' }), { today: TODAY })).toEqual({ country: 'invalidChoice' });
    expect(checkKycStep(1, completeValues({ annualIncome: 'lots' }))).toEqual({ annualIncome: 'invalidChoice' });
  });

  it('holds step 2 while the ID is still uploading', () => {
    expect(checkKycStep(1, completeValues({ idUploadUrl: '' }), { uploading: true })).toEqual({ idUploadUrl: 'idUploading' });
  });

  it('passes a complete application and names the first step with an issue otherwise', () => {
    expect(checkKycApplication(completeValues(), { today: TODAY })).toEqual({ issues: {}, firstStep: -1 });
    expect(checkKycApplication(completeValues({ idUploadUrl: '', bankName: '' }), { today: TODAY })).toEqual({
      issues: { idUploadUrl: 'idUpload', bankName: 'required' },
      firstStep: 1,
    });
  });
});

describe('KYC progress', () => {
  it('is the step divided by five', () => {
    expect([0, 1, 2, 3, 4].map(kycProgress)).toEqual([20, 40, 60, 80, 100]);
  });
});

describe('KYC application body', () => {
  it('sends the phone as code, space, digits and keeps the code', () => {
    const body = toKycApplication(completeValues());
    expect(body.phone).toBe('+44 07700900123');
    expect(body.countryCode).toBe('+44');
  });

  it('defaults the phone code to +971', () => {
    expect(toKycApplication({ ...completeValues(), countryCode: EMPTY_KYC_VALUES.countryCode }).phone).toBe('+971 07700900123');
  });

  it("joins the chosen sources of income with ', ' in the spec's order", () => {
    expect(toKycApplication(completeValues()).sourceOfIncome).toBe('Employment, Savings');
    expect(joinSourcesOfIncome(['Other', 'Rental Income', 'Business'])).toBe('Business, Rental Income, Other');
    expect(joinSourcesOfIncome(['Savings'])).toBe('Savings');
  });

  it("sends terms and disclaimer as the text 'true' or 'false'", () => {
    expect(toKycApplication(completeValues())).toMatchObject({ termsAccepted: 'true', disclaimerAccepted: 'true' });
    expect(toKycApplication(completeValues({ termsAccepted: false, disclaimerAccepted: false }))).toMatchObject({
      termsAccepted: 'false',
      disclaimerAccepted: 'false',
    });
  });

  it('trims texts, leaves out the optional answers when blank and never sends the file name', () => {
    const body = toKycApplication(completeValues({ passportNumber: '  ', annualIncome: '' }));
    expect(body.fullName).toBe('Amina Yusuf');
    expect(body).not.toHaveProperty('passportNumber');
    expect(body).not.toHaveProperty('annualIncome');
    expect(body).not.toHaveProperty('idFileName');
    expect(body).not.toHaveProperty('phoneNumber');
    expect(toKycApplication(completeValues({ passportNumber: ' P998877 ', annualIncome: '1m+' }))).toMatchObject({
      passportNumber: 'P998877',
      annualIncome: '1m+',
    });
  });
});
