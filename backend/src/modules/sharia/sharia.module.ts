import { Module } from '@nestjs/common';

import { NotificationsModule } from '../notifications/notifications.module.js';
import { PurificationService } from './purification.service.js';
import { InvestorShariaController, ShariaAdminController, ShariaController } from './sharia.controller.js';
import { ShariaReminders } from './sharia-reminders.js';
import { ShariaGate } from './sharia-status.js';
import { ShariaService } from './sharia.service.js';
import { ZakatService } from './zakat.service.js';

/** Issue 24: the Sharia layer (board, pronouncements and the expiry gate, annual reports, purification, zakat). */
@Module({
  imports: [NotificationsModule],
  controllers: [ShariaController, ShariaAdminController, InvestorShariaController],
  providers: [ShariaService, ShariaGate, ShariaReminders, PurificationService, ZakatService],
  exports: [ShariaGate, ZakatService],
})
export class ShariaModule {}
