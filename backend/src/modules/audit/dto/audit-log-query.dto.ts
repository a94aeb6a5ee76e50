import { AUDIT_ACTIONS, AUDIT_DEFAULT_LIMIT, AUDIT_LIMITS, type AuditAction } from '@fund/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';

import { ListQueryDto } from '../../../common/lists/list-query.dto.js';

/** The screen offers 50, 100, 200 and 500 (spec/001 §9); other clients may ask for any whole number up to the largest. */
const MAX_LIMIT = Math.max(...AUDIT_LIMITS);
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_LIMIT}`;

export class AuditLogQueryDto extends ListQueryDto {
  @IsOptional()
  @IsUUID('all', { message: 'User ID must be a valid user id' })
  userId?: string;

  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: `action must be one of: ${AUDIT_ACTIONS.join(', ')}` })
  action?: AuditAction;

  /** Digits only: '1e2', '2.5' or '' are not a whole number of entries. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^[0-9]{1,4}$/.test(value) ? Number(value) : value))
  @Max(MAX_LIMIT, { message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @IsInt({ message: LIMIT_MESSAGE })
  limit: number = AUDIT_DEFAULT_LIMIT;
}
