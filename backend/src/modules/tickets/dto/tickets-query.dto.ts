import { TICKET_STATUSES, type TicketStatus } from '@fund/contracts';
import { IsIn, IsOptional } from 'class-validator';

import { ListQueryDto } from '../../../common/lists/list-query.dto.js';

/** react-admin's list query plus `?status=` (the admin page's groups): an alias of filter.status. */
export class TicketsQueryDto extends ListQueryDto {
  @IsOptional()
  @IsIn(TICKET_STATUSES, { message: `status must be one of: ${TICKET_STATUSES.join(', ')}` })
  status?: TicketStatus;
}
