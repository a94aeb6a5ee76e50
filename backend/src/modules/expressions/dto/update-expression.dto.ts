import { EXPRESSION_STATUSES } from '@fund/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

export const EXPRESSION_NOTES_MAX = 2000;

/** spec/001 §4: the status selector saves the status with any typed notes. */
export class UpdateExpressionDto {
  @IsIn(EXPRESSION_STATUSES, { message: `Status must be one of: ${EXPRESSION_STATUSES.join(', ')}` })
  status: (typeof EXPRESSION_STATUSES)[number];

  /** Omitted: unchanged. null or blank: cleared. */
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value))
  @IsOptional()
  @MaxLength(EXPRESSION_NOTES_MAX, { message: `Notes must be at most ${EXPRESSION_NOTES_MAX} characters` })
  @IsString({ message: 'Notes must be text' })
  notes?: string | null;
}
