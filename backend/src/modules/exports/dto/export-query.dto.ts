import { IsOptional, IsString } from 'class-validator';

/**
 * GET /api/admin/exports/{resource}: the list's sort and filter (as its list route reads them; no
 * range, the export pages itself), the columns (a JSON array of contracts' ExportColumn) and the file
 * name's stem (`<name>-<yyyy-mm-dd>.csv`; the resource's name unless given).
 */
export class ExportQueryDto {
  @IsOptional() @IsString() sort?: string;
  @IsOptional() @IsString() filter?: string;
  @IsOptional() @IsString() columns?: string;
  @IsOptional() @IsString() name?: string;
}
