import { MESSAGES } from '@fund/contracts';

import { RequiredString, Trim } from '../../../common/validation/decorators.js';

export class StepUpDto {
  /** The authenticator app's 6 digits, a recovery code, or the e-mailed 6 digits. */
  @Trim()
  @RequiredString(MESSAGES.invalidStepUpCode, 32)
  code: string;
}
