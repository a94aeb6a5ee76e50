import { MESSAGES, PASSWORD_MIN_OWN_CHANGE } from '@fund/contracts';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

import { EmailAddress, RequiredString, Trim, Username } from '../../../common/validation/decorators.js';

export class SetupDto {
  @Trim()
  @RequiredString(MESSAGES.fillAllFields, 200)
  fullName: string;

  @EmailAddress(MESSAGES.fillAllFields)
  email: string;

  @Username(MESSAGES.fillAllFields)
  username: string;

  @MinLength(PASSWORD_MIN_OWN_CHANGE, { message: MESSAGES.passwordTooShort6 })
  @RequiredString(MESSAGES.fillAllFields, 200)
  password: string;

  /** Required when NODE_ENV=production: the token the server printed in its log at start. */
  @IsOptional()
  @MaxLength(200, { message: 'setupToken must be at most 200 characters' })
  @IsString({ message: 'setupToken must be text' })
  setupToken?: string;
}
