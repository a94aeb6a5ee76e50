import { BadRequestException } from '@nestjs/common';

import { formatDate, MAX_EXPORT_COLUMNS, MAX_EXPORT_TEXT, type ExportColumn, type TSchema } from '@fund/contracts';

// CSV as RFC 4180 writes it (CRLF lines, a cell with a comma, quote or line break quoted, quotes
// doubled), with the columns an export asks for (contracts' ExportColumn) read off the list's rows.

interface JsonSchema {
  type?: string;
  format?: string;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
}

/** The fields of a row shape, nested objects' fields dotted (`investor.fullName`), arrays left out; true for dates. */
export function rowFields(schema: TSchema, prefix = '', out = new Map<string, boolean>()): Map<string, boolean> {
  for (const [name, declared] of Object.entries((schema as JsonSchema).properties ?? {})) {
    const property = declared.anyOf?.find((s) => s.type !== 'null') ?? declared;
    if (property.type === 'array') continue;
    if (property.type === 'object') rowFields(property as TSchema, `${prefix}${name}.`, out);
    else out.set(`${prefix}${name}`, property.format === 'date-time' || property.format === 'date');
  }
  return out;
}

// A cell a spreadsheet would run as a formula (CSV injection) gets a leading apostrophe, as the back
// office's own exporter does. Numbers are never rewritten, so negative amounts stay numbers.
const FORMULA_START = /^[=+\-@\t\r]/;

const OPTIONS = new Set(['header', 'field', 'labels', 'present', 'empty', 'date']);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_EXPORT_TEXT;
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The `columns` parameter read and checked against the row shape; without it, every field of the
 * rows headed by its name (what an API client gets; the back office sends its screens' headers).
 */
export function parseColumns(raw: string | undefined, row: TSchema): ExportColumn[] {
  const fields = rowFields(row);
  if (raw === undefined || raw === '') return [...fields.keys()].map((field) => ({ header: field, field }));
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new BadRequestException('Invalid columns: must be JSON');
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || parsed.length > MAX_EXPORT_COLUMNS) {
    throw new BadRequestException(`Invalid columns: expected a JSON array of 1 to ${MAX_EXPORT_COLUMNS} {header, field}`);
  }
  return parsed.map((column: unknown, index) => {
    const refuse = (problem: string) => new BadRequestException(`Invalid columns: column ${index + 1} ${problem}`);
    if (!isPlainObject(column)) throw refuse('must be an object {header, field}');
    const unknown = Object.keys(column).find((key) => !OPTIONS.has(key));
    if (unknown !== undefined) throw refuse(`has an unknown option "${unknown}"`);
    const { header, field, labels, present, empty, date } = column;
    if (!isText(header) || header === '') throw refuse(`needs a header of 1 to ${MAX_EXPORT_TEXT} characters`);
    // Request data picks the name: only the row's own fields count, never `__proto__` or `constructor`.
    if (typeof field !== 'string' || !fields.has(field)) throw new BadRequestException(`Invalid columns: unknown field "${String(field)}"`);
    if (labels !== undefined && !(isPlainObject(labels) && Object.values(labels).every(isText))) {
      throw refuse(`labels must map values to texts of up to ${MAX_EXPORT_TEXT} characters`);
    }
    if (present !== undefined && !isText(present)) throw refuse(`present must be a text of up to ${MAX_EXPORT_TEXT} characters`);
    if (empty !== undefined && !isText(empty)) throw refuse(`empty must be a text of up to ${MAX_EXPORT_TEXT} characters`);
    if (date !== undefined && typeof date !== 'boolean') throw refuse('date must be true or false');
    if (date && !fields.get(field)) throw refuse(`date needs a date field, not "${field}"`);
    // The column's texts come from the request and are written as sent: a link an admin follows
    // could otherwise plant a formula in a real export. A lone '-' (an empty cell's mark) is text.
    const texts = [header, present, empty, ...Object.values((labels as Record<string, string> | undefined) ?? {})];
    if (texts.some((text) => typeof text === 'string' && text !== '-' && FORMULA_START.test(text))) {
      throw refuse('texts may not start with = + - @ or a tab (a spreadsheet would run them)');
    }
    return { header, field, labels: labels as Record<string, string> | undefined, present, empty, date };
  });
}

/** The value at a dotted path of a row; only own properties of plain objects are walked. */
export function valueAt(row: object, path: string): unknown {
  let value: unknown = row;
  for (const key of path.split('.')) {
    if (!isPlainObject(value) || !Object.hasOwn(value, key)) return undefined;
    value = value[key];
  }
  return value;
}

/** A row's value as the column writes it (see ExportColumn). The column's own texts were checked in parseColumns. */
export function cellText(value: unknown, column: ExportColumn): string {
  if (value === null || value === undefined || value === '') return column.empty ?? '';
  const text = typeof value === 'string' ? value : String(value);
  if (column.labels && Object.hasOwn(column.labels, text)) return column.labels[text];
  if (column.present !== undefined) return column.present;
  // The day in UTC: a date's own text, or a timestamp's first ten characters (ISO 8601).
  if (column.date) return formatDate(text.slice(0, 10));
  return typeof value === 'number' || !FORMULA_START.test(text) ? text : `'${text}`;
}

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/** One CSV line, CRLF-terminated. */
export const csvLine = (cells: string[]) => `${cells.map(quote).join(',')}\r\n`;
