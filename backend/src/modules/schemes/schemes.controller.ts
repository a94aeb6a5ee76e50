import { Controller, Get, Query } from '@nestjs/common';
import { InvestorSchemeView, MESSAGES, SchemeView } from '@fund/contracts';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { SchemesService } from './schemes.service.js';

/** Any signed-in user; the portal's opportunities are GET /api/investor/schemes (open ones the investor is not in). */
@Controller()
export class SchemesController {
  constructor(private readonly schemes: SchemesService) {}

  /** Filters: productId, status, q (name, country); react-admin's sort and range. */
  @ApiAnswer('Lists schemes', SchemeView, { list: true })
  @Get('schemes')
  list(@Query() query: ListQueryDto) {
    return this.schemes.list(query);
  }

  /** Investors: schemes open for investment (live or closing) they are not enrolled in; the same query rules. */
  @Roles('investor')
  @ApiAnswer('Lists the schemes open to the caller (opportunities)', SchemeView, { list: true })
  @Get('investor/schemes')
  listOpportunities(@Query() query: ListQueryDto, @CurrentUser() user: AuthUser) {
    return this.schemes.listOpportunities(query, user.id);
  }

  /** One scheme with createdAt and updatedAt (react-admin's getOne). */
  @ApiAnswer('Reads one scheme', SchemeView)
  @Get('schemes/:id')
  get(@IdParam('id', MESSAGES.schemeNotFound) id: string) {
    return this.schemes.get(id);
  }

  /** spec/000 §3 "Scheme (investor view)"; unknown or malformed id -> 404 'Scheme not found'. */
  @ApiAnswer('Reads one scheme as investors see it', InvestorSchemeView)
  @Get('investor/schemes/:id')
  getForInvestor(@IdParam('id', MESSAGES.schemeNotFound) id: string) {
    return this.schemes.getForInvestor(id);
  }
}
