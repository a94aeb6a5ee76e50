import { Module } from '@nestjs/common';

import { AuditController } from './audit.controller.js';
import { AuditLogsService } from './audit.service.js';

@Module({ controllers: [AuditController], providers: [AuditLogsService] })
export class AuditLogsModule {}
