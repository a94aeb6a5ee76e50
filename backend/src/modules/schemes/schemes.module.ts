import { Module } from '@nestjs/common';

import { ProductsController } from './products.controller.js';
import { ProductsService } from './products.service.js';
import { SchemeDocumentsController } from './scheme-documents.controller.js';
import { SchemeDocumentsService } from './scheme-documents.service.js';
import { SchemesAdminController } from './schemes-admin.controller.js';
import { SchemesController } from './schemes.controller.js';
import { SchemesService } from './schemes.service.js';

@Module({
  controllers: [ProductsController, SchemesController, SchemesAdminController, SchemeDocumentsController],
  providers: [ProductsService, SchemesService, SchemeDocumentsService],
  exports: [SchemesService],
})
export class SchemesModule {}
