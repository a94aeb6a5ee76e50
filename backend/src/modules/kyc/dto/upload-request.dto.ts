import { MESSAGES, UPLOAD_POLICIES } from '@fund/contracts';
import type { SchemaObject } from '@nestjs/swagger';
import { IsIn, ValidateIf } from 'class-validator';

import { DescribeBody } from '../../../common/openapi/describe-body.js';
import { contentTypePattern } from '../../../common/openapi/upload-patterns.js';
import { RequiredString, Trim } from '../../../common/validation/decorators.js';

export const SLIDE_UPLOAD_FOLDER = 'marketing-slides';

/** Checked once any field of the marketing-slide variant is sent. */
const SlideVariant = () =>
  ValidateIf((o: UploadRequestDto) => o.folder !== undefined || o.filename !== undefined || o.contentType !== undefined);

/**
 * POST /api/objects/upload. For the KYC wizard the body is empty (or `{}`): the server chooses a
 * kyc-document key. The admin marketing-slide variant sends `{filename, contentType, folder:
 * 'marketing-slides'}` (spec/001 §7); the service checks the caller is an admin.
 */
@DescribeBody((schema) => ({
  ...schema,
  properties: {
    ...schema.properties,
    // The slide image's declared type names an image (kyc-documents.service.ts), as sent.
    contentType: {
      ...(schema.properties?.contentType as SchemaObject),
      pattern: contentTypePattern(UPLOAD_POLICIES['slide-image'], true),
      description: 'An image type (image/...)',
    },
  },
  // All three fields or none of them.
  oneOf: [
    { required: ['filename', 'contentType', 'folder'] },
    { not: { anyOf: [{ required: ['filename'] }, { required: ['contentType'] }, { required: ['folder'] }] } },
  ],
}))
export class UploadRequestDto {
  @SlideVariant()
  @Trim()
  @RequiredString(MESSAGES.fileNameRequired, 255)
  filename?: string;

  @SlideVariant()
  @Trim()
  @RequiredString(MESSAGES.contentTypeRequired, 255)
  contentType?: string;

  @SlideVariant()
  @IsIn([SLIDE_UPLOAD_FOLDER], { message: MESSAGES.uploadFolderInvalid })
  folder?: typeof SLIDE_UPLOAD_FOLDER;
}
