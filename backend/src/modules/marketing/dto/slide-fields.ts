import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, Max, Min, ValidateBy, ValidateIf } from 'class-validator';

import { MESSAGES } from '@fund/contracts';

import { isHttpUrl as isHttpUrlText, RequiredString, Trim } from '../../../common/validation/decorators.js';

// The spec/001 §5 marketing slide rules, shared by create (all but order and isActive required) and
// update (every field optional, but null is refused as for create).

export const SLIDE_TITLE_MAX = 200;
export const SLIDE_BUTTON_TEXT_MAX = 100;
export const SLIDE_URL_MAX = 2048;
export const SLIDE_ORDER_MAX = 1_000_000;

export const isHttpUrl = (value: unknown): value is string => isHttpUrlText(value) && [...value].length <= SLIDE_URL_MAX;

/** Validated only when sent: an update leaves an omitted field as it is. */
export const WhenSent = () => ValidateIf((_object: object, value: unknown) => value !== undefined);

export const SlideTitle = () => applyDecorators(Trim(), RequiredString(MESSAGES.titleRequired, SLIDE_TITLE_MAX));

/** Required here; SlideImagesService checks it is an uploaded public slide image or an http(s) URL. */
export const SlideImageUrl = () => applyDecorators(Trim(), RequiredString(MESSAGES.imageUrlRequired, SLIDE_URL_MAX));

export const SlideButtonText = () => applyDecorators(Trim(), RequiredString(MESSAGES.buttonTextRequired, SLIDE_BUTTON_TEXT_MAX));

/** An absolute http or https URL: 'Must be a valid URL'. */
export const SlideButtonUrl = () =>
  applyDecorators(
    Trim(),
    ValidateBy({
      name: 'httpUrl',
      constraints: [SLIDE_URL_MAX],
      validator: { validate: isHttpUrl, defaultMessage: () => MESSAGES.invalidUrl },
    }),
  );

/** A whole number of 0 or more; digits sent as text are accepted. */
export const SlideOrder = () =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value)),
    Max(SLIDE_ORDER_MAX, { message: MESSAGES.slideOrderInvalid }),
    Min(0, { message: MESSAGES.slideOrderInvalid }),
    IsInt({ message: MESSAGES.slideOrderInvalid }),
  );

/** The text flag 'true'/'false' (spec/001 §3) or a JSON boolean. */
export const SlideActive = () =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value)),
    IsBoolean({ message: MESSAGES.slideActiveInvalid }),
  );
