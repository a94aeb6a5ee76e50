import { Module } from '@nestjs/common';

import { PasswordResetsAdminController } from './password-resets-admin.controller.js';
import { PasswordResetsController } from './password-resets.controller.js';
import { PasswordResetsService } from './password-resets.service.js';
import { TemporaryPasswordsService } from './temporary-passwords.service.js';

@Module({
  controllers: [PasswordResetsController, PasswordResetsAdminController],
  providers: [PasswordResetsService, TemporaryPasswordsService],
})
export class PasswordResetsModule {}
