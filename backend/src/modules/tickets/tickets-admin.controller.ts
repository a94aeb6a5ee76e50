import { Body, Controller, Get, Patch, Query } from '@nestjs/common';
import { AdminTicketView, MESSAGES, TICKET_REPLIES_MAX, TicketCountsView } from '@fund/contracts';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { AdminOnly, CurrentUser } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { ApiUnprocessable } from '../../common/openapi/api-unprocessable.js';
import { TicketsQueryDto } from './dto/tickets-query.dto.js';
import { UpdateTicketDto } from './dto/update-ticket.dto.js';
import { TicketsService } from './tickets.service.js';

/** The team's side of the tickets: every investor's tickets and their counts, and a ticket's status (PATCH /api/tickets/:ticketId). */
@AdminOnly()
@Controller()
export class TicketsAdminController {
  constructor(private readonly tickets: TicketsService) {}

  /** Every ticket with investorName and investorEmail, newest first; `?status=` or filter={"status":...}. */
  @ApiAnswer('Counts the open support tickets of every investor', TicketCountsView)
  @Get('admin/tickets/counts')
  counts() {
    return this.tickets.countOpen();
  }

  @ApiAnswer('Lists every support ticket with who raised it', AdminTicketView, { list: true })
  @Get('admin/tickets')
  list(@Query() query: TicketsQueryDto) {
    return this.tickets.list(query);
  }

  @ApiAnswer("Updates a ticket's status; notes are added to its thread as a team reply", AdminTicketView)
  @ApiUnprocessable(`the thread already holds ${TICKET_REPLIES_MAX} replies`)
  @Patch('tickets/:ticketId')
  update(@IdParam('ticketId', MESSAGES.ticketNotFound) id: string, @Body() dto: UpdateTicketDto, @CurrentUser() user: AuthUser) {
    return this.tickets.update(id, dto, user);
  }
}
