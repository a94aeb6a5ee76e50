import { IsOptional, IsUUID } from 'class-validator';

import { ListQueryDto } from '../../../common/lists/list-query.dto.js';

/** react-admin's list query plus `?investorId=` (spec/000 §7: an investor reads their own this way), an alias of filter.investorId. */
export class EnrollmentsQueryDto extends ListQueryDto {
  @IsOptional()
  @IsUUID('all', { message: 'investorId must be a valid id' })
  investorId?: string;
}
