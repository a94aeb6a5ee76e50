import { MESSAGES, PASSWORD_MIN_OWN_CHANGE } from '@fund/contracts';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SetupDto {
  @Transform(trim)
  @IsString({ message: MESSAGES.fillAllFields })
  @IsNotEmpty({ message: MESSAGES.fillAllFields })
  @MaxLength(200)
  fullName: string;

  @Transform(trim)
  @IsString({ message: MESSAGES.fillAllFields })
  @IsNotEmpty({ message: MESSAGES.fillAllFields })
  @IsEmail({}, { message: MESSAGES.invalidEmail })
  email: string;

  @Transform(trim)
  @IsString({ message: MESSAGES.fillAllFields })
  @IsNotEmpty({ message: MESSAGES.fillAllFields })
  @MaxLength(100)
  username: string;

  @IsString({ message: MESSAGES.fillAllFields })
  @IsNotEmpty({ message: MESSAGES.fillAllFields })
  @MinLength(PASSWORD_MIN_OWN_CHANGE, { message: MESSAGES.passwordTooShort6 })
  @MaxLength(200)
  password: string;
}
