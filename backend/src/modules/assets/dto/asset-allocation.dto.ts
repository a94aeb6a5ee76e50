import { MESSAGES } from '@fund/contracts';
import { ValidateIf } from 'class-validator';

import { RequiredId } from '../../../common/validation/decorators.js';

/**
 * POST /api/admin/asset-enrollments {assetId, enrollmentId} (spec/001 §5 allocation messages). The
 * allocation form picks an investor first; when it sends investorId too, the enrollment must be theirs.
 */
export class CreateAllocationDto {
  @RequiredId('Asset', MESSAGES.assetRequired)
  assetId: string;

  @RequiredId('Enrollment', MESSAGES.enrollmentRequired)
  enrollmentId: string;

  @ValidateIf((o: CreateAllocationDto) => o.investorId !== undefined)
  @RequiredId('Investor', MESSAGES.investorRequired)
  investorId?: string;
}

/**
 * POST /api/admin/asset-enrollments/scheme {assetId, schemeId} (issue 19 item 4): the asset to every
 * enrollment of the scheme.
 */
export class AllocateToSchemeDto {
  @RequiredId('Asset', MESSAGES.assetRequired)
  assetId: string;

  @RequiredId('Scheme', MESSAGES.schemeRequired)
  schemeId: string;
}
