import { Body, Controller, Delete, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MESSAGES } from '@fund/contracts';

import { AdminOnly } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { CreateSchemeDto, UpdateSchemeDto } from './dto/scheme.dto.js';
import { SchemesService } from './schemes.service.js';

@ApiTags('schemes')
@AdminOnly()
@Controller('schemes')
export class SchemesAdminController {
  constructor(private readonly schemes: SchemesService) {}

  /** 201 with the scheme, its id and productName. */
  @Post()
  create(@Body() dto: CreateSchemeDto) {
    return this.schemes.create(dto);
  }

  @Patch(':id')
  update(@IdParam('id', MESSAGES.schemeNotFound) id: string, @Body() dto: UpdateSchemeDto) {
    return this.schemes.update(id, dto);
  }

  /** Removes the scheme with its enrollments, allocations, activities, expressions and documents; answers the removed scheme. */
  @Delete(':id')
  remove(@IdParam('id', MESSAGES.schemeNotFound) id: string) {
    return this.schemes.remove(id);
  }
}
