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

/** Upper bound of one page of a react-admin list. */
export const MAX_PAGE_SIZE = 1000;
/** JSON request bodies larger than this answer 413. */
export const MAX_JSON_BODY_BYTES = MB;
