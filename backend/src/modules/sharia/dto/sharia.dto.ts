import {
  MESSAGES,
  NISAB_METALS,
  PRONOUNCEMENT_KINDS,
  PURIFICATION_BASES,
  SHARIA_GATE_MODES,
  SHARIA_OPINIONS,
  ZAKAT_YEARS,
  type BoardMemberInput,
  type NisabMetal,
  type NisabPriceInput,
  type PronouncementInput,
  type PronouncementKind,
  type PurificationBasis,
  type PurificationMarkInput,
  type PurificationRateInput,
  type SchemeZakatInput,
  type ShariaGateMode,
  type ShariaOpinion,
  type ShariaReportInput,
  type ShariaSettingsUpdate,
  type ZakatDateInput,
  type ZakatYear,
} from '@fund/contracts';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';

import { CalendarDate, RequiredId, RequiredString, Trim } from '../../../common/validation/decorators.js';

/** A percentage 0-100 with at most 4 decimals, as a string (exact; never a float). */
export const PERCENT_PATTERN = /^(100(\.0{1,4})?|\d{1,2}(\.\d{1,4})?)$/;
/** A price > 0 with at most 4 decimals (the "> 0" is the service's check). */
export const PRICE_PATTERN = /^\d{1,10}(\.\d{1,4})?$/;
const TEXT_MAX = 200;
const LONG_MAX = 5000;

/** Each field optional; null is not a value (400), absent leaves it unchanged. */
export class ShariaSettingsDto implements ShariaSettingsUpdate {
  @ValidateIf((dto: ShariaSettingsDto) => dto.gateMode !== undefined)
  @IsIn(SHARIA_GATE_MODES, { message: `gateMode must be one of: ${SHARIA_GATE_MODES.join(', ')}` })
  gateMode?: ShariaGateMode;

  @ValidateIf((dto: ShariaSettingsDto) => dto.certificateRequired !== undefined)
  @IsBoolean({ message: 'certificateRequired must be true or false' })
  certificateRequired?: boolean;

  @ValidateIf((dto: ShariaSettingsDto) => dto.nisabMetal !== undefined)
  @IsIn(NISAB_METALS, { message: `nisabMetal must be one of: ${NISAB_METALS.join(', ')}` })
  nisabMetal?: NisabMetal;

  @ValidateIf((dto: ShariaSettingsDto) => dto.zakatYear !== undefined)
  @IsIn(ZAKAT_YEARS, { message: `zakatYear must be one of: ${ZAKAT_YEARS.join(', ')}` })
  zakatYear?: ZakatYear;
}

export class UploadKindDto {
  @IsIn(['sharia-document', 'board-photo'], { message: 'kind must be one of: sharia-document, board-photo' })
  kind!: 'sharia-document' | 'board-photo';
}

export class BoardMemberDto implements BoardMemberInput {
  @Trim()
  @RequiredString('Full name is required', TEXT_MAX)
  fullName!: string;

  @Trim()
  @RequiredString('Title is required', TEXT_MAX)
  title!: string;

  @Trim()
  @RequiredString('Credentials are required', 1000)
  credentials!: string;

  @IsOptional()
  @IsString({ message: 'photoUrl must be an object path' })
  @MaxLength(300)
  photoUrl?: string | null;

  @Trim()
  @RequiredString('The English bio is required', LONG_MAX)
  bioEn!: string;

  @IsOptional()
  @Trim()
  @IsString({ message: 'bioAr must be text' })
  @MaxLength(LONG_MAX)
  bioAr?: string;

  @CalendarDate('appointedOn')
  @RequiredString('appointedOn must be a date (YYYY-MM-DD)', 10)
  appointedOn!: string;

  @IsOptional()
  @CalendarDate('endedOn')
  endedOn?: string | null;

  @IsOptional()
  @Trim()
  @IsString({ message: 'conflicts must be text' })
  @MaxLength(LONG_MAX)
  conflicts?: string;
}

export class PronouncementDto implements PronouncementInput {
  @RequiredId('schemeId', 'schemeId is required')
  schemeId!: string;

  @IsIn(PRONOUNCEMENT_KINDS, { message: `kind must be one of: ${PRONOUNCEMENT_KINDS.join(', ')}` })
  kind!: PronouncementKind;

  @Trim()
  @RequiredString('Title is required', TEXT_MAX)
  title!: string;

  @Trim()
  @RequiredString('Issuer is required', TEXT_MAX)
  issuer!: string;

  @Trim()
  @RequiredString('Signatories are required', 1000)
  signatories!: string;

  @CalendarDate('issuedOn')
  @RequiredString('issuedOn must be a date (YYYY-MM-DD)', 10)
  issuedOn!: string;

  @IsOptional()
  @CalendarDate('validUntil')
  validUntil?: string | null;

