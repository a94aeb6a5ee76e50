import { Body, Controller, Delete, Get, Patch, Post, Query, Req } from '@nestjs/common';
import { ExpressionView, InvestorExpressionView, MESSAGES } from '@fund/contracts';
import type { Request } from 'express';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { AdminOnly, CurrentUser, Roles } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { ApiUnprocessable } from '../../common/openapi/api-unprocessable.js';
import { CreateExpressionDto } from './dto/create-expression.dto.js';
import { ExpressionsQueryDto } from './dto/expressions-query.dto.js';
import { UpdateExpressionDto } from './dto/update-expression.dto.js';
import { ExpressionsService } from './expressions.service.js';

@Controller()
export class ExpressionsController {
  constructor(private readonly expressions: ExpressionsService) {}

  /** Investors, for their own investorId only. */
  @Roles('investor')
  @ApiAnswer('Expresses interest in a scheme', ExpressionView)
  @ApiUnprocessable('the scheme is archived', 'the scheme is not open for investment (earning or matured)')
  @Post('expressions-of-interest')
  create(@Body() dto: CreateExpressionDto, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.expressions.create(dto, user, req);
  }

  /** The caller's own, so the portal shows "Interest Registered" after a reload (issue 19 item 6). */
  @Roles('investor')
  @ApiAnswer("Lists the caller's expressions of interest", InvestorExpressionView, { list: true })
  @Get('investor/expressions-of-interest')
  listOwn(@Query() query: ListQueryDto, @CurrentUser() user: AuthUser) {
    return this.expressions.listOwn(query, user);
  }

  @AdminOnly()
  @ApiAnswer('Lists expressions of interest', ExpressionView, { list: true })
  @Get('expressions-of-interest')
  list(@Query() query: ExpressionsQueryDto) {
    return this.expressions.list(query);
  }

  @AdminOnly()
  @ApiAnswer('Archives an expression of interest', ExpressionView)
  @Patch('expressions-of-interest/:id/archive')
  archive(@IdParam('id', MESSAGES.expressionNotFound) id: string) {
    return this.expressions.archive(id);
  }

  @AdminOnly()
  @ApiAnswer("Updates an expression of interest's status or notes", ExpressionView)
  @Patch('expressions-of-interest/:id')
  update(@IdParam('id', MESSAGES.expressionNotFound) id: string, @Body() dto: UpdateExpressionDto) {
    return this.expressions.update(id, dto);
  }

  @AdminOnly()
  @ApiAnswer('Deletes an expression of interest', ExpressionView)
  @Delete('expressions-of-interest/:id')
  remove(@IdParam('id', MESSAGES.expressionNotFound) id: string) {
    return this.expressions.remove(id);
  }
}
