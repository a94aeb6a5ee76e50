import { KYC_STATUSES, type KycStatus } from '@fund/contracts';
import { IsIn } from 'class-validator';

/** PATCH /api/kyc/:id. A known status that is not a legal move (pending -> approved | rejected) is a 409. */
export class ReviewKycDto {
  @IsIn(KYC_STATUSES, { message: `status must be one of: ${KYC_STATUSES.join(', ')}` })
  status: KycStatus;
}
