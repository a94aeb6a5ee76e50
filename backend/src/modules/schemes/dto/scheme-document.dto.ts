import { MESSAGES } from '@fund/contracts';
import { IsOptional, IsString } from 'class-validator';

import { FileSizeHint, FileTypeHint, RequiredString, Trim } from '../../../common/validation/decorators.js';

const URL_MAX = 2048;

/** POST /api/objects/save-document (spec/001 §3 "Upload file" plus schemeId). */
export class SaveSchemeDocumentDto {
  @Trim() @RequiredString(MESSAGES.uploadUrlRequired, URL_MAX) uploadURL: string;
  @Trim() @RequiredString(MESSAGES.schemeRequired, 100) schemeId: string;
  @Trim() @RequiredString(MESSAGES.schemeDocumentNameRequired, 255) name: string;
  @FileTypeHint() type?: string;
  @FileSizeHint() size?: number | string;
}

/** POST /api/schemes/:id/documents: attaches an uploaded scheme document by its object path. */
export class AttachSchemeDocumentDto {
  /** Optional; when sent it must be the scheme in the path. */
  @IsOptional() @IsString({ message: MESSAGES.schemeDocumentSchemeMismatch }) schemeId?: string;
  @Trim() @RequiredString(MESSAGES.schemeDocumentNameRequired, 255) name: string;
  @Trim() @RequiredString(MESSAGES.schemeDocumentUrlInvalid, URL_MAX) url: string;
  @FileTypeHint() type?: string;
  @FileSizeHint() size?: number | string;
}
