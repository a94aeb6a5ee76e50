import { MESSAGES, PASSWORD_MIN_STRONG } from '@fund/contracts';
import { MinLength } from 'class-validator';

import { RequiredString, Trim } from '../../../common/validation/decorators.js';

/** spec/000 §5 "Accept invitation": all fields required, password 8+. */
export class AcceptInvitationDto {
  @Trim()
  @RequiredString(MESSAGES.fillAllFields, 100)
  username: string;

  @MinLength(PASSWORD_MIN_STRONG, { message: MESSAGES.passwordTooShort8Long })
  @RequiredString(MESSAGES.fillAllFields, 200)
  password: string;
}
