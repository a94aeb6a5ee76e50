import { Body, Controller, Get, Post, Query, Req } from '@nestjs/common';
import { MESSAGES, TICKET_REPLIES_MAX, TicketCountsView, TicketView } from '@fund/contracts';
import type { Request } from 'express';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { ApiUnprocessable } from '../../common/openapi/api-unprocessable.js';
import { CreateTicketDto } from './dto/create-ticket.dto.js';
import { TicketReplyDto } from './dto/ticket-reply.dto.js';
import { TicketsService } from './tickets.service.js';

/** Investors raise and read their own tickets; both sides reply in a ticket's thread (the team's side: tickets-admin.controller.ts). */
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

  @Roles('investor')
  @ApiAnswer("Counts the caller's open support tickets", TicketCountsView)
  @Get('investor/tickets/counts')
  countOwn(@CurrentUser() user: AuthUser) {
    return this.tickets.countOpen(user.id);
  }

  /** Issue 21 item 7: the investor on their own ticket (another's: 404), the team on any. */
  @ApiAnswer("Replies in a ticket's thread; an investor's reply reopens a resolved or closed ticket", TicketView)
  @ApiUnprocessable(`the thread already holds ${TICKET_REPLIES_MAX} replies`)
  @Post('tickets/:ticketId/messages')
  reply(
    @IdParam('ticketId', MESSAGES.ticketNotFound) id: string,
    @Body() dto: TicketReplyDto,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ) {
    return this.tickets.reply(id, dto.body, user, req);
  }
}
