// Business constants and limits of spec/000 §9 and spec/001 §9.

export const MB = 1024 * 1024;

export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const INVITATION_TTL_DAYS = 7;
export const TEMPORARY_PASSWORD_TTL_DAYS = 7;
export const SESSION_IDLE_MINUTES = 30;
export const SESSION_ABSOLUTE_HOURS = 12;

export const MAX_ACTIVE_SLIDES = 3;
export const KYC_STEPS = 5;
/** The longest reason an admin may give for rejecting a KYC application (issue 21): e-mailed to the applicant. */
export const KYC_REJECTION_REASON_MAX = 1000;
export const DEFAULT_COUNTRY_CODE = '+971';
export const REDIRECT_DELAY_MS = 2000;
export const SLIDER_INTERVAL_MS = 5000;
export const DASHBOARD_INVESTMENTS = 3;
export const DASHBOARD_PENDING_EXPRESSIONS = 5;
export const RECENT_RESOLVED_RESETS = 10;
export const RESET_TURNAROUND_HOURS = 24;
export const SIDEBAR_COOKIE_DAYS = 7;
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const THEME_STORAGE_KEY = 'admin-theme';
export const MOBILE_BREAKPOINT_PX = 768;

/**
 * The largest money amount (whole currency units) any field or running total may hold: one trillion.
 * Money travels as JSON numbers, exact only up to 2^53; this ceiling keeps every stored value, and the
 * sum of a thousand of them, far inside that range. The API refuses larger amounts and the database's
 * CHECK constraints refuse them from any other writer.
 */
export const MAX_MONEY_AMOUNT = 1_000_000_000_000;

/** A whole amount from `min` up to MAX_MONEY_AMOUNT. */
export function isWholeMoney(value: unknown, min = 0): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= MAX_MONEY_AMOUNT;
}

/**
 * Calendar dates the API stores (payout and next-payout dates; dates of birth start here too): years
 * 1900 to 2199. Earlier or later dates are typing errors (0427-01-05), not payouts, and the bound keeps
 * every stored date one that JavaScript, PostgreSQL and the screens read alike.
 */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2199-12-31';

/** Usernames: USERNAME_MIN (passwords.ts) to this many characters after trimming. */
export const USERNAME_MAX = 100;

/** Support ticket texts (spec/000 §5 minimums; the maximums keep one ticket readable). */
export const TICKET_SUBJECT_MIN = 5;
export const TICKET_SUBJECT_MAX = 200;
export const TICKET_DESCRIPTION_MIN = 10;
/** Also the limit of an admin's notes on a ticket and of one reply in its thread. */
export const TICKET_TEXT_MAX = 5000;
/** Replies one ticket's thread holds at most (issue 21): past it, the investor opens a new ticket. */
export const TICKET_REPLIES_MAX = 100;

/**
 * Rows a list that grows with time (activities, an investment's activities, tickets, expressions of
 * interest, KYC applications) answers when the request names no `range`; Content-Range still gives
 * the whole total. A lookup by ids (filter.id, react-admin's getMany) answers every id it names.
 */
export const DEFAULT_PAGE_SIZE = 25;
/** Upper bound of one page of a list (`range`); a larger range answers 400. */
export const MAX_PAGE_SIZE = 1000;
/** JSON request bodies larger than this answer 413. */
export const MAX_JSON_BODY_BYTES = MB;
/** At most this many investors named in one scheme-wide write (chosen recipients, a distribution's exclusions or overrides): about 400 KB of ids, inside the JSON body limit. */
export const MAX_CHOSEN_INVESTORS = 10_000;
