import { MESSAGES } from '@fund/contracts';

import { RequiredString, Trim } from '../../../common/validation/decorators.js';
import { OptionalText } from './optional-text.js';

/** spec/000 §5 "Bank": accountName, accountNumber and bankName required; the others optional text; the current password. */
export class UpdateBankDto {
  @Trim()
  @RequiredString(MESSAGES.accountNameRequired, 200)
  accountName: string;

  @Trim()
  @RequiredString(MESSAGES.accountNumberRequired, 64)
  accountNumber: string;

  @OptionalText(32)
  sortCode?: string;

  @OptionalText(32)
  swiftBic?: string;

  @OptionalText(64)
  ibanNumber?: string;

  @Trim()
  @RequiredString(MESSAGES.bankNameRequired, 200)
  bankName: string;

  @OptionalText(500)
  bankAddress?: string;

  /**
   * Issue 18 item 6, beyond spec/000 §7's body: the payout account changes only with the investor's
   * current password (a session alone, left open or stolen, is not enough). Not trimmed, never stored.
   */
  @RequiredString(MESSAGES.currentPasswordRequired, 200)
  currentPassword: string;
}
