import { KYC_STATUSES, type KycStatus } from '@fund/contracts';
import { IsIn, IsOptional } from 'class-validator';

import { ListQueryDto } from '../../../common/lists/list-query.dto.js';

/** react-admin's list query plus the spec's `?status=` (the KYC Management tabs): an alias of filter.status. */
export class KycListQueryDto extends ListQueryDto {
  @IsOptional()
  @IsIn(KYC_STATUSES, { message: `status must be one of: ${KYC_STATUSES.join(', ')}` })
  status?: KycStatus;
}
