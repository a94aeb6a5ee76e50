import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { AdminOnly } from '../../common/auth/decorators.js';
import { AuditLogQueryDto } from './dto/audit-log-query.dto.js';
import { AuditLogsService } from './audit.service.js';

@ApiTags('audit')
@Controller('admin/audit-logs')
export class AuditController {
  constructor(private readonly auditLogs: AuditLogsService) {}

  @AdminOnly()
  @Get()
  list(@Query() query: AuditLogQueryDto) {
    return this.auditLogs.list(query);
  }
}
