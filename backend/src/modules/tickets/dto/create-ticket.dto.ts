import {
  MESSAGES,
  TICKET_CATEGORIES,
  TICKET_DESCRIPTION_MIN,
  TICKET_PRIORITIES,
  TICKET_SUBJECT_MAX,
  TICKET_SUBJECT_MIN,
  TICKET_TEXT_MAX,
} from '@fund/contracts';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

import { Trim } from '../../../common/validation/decorators.js';

/**
 * spec/000 §7 POST /api/tickets {subject, description, category, priority} with the §5 messages.
 * investorId, status and adminNotes are the server's: sent here they are refused as unknown (400).
 */
export class CreateTicketDto {
  @Trim()
  @MaxLength(TICKET_SUBJECT_MAX, { message: `Subject must be at most ${TICKET_SUBJECT_MAX} characters` })
  @MinLength(TICKET_SUBJECT_MIN, { message: MESSAGES.subjectTooShort })
  @IsString({ message: MESSAGES.subjectTooShort })
  subject: string;

  @Trim()
  @MaxLength(TICKET_TEXT_MAX, { message: `Description must be at most ${TICKET_TEXT_MAX} characters` })
  @MinLength(TICKET_DESCRIPTION_MIN, { message: MESSAGES.descriptionTooShort })
  @IsString({ message: MESSAGES.descriptionTooShort })
  description: string;

  /** Omitted: general. */
  @IsOptional()
  @IsIn(TICKET_CATEGORIES, { message: `Category must be one of: ${TICKET_CATEGORIES.join(', ')}` })
  category?: (typeof TICKET_CATEGORIES)[number];

  /** Omitted: medium. */
  @IsOptional()
  @IsIn(TICKET_PRIORITIES, { message: `Priority must be one of: ${TICKET_PRIORITIES.join(', ')}` })
  priority?: (typeof TICKET_PRIORITIES)[number];
}
