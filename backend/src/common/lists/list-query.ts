import { BadRequestException } from '@nestjs/common';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type TSchema } from '@fund/contracts';

import { isRecordId } from '../http/id-param.js';

// react-admin's list query (ra-data-simple-rest): sort=["field","ASC"], range=[0,24],
// filter={"field":value,"q":"text"}. A list's fields are the fields of the rows it answers, by the
// names the response gives them (nested ones dotted: `investor.fullName`), each mapped to an SQL
// expression (TypeORM maps `alias.property` paths to columns; write CAST(x AS text), not x::text,
// which hides the path from it), so nothing the client sends reaches SQL as text. A filter compares
// the column as it is typed with a value of that type (uuid, number, timestamp, date; text as text),
// so the column's indexes serve it.

/** How a filter value is read and compared: as the response shows the field. */
export type FieldKind = 'text' | 'uuid' | 'number' | 'date-time' | 'date';

export interface ListSpec {
  /** Name used in Content-Range, e.g. `products`. */
  resource: string;
  /** API field -> SQL expression, for sort and filter. Only own keys count (see fieldExpression). */
  fields: Record<string, string>;
  /** The kind of each field the rows show; a field missing here (an extra one) is text. */
  kinds: Record<string, FieldKind>;
  /** SQL expressions matched case-insensitively by filter.q. */
  search?: string[];
  defaultSort: [field: string, order: 'ASC' | 'DESC'];
  /** A list that grows with time: without `range` it answers the first DEFAULT_PAGE_SIZE rows. */
  paged?: boolean;
  /** For the OpenAPI document: the JSON schema of a filter field the list reads its own way (e.g. a filter-only flag), instead of its kind's. */
  filterSchemas?: Record<string, Record<string, unknown>>;
}

type Scalar = string | number | boolean | null | undefined;

/** The field names of a row type: its scalar keys, nested objects' keys dotted (`investor.fullName`); arrays are no fields. */
export type FieldPath<T> = {
  [K in keyof T & string]-?: NonNullable<T[K]> extends readonly unknown[]
    ? never
    : NonNullable<T[K]> extends Scalar
      ? K
      : `${K}.${FieldPath<NonNullable<T[K]>>}`;
}[keyof T & string];

interface JsonSchema {
  type?: string;
  format?: string;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
}

/** The fields of a response shape with their kinds: nested objects' fields dotted, arrays left out. */
export function schemaFields(schema: JsonSchema, prefix = '', out = new Map<string, FieldKind>()): Map<string, FieldKind> {
  for (const [name, declared] of Object.entries(schema.properties ?? {})) {
    const property = declared.anyOf?.find((s) => s.type !== 'null') ?? declared;
    const path = `${prefix}${name}`;
    if (property.type === 'array') continue;
    if (property.type === 'object') schemaFields(property, `${path}.`, out);
    else if (property.type === 'integer' || property.type === 'number') out.set(path, 'number');
    else if (property.format === 'date-time' || property.format === 'date' || property.format === 'uuid') out.set(path, property.format);
    else out.set(path, 'text');
  }
  return out;
}

/**
 * The list of rows shaped like `row` (a contracts response shape). Every field the rows show maps to
 * an SQL expression (TypeScript checks the names, the first call the schema), so a screen can sort
 * and filter by any field it shows; a list may add fields of its own (e.g. a filter-only flag).
 */
export function listSpec<S extends TSchema>(
  row: S,
  spec: {
    resource: string;
    fields: Record<FieldPath<S['static']>, string> & Record<string, string>;
    search?: string[];
    defaultSort: [field: string, order: 'ASC' | 'DESC'];
    paged?: boolean;
    filterSchemas?: Record<string, Record<string, unknown>>;
  },
): ListSpec {
  const kinds = schemaFields(row as JsonSchema);
  const missing = [...kinds.keys(), spec.defaultSort[0]].filter((name) => !Object.hasOwn(spec.fields, name));
  if (missing.length > 0) throw new Error(`List ${spec.resource} has no SQL for ${missing.join(', ')}`);
  const made: ListSpec = { ...spec, kinds: Object.fromEntries(kinds) };
  LIST_SPECS.set(row, made);
  return made;
}

/** Every list by the row shape it answers, so the OpenAPI document can name each list's sort and filter fields. */
export const LIST_SPECS = new Map<TSchema, ListSpec>();

