import { MESSAGES, PASSWORD_MIN_OWN_CHANGE } from '@fund/contracts';
import { MinLength } from 'class-validator';

import { EmailAddress, RequiredString, Trim } from '../../../common/validation/decorators.js';

export class SetupDto {
  @Trim()
  @RequiredString(MESSAGES.fillAllFields, 200)
  fullName: string;

  @EmailAddress(MESSAGES.fillAllFields)
  email: string;

  @Trim()
  @RequiredString(MESSAGES.fillAllFields, 100)
  username: string;

  @MinLength(PASSWORD_MIN_OWN_CHANGE, { message: MESSAGES.passwordTooShort6 })
  @RequiredString(MESSAGES.fillAllFields, 200)
  password: string;
}
