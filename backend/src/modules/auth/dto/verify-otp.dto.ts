import { MESSAGES, OTP_LENGTH } from '@fund/contracts';
import { Matches } from 'class-validator';

import { RequiredString, Trim } from '../../../common/validation/decorators.js';

export class VerifyOtpDto {
  /** The id the password step answered; without it the client has lost its pending login. */
  @Trim()
  @RequiredString(MESSAGES.sessionExpired, 64)
  userId: string;

  @Trim()
  @Matches(new RegExp(`^\\d{${OTP_LENGTH}}$`), { message: MESSAGES.invalidOtpFormat })
  otpCode: string;
}
