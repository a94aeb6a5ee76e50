import { applyDecorators } from '@nestjs/common';
import { isCalendarDate, isDateInRange, isPhone, MESSAGES, usernameError } from '@fund/contracts';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, IsUUID, MaxLength, ValidateBy, type ValidationOptions } from 'class-validator';

// Field rules with the spec's messages. The global pipe stops at a property's first failing rule, and
// class-validator runs a property's decorators bottom-up: put the presence rule (Required*) last.

const DEFAULT_MAX = 10_000;

/** Trims strings on the way in. */
export const Trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** A string with at least one non-space character, at most `maxLength` long. */
export function RequiredString(message: string, maxLength = DEFAULT_MAX, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'requiredString',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && value.trim().length > 0 && value.length <= maxLength,
        defaultMessage: (args) =>
          typeof args?.value === 'string' && args.value.length > maxLength ? `${args.property} must be at most ${maxLength} characters` : message,
      },
    },
    options,
  );
}

/** A required e-mail address, trimmed and lower-cased (e-mails are stored lower-case). */
export function EmailAddress(missingMessage: string = MESSAGES.invalidEmail): PropertyDecorator {
  // Registration order is evaluation order: presence first, then format.
  return applyDecorators(
    RequiredString(missingMessage, 254),
    IsEmail({}, { message: MESSAGES.invalidEmail }),
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
    ValidateBy({ name: 'isCalendarDate', validator: { validate: isCalendarDate, defaultMessage: () => `${label} must be a date (YYYY-MM-DD)` } }),
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
        validate: (value: unknown) => typeof value === 'number' || (typeof value === 'string' && value.length <= 100),
        defaultMessage: (args) => `${args?.property} must be a number or a text`,
      },
    }),
  );
