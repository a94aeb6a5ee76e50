import { MESSAGES, TICKET_STATUSES, TICKET_TEXT_MAX, type TicketStatus } from '@fund/contracts';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

/** spec/001 §5 "Ticket update": status required (any of the four), adminNotes optional. */
export class UpdateTicketDto {
  @IsIn(TICKET_STATUSES, { message: `Status must be one of: ${TICKET_STATUSES.join(', ')}` })
  @IsDefined({ message: MESSAGES.ticketStatusRequired })
  status: TicketStatus;

  /** Omitted: unchanged. null or blank: cleared. */
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value))
  @IsOptional()
  @MaxLength(TICKET_TEXT_MAX, { message: `Admin notes must be at most ${TICKET_TEXT_MAX} characters` })
  @IsString({ message: 'Admin notes must be text' })
  adminNotes?: string | null;
}
