import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MESSAGES } from '@fund/contracts';

import { IdParam } from '../../common/http/id-param.js';
import { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { SchemesService } from './schemes.service.js';

/** Any signed-in user: investors see every scheme (the opportunities page filters client-side). */
@ApiTags('schemes')
@Controller()
export class SchemesController {
  constructor(private readonly schemes: SchemesService) {}

  /** Filters: productId, status, q (name, country); react-admin's sort and range. */
  @Get('schemes')
  list(@Query() query: ListQueryDto) {
    return this.schemes.list(query);
  }

  /** One scheme with createdAt and updatedAt (react-admin's getOne). */
  @Get('schemes/:id')
  get(@IdParam('id', MESSAGES.schemeNotFound) id: string) {
    return this.schemes.get(id);
  }

  /** spec/000 §3 "Scheme (investor view)"; unknown or malformed id -> 404 'Scheme not found'. */
  @Get('investor/schemes/:id')
  getForInvestor(@IdParam('id', MESSAGES.schemeNotFound) id: string) {
    return this.schemes.getForInvestor(id);
  }
}
