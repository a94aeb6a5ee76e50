import { PHONE_CODES, SOURCES_OF_INCOME } from '@fund/contracts';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';

// Field rules of the KYC application (spec/000 §3, §5) that class-validator has no decorator for.

const PHONE_CODE_VALUES: readonly string[] = PHONE_CODES.map((p) => p.code);
const PHONE_PATTERN = /^(\+\d{1,4}) (\d{4,15})$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Dates of birth before this are typing errors, not applicants. */
export const EARLIEST_DATE_OF_BIRTH = '1900-01-01';

export const PHONE_FORMAT = 'a country code from the list, a space and 4 to 15 digits, e.g. +971 501234567';

/** `+971 501234567`: a code of PHONE_CODES, one space, 4-15 digits (spec/000 §3: "country code + space + number"). */
export function isKycPhone(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = PHONE_PATTERN.exec(value);
  return match !== null && PHONE_CODE_VALUES.includes(match[1]);
}

/** A real calendar date YYYY-MM-DD after 1900-01-01 and before today (UTC). */
export function isPastDate(value: unknown, today = new Date().toISOString().slice(0, 10)): boolean {
  if (typeof value !== 'string') return false;
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.toISOString().slice(0, 10) !== value) return false; // 2001-02-30 rolls over
  return value >= EARLIEST_DATE_OF_BIRTH && value < today;
}

/** The client's chosen sources joined with ', ': each one of SOURCES_OF_INCOME, at least one, no repeats. */
export function isSourceOfIncomeList(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const parts = value.split(', ');
  return parts.every((p) => (SOURCES_OF_INCOME as readonly string[]).includes(p)) && new Set(parts).size === parts.length;
}

/** isKycPhone, and when the form also sends its `countryCode`, the phone starts with that code. */
export const Phone = (message: string) =>
  ValidateBy({
    name: 'kycPhone',
    validator: {
      validate: (value: unknown, args) => {
        const code = (args?.object as { countryCode?: unknown } | undefined)?.countryCode;
        return isKycPhone(value) && (typeof code !== 'string' || (value as string).startsWith(`${code} `));
      },
      defaultMessage: () => message,
    },
  });

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
