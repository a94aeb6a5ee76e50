import { ROLES, type Role } from '@fund/contracts';
import { IsIn } from 'class-validator';

export class ChangeRoleDto {
  @IsIn(ROLES, { message: `Role must be one of: ${ROLES.join(', ')}` })
  role: Role;
}
