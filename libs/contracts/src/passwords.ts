import { MESSAGES } from './messages.js';

// Password rules of spec/000 §5 (forced change, invitation) and spec/001 §5 (create admin, own change).

export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';
export const PASSWORD_MIN_STRONG = 8;
export const PASSWORD_MIN_ADMIN = 8;
export const PASSWORD_MIN_OWN_CHANGE = 6;
export const USERNAME_MIN = 3;

export const PASSWORD_REQUIREMENTS = [
  'At least 8 characters',
  'One uppercase letter',
  'One lowercase letter',
  'One number',
  `One special character (${PASSWORD_SPECIAL_CHARACTERS})`,
] as const;

/** The message for the first rule a forced-change password breaks, or null when it is strong. */
export function strongPasswordError(password: string): string | null {
  if (password.length < PASSWORD_MIN_STRONG) return MESSAGES.passwordTooShort8Long;
  const hasSpecial = [...password].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c));
  if (!/[A-Z]/.test(password) || !/[a-z]/.test(password) || !/\d/.test(password) || !hasSpecial) {
    return MESSAGES.weakPassword;
  }
  return null;
}
