import { AUDIT_ACTIONS, AUDIT_DEFAULT_LIMIT, AUDIT_LIMITS, type AuditAction } from '@fund/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, IsUUID } from 'class-validator';

import { ListQueryDto } from '../../../common/lists/list-query.dto.js';

export class AuditLogQueryDto extends ListQueryDto {
  @IsOptional()
  @IsUUID('all', { message: 'User ID must be a valid user id' })
  userId?: string;

  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: `action must be one of: ${AUDIT_ACTIONS.join(', ')}` })
  action?: AuditAction;

  @IsOptional()
  @Type(() => Number)
  @IsIn(AUDIT_LIMITS, { message: `limit must be one of: ${AUDIT_LIMITS.join(', ')}` })
  limit: number = AUDIT_DEFAULT_LIMIT;
}
