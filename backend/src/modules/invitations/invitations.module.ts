import { Module } from '@nestjs/common';

import { InvitationAcceptanceService } from './invitation-acceptance.service.js';
import { InvitationsAdminController } from './invitations-admin.controller.js';
import { InvitationsController } from './invitations.controller.js';
import { InvitationsService } from './invitations.service.js';

@Module({
  controllers: [InvitationsAdminController, InvitationsController],
  providers: [InvitationsService, InvitationAcceptanceService],
})
export class InvitationsModule {}
