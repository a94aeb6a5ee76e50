import { MESSAGES } from '@fund/contracts';
import { IsObject } from 'class-validator';

import { RequiredString, Trim } from '../../../common/validation/decorators.js';

export class StepUpDto {
  /** The authenticator app's 6 digits, a recovery code, or the e-mailed 6 digits. */
  @Trim()
  @RequiredString(MESSAGES.invalidStepUpCode, 32)
  code: string;
}

/** The browser's answer (AuthenticationResponseJSON) to the passkey options POST /api/step-up/start gave. */
export class StepUpPasskeyDto {
  /** Checked by @simplewebauthn/server against the challenge this session was given. */
  @IsObject({ message: MESSAGES.passkeyResponseInvalid })
  response: Record<string, unknown>;
}
