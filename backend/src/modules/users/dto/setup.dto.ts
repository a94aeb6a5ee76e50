import { MESSAGES, PASSWORD_MIN_OWN_CHANGE } from '@fund/contracts';
import { IsEmail, MinLength } from 'class-validator';

import { RequiredString, Trim } from '../../../common/validation/decorators.js';

export class SetupDto {
  @Trim()
  @RequiredString(MESSAGES.fillAllFields, 200)
  fullName: string;

  @Trim()
  @IsEmail({}, { message: MESSAGES.invalidEmail })
  @RequiredString(MESSAGES.fillAllFields, 254)
  email: string;

  @Trim()
  @RequiredString(MESSAGES.fillAllFields, 100)
  username: string;

  @MinLength(PASSWORD_MIN_OWN_CHANGE, { message: MESSAGES.passwordTooShort6 })
  @RequiredString(MESSAGES.fillAllFields, 200)
  password: string;
}
