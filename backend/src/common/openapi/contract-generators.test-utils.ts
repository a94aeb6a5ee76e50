import formats from 'ajv-formats/dist/formats.js';
import Ajv2020Module from 'ajv/dist/2020.js';
import fc from 'fast-check';

// Requests from an OpenAPI 3.1 document, for the contract check (contract.e2e-spec.ts): values VALID by a
// JSON schema (fast-check arbitraries built from the schema's keywords) and values INVALID by it (one
// declared rule broken at a time). Every value is checked with a JSON-Schema validator (Ajv, draft 2020-12
// as OpenAPI 3.1 uses, with the standard formats) before it is sent: a "valid" value the validator refuses
// or an "invalid" one it accepts is dropped, so the check judges the API, never this generator.

export type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  not?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  prefixItems?: Schema[];
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
};

interface AjvLike {
  addKeyword(definition: { keyword: string; type?: string; schemaType?: string; validate: (schema: never, data: never) => boolean }): void;
  addSchema(schema: object, key: string): void;
  addFormat(name: string, format: unknown): void;
  compile(schema: object): ValidateFunction;
}
export interface ValidateFunction {
  (value: unknown): boolean;
  errors?: { instancePath: string; message?: string; keyword: string }[] | null;
}

const Ajv2020 = ((Ajv2020Module as unknown as { default?: unknown }).default ?? Ajv2020Module) as new (options: object) => AjvLike;
const FORMATS =
  (formats as unknown as { fullFormats?: Record<string, unknown> }).fullFormats ??
  (formats as unknown as { default: { fullFormats: Record<string, unknown> } }).default.fullFormats;

const DOC_ID = 'openapi-document';

/** Ajv over the document: `#/components/...` references resolve against it. */
export class SchemaValidator {
  private readonly ajv: AjvLike;
  private readonly cache = new Map<unknown, ValidateFunction>();

  constructor(document: { components?: unknown }) {
    this.ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true, unicodeRegExp: true });
    for (const [name, format] of Object.entries(FORMATS)) this.ajv.addFormat(name, format);
    // The document's extensions for rules JSON Schema has no keyword for (see openapi.ts).
    const today = () => new Date().toISOString().slice(0, 10);
    const isDay = (text: unknown): text is string =>
      typeof text === 'string' &&
      /^\d{4}-\d{2}-\d{2}$/.test(text) &&
      !Number.isNaN(Date.parse(text)) &&
      new Date(text).toISOString().slice(0, 10) === text;
    this.ajv.addKeyword({
      keyword: 'x-before-today',
      type: 'string',
      schemaType: 'boolean',
      validate: (enabled: boolean, data: string) => !enabled || data < today(),
    });
    this.ajv.addKeyword({
      keyword: 'x-after',
      type: 'object',
      schemaType: 'object',
      validate: (pairs: Record<string, string>, data: Record<string, unknown>) =>
        Object.entries(pairs).every(([field, other]) => {
          const value = data[field];
          if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return true;
          const since = data[other];
          if (since !== undefined && !(isDay(since) && since >= '1900-01-01' && since <= '2199-12-31')) return true;
          return typeof value === 'string' && value > (since ?? today());
        }),
    });
    this.ajv.addSchema({ $id: DOC_ID, components: rebase(document.components) }, DOC_ID);
  }

  /** The validator of one schema of the document (its refs rebased onto the document). */
  compile(schema: Schema): ValidateFunction {
    let validate = this.cache.get(schema);
    if (!validate) {
      validate = this.ajv.compile(rebase(schema) as object);
      this.cache.set(schema, validate);
    }
    return validate;
  }

  valid(schema: Schema, value: unknown): boolean {
    return this.compile(schema)(value);
  }

  /** The first error, as "<path> <message>", or undefined. */
  error(schema: Schema, value: unknown): string | undefined {
    const validate = this.compile(schema);
    if (validate(value)) return undefined;
    const [first] = validate.errors ?? [];
    return first ? `${first.instancePath || '/'} ${first.message ?? first.keyword}` : 'invalid';
  }
}

function rebase(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rebase);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' && inner.startsWith('#/') ? `${DOC_ID}${inner}` : rebase(inner),
    ]),
  );
}

// Text as clients send it: mostly printable ASCII, with spaces, tabs and newlines, other scripts, emoji
// and control characters (never NUL, which no text column stores: the document says so once).
const TEXT_UNIT: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }), weight: 12 },
  { arbitrary: fc.constantFrom(' ', ' ', '\t', '\n', '\u00a0', '\u3000'), weight: 2 },
  { arbitrary: fc.constantFrom('م', 'ر', 'ا', 'ب', 'ح', 'ة', 'é', 'ß', '中', '😀', '👍🏽'), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter((c) => c !== '\u0000'), weight: 2 },
);

const codePoints = (text: string) => [...text].length;

