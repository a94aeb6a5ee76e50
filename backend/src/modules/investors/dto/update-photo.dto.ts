import { MESSAGES } from '@fund/contracts';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, ValidateIf } from 'class-validator';

import { DescribeBody } from '../../../common/openapi/describe-body.js';

/** The object path set-acl answered (or the upload URL it was given); null or blank removes the photo. */
@DescribeBody((schema) => ({
  ...schema,
  // The field is required (a missing one is refused), null clears the photo; whether the text names a
  // public photo stored here is the stored state's answer (422).
  required: ['profilePhotoUrl'],
  properties: {
    profilePhotoUrl: {
      type: ['string', 'null'] as unknown as 'string',
      maxLength: 2048,
      description:
        'The object path POST /api/objects/set-acl answered for an uploaded profile photo (or its upload URL); null or blank removes the photo',
    },
  },
}))
export class UpdatePhotoDto {
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value,
  )
  @ValidateIf((_dto, value) => value !== null)
  @IsString({ message: MESSAGES.profilePhotoInvalid })
  @MaxLength(2048, { message: MESSAGES.profilePhotoInvalid })
  profilePhotoUrl: string | null;
}
