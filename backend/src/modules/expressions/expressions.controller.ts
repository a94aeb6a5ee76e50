import { Body, Controller, Delete, Get, Patch, Post, Query } from '@nestjs/common';
import { ExpressionView, MESSAGES } from '@fund/contracts';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { AdminOnly, CurrentUser, Roles } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { CreateExpressionDto } from './dto/create-expression.dto.js';
import { ExpressionsQueryDto } from './dto/expressions-query.dto.js';
import { UpdateExpressionDto } from './dto/update-expression.dto.js';
import { ExpressionsService } from './expressions.service.js';

@Controller('expressions-of-interest')
export class ExpressionsController {
  constructor(private readonly expressions: ExpressionsService) {}

  /** Investors, for their own investorId only. */
  @Roles('investor')
  @ApiAnswer('Expresses interest in a scheme', ExpressionView)
  @Post()
  create(@Body() dto: CreateExpressionDto, @CurrentUser() user: AuthUser) {
    return this.expressions.create(dto, user);
  }

  @AdminOnly()
  @ApiAnswer('Lists expressions of interest', ExpressionView, { list: true })
  @Get()
  list(@Query() query: ExpressionsQueryDto) {
    return this.expressions.list(query);
  }

  @AdminOnly()
  @ApiAnswer('Archives an expression of interest', ExpressionView)
  @Patch(':id/archive')
  archive(@IdParam('id', MESSAGES.expressionNotFound) id: string) {
    return this.expressions.archive(id);
  }

  @AdminOnly()
  @ApiAnswer("Updates an expression of interest's status or notes", ExpressionView)
  @Patch(':id')
  update(@IdParam('id', MESSAGES.expressionNotFound) id: string, @Body() dto: UpdateExpressionDto) {
    return this.expressions.update(id, dto);
  }

  @AdminOnly()
  @ApiAnswer('Deletes an expression of interest', ExpressionView)
  @Delete(':id')
  remove(@IdParam('id', MESSAGES.expressionNotFound) id: string) {
    return this.expressions.remove(id);
  }
}
