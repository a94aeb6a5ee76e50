import { MESSAGES, PASSWORD_MIN_STRONG } from '@fund/contracts';
import { MinLength } from 'class-validator';

import { RequiredString, Username } from '../../../common/validation/decorators.js';

/** spec/000 §5 "Accept invitation": all fields required, password 8+; the username rule of every account creation. */
export class AcceptInvitationDto {
  @Username(MESSAGES.fillAllFields)
  username: string;

  @MinLength(PASSWORD_MIN_STRONG, { message: MESSAGES.passwordTooShort8Long })
  @RequiredString(MESSAGES.fillAllFields, 200)
  password: string;
}
