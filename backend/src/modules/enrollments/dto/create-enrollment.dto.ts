import { MAX_MONEY_AMOUNT, MESSAGES } from '@fund/contracts';
import { IsDefined, IsInt, IsOptional, Max, Min } from 'class-validator';

import { RequiredId } from '../../../common/validation/decorators.js';

/** spec/001 §7 POST /api/enrollments; the UI sends currentValue equal to the amount, so it defaults to it. */
export class CreateEnrollmentDto {
  @RequiredId('Investor', MESSAGES.investorRequired)
  investorId: string;

  @RequiredId('Scheme', MESSAGES.schemeRequired)
  schemeId: string;

  @Max(MAX_MONEY_AMOUNT, { message: 'Investment amount is too large' })
  @Min(1, { message: 'Investment amount must be at least 1' })
  @IsInt({ message: 'Investment amount must be a whole number' })
  @IsDefined({ message: MESSAGES.amountRequired })
  investmentAmount: number;

  @IsOptional()
  @Max(MAX_MONEY_AMOUNT, { message: 'Current value is too large' })
  @Min(0, { message: 'Current value must be at least 0' })
  @IsInt({ message: 'Current value must be a whole number' })
  currentValue?: number;
}
