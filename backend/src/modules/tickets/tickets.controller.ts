import { Body, Controller, Get, Patch, Post, Query } from '@nestjs/common';
import { AdminTicketView, MESSAGES, TicketView } from '@fund/contracts';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { AdminOnly, CurrentUser, Roles } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { CreateTicketDto } from './dto/create-ticket.dto.js';
import { UpdateTicketDto } from './dto/update-ticket.dto.js';
import { TicketsService } from './tickets.service.js';

/** Investors raise and read their own tickets; admins answer them (PATCH). */
@Controller()
export class TicketsController {
  constructor(private readonly tickets: TicketsService) {}

  @Roles('investor')
  @ApiAnswer('Raises a support ticket', TicketView)
  @Post('tickets')
  create(@Body() dto: CreateTicketDto, @CurrentUser() user: AuthUser) {
    return this.tickets.create(dto, user);
  }

  @Roles('investor')
  @ApiAnswer("Lists the caller's support tickets", TicketView, { list: true })
  @Get('investor/tickets')
  listOwn(@Query() query: ListQueryDto, @CurrentUser() user: AuthUser) {
    return this.tickets.listOwn(query, user);
  }

  @AdminOnly()
  @ApiAnswer("Updates a ticket's status or notes", AdminTicketView)
  @Patch('tickets/:ticketId')
  update(@IdParam('ticketId', MESSAGES.ticketNotFound) id: string, @Body() dto: UpdateTicketDto) {
    return this.tickets.update(id, dto);
  }
}
