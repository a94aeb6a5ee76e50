import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { AdminOnly } from '../../common/auth/decorators.js';
import { TicketsQueryDto } from './dto/tickets-query.dto.js';
import { TicketsService } from './tickets.service.js';

@ApiTags('tickets')
@AdminOnly()
@Controller('admin/tickets')
export class TicketsAdminController {
  constructor(private readonly tickets: TicketsService) {}

  /** Every ticket with investorName and investorEmail, newest first; `?status=` or filter={"status":...}. */
  @Get()
  list(@Query() query: TicketsQueryDto) {
    return this.tickets.list(query);
  }
}
