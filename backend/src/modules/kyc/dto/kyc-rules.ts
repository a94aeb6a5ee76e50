import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';

import { isPastDate, SOURCES_OF_INCOME } from '@fund/contracts';

// Field rules of the KYC application (spec/000 §3, §5) that class-validator has no decorator for. The
// date-of-birth rule is @fund/contracts' isPastDate and the phone's is PhoneNumber (common/validation),
// shared with the profile and the investor portal.

/** The client's chosen sources joined with ', ': each one of SOURCES_OF_INCOME, at least one, no repeats. */
export function isSourceOfIncomeList(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const parts = value.split(', ');
  return parts.every((p) => (SOURCES_OF_INCOME as readonly string[]).includes(p)) && new Set(parts).size === parts.length;
}

export const PastDate = (message: string) =>
  ValidateBy({ name: 'pastDate', validator: { validate: (value: unknown) => isPastDate(value), defaultMessage: () => message } });

export const SourceOfIncomeList = (message: string) =>
  ValidateBy({ name: 'sourceOfIncome', validator: { validate: isSourceOfIncomeList, defaultMessage: () => message } });

/** An acceptance sent as the text 'true' (or boolean true); anything else fails with `message`. */
export const Accepted = (message: string) =>
  ValidateBy({ name: 'accepted', validator: { validate: (value: unknown) => value === true, defaultMessage: () => message } });

/** 'true' / true become true; everything else stays as sent (and fails Accepted). */
export const TextFlag = () => Transform(({ value }: { value: unknown }) => (value === 'true' || value === true ? true : value));

/** An optional text: blank becomes null, so it is stored as absent. */
export const BlankToNull = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value));
