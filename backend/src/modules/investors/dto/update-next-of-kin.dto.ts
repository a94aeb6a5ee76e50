import { MESSAGES, NOK_RELATIONSHIPS, type NokRelationship } from '@fund/contracts';
import { IsIn } from 'class-validator';

import { EmailAddress, RequiredString, Trim } from '../../../common/validation/decorators.js';
import { OptionalText } from './optional-text.js';

/** spec/000 §5 "Next of kin": all but the passport number required; a valid e-mail; a known relationship. */
export class UpdateNextOfKinDto {
  @Trim()
  @RequiredString(MESSAGES.nokNameRequired, 200)
  nokName: string;

  @Trim()
  @RequiredString(MESSAGES.nokContactNumberRequired, 40)
  nokContactNumber: string;

  @EmailAddress(MESSAGES.nokContactEmailRequired)
  nokContactEmail: string;

  @OptionalText(64)
  nokPassportNumber?: string;

  @IsIn(NOK_RELATIONSHIPS, { message: MESSAGES.nokRelationshipInvalid })
  @RequiredString(MESSAGES.nokRelationshipRequired, 20)
  nokRelationship: NokRelationship;
}
