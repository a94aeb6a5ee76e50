import { MAX_MONEY_AMOUNT } from '@fund/contracts';
import { IsBoolean, IsInt, Max, Min, ValidateIf } from 'class-validator';

/** PUT /api/admin/security-policy: the settings to change; a field left out stays as it is. */
export class UpdateSecurityPolicyDto {
  @ValidateIf((dto: UpdateSecurityPolicyDto) => dto.adminsNeedSecondFactor !== undefined)
  @IsBoolean({ message: 'adminsNeedSecondFactor must be true or false' })
  adminsNeedSecondFactor?: boolean;

  /** Issue 25 item 5: payouts above this ask for a fresh second factor. */
  @ValidateIf((dto: UpdateSecurityPolicyDto) => dto.payoutStepUpThreshold !== undefined)
  @Max(MAX_MONEY_AMOUNT, { message: 'The payout threshold is too large' })
  @Min(0, { message: 'The payout threshold must be 0 or more' })
  @IsInt({ message: 'The payout threshold must be a whole amount' })
  payoutStepUpThreshold?: number;
}
