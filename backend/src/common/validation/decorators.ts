import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateBy, type ValidationOptions } from 'class-validator';

import { isCalendarDate, isDateInRange, isPhone, MESSAGES, usernameError } from '@fund/contracts';

// Field rules with the spec's messages. The global pipe stops at a property's first failing rule, and
// class-validator runs a property's decorators bottom-up: put the presence rule (Required*) last.

const DEFAULT_MAX = 10_000;

const TRIMMED_KEY = Symbol('fund:trimmed');

/** Trims strings on the way in; the rules after it (lengths) read the trimmed text, and the OpenAPI document says so (isTrimmed). */
export const Trim = (): PropertyDecorator => (target, property) => {
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))(target, property);
  Reflect.defineMetadata(TRIMMED_KEY, true, target, property);
};

/** Does the DTO trim this property (Trim)? */
export const isTrimmed = (dto: abstract new (...args: never[]) => unknown, property: string): boolean =>
  Reflect.getMetadata(TRIMMED_KEY, dto.prototype as object, property) === true;

/** Characters as JSON Schema's maxLength counts them (code points: an emoji is one). */
const lengthOf = (text: string) => [...text].length;

/** A string with at least one non-space character, at most `maxLength` characters (the OpenAPI document reads `constraints`). */
export function RequiredString(message: string, maxLength = DEFAULT_MAX, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'requiredString',
      constraints: [maxLength],
      validator: {
        validate: (value: unknown) => typeof value === 'string' && value.trim().length > 0 && lengthOf(value) <= maxLength,
        defaultMessage: (args) =>
          typeof args?.value === 'string' && lengthOf(args.value) > maxLength
            ? `${args.property} must be at most ${maxLength} characters`
            : message,
      },
    },
    options,
  );
}

/**
 * An e-mail address as the API takes it (one rule, published as the OpenAPI `pattern`): a dot-atom
 * local part of at most 64 characters, `@`, and a domain of DNS labels ending in a letters-only top
 * level; spaces around it are trimmed.
 */
export const EMAIL_PATTERN =
  /^\s*(?=[^@\s]{1,64}@)[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}\s*$/;

/**
 * An absolute http(s) URL as the API takes it (one rule, published as the OpenAPI `pattern`): a host
 * of DNS labels (no user name, no IP literal), an optional port up to 65535, then any path, query and
 * fragment without spaces.
 */
export const HTTP_URL_PATTERN =
  /^[Hh][Tt][Tt][Pp][Ss]?:\/\/[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*(:([1-9]\d{0,3}|[1-5]\d{4}|6[0-4]\d{3}|65[0-4]\d{2}|655[0-2]\d|6553[0-5]))?([/?#]\S*)?$/;

export const isHttpUrl = (value: unknown): value is string => typeof value === 'string' && HTTP_URL_PATTERN.test(value);

/** A required e-mail address, trimmed and lower-cased (e-mails are stored lower-case). */
export function EmailAddress(missingMessage: string = MESSAGES.invalidEmail): PropertyDecorator {
  // Registration order is evaluation order: presence first, then format.
  return applyDecorators(
    RequiredString(missingMessage, 254),
    Matches(EMAIL_PATTERN, { message: MESSAGES.invalidEmail }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
  );
}

/**
 * A username wherever one is set (setup, admin creation, invitation acceptance, KYC credentials):
 * `missingMessage` when absent or blank, else @fund/contracts' usernameError (3 to 100 characters after
 * trimming, no control, invisible or non-space blank characters). Stored trimmed.
 */
export function Username(missingMessage: string): PropertyDecorator {
  return applyDecorators(
    RequiredString(missingMessage),
    ValidateBy({
      name: 'username',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && usernameError(value) === null,
        defaultMessage: (args) => usernameError(String(args?.value)) ?? missingMessage,
      },
    }),
    Trim(),
  );
}

/**
 * A phone number as @fund/contracts' isPhone (`+971 501234567`: a listed code, a space, 4-15 digits);
 * when the body also sends the form's `countryCode` (the KYC application), the phone starts with it.
 */
export const PhoneNumber = (message: string = MESSAGES.phoneInvalid) =>
  ValidateBy({
    name: 'kycPhone',
    validator: {
      validate: (value: unknown, args) => {
        const code = (args?.object as { countryCode?: unknown } | undefined)?.countryCode;
        return isPhone(value) && (typeof code !== 'string' || value.startsWith(`${code} `));
      },
      defaultMessage: () => message,
    },
  });

/**
 * A date YYYY-MM-DD the API stores: '<label> must be a date (YYYY-MM-DD)' when it is none, and
 * MESSAGES.dateOutOfRange(label) outside EARLIEST_DATE..LATEST_DATE (@fund/contracts limits).
 */
export function CalendarDate(label: string): PropertyDecorator {
  return applyDecorators(
    ValidateBy({
      name: 'isCalendarDate',
      validator: { validate: isCalendarDate, defaultMessage: () => `${label} must be a date (YYYY-MM-DD)` },
    }),
    ValidateBy({ name: 'dateInRange', validator: { validate: isDateInRange, defaultMessage: () => MESSAGES.dateOutOfRange(label) } }),
  );
}

/** A required record id: `missingMessage` when absent, '<label> must be a valid id' when not a uuid. */
export function RequiredId(label: string, missingMessage: string): PropertyDecorator {
  return applyDecorators(RequiredString(missingMessage, 100), IsUUID('all', { message: `${label} must be a valid id` }), Trim());
}

/** An uploaded file's type as the client names it ('PDF', '.pdf' or a MIME type): a hint for the stored type. */
export const FileTypeHint = () =>
  applyDecorators(
    IsOptional(),
    IsString({ message: (args) => `${args.property} must be a string` }),
    MaxLength(255, { message: (args) => `${args.property} must be at most 255 characters` }),
  );

/** An uploaded file's size as the client's widget sends it, never trusted: stored sizes come from the stored object. */
export const FileSizeHint = () =>
  applyDecorators(
    IsOptional(),
    ValidateBy({
      name: 'sizeHint',
      validator: {
        validate: (value: unknown) => typeof value === 'number' || (typeof value === 'string' && lengthOf(value) <= 100),
        defaultMessage: (args) => `${args?.property} must be a number or a text`,
      },
    }),
  );
