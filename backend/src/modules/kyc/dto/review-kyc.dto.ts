import { KYC_REJECTION_REASON_MAX, KYC_STATUSES, MESSAGES, type KycStatus } from '@fund/contracts';
import type { SchemaObject } from '@nestjs/swagger';
import { IsIn, ValidateBy, ValidateIf } from 'class-validator';

import { DescribeBody } from '../../../common/openapi/describe-body.js';
import { RequiredString, Trim } from '../../../common/validation/decorators.js';

/** rejectionReason is refused with any other status (nothing would keep or send it). */
const OnlyWhenRejecting = () =>
  ValidateBy({
    name: 'onlyWhenRejecting',
    validator: {
      validate: (_value: unknown, args) => (args?.object as ReviewKycDto).status === 'rejected',
      defaultMessage: () => MESSAGES.kycRejectionReasonOnlyOnReject,
    },
  });

/**
 * PATCH /api/kyc/:id: spec/001's {status}, plus (issue 21) `rejectionReason` with status 'rejected':
 * required there (kept on the application, shown to admins and e-mailed to the applicant), refused
 * with any other status. A known status that is not a legal move (pending -> approved | rejected) is a 409.
 */
@DescribeBody((schema): SchemaObject => {
  const { rejectionReason, ...others } = schema.properties as Record<string, SchemaObject>;
  return {
    ...schema,
    properties: { ...others, rejectionReason: {} },
    required: (schema.required ?? []).filter((name) => name !== 'rejectionReason'),
    oneOf: [
      { properties: { status: { const: 'rejected' } as SchemaObject, rejectionReason }, required: ['status', 'rejectionReason'] },
      {
        properties: { status: { type: 'string', enum: KYC_STATUSES.filter((s) => s !== 'rejected') } },
        not: { required: ['rejectionReason'] },
      } as SchemaObject,
    ],
  };
})
export class ReviewKycDto {
  @IsIn(KYC_STATUSES, { message: `status must be one of: ${KYC_STATUSES.join(', ')}` })
  status: KycStatus;

  @ValidateIf((o: ReviewKycDto) => o.status === 'rejected' || o.rejectionReason !== undefined)
  @OnlyWhenRejecting()
  @RequiredString(MESSAGES.kycRejectionReasonRequired, KYC_REJECTION_REASON_MAX)
  @Trim()
  rejectionReason?: string;
}
