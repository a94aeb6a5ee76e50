import { INVITABLE_ROLES, MESSAGES } from '@fund/contracts';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional } from 'class-validator';

import { RequiredString, Trim } from '../../../common/validation/decorators.js';

type InvitableRole = (typeof INVITABLE_ROLES)[number];

export class CreateInvitationDto {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: MESSAGES.invalidEmail })
  @RequiredString(MESSAGES.invalidEmail, 254)
  email: string;

  @Trim()
  @RequiredString(MESSAGES.fullNameRequired, 200)
  fullName: string;

  @IsOptional()
  @IsIn(INVITABLE_ROLES, { message: MESSAGES.invitationRoleInvalid })
  role?: InvitableRole;
}
