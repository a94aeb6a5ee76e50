import { Type } from '@sinclair/typebox';

/**
 * The admin lists GET /api/admin/exports/{resource} writes whole as CSV: the lists that grow without
 * bound. Each name is the last segment of its list route (`/api/admin/audit-logs`, `/api/kyc`, ...),
 * whose filters, sort and access the export shares.
 */
export const EXPORT_RESOURCES = [
  'audit-logs',
  'investor-summaries',
  'kyc',
  'expressions-of-interest',
  'enrollments',
  'activities',
  'asset-allocations',
  'tickets',
] as const;
export type ExportResource = (typeof EXPORT_RESOURCES)[number];

/**
 * One column of an export; `columns` is a JSON array of them (without it, every field of the rows,
 * headed by its name). A cell is the row's value of `field`, written as the list answers it, except:
 * an empty value (null or '') is `empty`; a value with an entry in `labels` is that text; any other
 * non-empty value is `present` when given; `date` writes a timestamp or date as its day ('Nov 2, 2026',
 * the day in UTC).
 */
export interface ExportColumn {
  /** The header text (the screen's catalog word). */
  header: string;
  /** A field of the list's rows, nested ones dotted: `investor.fullName`. */
  field: string;
  labels?: Record<string, string>;
  present?: string;
  empty?: string;
  date?: boolean;
}

export const MAX_EXPORT_COLUMNS = 40;
/** Header, label and empty/present texts, in characters. */
export const MAX_EXPORT_TEXT = 200;

/** GET /api/admin/exports/{resource}: text/csv, a header line then one line per row (CRLF). */
export const CsvText = Type.String({ description: 'CSV (RFC 4180): the header line, then one line per row' });
