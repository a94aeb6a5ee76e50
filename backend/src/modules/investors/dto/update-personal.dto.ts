import { MESSAGES } from '@fund/contracts';

import { PhoneNumber, RequiredString, Trim } from '../../../common/validation/decorators.js';

/**
 * spec/000 §5 "Profile personal": all three required; the phone follows the KYC application's rule
 * (`+971 501234567`). E-mail and date of birth are read-only (unknown here).
 */
export class UpdatePersonalDto {
  @Trim()
  @RequiredString(MESSAGES.fullNameRequired, 200)
  fullName: string;

  @Trim()
  @PhoneNumber()
  @RequiredString(MESSAGES.phoneRequired, 40)
  phone: string;

  @Trim()
  @RequiredString(MESSAGES.fullAddressRequired, 500)
  fullAddress: string;
}
