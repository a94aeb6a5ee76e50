import { MESSAGES } from '@fund/contracts';
import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';

import { RequiredString, Trim } from '../../../common/validation/decorators.js';

const URL_MAX = 2048;

/**
 * POST /api/objects/request-upload (spec/001 §7). `path` is the admin UI's folder hint; the server
 * chooses every object key itself, so it is accepted and ignored. `size`, when the client sends it,
 * lets an oversized image be refused before any byte is sent.
 */
export class RequestUploadDto {
  @Trim() @RequiredString(MESSAGES.fileNameRequired, 255) fileName: string;
  @Trim() @RequiredString(MESSAGES.contentTypeRequired, 255) contentType: string;
  @IsOptional() @IsString({ message: 'path must be a string' }) @MaxLength(1000, { message: 'path must be at most 1000 characters' }) path?: string;
  @IsOptional() @Min(0, { message: 'size must be 0 or more' }) @IsInt({ message: 'size must be a whole number of bytes' }) size?: number;
}

/** POST /api/admin/assets/:id/media: an uploaded asset image by its upload URL or object path. */
export class AttachAssetMediaDto {
  @Trim() @RequiredString(MESSAGES.assetMediaUrlRequired, URL_MAX) mediaUrl: string;
  /** A hint only: the stored mediaType is the image type read from the file's content. */
  @IsOptional() @IsString({ message: 'mediaType must be a string' }) @MaxLength(255, { message: 'mediaType must be at most 255 characters' }) mediaType?: string;
  @Trim() @RequiredString(MESSAGES.fileNameRequired, 255) fileName: string;
}
