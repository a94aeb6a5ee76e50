import { Module } from '@nestjs/common';

import { AccountService } from './account.service.js';
import { AdminUsersService } from './admin-users.service.js';
import { SetupController } from './setup.controller.js';
import { SetupService } from './setup.service.js';
import { UserAccessService } from './user-access.service.js';
import { UsersAdminController } from './users-admin.controller.js';
import { UsersController } from './users.controller.js';

@Module({
  controllers: [SetupController, UsersAdminController, UsersController],
  providers: [SetupService, AdminUsersService, UserAccessService, AccountService],
})
export class UsersModule {}
