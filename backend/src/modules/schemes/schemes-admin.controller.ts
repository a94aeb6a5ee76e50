import { Body, Controller, Delete, Patch, Post } from '@nestjs/common';
import { MESSAGES, SchemeView } from '@fund/contracts';

import { AdminOnly } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { CreateSchemeDto, UpdateSchemeDto } from './dto/scheme.dto.js';
import { SchemesService } from './schemes.service.js';

@AdminOnly()
@Controller('schemes')
export class SchemesAdminController {
  constructor(private readonly schemes: SchemesService) {}

  /** 201 with the scheme, its id and productName. */
  @ApiAnswer('Creates a scheme', SchemeView)
  @Post()
  create(@Body() dto: CreateSchemeDto) {
    return this.schemes.create(dto);
  }

  @ApiAnswer('Updates a scheme', SchemeView)
  @Patch(':id')
  update(@IdParam('id', MESSAGES.schemeNotFound) id: string, @Body() dto: UpdateSchemeDto) {
    return this.schemes.update(id, dto);
  }

  /** Removes the scheme with its enrollments, allocations, activities, expressions and documents; answers the removed scheme. */
  @ApiAnswer('Deletes a scheme with everything that belongs to it', SchemeView)
  @Delete(':id')
  remove(@IdParam('id', MESSAGES.schemeNotFound) id: string) {
    return this.schemes.remove(id);
  }
}
