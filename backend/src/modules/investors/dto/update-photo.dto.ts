import { MESSAGES } from '@fund/contracts';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, ValidateIf } from 'class-validator';

/** The object path set-acl answered (or the upload URL it was given); null or blank removes the photo. */
export class UpdatePhotoDto {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value))
  @ValidateIf((_dto, value) => value !== null)
  @IsString({ message: MESSAGES.profilePhotoInvalid })
  @MaxLength(2048, { message: MESSAGES.profilePhotoInvalid })
  profilePhotoUrl: string | null;
}
