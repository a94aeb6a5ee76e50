import { Controller, Get, Query } from '@nestjs/common';
import { AuditLogView } from '@fund/contracts';

import { AdminOnly } from '../../common/auth/decorators.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { AuditLogQueryDto } from './dto/audit-log-query.dto.js';
import { AuditLogsService } from './audit.service.js';

@Controller('admin/audit-logs')
export class AuditController {
  constructor(private readonly auditLogs: AuditLogsService) {}

  @AdminOnly()
  @ApiAnswer('Lists audit log entries, newest first', AuditLogView, { list: true })
  @Get()
  list(@Query() query: AuditLogQueryDto) {
    return this.auditLogs.list(query);
  }
}
