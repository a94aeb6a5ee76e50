import { Module } from '@nestjs/common';

import { AuditChainService } from './audit-chain.service.js';
import { AuditController } from './audit.controller.js';
import { AuditLogsService } from './audit.service.js';

@Module({ controllers: [AuditController], providers: [AuditLogsService, AuditChainService] })
export class AuditLogsModule {}
