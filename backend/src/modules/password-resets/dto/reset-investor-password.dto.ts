import { IsOptional, IsString, MaxLength } from 'class-validator';

import { Trim } from '../../../common/validation/decorators.js';

export class ResetInvestorPasswordDto {
  // Rules run bottom-up and stop at the first failure: the type check comes last.
  @IsOptional()
  @Trim()
  @MaxLength(2000, { message: 'notes must be at most 2000 characters' })
  @IsString({ message: 'notes must be text' })
  notes?: string;
}
