import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsIn, ValidateBy, ValidateIf } from 'class-validator';

import {
  CAPITAL_RETURN_METHODS,
  isWholeMoney,
  MESSAGES,
  PAYOUT_FREQUENCIES,
  PRODUCT_TYPES,
  RETURN_TYPES,
  SCHEME_STATUSES,
} from '@fund/contracts';

import { isHttpUrl, RequiredString, Trim } from '../../../common/validation/decorators.js';

// The scheme form's rules (spec/001 §3, §5, §9), shared by create and update. Inside applyDecorators
// registration order is evaluation order, so the presence rule comes first.

export const VIDEO_URL_MAX = 2048;

/** Checks a property only when it was sent: null and '' are checked (and refused where a value is needed). */
export const IfPresent = () => ValidateIf((_object: unknown, value: unknown) => value !== undefined);

const text = (message: string, maxLength: number) => applyDecorators(RequiredString(message, maxLength), Trim());

export const ProductIdField = () => IsIn(PRODUCT_TYPES, { message: MESSAGES.schemeProductInvalid });
export const NameField = () => text(MESSAGES.schemeNameRequired, 200);
export const DescriptionField = () => text(MESSAGES.descriptionRequired, 10_000);
export const CountryField = () => text(MESSAGES.schemeCountryRequired, 100);
export const TermField = () => text(MESSAGES.schemeTermRequired, 100);
export const RoiField = () => text(MESSAGES.schemeRoiRequired, 50);
export const LiquidityField = () => text(MESSAGES.schemeLiquidityRequired, 200);
export const StatusField = () => IsIn(SCHEME_STATUSES, { message: MESSAGES.schemeStatusInvalid });
export const ReturnTypeField = () => IsIn(RETURN_TYPES, { message: MESSAGES.schemeReturnTypeInvalid });
/** All five frequencies on create and on edit: see SchemesService for why. */
export const PayoutFrequencyField = () => IsIn(PAYOUT_FREQUENCIES, { message: MESSAGES.schemePayoutFrequencyInvalid });
export const CapitalReturnMethodField = () => IsIn(CAPITAL_RETURN_METHODS, { message: MESSAGES.schemeCapitalReturnMethodInvalid });

/** A whole number from 0 up to MAX_MONEY_AMOUNT; digit strings such as '50000' are parsed, anything else refused. */
export const MinimumInvestmentField = () =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value)),
    ValidateBy({
      name: 'wholeAmount',
      validator: {
        validate: (value: unknown) => isWholeMoney(value, 0),
        defaultMessage: () => MESSAGES.schemeMinimumInvestmentInvalid,
      },
    }),
  );

/** Optional http(s) URL; '' and null mean no video. YouTube links are put in embed form by the service. */
export const VideoUrlField = () =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value)),
    ValidateBy({
      name: 'videoUrl',
      constraints: [VIDEO_URL_MAX],
      validator: {
        validate: (value: unknown) =>
          value === null || (typeof value === 'string' && [...value].length <= VIDEO_URL_MAX && isHttpUrl(value)),
        defaultMessage: () => MESSAGES.schemeVideoUrlInvalid,
      },
    }),
  );
