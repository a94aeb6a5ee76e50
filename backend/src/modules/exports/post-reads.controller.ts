import { Controller, Get, NotFoundException, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CsvText, MAX_PAGE_SIZE, MESSAGES, type ExportColumn } from '@fund/contracts';
import type { Response } from 'express';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DataSource } from 'typeorm';

import { AdminOnly } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { poolOf } from '../../database/pool.js';
import { cellText, csvLine } from './csv.js';

/** One recipient of a post: the CSV's columns, in order. */
interface ReadRow {
  investorName: string;
  email: string;
  title: string;
  postedAt: string;
  readAt: string | null;
}

const COLUMNS: (ExportColumn & { field: keyof ReadRow })[] = [
  { header: 'Investor', field: 'investorName' },
  { header: 'E-mail', field: 'email' },
  { header: 'Title', field: 'title' },
  { header: 'Posted at', field: 'postedAt' },
  { header: 'Read at', field: 'readAt' },
];

/** Timestamps as ISO 8601 in UTC, to the millisecond (as the API shows them). */
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const READS_SQL = `
  SELECT u.full_name AS "investorName", u.email, a.title, to_char(a.created_at AT TIME ZONE 'UTC', ${ISO}) AS "postedAt",
         to_char(a.read_at AT TIME ZONE 'UTC', ${ISO}) AS "readAt"
  FROM activities a JOIN users u ON u.id = a.investor_id
  WHERE a.post_id = $1 AND a.scheme_id = $2
  ORDER BY u.full_name, u.id
  LIMIT ${MAX_PAGE_SIZE} OFFSET $3`;

@Controller('schemes')
export class PostReadsController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Admins (issue 20 item 4): who read a scheme-wide post or distribution run, one line per recipient
   * by name (investor, e-mail, title, posted at, read at: empty when not yet read), as the other CSV
   * exports write them (RFC 4180, formula cells defused). A post of another scheme, or none, answers 404.
   */
  @AdminOnly()
  @ApiAnswer('Writes who read a post or distribution run of the scheme, and when, as CSV', CsvText, { contentType: 'text/csv' })
  @Get(':schemeId/posts/:postId/reads.csv')
  async reads(
    @IdParam('schemeId', MESSAGES.schemeNotFound) schemeId: string,
    @IdParam('postId', MESSAGES.postNotFound) postId: string,
    @Res() res: Response,
  ): Promise<void> {
    const pool = poolOf(this.dataSource);
    const pageAt = async (offset: number) => (await pool.query<ReadRow>(READS_SQL, [postId, schemeId, offset])).rows;
    const first = await pageAt(0);
    if (first.length === 0) throw new NotFoundException(MESSAGES.postNotFound);
    async function* body(): AsyncGenerator<string> {
      yield csvLine(COLUMNS.map((column) => column.header));
      let page = first;
      for (let offset = 0; ;) {
        yield page.map((row) => csvLine(COLUMNS.map((column) => cellText(row[column.field], column)))).join('');
        if (page.length < MAX_PAGE_SIZE) return;
        offset += MAX_PAGE_SIZE;
        page = await pageAt(offset);
      }
    }
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="post-reads-${postId.slice(0, 8)}-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    res.setHeader('Cache-Control', 'no-store');
    try {
      await pipeline(Readable.from(body()), res);
    } catch (error) {
      // A client that stops the download ends it; any other failure is the error filter's (logged, connection cut).
      if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
    }
  }
}
