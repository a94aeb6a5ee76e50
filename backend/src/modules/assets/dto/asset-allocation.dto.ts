import { MESSAGES } from '@fund/contracts';
import { IsUUID, ValidateIf } from 'class-validator';

import { RequiredString, Trim } from '../../../common/validation/decorators.js';

/**
 * POST /api/admin/asset-enrollments {assetId, enrollmentId} (spec/001 §5 allocation messages). The
 * allocation form picks an investor first; when it sends investorId too, the enrollment must be theirs.
 */
export class CreateAllocationDto {
  @Trim()
  @IsUUID('all', { message: 'Asset must be a valid id' })
  @RequiredString(MESSAGES.assetRequired, 100)
  assetId: string;

  @Trim()
  @IsUUID('all', { message: 'Enrollment must be a valid id' })
  @RequiredString(MESSAGES.enrollmentRequired, 100)
  enrollmentId: string;

  @ValidateIf((o: CreateAllocationDto) => o.investorId !== undefined)
  @Trim()
  @IsUUID('all', { message: 'Investor must be a valid id' })
  @RequiredString(MESSAGES.investorRequired, 100)
  investorId?: string;
}
