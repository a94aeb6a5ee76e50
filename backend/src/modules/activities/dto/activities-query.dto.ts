import { ACTIVITY_TYPES, type ActivityType } from '@fund/contracts';
import { IsIn, IsOptional, IsUUID } from 'class-validator';

import { ListQueryDto } from '../../../common/lists/list-query.dto.js';

/** spec/000 §7 GET /api/activities/{userId}?type&schemeId (aliases of filter.type and filter.schemeId), plus react-admin's list query. */
export class ActivitiesQueryDto extends ListQueryDto {
  @IsOptional()
  @IsIn(ACTIVITY_TYPES, { message: `type must be one of: ${ACTIVITY_TYPES.join(', ')}` })
  type?: ActivityType;

  @IsOptional()
  @IsUUID('all', { message: 'schemeId must be a valid id' })
  schemeId?: string;

  /** Issue 20: 'true' lists only the activities the investor has not opened yet (alias of filter.unread). */
  @IsOptional()
  @IsIn(['true', 'false'], { message: "unread must be 'true' or 'false'" })
  unread?: 'true' | 'false';
}
