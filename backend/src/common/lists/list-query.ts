import { BadRequestException } from '@nestjs/common';
import { MAX_PAGE_SIZE } from '@fund/contracts';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

// react-admin's list query (ra-data-simple-rest): sort=["field","ASC"], range=[0,24],
// filter={"field":value,"q":"text"}. Fields are whitelisted per list and mapped to `alias.property` paths
// (TypeORM maps them to columns; write CAST(x AS text), not x::text, which hides the path from it), so
// nothing the client sends reaches SQL as text.

export interface ListSpec {
  /** Name used in Content-Range, e.g. `products`. */
  resource: string;
  /** API field -> SQL expression, for sort and filter. Only own keys count (see fieldExpression). */
  fields: Record<string, string>;
  /** SQL expressions matched case-insensitively by filter.q. */
  search?: string[];
  defaultSort: [field: string, order: 'ASC' | 'DESC'];
}

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

export function parseListQuery(query: ListQuery, spec: ListSpec): ParsedList {
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

  const filterRaw = parseJson('filter', query.filter) ?? {};
  if (typeof filterRaw !== 'object' || filterRaw === null || Array.isArray(filterRaw)) {
    throw new BadRequestException('Invalid filter: expected a JSON object');
  }
  const filter = filterRaw as Record<string, unknown>;
  for (const key of Object.keys(filter)) {
    if (key === 'q' ? !spec.search?.length : fieldExpression(spec, key) === undefined) {
      throw new BadRequestException(`Invalid filter: unknown field "${key}"`);
    }
  }
  return { sort, range, filter };
}

/** Applies filter, sort and range to a query builder and answers one page plus the total. */
export async function runList<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  spec: ListSpec,
  parsed: ParsedList,
  extraFilter: Record<string, unknown> = {},
): Promise<ListResult<T>> {
  const total = await applyList(qb, spec, parsed, extraFilter);
  const items = await qb.getMany();
  return new ListResult(spec.resource, items, total, parsed.range?.[0] ?? 0);
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
  const total = await applyList(qb, spec, parsed, extraFilter);
  const items = await qb.getRawMany<R>();
  return new ListResult(spec.resource, items, total, parsed.range?.[0] ?? 0);
}

/** Adds filter, sort and range to the query; answers the total before the range. */
async function applyList<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  spec: ListSpec,
  parsed: ParsedList,
  extraFilter: Record<string, unknown>,
): Promise<number> {
  // A Map: filter keys come from the request, and assigning `__proto__` on an object would not add a key.
  const filter = new Map(Object.entries(parsed.filter));
  for (const [key, value] of Object.entries(extraFilter)) if (value !== undefined) filter.set(key, value);
  let n = 0;
  for (const [key, value] of filter) {
    if (value === undefined) continue;
    const param = `f${n++}`;
    if (key === 'q') {
      if (typeof value !== 'string' || value.trim() === '') continue;
      const clauses = (spec.search ?? []).map((expr) => `CAST(${expr} AS text) ILIKE :${param}`);
      qb.andWhere(`(${clauses.join(' OR ')})`, { [param]: `%${value.trim().replace(/[\\%_]/g, '\\$&')}%` });
      continue;
    }
    const column = fieldExpression(spec, key);
    if (column === undefined) throw new BadRequestException(`Invalid filter: unknown field "${key}"`);
    if (value === null) {
      qb.andWhere(`${column} IS NULL`);
    } else if (Array.isArray(value)) {
      if (value.length === 0) qb.andWhere('false');
      else qb.andWhere(`CAST(${column} AS text) IN (:...${param})`, { [param]: value.map(String) });
    } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      qb.andWhere(`CAST(${column} AS text) = :${param}`, { [param]: String(value) });
    } else {
      throw new BadRequestException(`Invalid filter: unsupported value for "${key}"`);
    }
  }
  const [field, order] = parsed.sort;
  const sortColumn = fieldExpression(spec, field);
  if (sortColumn === undefined) throw new BadRequestException(`Invalid sort: unknown field "${field}"`);
  qb.orderBy(sortColumn, order);
  const idColumn = fieldExpression(spec, 'id');
  if (field !== 'id' && idColumn !== undefined) qb.addOrderBy(idColumn, 'ASC');
  const total = await qb.getCount();
  if (parsed.range) qb.offset(parsed.range[0]).limit(parsed.range[1] - parsed.range[0] + 1);
  return total;
}
