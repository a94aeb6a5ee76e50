import { MESSAGES, PASSKEY_NAME_MAX } from '@fund/contracts';
import { IsObject } from 'class-validator';

import { RequiredString, Trim } from '../../../common/validation/decorators.js';

/** A passkey's name, as its owner gives it ("MacBook Touch ID"). */
export class PasskeyNameDto {
  @Trim()
  @RequiredString(MESSAGES.passkeyNameRequired, PASSKEY_NAME_MAX)
  name: string;
}

/** The browser's answer to `navigator.credentials.create` (RegistrationResponseJSON), with the name to keep it under. */
export class AddPasskeyDto extends PasskeyNameDto {
  /** Checked by @simplewebauthn/server against the challenge this session was given. */
  @IsObject({ message: MESSAGES.passkeyResponseInvalid })
  response: Record<string, unknown>;
}

/** The pending login's user (as the password step answered) and the browser's AuthenticationResponseJSON. */
export class PasskeyLoginOptionsDto {
  @Trim()
  @RequiredString(MESSAGES.sessionExpired, 64)
  userId: string;
}

export class PasskeyLoginDto extends PasskeyLoginOptionsDto {
  @IsObject({ message: MESSAGES.passkeyResponseInvalid })
  response: Record<string, unknown>;
}
