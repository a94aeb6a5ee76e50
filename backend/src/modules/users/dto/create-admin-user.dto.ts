import { ADMIN_ROLES, MESSAGES, PASSWORD_MIN_ADMIN, type Role } from '@fund/contracts';
import { IsIn, MinLength } from 'class-validator';

import { EmailAddress, RequiredString, Trim, Username } from '../../../common/validation/decorators.js';

/** spec/001 §5 "Create admin directly". RequiredString stays lowest: it runs first. */
export class CreateAdminUserDto {
  @EmailAddress()
  email: string;

  @Trim()
  @RequiredString(MESSAGES.fullNameRequired, 200)
  fullName: string;

  @Username(MESSAGES.usernameTooShort)
  username: string;

  @MinLength(PASSWORD_MIN_ADMIN, { message: MESSAGES.passwordTooShort8 })
  @RequiredString(MESSAGES.passwordTooShort8, 200)
  password: string;

  @IsIn(ADMIN_ROLES, { message: MESSAGES.adminRoleInvalid })
  role: Extract<Role, 'admin' | 'super_admin'>;
}
