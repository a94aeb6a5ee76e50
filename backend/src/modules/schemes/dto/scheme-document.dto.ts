import { applyDecorators } from '@nestjs/common';
import { MESSAGES } from '@fund/contracts';
import { IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';

import { RequiredString, Trim } from '../../../common/validation/decorators.js';

const URL_MAX = 2048;

/** The client's own idea of the file type ('PDF', '.pdf' or a MIME type): a hint for the stored type. */
const TypeHint = () =>
  applyDecorators(IsOptional(), IsString({ message: 'type must be a string' }), MaxLength(255, { message: 'type must be at most 255 characters' }));

/** Sent by the upload widget, never trusted: the stored size comes from the stored object. */
const SizeHint = () =>
  applyDecorators(
    IsOptional(),
    ValidateBy({
      name: 'sizeHint',
      validator: {
        validate: (value: unknown) => typeof value === 'number' || (typeof value === 'string' && value.length <= 100),
        defaultMessage: () => 'size must be a number or a text',
      },
    }),
  );

/** POST /api/objects/save-document (spec/001 §3 "Upload file" plus schemeId). */
export class SaveSchemeDocumentDto {
  @Trim() @RequiredString(MESSAGES.uploadUrlRequired, URL_MAX) uploadURL: string;
  @Trim() @RequiredString(MESSAGES.schemeRequired, 100) schemeId: string;
  @Trim() @RequiredString(MESSAGES.schemeDocumentNameRequired, 255) name: string;
  @TypeHint() type?: string;
  @SizeHint() size?: number | string;
}

/** POST /api/schemes/:id/documents: attaches an uploaded scheme document by its object path. */
export class AttachSchemeDocumentDto {
  /** Optional; when sent it must be the scheme in the path. */
  @IsOptional() @IsString({ message: MESSAGES.schemeDocumentSchemeMismatch }) schemeId?: string;
  @Trim() @RequiredString(MESSAGES.schemeDocumentNameRequired, 255) name: string;
  @Trim() @RequiredString(MESSAGES.schemeDocumentUrlInvalid, URL_MAX) url: string;
  @TypeHint() type?: string;
  @SizeHint() size?: number | string;
}
