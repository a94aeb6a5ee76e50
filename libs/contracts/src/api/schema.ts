import { Type, type Static, type TSchema } from '@sinclair/typebox';

export type { TSchema };

// Building blocks of the API's response shapes. Each shape is a TypeBox schema: the TypeScript type
// (Static) and the OpenAPI schema the backend publishes at /api/docs-json come from the same object.

/** A string restricted to one of the contracts' enumerations: `{type: 'string', enum: [...]}`. */
export const StringEnum = <const T extends readonly string[]>(values: T, options: { description?: string } = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** An ISO 8601 timestamp, e.g. 2026-11-02T09:30:00.000Z. */
export const DateTime = (options: { description?: string } = {}) => Type.String({ format: 'date-time', ...options });

/** A calendar date, YYYY-MM-DD. */
export const CalendarDate = (options: { description?: string } = {}) => Type.String({ format: 'date', ...options });

/** A record id (uuid). */
export const Id = (options: { description?: string } = {}) => Type.String({ format: 'uuid', ...options });

/** Whole currency units (USD for schemes and enrollments, GBP for assets). */
export const Money = (options: { description?: string } = {}) => Type.Integer(options);

/** The API's booleans on the wire: the text 'true' or 'false' (spec/000 §3). */
export const TextFlag = StringEnum(['true', 'false']);
export type TextFlag = Static<typeof TextFlag>;

export const textFlag = (value: boolean): TextFlag => (value ? 'true' : 'false');

/** A stored file's bytes, as GET /api/objects/{kind}/{id} answers them. */
export const FileBytes = Type.String({ format: 'binary', description: "The stored file's bytes" });
