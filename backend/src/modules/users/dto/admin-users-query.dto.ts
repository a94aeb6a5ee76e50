import { ROLES, type Role } from '@fund/contracts';
import { IsIn, IsOptional } from 'class-validator';

import { ListQueryDto } from '../../../common/lists/list-query.dto.js';

/** react-admin's list query plus `?role=` (an alias of filter.role); without a role the list holds the admin roles. */
export class AdminUsersQueryDto extends ListQueryDto {
  @IsOptional()
  @IsIn(ROLES, { message: `role must be one of: ${ROLES.join(', ')}` })
  role?: Role;
}
