import { IsIn, IsOptional } from 'class-validator';

import { ListQueryDto } from '../../../common/lists/list-query.dto.js';

/** react-admin's list query plus `?archived=true` (the 'Show archived' checkbox): an alias of filter.archived. */
export class ExpressionsQueryDto extends ListQueryDto {
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'archived must be true or false' })
  archived?: 'true' | 'false';
}
