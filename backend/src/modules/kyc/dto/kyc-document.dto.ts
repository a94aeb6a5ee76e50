import { MESSAGES } from '@fund/contracts';

import { RequiredString, Trim } from '../../../common/validation/decorators.js';
import { KYC_MAX } from './submit-kyc.dto.js';

/** PUT /api/kyc-documents: the uploadURL (or objectPath) of a finished KYC document upload. */
export class KycDocumentDto {
  @Trim()
  @RequiredString(MESSAGES.kycDocumentInvalid, KYC_MAX.url)
  documentURL: string;
}