const EMAILS = fc
  .tuple(
    fc.stringMatching(/^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,12}(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,8}){0,2}$/),
    fc.stringMatching(/^([A-Za-z0-9]([A-Za-z0-9-]{0,10}[A-Za-z0-9])?\.){1,3}[A-Za-z]{2,6}$/),
  )
  .map(([local, domain]) => `${local}@${domain}`);

const URIS = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.constantFrom(
    'mailto:someone@example.com',
    'urn:isbn:0451450523',
    'ftp://files.example.com/a.pdf',
    'http://[::1]/x',
    'javascript:alert(1)',
    'data:text/plain,hi',
    'https://example.com',
  ),
);

const DATES = fc
  .oneof(
    {
      arbitrary: fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true }),
      weight: 4,
    },
    {
      arbitrary: fc.date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
      weight: 1,
    },
  )
  .map((date) => date.toISOString());

const UUIDS = fc.oneof(fc.uuid(), fc.stringMatching(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/));

/**
 * Strings matching a pattern. fast-check's stringMatching knows no lookaround: those are left out of
 * the generator (Ajv then drops what they refuse). A pattern it cannot read at all gives plain text.
 */
function matching(pattern: string): fc.Arbitrary<string> {
  const withoutLookarounds = pattern.replace(/\(\?<?[!=](?:[^()\\]|\\.|\([^()]*\))*\)/g, '');
  try {
    return fc.stringMatching(new RegExp(withoutLookarounds));
  } catch {
    return fc.string({ unit: TEXT_UNIT, maxLength: 40 });
  }
}

const typesOf = (schema: Schema): string[] | undefined =>
  schema.type === undefined ? undefined : Array.isArray(schema.type) ? schema.type : [schema.type];

export class Generators {
  constructor(
    private readonly document: Record<string, unknown>,
    readonly validator: SchemaValidator,
  ) {}

