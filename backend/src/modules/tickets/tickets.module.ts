import { Module } from '@nestjs/common';

import { TicketsAdminController } from './tickets-admin.controller.js';
import { TicketsController } from './tickets.controller.js';
import { TicketsService } from './tickets.service.js';

@Module({ controllers: [TicketsController, TicketsAdminController], providers: [TicketsService] })
export class TicketsModule {}
