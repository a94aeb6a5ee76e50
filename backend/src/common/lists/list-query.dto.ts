import { IsOptional, IsString } from 'class-validator';

/** react-admin's list parameters (common/lists/list-query.ts); any list DTO may extend it. */
export class ListQueryDto {
  @IsOptional() @IsString() sort?: string;
  @IsOptional() @IsString() range?: string;
  @IsOptional() @IsString() filter?: string;
}
