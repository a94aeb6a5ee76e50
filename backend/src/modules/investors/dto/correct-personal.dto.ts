import { COUNTRIES, EARLIEST_DATE, MESSAGES } from '@fund/contracts';
import { IsIn, IsOptional, MaxLength, ValidateIf } from 'class-validator';

import { PhoneNumber, RequiredString, Trim } from '../../../common/validation/decorators.js';
import { KYC_MAX } from '../../kyc/dto/submit-kyc.dto.js';
import { BlankToNull, PastDate } from '../../kyc/dto/kyc-rules.js';

const sent = (field: keyof CorrectPersonalDto) => (dto: CorrectPersonalDto) => dto[field] !== undefined;

/**
 * PATCH /api/admin/investors/{investorId}/personal (issue 21 item 6): the personal details an admin may
 * correct, each optional and checked by the KYC application's own rules (SubmitKycDto, input-rules.ts):
 * a field sent as null or blank is refused like a missing one on the application. The e-mail (the
 * login's address) and the bank details (the investor's own, with their password) are not here, so the
 * global pipe refuses them as unknown.
 */
export class CorrectPersonalDto {
  @ValidateIf(sent('fullName'))
  @Trim()
  @RequiredString(MESSAGES.fullNameRequired, KYC_MAX.name)
  fullName?: string;

  @ValidateIf(sent('dateOfBirth'))
  @PastDate(`Date of birth must be a past date (YYYY-MM-DD) after ${EARLIEST_DATE}`)
  @RequiredString('Date of birth is required', 10)
  dateOfBirth?: string;

  @ValidateIf(sent('phone'))
  @Trim()
  @PhoneNumber()
  @RequiredString(MESSAGES.phoneRequired, 20)
  phone?: string;

  @ValidateIf(sent('country'))
  @IsIn(COUNTRIES, { message: `Country must be one of: ${COUNTRIES.join(', ')}` })
  @RequiredString('Country is required', KYC_MAX.name)
  country?: string;

  @ValidateIf(sent('fullAddress'))
  @Trim()
  @RequiredString(MESSAGES.fullAddressRequired, KYC_MAX.address)
  fullAddress?: string;

  /** Blank or null clears it (it is optional on the application too). */
  @IsOptional()
  @MaxLength(KYC_MAX.number, { message: `passportNumber must be at most ${KYC_MAX.number} characters` })
  @BlankToNull()
  passportNumber?: string | null;
}
