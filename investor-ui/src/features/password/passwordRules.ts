import { PASSWORD_MIN_STRONG, PASSWORD_SPECIAL_CHARACTERS } from '@fund/contracts';

export type PasswordRule = 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';

/** Which of the forced-change rules (spec/000 §5) `password` meets, in the requirements list's order. */
export function passwordChecks(password: string): Record<PasswordRule, boolean> {
  return {
    length: password.length >= PASSWORD_MIN_STRONG,
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    number: /\d/.test(password),
    special: [...password].some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character)),
  };
}
