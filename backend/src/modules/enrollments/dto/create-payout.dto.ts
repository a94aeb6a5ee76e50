import { isDateInRange, MAX_MONEY_AMOUNT, MESSAGES, todayUtc } from '@fund/contracts';
import { Transform } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, Max, Min, ValidateBy, ValidateIf } from 'class-validator';

import { CalendarDate, RequiredId, RequiredString, Trim } from '../../../common/validation/decorators.js';
import { NotifyInvestors } from '../../activities/dto/notify.js';

/**
 * The next payout comes after this one: later than the payout date, or than today when none is sent
 * (the payout's default). A payout date that fails its own rules is left to them.
 */
export const AfterPayoutDate = () =>
  ValidateBy({
    name: 'nextPayoutAfterPayout',
    validator: {
      validate: (value: unknown, args) => {
        const { payoutDate } = args!.object as CreatePayoutDto;
        if (payoutDate !== undefined && !isDateInRange(payoutDate)) return true;
        return typeof value === 'string' && value > (payoutDate ?? todayUtc());
      },
      defaultMessage: () => MESSAGES.nextPayoutNotAfterPayout,
    },
  });
const blankToUndefined = ({ value }: { value: unknown }) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

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

  /** Omitted: today. Sent, it must be a date from EARLIEST_DATE to LATEST_DATE; blank or null is a missing date. */
  @ValidateIf((o: CreatePayoutDto) => o.payoutDate !== undefined)
  @CalendarDate('Payout date')
  @RequiredString(MESSAGES.payoutDateRequired, 10)
  payoutDate?: string;

  @Trim()
  @RequiredString(MESSAGES.descriptionRequired, 2000)
  description: string;

  /** Omitted, null or blank: unchanged. Sent, a date after the payout's. */
  @Transform(blankToUndefined)
  @IsOptional()
  @AfterPayoutDate()
  @CalendarDate('Next payout date')
  nextPayoutDate?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @Max(MAX_MONEY_AMOUNT, { message: 'Next payout amount is too large' })
  @Min(0, { message: 'Next payout amount must be at least 0' })
  @IsInt({ message: 'Next payout amount must be a whole number' })
  nextPayoutAmount?: number;

  /** Issue 20: tell the investor (a notice, e-mailed by their preference for payouts); default true. */
  @NotifyInvestors()
  notify?: boolean | null;
}
