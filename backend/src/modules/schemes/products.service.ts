import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ProductView } from '@fund/contracts';
import { DataSource } from 'typeorm';

import type { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { listSpec, parseListQuery, runList, type ListResult } from '../../common/lists/list-query.js';
import { Product } from './product.entity.js';

const PRODUCT_LIST = listSpec(ProductView, {
  resource: 'products',
  fields: { id: 'p.id', name: 'p.name', type: 'p.type' },
  search: ['p.name'],
  defaultSort: ['name', 'ASC'],
});

export const mapProduct = (p: Product): ProductView => ({ id: p.id, name: p.name, type: p.type });

@Injectable()
export class ProductsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: ListQueryDto): Promise<ListResult<ProductView>> {
    const qb = this.dataSource.getRepository(Product).createQueryBuilder('p');
    return (await runList(qb, PRODUCT_LIST, parseListQuery(query, PRODUCT_LIST))).map(mapProduct);
  }
}