export interface ListQuery {
  sort?: unknown;
  range?: unknown;
  filter?: unknown;
}

export interface ParsedList {
  sort: [string, 'ASC' | 'DESC'];
  range?: [number, number];
  filter: Record<string, unknown>;
}

/** What a list route returns; the list interceptor sets Content-Range and sends the items. */
export class ListResult<T> {
  constructor(
    readonly resource: string,
    readonly items: T[],
    readonly total: number,
    readonly start: number,
  ) {}

  contentRange(): string {
    if (this.items.length === 0) return `${this.resource} */${this.total}`;
    return `${this.resource} ${this.start}-${this.start + this.items.length - 1}/${this.total}`;
  }

  map<U>(fn: (item: T) => U): ListResult<U> {
    return new ListResult(this.resource, this.items.map(fn), this.total, this.start);
  }

  /** Only the ListInterceptor answers a list (ApiAnswer with `list`): one written as it is would lose its Content-Range. */
  toJSON(): never {
    throw new Error(
      `The ${this.resource} list reached the answer without the list interceptor: declare its route with ApiAnswer(..., { list: true })`,
    );
  }
}

/**
 * The SQL expression of a list field, or undefined. Request data picks the name, so only the spec's own
 * keys count: `__proto__`, `constructor` or `toString` must not reach an inherited value (an object or a
 * function) that would end up in SQL or in the ORM's own objects.
 */
export function fieldExpression(spec: ListSpec, name: string): string | undefined {
  return Object.hasOwn(spec.fields, name) ? spec.fields[name] : undefined;
}

function parseJson(name: string, raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw new BadRequestException(`Invalid ${name}: must be JSON`);
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadRequestException(`Invalid ${name}: must be JSON`);
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A filter's fields, nested objects read as dotted names ({"investor":{"fullName":"x"}} is investor.fullName). */
function readFilter(source: Record<string, unknown>, spec: ListSpec, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  for (const [key, value] of Object.entries(source)) {
    const name = `${prefix}${key}`;
    const known = name === 'q' ? Boolean(spec.search?.length) : fieldExpression(spec, name) !== undefined;
    if (!known && isPlainObject(value)) readFilter(value, spec, `${name}.`, out);
    else if (!known) throw new BadRequestException(`Invalid filter: unknown field "${name}"`);
    else out.set(name, value);
  }
  return out;
}

/** Scalars compare as the text they send; arrays element by element. */
const sameValue = (a: unknown, b: unknown): boolean => {
  const text = (v: unknown): unknown => (Array.isArray(v) ? v.map(text) : v === null || typeof v === 'object' ? v : String(v));
  return JSON.stringify(text(a)) === JSON.stringify(text(b));
};

/**
 * Reads sort, range and filter. `aliases` are a list's older query parameters (`?status=`), each one
 * the same as filter[name]: given alone it filters; given with a different filter value it is a 400.
 */
export function parseListQuery(query: ListQuery, spec: ListSpec, aliases: Record<string, unknown> = {}): ParsedList {
  const sortRaw = parseJson('sort', query.sort);
  let sort = spec.defaultSort;
  if (sortRaw !== undefined) {
    if (!Array.isArray(sortRaw) || sortRaw.length !== 2 || typeof sortRaw[0] !== 'string') {
      throw new BadRequestException('Invalid sort: expected ["field","ASC|DESC"]');
    }
    const order = String(sortRaw[1]).toUpperCase();
    if (fieldExpression(spec, sortRaw[0]) === undefined) throw new BadRequestException(`Invalid sort: unknown field "${sortRaw[0]}"`);
    if (order !== 'ASC' && order !== 'DESC') throw new BadRequestException('Invalid sort: order must be ASC or DESC');
    sort = [sortRaw[0], order];
  }

  const rangeRaw = parseJson('range', query.range);
  let range: [number, number] | undefined;
  if (rangeRaw !== undefined) {
    const valid =
      Array.isArray(rangeRaw) &&
      rangeRaw.length === 2 &&
      rangeRaw.every((n) => Number.isSafeInteger(n) && n >= 0) &&
      rangeRaw[1] >= rangeRaw[0];
    if (!valid) throw new BadRequestException('Invalid range: expected [start,end] with 0 <= start <= end');
    if (rangeRaw[1] - rangeRaw[0] + 1 > MAX_PAGE_SIZE) {
      throw new BadRequestException(`Invalid range: at most ${MAX_PAGE_SIZE} rows per page`);
    }
    range = [rangeRaw[0], rangeRaw[1]];
  }

  // Absent (or empty) is no filter; anything else must be an object, null included.
  const filterRaw = query.filter === undefined || query.filter === '' ? {} : parseJson('filter', query.filter);
  if (!isPlainObject(filterRaw)) throw new BadRequestException('Invalid filter: expected a JSON object');
  const filter = readFilter(filterRaw, spec);
  for (const [name, value] of Object.entries(aliases)) {
    if (value === undefined) continue;
    if (filter.has(name) && !sameValue(filter.get(name), value)) {
      throw new BadRequestException(`Invalid filter: ?${name}= and filter.${name} disagree; send one of them`);
    }
    filter.set(name, value);
  }
  // A lookup by ids (react-admin's getMany sends no range) is bounded by the ids it names.
  if (range === undefined && spec.paged && !filter.has('id')) range = [0, DEFAULT_PAGE_SIZE - 1];
  return { sort, range, filter: Object.fromEntries(filter) };
}

/** Applies filter, sort and range to a query builder and answers one page plus the total. */
export async function runList<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  spec: ListSpec,
  parsed: ParsedList,
  extraFilter: Record<string, unknown> = {},
): Promise<ListResult<T>> {
  const counting = applyList(qb, spec, parsed, extraFilter);
  const [items, total] = await Promise.all([qb.getMany(), counting]);
  return new ListResult(spec.resource, items, total ?? items.length, parsed.range?.[0] ?? 0);
}

