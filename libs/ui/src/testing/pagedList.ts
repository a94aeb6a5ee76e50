import type { StubReply, StubRequest } from './fetchStub';

type Row = object;
type Filter = Record<string, unknown>;

/** A row's value at a dotted name ('investor.status'). */
const valueAt = (row: unknown, name: string): unknown =>
  name
    .split('.')
    .reduce<unknown>((value, part) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined), row);

/** `{investor: {status: 'x'}}` as `{'investor.status': 'x'}`. */
const flatten = (filter: Filter, prefix = ''): Filter =>
  Object.entries(filter).reduce<Filter>((flat, [key, value]) => {
    const name = prefix + key;
    if (value && typeof value === 'object' && !Array.isArray(value)) return { ...flat, ...flatten(value as Filter, `${name}.`) };
    return { ...flat, [name]: value };
  }, {});

/** The API's rule: a value equals the field as the row shows it, a list means any of them. */
const byFields = (row: Row, filter: Filter) =>
  Object.entries(flatten(filter)).every(([name, wanted]) => {
    const value = valueAt(row, name);
    return Array.isArray(wanted) ? wanted.some((one) => String(one) === String(value)) : String(wanted) === String(value);
  });

const json = (url: URL, name: string): unknown => {
  const text = url.searchParams.get(name);
  return text === null ? undefined : JSON.parse(text);
};

/** Which rows to answer: our API's `range=[start,end]` (inclusive) or react-admin's `_start`/`_end` (end exclusive). */
const rangeOf = (url: URL, total: number): [number, number] => {
  const range = json(url, 'range') as [number, number] | undefined;
  if (range) return [range[0], range[1] + 1];
  const start = url.searchParams.get('_start');
  const end = url.searchParams.get('_end');
  return [start === null ? 0 : Number(start), end === null ? total : Number(end)];
};

/** Our API's `sort=["field","ASC"]` or react-admin's `_sort`/`_order`. */
const sortOf = (url: URL): [string, string] | undefined => {
  const sort = json(url, 'sort') as [string, string] | undefined;
  if (sort) return sort;
  const field = url.searchParams.get('_sort');
  return field ? [field, url.searchParams.get('_order') ?? 'ASC'] : undefined;
};

const compare = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a ?? '').localeCompare(String(b ?? ''));

/**
 * A list route over `rows` as our API answers one: filtered (by the rows' own field names unless
 * `where` says otherwise), sorted, one page of it, and the whole total in `Content-Range` and
 * `X-Total-Count`. The back office reads the total; the portal reads the array alone.
 * `rows` is read at each call, so a test may change it between calls.
 *
 * @example stubFetch({ 'GET /api/kyc': pagedList('kyc', applications) })
 */
export function pagedList<T extends Row>(resource: string, rows: readonly T[], where: (row: T, filter: Filter) => boolean = byFields) {
  return ({ url }: StubRequest): StubReply => {
    const filter = (json(url, 'filter') ?? {}) as Filter;
    const matching = rows.filter((row) => where(row, filter));
    const sort = sortOf(url);
    if (sort) {
      const [field, order] = sort;
      matching.sort((a, b) => compare(valueAt(a, field), valueAt(b, field)) * (order.toUpperCase() === 'DESC' ? -1 : 1));
    }
    const [start, end] = rangeOf(url, matching.length);
    const page = matching.slice(start, end);
    const total = matching.length;
    const contentRange = page.length ? `${resource} ${start}-${start + page.length - 1}/${total}` : `${resource} */${total}`;
    return { body: page, headers: { 'Content-Range': contentRange, 'X-Total-Count': String(total) } };
  };
}
