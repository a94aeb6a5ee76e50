import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * An optional free-text profile field: omitted leaves it unchanged; null or blank clears it (stored as
 * an empty text, the columns are NOT NULL); otherwise trimmed, at most `maxLength` long.
 */
export function OptionalText(maxLength: number): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => (value === null ? '' : typeof value === 'string' ? value.trim() : value)),
    IsOptional(),
    IsString(),
    MaxLength(maxLength),
  );
}
