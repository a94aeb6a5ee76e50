import { MESSAGES, TICKET_TEXT_MAX } from '@fund/contracts';
import { IsString, MaxLength, MinLength } from 'class-validator';

import { Trim } from '../../../common/validation/decorators.js';

/** Issue 21 item 7: one reply in a ticket's thread, trimmed, 1 to TICKET_TEXT_MAX characters. */
export class TicketReplyDto {
  @Trim()
  @MaxLength(TICKET_TEXT_MAX, { message: MESSAGES.ticketReplyTooLong })
  @MinLength(1, { message: MESSAGES.ticketReplyRequired })
  @IsString({ message: MESSAGES.ticketReplyRequired })
  body: string;
}
