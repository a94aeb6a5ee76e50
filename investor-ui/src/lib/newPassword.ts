import { PASSWORD_MIN_STRONG } from '@fund/contracts';

/** What is wrong with a new password and its repetition before the server sees them, or null. */
export interface NewPasswordProblem {
  /** The field to mark: the new password or its confirmation. */
  field: 'new' | 'confirm';
  /** The catalog key of the message (the same key in every form that sets a password). */
  message: 'passwordsDoNotMatch' | 'passwordTooShort';
}

/** The checks every form that sets a password makes first (spec/000 §2): typed the same twice, then long enough. */
export function newPasswordProblem(password: string, confirmation: string): NewPasswordProblem | null {
  if (password !== confirmation) return { field: 'confirm', message: 'passwordsDoNotMatch' };
  if (password.length < PASSWORD_MIN_STRONG) return { field: 'new', message: 'passwordTooShort' };
  return null;
}
