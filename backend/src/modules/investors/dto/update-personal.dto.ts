import { MESSAGES } from '@fund/contracts';

import { RequiredString, Trim } from '../../../common/validation/decorators.js';

/** spec/000 §5 "Profile personal": all three required. E-mail and date of birth are read-only (unknown here). */
export class UpdatePersonalDto {
  @Trim()
  @RequiredString(MESSAGES.fullNameRequired, 200)
  fullName: string;

  @Trim()
  @RequiredString(MESSAGES.phoneRequired, 40)
  phone: string;

  @Trim()
  @RequiredString(MESSAGES.fullAddressRequired, 500)
  fullAddress: string;
}
