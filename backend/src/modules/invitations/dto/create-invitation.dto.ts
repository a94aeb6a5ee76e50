import { INVITABLE_ROLES, MESSAGES } from '@fund/contracts';
import { IsIn, IsOptional } from 'class-validator';

import { EmailAddress, RequiredString, Trim } from '../../../common/validation/decorators.js';

type InvitableRole = (typeof INVITABLE_ROLES)[number];

export class CreateInvitationDto {
  @EmailAddress()
  email: string;

  @Trim()
  @RequiredString(MESSAGES.fullNameRequired, 200)
  fullName: string;

  @IsOptional()
  @IsIn(INVITABLE_ROLES, { message: MESSAGES.adminRoleInvalid })
  role?: InvitableRole;
}
