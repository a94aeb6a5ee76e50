import { MESSAGES, UPLOAD_POLICIES } from '@fund/contracts';
import type { SchemaObject } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';

import { DescribeBody } from '../../../common/openapi/describe-body.js';
import { contentTypePattern, fileNamePattern } from '../../../common/openapi/upload-patterns.js';
import { RequiredString, Trim } from '../../../common/validation/decorators.js';

const IMAGE = UPLOAD_POLICIES['asset-image'];

const URL_MAX = 2048;

/**
 * POST /api/objects/request-upload (spec/001 §7). `path` is the admin UI's folder hint; the server
 * chooses every object key itself, so it is accepted and ignored. `size`, when the client sends it,
 * lets an oversized image be refused before any byte is sent. The image's name and declared type are
 * checked by the service (asset-media.service.ts), against the asset-image upload policy.
 */
@DescribeBody((schema) => {
  const properties = schema.properties as Record<string, SchemaObject>;
  return {
    ...schema,
    properties: {
      ...properties,
      fileName: {
        ...properties.fileName,
        pattern: fileNamePattern(IMAGE),
        description: `Ends with ${IMAGE.extensions.join(', ')} (any case)`,
      },
      contentType: {
        ...properties.contentType,
        pattern: contentTypePattern(IMAGE),
        description: `${IMAGE.contentTypes.join(' or ')} (any case)`,
      },
      size: { ...properties.size, maximum: IMAGE.maxBytes },
    },
  };
})
export class RequestUploadDto {
  @Trim() @RequiredString(MESSAGES.fileNameRequired, 255) fileName: string;
  @Trim() @RequiredString(MESSAGES.contentTypeRequired, 255) contentType: string;
  @IsOptional()
  @IsString({ message: 'path must be a string' })
  @MaxLength(1000, { message: 'path must be at most 1000 characters' })
  path?: string;
  @IsOptional() @Min(0, { message: 'size must be 0 or more' }) @IsInt({ message: 'size must be a whole number of bytes' }) size?: number;
}

/** POST /api/admin/assets/:id/media: an uploaded asset image by its upload URL or object path. */
export class AttachAssetMediaDto {
  @Trim() @RequiredString(MESSAGES.assetMediaUrlRequired, URL_MAX) mediaUrl: string;
  /** A hint only: the stored mediaType is the image type read from the file's content. */
  @IsOptional()
  @IsString({ message: 'mediaType must be a string' })
  @MaxLength(255, { message: 'mediaType must be at most 255 characters' })
  mediaType?: string;
  @Trim() @RequiredString(MESSAGES.fileNameRequired, 255) fileName: string;
}
