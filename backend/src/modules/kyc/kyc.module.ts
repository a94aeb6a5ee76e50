import { Module } from '@nestjs/common';

import { KycAdminController } from './kyc-admin.controller.js';
import { KycCredentialsService } from './kyc-credentials.service.js';
import { KycDocumentsService } from './kyc-documents.service.js';
import { KycReviewService } from './kyc-review.service.js';
import { KycController } from './kyc.controller.js';
import { KycService } from './kyc.service.js';

@Module({
  controllers: [KycController, KycAdminController],
  providers: [KycService, KycDocumentsService, KycReviewService, KycCredentialsService],
})
export class KycModule {}
