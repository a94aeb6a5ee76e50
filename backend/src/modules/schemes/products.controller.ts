import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { ProductsService } from './products.service.js';

@ApiTags('products')
@Controller('products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  /** Any signed-in user: the three Islamic-finance products. */
  @Get()
  list(@Query() query: ListQueryDto) {
    return this.products.list(query);
  }
}