/**
 * runList for joined read models: the same filter, sort and range, answering the raw rows the
 * query builder selects (name each selected column with an alias).
 */
export async function runRawList<R>(
  qb: SelectQueryBuilder<ObjectLiteral>,
  spec: ListSpec,
  parsed: ParsedList,
  extraFilter: Record<string, unknown> = {},
): Promise<ListResult<R>> {
  const counting = applyList(qb, spec, parsed, extraFilter);
  const [items, total] = await Promise.all([qb.getRawMany<R>(), counting]);
  return new ListResult(spec.resource, items, total ?? items.length, parsed.range?.[0] ?? 0);
}

/** Timestamps and dates both sides agree on: years 0001 to 9999. */
const YEARS_1_TO_9999 = /^(?!0000)\d{4}-/;
/** An RFC 3339 date-time (upper-case T and Z), seconds 00-59. */
export const DATE_TIME = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,9})?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;
/** YYYY-MM-DD naming a day that exists (Date.parse rolls 2024-02-30 over to March; PostgreSQL would refuse it). */
const isCalendarDay = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && Number.isFinite(Date.parse(text)) && new Date(text).toISOString().slice(0, 10) === text;

/** One filter value as the text of its kind (a 400 when it is not one): ids (uuid), numbers, ISO timestamps, YYYY-MM-DD dates, or text. */
function filterValue(name: string, kind: FieldKind, value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
    throw new BadRequestException(`Invalid filter: unsupported value for "${name}"`);
  }
  const text = String(value);
  switch (kind) {
    case 'text':
      return text;
    case 'uuid':
      if (isRecordId(value)) return text;
      throw new BadRequestException(`Invalid filter: "${name}" must be an id (uuid)`);
    case 'number':
      if (typeof value === 'number' ? Number.isFinite(value) : /^-?\d{1,30}(\.\d{1,30})?$/.test(text)) return text;
      throw new BadRequestException(`Invalid filter: "${name}" must be a number`);
    case 'date-time': {
      // RFC 3339 as the OpenAPI document's `date-time` says (a real calendar day, no leap second), read by Date.parse.
      const iso =
        typeof value === 'string' && DATE_TIME.test(value) && isCalendarDay(value.slice(0, 10)) && Number.isFinite(Date.parse(value))
          ? new Date(value).toISOString()
          : '';
      if (YEARS_1_TO_9999.test(iso)) return iso;
      throw new BadRequestException(`Invalid filter: "${name}" must be a date and time (ISO 8601)`);
    }
    case 'date':
      // Date.parse rolls 2024-02-30 over to March; PostgreSQL would refuse it.
      if (
        /^\d{4}-\d{2}-\d{2}$/.test(text) &&
        YEARS_1_TO_9999.test(text) &&
        Number.isFinite(Date.parse(text)) &&
        new Date(text).toISOString().slice(0, 10) === text
      ) {
        return text;
      }
      throw new BadRequestException(`Invalid filter: "${name}" must be a date (YYYY-MM-DD)`);
  }
}

