import { MESSAGES, OTP_LENGTH } from '@fund/contracts';
import { IsOptional, Matches, ValidateIf } from 'class-validator';

import { RequiredString, Trim } from '../../../common/validation/decorators.js';

export class VerifyOtpDto {
  /** The id the password step answered; without it the client has lost its pending login. */
  @Trim()
  @RequiredString(MESSAGES.sessionExpired, 64)
  userId: string;

  /** The e-mailed code, or the authenticator app's; not needed with a recovery code. */
  @ValidateIf((dto: VerifyOtpDto) => dto.recoveryCode === undefined)
  @Trim()
  @Matches(new RegExp(`^\\d{${OTP_LENGTH}}$`), { message: MESSAGES.invalidOtpFormat })
  otpCode?: string;

  /** One of the user's recovery codes (`xxxx-xxxx`; any case, the dash optional), in place of otpCode. */
  @IsOptional()
  @Trim()
  @Matches(/^[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}$/, { message: MESSAGES.invalidRecoveryCodeFormat })
  recoveryCode?: string;
}
