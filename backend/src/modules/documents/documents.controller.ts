import { Body, Controller, Get, Param, Post, Query, Req } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { DocumentVerificationView, IssuedDocumentView, MESSAGES, StatementRunView } from '@fund/contracts';
import type { Request } from 'express';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { AdminOnly, CurrentUser, Public, Roles } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { DocumentsService } from './documents.service.js';
import { StatementRunDto } from './dto/statement-run.dto.js';

/** Statement runs and every issued document (admins). */
@AdminOnly()
@Controller('admin')
export class DocumentsAdminController {
  constructor(private readonly documents: DocumentsService) {}

  /** 400: a bad period (not dates, ends before it starts, ends after today, over 5 years) or unknown investors; 409: a run for this period is under way. */
  @ApiAnswer('Starts generating statements for a period (a background run)', StatementRunView)
  @Post('statement-runs')
  start(@Body() dto: StatementRunDto, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.documents.startRun(dto, user, req);
  }

  @ApiAnswer('Lists statement runs with their progress, newest first', StatementRunView, { list: true })
  @Get('statement-runs')
  runs(@Query() query: ListQueryDto) {
    return this.documents.runs(query);
  }

  @ApiAnswer("Reads a statement run's progress", StatementRunView)
  @Get('statement-runs/:id')
  run(@IdParam('id', MESSAGES.statementRunNotFound) id: string) {
    return this.documents.run(id);
  }

  @ApiAnswer('Lists issued statements and payout advices (filter investorId, runId, kind)', IssuedDocumentView, { list: true })
  @Get('issued-documents')
  list(@Query() query: ListQueryDto) {
    return this.documents.documents(query);
  }
}

/** The investor's own statements and payout advices. */
@Roles('investor')
@Controller('investor')
export class InvestorStatementsController {
  constructor(private readonly documents: DocumentsService) {}

  @ApiAnswer("Lists the investor's statements and payout advices, newest first", IssuedDocumentView, { list: true })
  @Get('statements')
  list(@Query() query: ListQueryDto, @CurrentUser() user: AuthUser) {
    return this.documents.documents(query, user.id);
  }
}

/** Public: what a verification code printed on a document stands for. */
@Controller('verify')
export class VerifyController {
  constructor(private readonly documents: DocumentsService) {}

  /** 400: not a code's shape; 404: no document has this code. */
  @Public()
  @RateLimit('verify')
  @ApiAnswer('Verifies an issued document: issuer, type, investor initials, period and the SHA-256 of the file', DocumentVerificationView)
  @ApiParam({
    name: 'code',
    description: 'The code printed on the document, e.g. 7KQ2-M9XD-4TPA (any case; dashes optional; O reads as 0, I and L as 1)',
    schema: { type: 'string', pattern: '^[0-9A-TV-Za-tv-z]{4}-?[0-9A-TV-Za-tv-z]{4}-?[0-9A-TV-Za-tv-z]{4}$' },
  })
  @Get(':code')
  verify(@Param('code') code: string) {
    return this.documents.verify(code);
  }
}
