import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';

import { isWholeMoney, MAX_MONEY_AMOUNT } from '@fund/contracts';

// Field rules shared by the asset form and the asset performance update (spec/001 §3, §5). Inside
// applyDecorators registration order is evaluation order.

const DIGITS = /^\s*\d+\s*$/;
const SIGNED_DIGITS = /^\s*-?\d+\s*$/;
const PERCENT = /^(\d{1,3}(?:\.\d+)?)\s*%?$/;

const isBlank = (value: unknown) => value === null || (typeof value === 'string' && value.trim() === '');

/** Digit strings such as '450000' become numbers; anything else is left for the rule to refuse. */
const parseWhole = (pattern: RegExp) =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' && pattern.test(value) ? Number(value) : value));

const wholeAtLeastZero = (value: unknown) => isWholeMoney(value, 0);

/** A required whole amount of 0 or more (GBP); '450000' is accepted. */
export const WholeAmount = (message: string) =>
  applyDecorators(
    parseWhole(DIGITS),
    ValidateBy({ name: 'wholeAmount', validator: { validate: wholeAtLeastZero, defaultMessage: () => message } }),
  );

/** An optional whole amount of 0 or more: null or '' clear it (stored as null). */
export const OptionalWholeAmount = (message: string) =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      isBlank(value) ? null : typeof value === 'string' && DIGITS.test(value) ? Number(value) : value,
    ),
    ValidateBy({
      name: 'optionalWholeAmount',
      validator: { validate: (v: unknown) => v === null || wholeAtLeastZero(v), defaultMessage: () => message },
    }),
  );

/** An optional whole number that may be negative (a loss), e.g. net profits; null or '' mean none. */
export const OptionalSignedWhole = (message: string) =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      isBlank(value) ? null : typeof value === 'string' && SIGNED_DIGITS.test(value) ? Number(value) : value,
    ),
    ValidateBy({
      name: 'optionalSignedWhole',
      validator: { validate: (v: unknown) => v === null || isWholeMoney(v, -MAX_MONEY_AMOUNT), defaultMessage: () => message },
    }),
  );

/**
 * Percent text such as '92%' or '6.5%': a number from 0 to 100, the % optional on input and always
 * present in storage (92, '92' and '92 %' are stored as '92%'), so the UI's mean of percent strings
 * reads every value alike. null or '' clear it.
 */
export function normalizePercent(value: unknown): unknown {
  if (isBlank(value)) return null;
  // Written out in full (1e-7 as 0.0000001): the OpenAPI document promises every number from 0 to 100.
  const text =
    typeof value === 'number' && Number.isFinite(value)
      ? value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
      : value;
  if (typeof text !== 'string') return value;
  const match = PERCENT.exec(text.trim());
  return match && Number(match[1]) <= 100 ? `${match[1]}%` : value;
}

const isStoredPercent = (value: unknown) =>
  typeof value === 'string' && /^\d{1,3}(\.\d+)?%$/.test(value) && Number(value.slice(0, -1)) <= 100;

export const OptionalPercent = (message: string) =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) => normalizePercent(value)),
    ValidateBy({
      name: 'optionalPercent',
      validator: { validate: (v: unknown) => v === null || isStoredPercent(v), defaultMessage: () => message },
    }),
  );
