import { Module } from '@nestjs/common';

import { ProductsController } from './products.controller.js';
import { ProductsService } from './products.service.js';

@Module({ controllers: [ProductsController], providers: [ProductsService] })
export class SchemesModule {}
