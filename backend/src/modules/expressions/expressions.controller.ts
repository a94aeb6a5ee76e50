import { Body, Controller, Delete, Get, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MESSAGES } from '@fund/contracts';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { AdminOnly, CurrentUser, Roles } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { CreateExpressionDto } from './dto/create-expression.dto.js';
import { ExpressionsQueryDto } from './dto/expressions-query.dto.js';
import { UpdateExpressionDto } from './dto/update-expression.dto.js';
import { ExpressionsService } from './expressions.service.js';

@ApiTags('expressions-of-interest')
@Controller('expressions-of-interest')
export class ExpressionsController {
  constructor(private readonly expressions: ExpressionsService) {}

  /** Investors, for their own investorId only. */
  @Roles('investor')
  @Post()
  create(@Body() dto: CreateExpressionDto, @CurrentUser() user: AuthUser) {
    return this.expressions.create(dto, user);
  }

  @AdminOnly()
  @Get()
  list(@Query() query: ExpressionsQueryDto) {
    return this.expressions.list(query);
  }

  @AdminOnly()
  @Patch(':id/archive')
  archive(@IdParam('id', MESSAGES.expressionNotFound) id: string) {
    return this.expressions.archive(id);
  }

  @AdminOnly()
  @Patch(':id')
  update(@IdParam('id', MESSAGES.expressionNotFound) id: string, @Body() dto: UpdateExpressionDto) {
    return this.expressions.update(id, dto);
  }

  @AdminOnly()
  @Delete(':id')
  remove(@IdParam('id', MESSAGES.expressionNotFound) id: string) {
    return this.expressions.remove(id);
  }
}
