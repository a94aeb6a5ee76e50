import { PHONE_CODES } from './enums.js';
import { EARLIEST_DATE, LATEST_DATE, USERNAME_MAX } from './limits.js';
import { MESSAGES } from './messages.js';
import { USERNAME_MIN } from './passwords.js';

// Field rules the API enforces and the UIs check the same way before sending: one copy of each.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's date (UTC) as YYYY-MM-DD, the day the server counts in. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** A real calendar date written YYYY-MM-DD (2025-02-30 does not roll over into March). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(0);
  date.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3])); // Date.UTC would read years 0-99 as 19xx
  return date.toISOString().slice(0, 10) === value;
}

/** A calendar date from EARLIEST_DATE to LATEST_DATE (YYYY-MM-DD texts compare as dates). */
export function isDateInRange(value: unknown): value is string {
  return isCalendarDate(value) && value >= EARLIEST_DATE && value <= LATEST_DATE;
}

/** A date of birth: a calendar date from EARLIEST_DATE up to the day before `today`. */
export function isPastDate(value: unknown, today = todayUtc()): value is string {
  return isCalendarDate(value) && value >= EARLIEST_DATE && value < today;
}

const PHONE = /^(\+\d{1,4}) (\d{4,15})$/;
const PHONE_CODE_VALUES: readonly string[] = PHONE_CODES.map((p) => p.code);

/**
 * A phone number as the KYC application sends it and the profile stores it (spec/000 §3: "country code
 * + space + number"): a code of PHONE_CODES, one space, 4 to 15 digits, e.g. `+971 501234567`.
 */
export function isPhone(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = PHONE.exec(value);
  return match !== null && PHONE_CODE_VALUES.includes(match[1]);
}

/** Any character but a plain space that is a control, format (zero-width, direction), private or unassigned one, or a separator. */
const INVISIBLE = /(?! )[\p{C}\p{Z}]/u;

/** What is wrong with a username: the MESSAGES key of the message (and of the UIs' catalog entries). */
export type UsernameIssue = 'usernameTooShort' | 'usernameTooLong' | 'usernameInvisible';

/**
 * What is wrong with a username (as typed; it is stored trimmed), or null. USERNAME_MIN to USERNAME_MAX
 * characters after trimming; letters, digits, punctuation and symbols of any script, and plain spaces
 * inside; no control characters, tabs, line breaks, other spaces or invisible characters, which
 * would let two usernames look the same or break the lines they are shown in.
 */
export function usernameIssue(username: string): UsernameIssue | null {
  const characters = [...username.trim()];
  if (characters.length < USERNAME_MIN) return 'usernameTooShort';
  if (characters.length > USERNAME_MAX) return 'usernameTooLong';
  if (INVISIBLE.test(username.trim())) return 'usernameInvisible';
  return null;
}

/** usernameIssue's message, or null. */
export function usernameError(username: string): string | null {
  const issue = usernameIssue(username);
  return issue && MESSAGES[issue];
}
