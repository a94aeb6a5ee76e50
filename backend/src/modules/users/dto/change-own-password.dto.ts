import { MESSAGES, PASSWORD_MIN_OWN_CHANGE } from '@fund/contracts';
import { MinLength } from 'class-validator';

import { RequiredString } from '../../../common/validation/decorators.js';

/** spec/001 §5 "Own password change"; the confirmation field stays in the form. Passwords are not trimmed. */
export class ChangeOwnPasswordDto {
  @RequiredString(MESSAGES.currentPasswordRequired, 200)
  currentPassword: string;

  @MinLength(PASSWORD_MIN_OWN_CHANGE, { message: MESSAGES.passwordTooShort6 })
  @RequiredString(MESSAGES.passwordTooShort6, 200)
  newPassword: string;
}
