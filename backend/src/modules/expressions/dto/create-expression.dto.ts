import { MESSAGES } from '@fund/contracts';
import { IsUUID } from 'class-validator';

import { RequiredString, Trim } from '../../../common/validation/decorators.js';

/** spec/000 §3 "Expression of interest create payload"; status and dates are the server's. */
export class CreateExpressionDto {
  @Trim()
  @IsUUID('all', { message: 'Investor must be a valid id' })
  @RequiredString(MESSAGES.investorRequired, 100)
  investorId: string;

  @Trim()
  @IsUUID('all', { message: 'Scheme must be a valid id' })
  @RequiredString(MESSAGES.schemeRequired, 100)
  schemeId: string;
}
