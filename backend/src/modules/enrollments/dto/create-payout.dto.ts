import { MAX_MONEY_AMOUNT, MESSAGES } from '@fund/contracts';
import { Transform } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, Max, Min, ValidateBy, ValidateIf } from 'class-validator';

import { RequiredId, RequiredString, Trim } from '../../../common/validation/decorators.js';

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const CalendarDate = (message: string) => ValidateBy({ name: 'isCalendarDate', validator: { validate: isCalendarDate, defaultMessage: () => message } });
const blankToUndefined = ({ value }: { value: unknown }) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

/** spec/001 §3 "Payout" with the §5 messages. */
export class CreatePayoutDto {
  @RequiredId('Investor', MESSAGES.investorRequired)
  investorId: string;

  @RequiredId('Enrollment', MESSAGES.enrollmentRequired)
  enrollmentId: string;

  @Max(MAX_MONEY_AMOUNT, { message: 'Payout amount is too large' })
  @IsInt({ message: 'Payout amount must be a whole number' })
  @Min(1, { message: MESSAGES.payoutAmountPositive })
  @IsDefined({ message: MESSAGES.payoutAmountPositive })
  payoutAmount: number;

  /** Omitted: today. Sent, it must be a date; blank or null is a missing date. */
  @ValidateIf((o: CreatePayoutDto) => o.payoutDate !== undefined)
  @CalendarDate('Payout date must be a date (YYYY-MM-DD)')
  @RequiredString(MESSAGES.payoutDateRequired, 10)
  payoutDate?: string;

  @Trim()
  @RequiredString(MESSAGES.descriptionRequired, 2000)
  description: string;

  /** Omitted, null or blank: unchanged. */
  @Transform(blankToUndefined)
  @IsOptional()
  @CalendarDate('Next payout date must be a date (YYYY-MM-DD)')
  nextPayoutDate?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @Max(MAX_MONEY_AMOUNT, { message: 'Next payout amount is too large' })
  @Min(0, { message: 'Next payout amount must be at least 0' })
  @IsInt({ message: 'Next payout amount must be a whole number' })
  nextPayoutAmount?: number;
}
