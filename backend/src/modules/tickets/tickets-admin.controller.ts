import { Controller, Get, Query } from '@nestjs/common';
import { AdminTicketView, TicketCountsView } from '@fund/contracts';

import { AdminOnly } from '../../common/auth/decorators.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { TicketsQueryDto } from './dto/tickets-query.dto.js';
import { TicketsService } from './tickets.service.js';

@AdminOnly()
@Controller('admin/tickets')
export class TicketsAdminController {
  constructor(private readonly tickets: TicketsService) {}

  /** Every ticket with investorName and investorEmail, newest first; `?status=` or filter={"status":...}. */
  @ApiAnswer('Counts the open support tickets of every investor', TicketCountsView)
  @Get('counts')
  counts() {
    return this.tickets.countOpen();
  }

  @ApiAnswer('Lists every support ticket with who raised it', AdminTicketView, { list: true })
  @Get()
  list(@Query() query: TicketsQueryDto) {
    return this.tickets.list(query);
  }
}
