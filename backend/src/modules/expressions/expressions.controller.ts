import { Body, Controller, Delete, Get, NotFoundException, Param, ParseUUIDPipe, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MESSAGES } from '@fund/contracts';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { CreateExpressionDto } from './dto/create-expression.dto.js';
import { ExpressionsQueryDto } from './dto/expressions-query.dto.js';
import { UpdateExpressionDto } from './dto/update-expression.dto.js';
import { ExpressionsService } from './expressions.service.js';

const expressionId = () => new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(MESSAGES.expressionNotFound) });

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

  @Roles('admin', 'super_admin')
  @Get()
  list(@Query() query: ExpressionsQueryDto) {
    return this.expressions.list(query);
  }

  @Roles('admin', 'super_admin')
  @Patch(':id/archive')
  archive(@Param('id', expressionId()) id: string) {
    return this.expressions.archive(id);
  }

  @Roles('admin', 'super_admin')
  @Patch(':id')
  update(@Param('id', expressionId()) id: string, @Body() dto: UpdateExpressionDto) {
    return this.expressions.update(id, dto);
  }

  @Roles('admin', 'super_admin')
  @Delete(':id')
  remove(@Param('id', expressionId()) id: string) {
    return this.expressions.remove(id);
  }
}
