import { MESSAGES } from '@fund/contracts';

import { RequiredId } from '../../../common/validation/decorators.js';

/** spec/000 §3 "Expression of interest create payload"; status and dates are the server's. */
export class CreateExpressionDto {
  @RequiredId('Investor', MESSAGES.investorRequired)
  investorId: string;

  @RequiredId('Scheme', MESSAGES.schemeRequired)
  schemeId: string;
}
