import { MESSAGES } from '@fund/contracts';

import { RequiredString } from '../../../common/validation/decorators.js';

export class ChangePasswordDto {
  // The strength policy (spec/000 §5) is checked by the service, after the "change required" check.
  @RequiredString(MESSAGES.fillAllFields, 200)
  newPassword: string;
}
