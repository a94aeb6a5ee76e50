import { MESSAGES } from '@fund/contracts';

import { RequiredString, Trim } from '../../../common/validation/decorators.js';

export class LoginDto {
  @Trim()
  @RequiredString(MESSAGES.enterUsernameAndPassword, 200)
  username: string;

  // Never trimmed: spaces are part of a password.
  @RequiredString(MESSAGES.enterUsernameAndPassword, 1024)
  password: string;
}