/** Integers PostgreSQL's bigint holds: compared as bigint, an integer or bigint column keeps its index. */
const BIGINT_MAX = 2n ** 63n - 1n;
const isBigint = (text: string): boolean => /^-?\d{1,19}$/.test(text) && BigInt(text) <= BIGINT_MAX && BigInt(text) >= -BIGINT_MAX - 1n;

/** Adds a query parameter and answers its placeholder: `:p3` for a query builder, `$3` for plain SQL. */
type Bind = (value: unknown) => string;

/**
 * One comparison of a field with a value (or any of several values), typed as the column is: uuid
 * with uuid, numbers as bigint (or numeric for fractions), a timestamp within the millisecond the
 * response shows, dates as dates, text as text. The column stays bare so its indexes serve it.
 */
function comparison(column: string, kind: FieldKind, values: string[], bind: Bind): string {
  const many = values.length > 1;
  switch (kind) {
    case 'uuid':
      return many ? `${column} = ANY(CAST(${bind(values)} AS uuid[]))` : `${column} = CAST(${bind(values[0])} AS uuid)`;
    case 'date':
      return many ? `${column} = ANY(CAST(${bind(values)} AS date[]))` : `${column} = CAST(${bind(values[0])} AS date)`;
    case 'text':
      return many ? `CAST(${column} AS text) = ANY(CAST(${bind(values)} AS text[]))` : `CAST(${column} AS text) = ${bind(values[0])}`;
    case 'number': {
      const type = values.every(isBigint) ? 'bigint' : 'numeric';
      return many ? `${column} = ANY(CAST(${bind(values)} AS ${type}[]))` : `${column} = CAST(${bind(values[0])} AS ${type})`;
    }
    case 'date-time': {
      // date_trunc('milliseconds', column) = t, written as a range so that an index on the column serves it.
      const ranges = values.map((value) => {
        const at = bind(value);
        return `(${column} >= CAST(${at} AS timestamptz) AND ${column} < CAST(${at} AS timestamptz) + interval '1 millisecond')`;
      });
      return ranges.length === 1 ? ranges[0] : `(${ranges.join(' OR ')})`;
    }
  }
}

/** The filter's conditions (request filter plus the route's own), each an SQL condition with its values bound. */
function filterConditions(spec: ListSpec, parsed: ParsedList, extraFilter: Record<string, unknown>, bind: Bind): string[] {
  // A Map: filter keys come from the request, and assigning `__proto__` on an object would not add a key.
  const filter = new Map(Object.entries(parsed.filter));
  for (const [key, value] of Object.entries(extraFilter)) if (value !== undefined) filter.set(key, value);
  const conditions: string[] = [];
  for (const [key, value] of filter) {
    if (value === undefined) continue;
    if (key === 'q') {
      if (typeof value !== 'string' || value.trim() === '') continue;
      const pattern = bind(`%${value.trim().replace(/[\\%_]/g, '\\$&')}%`);
      conditions.push(`(${(spec.search ?? []).map((expr) => `CAST(${expr} AS text) ILIKE ${pattern}`).join(' OR ')})`);
      continue;
    }
    const column = fieldExpression(spec, key);
    if (column === undefined) throw new BadRequestException(`Invalid filter: unknown field "${key}"`);
    const kind = Object.hasOwn(spec.kinds, key) ? spec.kinds[key] : 'text';
    if (value === null) {
      conditions.push(`${column} IS NULL`);
    } else if (Array.isArray(value) && value.length === 0) {
      conditions.push('false');
    } else {
      const values = (Array.isArray(value) ? value : [value]).map((v: unknown) => filterValue(key, kind, v));
      conditions.push(comparison(column, kind, values, bind));
    }
  }
  return conditions;
}

