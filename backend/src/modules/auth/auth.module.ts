import { Module } from '@nestjs/common';

import { SecondFactorsModule } from '../second-factors/second-factors.module.js';

import { LoginCodeLimits } from './login-code-limits.js';
import { LoginCodes } from './login-codes.js';
import { LoginController } from './login.controller.js';
import { LoginService } from './login.service.js';
import { PasswordChangeService } from './password-change.service.js';
import { SessionController } from './session.controller.js';
import { SessionService } from './session.service.js';
import { LocalStrategy } from './strategies/local.strategy.js';

@Module({
  imports: [SecondFactorsModule],
  controllers: [SessionController, LoginController],
  providers: [SessionService, LoginService, LoginCodes, LoginCodeLimits, PasswordChangeService, LocalStrategy],
  exports: [LoginService],
})
export class AuthModule {}