  resolve(schema: Schema | undefined): Schema {
    let current: Schema = schema ?? {};
    for (let i = 0; current.$ref && i < 20; i++) {
      const ref: string = current.$ref;
      const target = ref
        .slice(2)
        .split('/')
        .reduce<unknown>(
          (node, key) => (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
          this.document,
        );
      const { $ref: _dropped, ...siblings } = current;
      current = { ...(target as Schema), ...siblings };
    }
    return current;
  }

  private readonly arbitraries = new Map<unknown, fc.Arbitrary<unknown>>();

  /** Values valid by `schema` (checked with Ajv by the caller). */
  valid(input: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
    if (!input) return this.build({}, depth);
    let arbitrary = this.arbitraries.get(input);
    if (!arbitrary) {
      arbitrary = this.build(input, depth);
      this.arbitraries.set(input, arbitrary);
    }
    return arbitrary;
  }

  private build(input: Schema, depth: number): fc.Arbitrary<unknown> {
    const schema = this.resolve(input);
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const branches = schema.oneOf ?? schema.anyOf;
    if (branches) {
      const { oneOf: _o, anyOf: _a, ...rest } = schema;
      return fc.oneof(...branches.map((branch) => this.valid(merge(rest, this.resolve(branch)), depth + 1)));
    }
    if (schema.allOf) {
      const { allOf, ...rest } = schema;
      return this.valid(allOf.map((part) => this.resolve(part)).reduce(merge, rest), depth + 1);
    }
    const types = typesOf(schema);
    if (!types) return depth > 2 ? fc.constant(null) : (fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<unknown>);
    if (types.length > 1) return fc.oneof(...types.map((type) => this.valid({ ...schema, type }, depth)));
    switch (types[0]) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return this.integer(schema);
      case 'number':
        return fc.oneof(
          this.integer(schema),
          fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true, noDefaultInfinity: true }),
        );
      case 'string':
        return this.string(schema);
      case 'array':
        return this.array(schema, depth);
      case 'object':
        return this.object(schema, depth);
      default:
        return fc.constant(null);
    }
  }

  private integer(schema: Schema): fc.Arbitrary<number> {
    const min = Math.ceil(schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -1e6));
    const max = Math.floor(schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : (schema.maximum ?? 1e6));
    const any = fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
    return fc.oneof({ arbitrary: any, weight: 6 }, { arbitrary: fc.constantFrom(min, max), weight: 1 });
  }

  private string(schema: Schema): fc.Arbitrary<string> {
    const minLength = schema.minLength ?? 0;
    const maxLength = schema.maxLength ?? Math.max(minLength + 40, 60);
    const fits = (text: string) => codePoints(text) >= minLength && codePoints(text) <= maxLength;
    let base: fc.Arbitrary<string>;
    if (schema.pattern) base = matching(schema.pattern);
    else if (schema.format === 'email') base = EMAILS;
    else if (schema.format === 'uri') base = URIS;
    else if (schema.format === 'uuid') base = UUIDS;
    else if (schema.format === 'date-time') base = DATES;
    else if (schema.format === 'date') base = DATES.map((iso) => iso.slice(0, 10));
    else {
      const short = fc.string({ unit: TEXT_UNIT, minLength, maxLength: Math.min(maxLength, minLength + 30) });
      const long = fc.string({ unit: TEXT_UNIT, minLength: Math.max(minLength, maxLength - 3), maxLength });
      base = fc.oneof({ arbitrary: short, weight: 8 }, { arbitrary: long, weight: 1 });
    }
    return base.filter(fits);
  }

  private array(schema: Schema, depth: number): fc.Arbitrary<unknown[]> {
    if (schema.prefixItems) {
      const tuple = fc.tuple(...schema.prefixItems.map((item) => this.valid(item, depth + 1)));
      return tuple as fc.Arbitrary<unknown[]>;
    }
    const minLength = schema.minItems ?? 0;
    const maxLength = Math.min(schema.maxItems ?? minLength + 4, minLength + 4);
    const items = this.valid(schema.items ?? {}, depth + 1);
    return schema.uniqueItems
      ? fc.uniqueArray(items, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
      : fc.array(items, { minLength, maxLength });
  }

  private object(schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
    const properties = schema.properties ?? {};
    const required = schema.required ?? [];
    const model = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, this.valid(property, depth + 1)]));
    return fc.record(model, { requiredKeys: required.filter((name) => name in properties) }) as fc.Arbitrary<Record<string, unknown>>;
  }

  /**
   * Values that break one rule of `schema` (its type, enum, length, pattern, format, bounds, a
   * required or unexpected property, an array's size), built from `base` (a valid value) where the
   * rule is nested. Ajv confirms each one is invalid.
   */
  invalid(input: Schema | undefined, base: unknown, depth = 0): unknown[] {
    const schema = this.resolve(input);
    const out: unknown[] = [];
    const types = typesOf(schema);
    // Another JSON type.
    const samples: [string, unknown][] = [
      ['string', 'text'],
      ['integer', 12345],
      ['number', 1.5],
      ['boolean', true],
      ['null', null],
      ['array', []],
      ['object', {}],
    ];
    if (types) {
      for (const [type, value] of samples) {
        const allowed = types.includes(type) || (type === 'integer' && types.includes('number'));
        if (!allowed) out.push(value);
      }
    }
    if (schema.enum || schema.const !== undefined) out.push('zz-not-listed', 987654321);
    if (schema.minLength !== undefined && schema.minLength > 0) out.push('', 'x'.repeat(schema.minLength - 1));
    if (schema.maxLength !== undefined) out.push('x'.repeat(schema.maxLength + 1));
    if (schema.pattern) out.push('', ' ', '   ', '\t', 'x', '!', '0', 'a b', '+999 1', 'zz-not-matching');
    if (schema.format) out.push(`not-a-${schema.format}`, '2026-02-30', 'a@b', '/relative/path');
    if (schema.minimum !== undefined) out.push(schema.minimum - 1, schema.minimum - 0.5);
    if (schema.maximum !== undefined) out.push(schema.maximum + 1, schema.maximum + 0.5);
    if (types?.includes('integer')) out.push(2.5);
    if (Array.isArray(base)) {
      if (schema.minItems) out.push(base.slice(0, schema.minItems - 1));
      if (schema.maxItems !== undefined) out.push([...base, ...Array.from({ length: schema.maxItems + 1 }, () => base[0] ?? 1)]);
      if (schema.prefixItems) out.push([...base, 'extra'], base.slice(0, -1));
      base.forEach((item, index) => {
        const itemSchema = schema.prefixItems?.[index] ?? schema.items;
        if (itemSchema && depth < 2)
          for (const bad of this.invalid(itemSchema, item, depth + 1).slice(0, 6)) out.push(base.map((v, i) => (i === index ? bad : v)));
      });
    }
    if (base && typeof base === 'object' && !Array.isArray(base)) {
      const record = base as Record<string, unknown>;
      for (const name of schema.required ?? []) {
        const { [name]: _dropped, ...rest } = record;
        out.push(rest);
      }
      if (schema.additionalProperties === false) out.push({ ...record, unexpectedField: 'x' });
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (depth >= 2) break;
        const value = name in record ? record[name] : fc.sample(this.valid(property, depth + 1), { numRuns: 1, seed: 1 })[0];
        for (const bad of this.invalid(property, value, depth + 1).slice(0, 6)) out.push({ ...record, [name]: bad });
      }
    }
    return out;
  }
}

/** Two schemas' keywords together (a oneOf branch with its parent's own keywords). */
function merge(a: Schema, b: Schema): Schema {
  const properties = a.properties || b.properties ? { ...a.properties, ...b.properties } : undefined;
  const required = a.required || b.required ? [...new Set([...(a.required ?? []), ...(b.required ?? [])])] : undefined;
  return { ...a, ...b, ...(properties && { properties }), ...(required && { required }) };
}
