import { Module } from '@nestjs/common';

import { ShariaModule } from '../sharia/sharia.module.js';
import { DocumentsAdminController, InvestorStatementsController, VerifyController } from './documents.controller.js';
import { DocumentsService } from './documents.service.js';
import { PdfRenderer } from './pdf-renderer.js';

/** Issue 23: statements, payout advices and their verification. */
@Module({
  imports: [ShariaModule],
  controllers: [DocumentsAdminController, InvestorStatementsController, VerifyController],
  providers: [DocumentsService, PdfRenderer],
  exports: [DocumentsService, PdfRenderer],
})
export class DocumentsModule {}
