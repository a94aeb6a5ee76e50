import { MESSAGES } from '@fund/contracts';

import { RequiredString, Trim } from '../../../common/validation/decorators.js';

export class RequestPasswordResetDto {
  @Trim()
  @RequiredString(MESSAGES.enterUsername, 100)
  username: string;
}
