import { Body, Controller, Delete, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { Roles } from '../../common/auth/decorators.js';
import { CreateSchemeDto, UpdateSchemeDto } from './dto/scheme.dto.js';
import { SchemesService } from './schemes.service.js';

@ApiTags('schemes')
@Roles('admin', 'super_admin')
@Controller('schemes')
export class SchemesAdminController {
  constructor(private readonly schemes: SchemesService) {}

  /** 201 with the scheme, its id and productName. */
  @Post()
  create(@Body() dto: CreateSchemeDto) {
    return this.schemes.create(dto);
  }

  @Patch(':id')
  update(@Param('id') id: string, @Body() dto: UpdateSchemeDto) {
    return this.schemes.update(id, dto);
  }

  /** Removes the scheme with its enrollments, allocations, activities, expressions and documents; answers the removed scheme. */
  @Delete(':id')
  remove(@Param('id') id: string) {
    return this.schemes.remove(id);
  }
}