/** The ORDER BY of a list: the sort field, then the id for rows that tie, so pages never overlap. */
function orderBy(spec: ListSpec, parsed: ParsedList): [expression: string, order: 'ASC' | 'DESC'][] {
  const [field, order] = parsed.sort;
  const sortColumn = fieldExpression(spec, field);
  if (sortColumn === undefined) throw new BadRequestException(`Invalid sort: unknown field "${field}"`);
  const idColumn = fieldExpression(spec, 'id');
  return field !== 'id' && idColumn !== undefined
    ? [
        [sortColumn, order],
        [idColumn, 'ASC'],
      ]
    : [[sortColumn, order]];
}

/**
 * Adds filter, sort and range to the query. With a range, answers the count of the rows before the
 * range, already sent (it runs beside the page, on another connection); without one, undefined: the
 * whole list is answered and its length is the total.
 */
function applyList<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  spec: ListSpec,
  parsed: ParsedList,
  extraFilter: Record<string, unknown>,
): Promise<number> | undefined {
  const params: Record<string, unknown> = {};
  const bind: Bind = (value) => {
    const name = `f${Object.keys(params).length}`;
    params[name] = value;
    return `:${name}`;
  };
  for (const condition of filterConditions(spec, parsed, extraFilter, bind)) qb.andWhere(condition);
  qb.setParameters(params);
  const order = orderBy(spec, parsed);
  // Lists join only rows they own one of (a scheme, an investor), never a collection: a row of the
  // query is a row of the list, so count(*) counts them (no COUNT(DISTINCT id)).
  const counted = parsed.range
    ? qb
        .clone()
        .select('count(*)', 'total')
        .orderBy()
        .getRawOne<{ total: string }>()
        .then((row) => Number(row?.total ?? 0))
    : undefined;
  qb.orderBy(order[0][0], order[0][1]);
  for (const [expression, direction] of order.slice(1)) qb.addOrderBy(expression, direction);
  if (parsed.range) qb.offset(parsed.range[0]).limit(parsed.range[1] - parsed.range[0] + 1);
  return counted;
}

/** A query in plain SQL for runSqlList: `SELECT ${select} FROM ${from} WHERE ${where}`, `where` using $1.. for `params`. */
export interface SqlSource {
  select: string;
  from: string;
  where: string;
  params: unknown[];
  /** An SQL expression without parameters answering the count of the rows of `from` where `where` (a maintained count, database/row-counts.ts), used when no filter applies. */
  total?: string;
}

/** What runs plain SQL: the app's pg pool (database/pool.ts). */
export interface SqlRunner {
  query<R extends object>(sql: string, params: unknown[]): Promise<{ rows: R[] }>;
}

/**
 * runRawList in plain SQL, on the pool: the same filter, sort, range and total, without the query
 * builder's SQL rewriting and result pass. For the lists a portal reads on every page view.
 */
export async function runSqlList<R extends object>(
  db: SqlRunner,
  source: SqlSource,
  spec: ListSpec,
  parsed: ParsedList,
  extraFilter: Record<string, unknown> = {},
): Promise<ListResult<R>> {
  const params = [...source.params];
  const bind: Bind = (value) => `$${params.push(value)}`;
  const conditions = filterConditions(spec, parsed, extraFilter, bind);
  const where = [source.where, ...conditions].map((condition) => `(${condition})`).join(' AND ');
  // No filter: a source's maintained total (it takes no parameters) answers instead of counting.
  const counting: [string, unknown[]] =
    conditions.length === 0 && source.total !== undefined
      ? [`SELECT ${source.total} AS total`, []]
      : [`SELECT count(*) AS total FROM ${source.from} WHERE ${where}`, params];
  const order = orderBy(spec, parsed)
    .map(([expression, direction]) => `${expression} ${direction}`)
    .join(', ');
  const page = parsed.range ? ` LIMIT ${parsed.range[1] - parsed.range[0] + 1} OFFSET ${parsed.range[0]}` : '';
  const [{ rows }, total] = await Promise.all([
    db.query<R>(`SELECT ${source.select} FROM ${source.from} WHERE ${where} ORDER BY ${order}${page}`, params),
    parsed.range ? db.query<{ total: string }>(...counting).then((r) => Number(r.rows[0].total)) : undefined,
  ]);
  return new ListResult(spec.resource, rows, total ?? rows.length, parsed.range?.[0] ?? 0);
}
