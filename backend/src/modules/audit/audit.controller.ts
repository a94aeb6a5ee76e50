import { Controller, Get, Query } from '@nestjs/common';
import { AuditChainView, AuditLogView } from '@fund/contracts';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { AdminOnly, CurrentUser } from '../../common/auth/decorators.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { AuditLogQueryDto } from './dto/audit-log-query.dto.js';
import { AuditChainService } from './audit-chain.service.js';
import { AuditLogsService } from './audit.service.js';

@Controller('admin/audit-logs')
export class AuditController {
  constructor(
    private readonly auditLogs: AuditLogsService,
    private readonly chain: AuditChainService,
  ) {}

  @AdminOnly()
  @ApiAnswer('Lists audit log entries, newest first', AuditLogView, { list: true })
  @Get()
  list(@Query() query: AuditLogQueryDto) {
    return this.auditLogs.list(query);
  }

  @AdminOnly()
  @ApiAnswer('Walks the audit hash chain from its first entry and names the first that does not match', AuditChainView)
  @Get('chain')
  verify(@CurrentUser() user: AuthUser) {
    return this.chain.report(user);
  }
}
