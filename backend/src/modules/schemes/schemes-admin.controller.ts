import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Req } from '@nestjs/common';
import { MESSAGES, SchemeDeletionImpactView, SchemeView } from '@fund/contracts';
import type { Request } from 'express';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { AdminOnly, CurrentUser } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { ApiUnprocessable } from '../../common/openapi/api-unprocessable.js';
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

  /** What DELETE would remove with the scheme: investors, enrollments, payouts and their total, activities, documents, expressions, allocations. */
  @ApiAnswer('Counts what deleting a scheme would remove', SchemeDeletionImpactView)
  @Get(':id/deletion-impact')
  deletionImpact(@IdParam('id', MESSAGES.schemeNotFound) id: string) {
    return this.schemes.deletionImpact(id);
  }

  /** Removes the scheme with its enrollments, allocations, activities, expressions and documents; answers the removed scheme; SCHEME_DELETED audit row with the counts. */
  @ApiAnswer('Deletes a scheme with everything that belongs to it', SchemeView)
  @Delete(':id')
  remove(@IdParam('id', MESSAGES.schemeNotFound) id: string, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.schemes.remove(id, user, req);
  }

  /** Keeps the scheme with its history, hides it from opportunities, closes it to new enrollments and interest; answers the scheme. */
  @ApiAnswer('Archives a scheme', SchemeView)
  @ApiUnprocessable('the scheme is already archived')
  @Post(':id/archive')
  @HttpCode(200)
  archive(@IdParam('id', MESSAGES.schemeNotFound) id: string, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.schemes.archive(id, user, req);
  }

  /** Makes an archived scheme current again; answers the scheme. */
  @ApiAnswer('Restores an archived scheme', SchemeView)
  @ApiUnprocessable('the scheme is not archived')
  @Post(':id/restore')
  @HttpCode(200)
  restore(@IdParam('id', MESSAGES.schemeNotFound) id: string, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.schemes.restore(id, user, req);
  }
}