  @IsOptional()
  @IsString({ message: 'documentUrl must be an object path' })
  @MaxLength(300)
  documentUrl?: string | null;

  @IsOptional()
  @Trim()
  @IsString({ message: 'summary must be text' })
  @MaxLength(LONG_MAX)
  summary?: string;
}

export class ShariaReportDto implements ShariaReportInput {
  @IsInt({ message: 'year must be a whole number' })
  @Min(1900, { message: 'year must be from 1900 to 2200' })
  @Max(2200, { message: 'year must be from 1900 to 2200' })
  year!: number;

  @IsIn(SHARIA_OPINIONS, { message: `opinion must be one of: ${SHARIA_OPINIONS.join(', ')}` })
  opinion!: ShariaOpinion;

  @IsString({ message: MESSAGES.shariaDocumentInvalid })
  @MaxLength(300)
  documentUrl!: string;

  @IsOptional()
  @Trim()
  @IsString({ message: 'summary must be text' })
  @MaxLength(LONG_MAX)
  summary?: string;
}

export class PurificationRateDto implements PurificationRateInput {
  @RequiredId('schemeId', 'schemeId is required')
  schemeId!: string;

  @CalendarDate('periodStart')
  @RequiredString(MESSAGES.periodStartInvalid, 10)
  periodStart!: string;

  @CalendarDate('periodEnd')
  @RequiredString(MESSAGES.periodEndInvalid, 10)
  periodEnd!: string;

  @IsIn(PURIFICATION_BASES, { message: `basis must be one of: ${PURIFICATION_BASES.join(', ')}` })
  basis!: PurificationBasis;

  @ValidateIf((dto: PurificationRateDto) => dto.basis === 'percent' || (dto.percent !== undefined && dto.percent !== null))
  @Matches(PERCENT_PATTERN, { message: MESSAGES.purificationPercentInvalid })
  @IsString({ message: MESSAGES.purificationPercentInvalid })
  percent?: string | null;

  @ValidateIf((dto: PurificationRateDto) => dto.basis === 'amount' || (dto.amount !== undefined && dto.amount !== null))
  @Min(0, { message: MESSAGES.purificationAmountInvalid })
  @Max(Number.MAX_SAFE_INTEGER, { message: MESSAGES.purificationAmountInvalid })
  @IsInt({ message: MESSAGES.purificationAmountInvalid })
  amount?: number | null;

  @IsOptional()
  @Trim()
  @IsString({ message: 'note must be text' })
  @MaxLength(1000)
  note?: string;
}

export class PurificationMarkDto implements PurificationMarkInput {
  @IsBoolean({ message: 'given must be true or false' })
  given!: boolean;

  @IsOptional()
  @IsString({ message: MESSAGES.purificationReceiptInvalid })
  @MaxLength(300)
  receiptUrl?: string | null;
}

export class NisabPriceDto implements NisabPriceInput {
  @IsIn(NISAB_METALS, { message: `metal must be one of: ${NISAB_METALS.join(', ')}` })
  metal!: NisabMetal;

  @Matches(PRICE_PATTERN, { message: MESSAGES.nisabPriceInvalid })
  @IsString({ message: MESSAGES.nisabPriceInvalid })
  pricePerGram!: string;

  @CalendarDate('effectiveOn')
  @RequiredString('effectiveOn must be a date (YYYY-MM-DD)', 10)
  effectiveOn!: string;
}

export class SchemeZakatDto implements SchemeZakatInput {
  @ValidateIf((dto: SchemeZakatDto) => dto.zakatAssetsPercent !== null)
  @Matches(PERCENT_PATTERN, { message: MESSAGES.zakatAssetsPercentInvalid })
  @IsString({ message: MESSAGES.zakatAssetsPercentInvalid })
  zakatAssetsPercent!: string | null;
}

export class ZakatDateDto implements ZakatDateInput {
  @Max(12, { message: MESSAGES.hijriDateInvalid })
  @Min(1, { message: MESSAGES.hijriDateInvalid })
  @IsInt({ message: MESSAGES.hijriDateInvalid })
  hijriMonth!: number;

  @Max(30, { message: MESSAGES.hijriDateInvalid })
  @Min(1, { message: MESSAGES.hijriDateInvalid })
  @IsInt({ message: MESSAGES.hijriDateInvalid })
  hijriDay!: number;
}

/** GET /api/admin/sharia/purification-totals(.csv): optional scheme and year of the payouts. */
export class PurificationTotalsQueryDto {
  @IsOptional()
  @IsUUID('all', { message: 'schemeId must be a valid id' })
  schemeId?: string;

  @IsOptional()
  @Matches(/^\d{4}$/, { message: 'year must be a year, e.g. 2026' })
  year?: string;
}
