import type { SchemaObject } from '@nestjs/swagger';
import { MESSAGES, NOTIFICATION_CATEGORIES, NOTIFICATION_MODES, type NotificationCategory, type NotificationMode } from '@fund/contracts';
import { ValidateBy, ValidateIf } from 'class-validator';

import { isTimeZone } from '../../../config/config.js';
import { DescribeBody } from '../../../common/openapi/describe-body.js';

// PUT /api/investor/notification-preferences (NotificationPreferencesUpdate in libs/contracts): any of
// the categories (the others keep their mode; a category named twice: the last one counts) and the
// investor's time zone (null: the fund's). A 400 names the allowed values of the first broken rule.

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with a preferences list, or undefined when it is right. */
function preferencesError(value: unknown): string | undefined {
  if (!Array.isArray(value) || value.length > 50) return MESSAGES.notificationPreferencesInvalid;
  for (const item of value) {
    if (!isPlainObject(item) || Object.keys(item).some((key) => key !== 'category' && key !== 'mode'))
      return MESSAGES.notificationPreferencesInvalid;
    if (!NOTIFICATION_CATEGORIES.includes(item.category as NotificationCategory)) return MESSAGES.notificationCategoryInvalid;
    if (!NOTIFICATION_MODES.includes(item.mode as NotificationMode)) return MESSAGES.notificationModeInvalid;
  }
  return undefined;
}

/** IANA time zones the runtime knows (PostgreSQL's pg_timezone_names is checked too, by the service). */
export const TIME_ZONES = [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])];

@DescribeBody((schema) => ({
  ...schema,
  properties: {
    preferences: {
      type: 'array',
      maxItems: 50,
      description: 'Categories to change (others unchanged); a category named twice: the last one counts',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['category', 'mode'],
        properties: {
          category: { type: 'string', enum: [...NOTIFICATION_CATEGORIES] },
          mode: { type: 'string', enum: [...NOTIFICATION_MODES] },
        },
      },
    } as SchemaObject,
    timeZone: {
      anyOf: [{ type: 'string', enum: TIME_ZONES }, { type: 'null' }],
      description: "The investor's IANA time zone for the 08:00 digest; null: the fund's",
    } as SchemaObject,
  },
}))
export class UpdateNotificationPreferencesDto {
  /** Omitted: unchanged; null is not a list (IsOptional would let it through). */
  @ValidateIf((_dto, value) => value !== undefined)
  @ValidateBy({
    name: 'notificationPreferences',
    validator: {
      validate: (value: unknown) => preferencesError(value) === undefined,
      defaultMessage: (args) => preferencesError(args?.value) ?? '',
    },
  })
  preferences?: { category: NotificationCategory; mode: NotificationMode }[];

  /** Omitted: unchanged; null: the fund's time zone. */
  @ValidateIf((_dto, value) => value !== undefined && value !== null)
  @ValidateBy({
    name: 'timeZone',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isTimeZone(value),
      defaultMessage: () => MESSAGES.timeZoneInvalid,
    },
  })
  timeZone?: string | null;
}
