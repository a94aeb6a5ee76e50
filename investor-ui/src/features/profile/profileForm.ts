import { isPhone, PASSWORD_MIN_OWN_CHANGE, type InvestorProfileView } from '@fund/contracts';

import type { BankChange, BankDetails, NextOfKinDetails, PersonalDetails } from './api/profile';

// The profile's forms: what each tab edits, taken from the profile, and the checks of spec/000 §5
// (and spec/001 §5 for the own password change) before anything is sent.

export const personalOf = (p: InvestorProfileView): PersonalDetails => ({
  fullName: p.fullName,
  phone: p.phone,
  fullAddress: p.fullAddress,
});

export const bankOf = (p: InvestorProfileView): BankDetails => ({
  accountName: p.accountName,
  accountNumber: p.accountNumber,
  sortCode: p.sortCode,
  swiftBic: p.swiftBic,
  ibanNumber: p.ibanNumber,
  bankName: p.bankName,
  bankAddress: p.bankAddress,
});

/** The bank tab's form: the details, and the current password the change asks for (empty until typed). */
export type BankForm = BankDetails & { currentPassword: string };
export const bankFormOf = (p: InvestorProfileView): BankForm => ({ ...bankOf(p), currentPassword: '' });

/** The bank change as sent: the details trimmed, the password as typed (passwords are not trimmed). */
export const bankChangeOf = ({ currentPassword, ...details }: BankForm): BankChange => ({ ...trimmed(details), currentPassword });

export const nextOfKinOf = (p: InvestorProfileView): NextOfKinDetails => ({
  nokName: p.nokName,
  nokContactNumber: p.nokContactNumber,
  nokContactEmail: p.nokContactEmail,
  nokPassportNumber: p.nokPassportNumber,
  nokRelationship: p.nokRelationship,
});

/** Every text value without surrounding blanks, as the server stores it. */
export function trimmed<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])) as T;
}

/** A check that fails with `message` when the value is blank. */
export const required = (message: string) => (value: unknown) => (typeof value === 'string' && value.trim() !== '') || message;

/** Required, then the KYC application's phone rule (@fund/contracts isPhone: `+971 501234567`), as the API checks it. */
export const phone = (messages: { required: string; invalid: string }) => (value: unknown) => {
  const checked = required(messages.required)(value);
  if (checked !== true) return checked;
  return isPhone((value as string).trim()) || messages.invalid;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => EMAIL.test(value.trim());

export type PasswordForm = { currentPassword: string; newPassword: string; confirmPassword: string };
export const EMPTY_PASSWORD_FORM: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export type PasswordMessages = { currentPassword: string; newPassword: string; confirmPassword: string; passwordsDontMatch: string };

/** spec/001 §5 own password change: current required, new at least 6, confirmation required and equal. Passwords are not trimmed. */
export function passwordChecks(messages: PasswordMessages) {
  return {
    currentPassword: (value: string) => value !== '' || messages.currentPassword,
    newPassword: (value: string) => value.length >= PASSWORD_MIN_OWN_CHANGE || messages.newPassword,
    confirmPassword: (value: string, form: PasswordForm) => {
      if (value === '') return messages.confirmPassword;
      return value === form.newPassword || messages.passwordsDontMatch;
    },
  };
}
