import { Controller, Get, Query } from '@nestjs/common';
import { ProductView } from '@fund/contracts';

import { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { ProductsService } from './products.service.js';

@Controller('products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  /** Any signed-in user: the three Islamic-finance products. */
  @ApiAnswer('Lists the Islamic-finance products', ProductView, { list: true })
  @Get()
  list(@Query() query: ListQueryDto) {
    return this.products.list(query);
  }
}
