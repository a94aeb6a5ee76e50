import { MESSAGES, UPLOAD_KINDS } from '@fund/contracts';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy } from 'class-validator';

import { isValidKey, OBJECT_PATH_PREFIX } from '../../../common/storage/object-storage.js';
import { EmailAddress, isHttpUrl, RequiredString, Trim } from '../../../common/validation/decorators.js';

export const PROFILE_PHOTO_URL_MAX = 2048;
export const PROFILE_PHOTO_URL_INVALID = 'Profile photo must be an uploaded image path (/api/objects/...) or an http(s) URL';

/** An object path this server issues (`/api/objects/<kind>/<uuid>`) or an absolute http(s) URL. */
export function isProfilePhotoUrl(value: unknown): boolean {
  if (typeof value !== 'string' || [...value].length > PROFILE_PHOTO_URL_MAX) return false;
  if (value.startsWith(OBJECT_PATH_PREFIX)) return isValidKey(value.slice(OBJECT_PATH_PREFIX.length), UPLOAD_KINDS);
  return isHttpUrl(value);
}

/** spec/001 §5 "Profile"; username is not a field here, so sending it is refused as unknown. */
export class UpdateProfileDto {
  @EmailAddress()
  email: string;

  @Trim()
  @RequiredString(MESSAGES.fullNameRequired, 200)
  fullName: string;

  /** Omitted: unchanged. null or empty: removed. */
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value,
  )
  @IsOptional()
  @ValidateBy({
    name: 'isProfilePhotoUrl',
    constraints: [PROFILE_PHOTO_URL_MAX],
    validator: { validate: isProfilePhotoUrl, defaultMessage: () => PROFILE_PHOTO_URL_INVALID },
  })
  profilePhotoUrl?: string | null;
}
