import { MESSAGES } from '@fund/contracts';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

import { Trim } from '../../../common/validation/decorators.js';

/** The first code of a new authenticator app, which confirms it. */
export class ConfirmAuthenticatorDto {
  @Trim()
  @Matches(/^\d{6}$/, { message: MESSAGES.invalidOtpFormat })
  code: string;
}

/** Removing the app or making new recovery codes asks for the password or a current code (the service requires one). */
export class ConfirmIdentityDto {
  // Never trimmed: spaces are part of a password.
  @IsOptional()
  @IsString({ message: MESSAGES.confirmWithPasswordOrCode })
  @MaxLength(1024, { message: MESSAGES.confirmWithPasswordOrCode })
  password?: string;

  @IsOptional()
  @Trim()
  @Matches(/^\d{6}$/, { message: MESSAGES.invalidOtpFormat })
  code?: string;
}
