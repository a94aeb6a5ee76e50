import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { CsvText } from '@fund/contracts';
import type { Response } from 'express';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { AdminOnly, CurrentUser } from '../../common/auth/decorators.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { ExportQueryDto } from './dto/export-query.dto.js';
import { ExportsService } from './exports.service.js';

@Controller('admin/exports')
export class ExportsController {
  constructor(private readonly exports: ExportsService) {}

  /**
   * Admins: one of the lists of contracts' EXPORT_RESOURCES, every row its list route would page
   * through for this filter and sort, as a CSV download written while it is read.
   */
  @AdminOnly()
  @ApiAnswer('Writes an admin list, whole, as CSV: its filter and sort, the columns asked for', CsvText, { contentType: 'text/csv' })
  @Get(':resource')
  async export(
    @Param('resource') resource: string,
    @Query() query: ExportQueryDto,
    @CurrentUser() user: AuthUser,
    @Res() res: Response,
  ): Promise<void> {
    const { filename, body } = await this.exports.open(resource, query, user);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    res.setHeader('Cache-Control', 'no-store');
    try {
      await pipeline(Readable.from(body), res);
    } catch (error) {
      // A client that stops the download ends it; any other failure is the error filter's (logged, connection cut).
      if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
    }
  }
}
