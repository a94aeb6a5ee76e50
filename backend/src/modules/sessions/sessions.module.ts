import { Module } from '@nestjs/common';

import { SessionsController, UserSessionsController } from './sessions.controller.js';
import { SessionsService } from './sessions.service.js';

/** Issue 25 item 6: where users are signed in, and ending those sessions. */
@Module({
  controllers: [SessionsController, UserSessionsController],
  providers: [SessionsService],
})
export class SessionsModule {}
