import { Module } from '@nestjs/common';

import { AuthModule } from '../auth/auth.module.js';
import { SecondFactorsModule } from '../second-factors/second-factors.module.js';
import { PasskeyLoginController, PasskeysController } from './passkeys.controller.js';
import { PasskeysService } from './passkeys.service.js';

/** Issue 25 item 2: passkeys (WebAuthn) as a second factor. */
@Module({
  imports: [AuthModule, SecondFactorsModule],
  controllers: [PasskeysController, PasskeyLoginController],
  providers: [PasskeysService],
  exports: [PasskeysService],
})
export class PasskeysModule {}
