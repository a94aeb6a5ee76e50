import { beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import request from 'supertest';

import { MAX_PAGE_SIZE } from '@fund/contracts';

import { useTestApp } from '../../../test/test-app.js';
import { Generators, SchemaValidator, type Schema } from './contract-generators.test-utils.js';
import {
  bodyFiles,
  bodyIds,
  buildWorld,
  notePasswordChange,
  pathValue,
  withCurrentPassword,
  type Role,
  type World,
} from './contract-world.test-utils.js';

// The contract check: /api/docs-json says what the API takes and answers, and the API does exactly that.
// For every operation of the document, as anonymous, investor and super admin, it sends requests VALID
// by the document (parameters and body generated from their declared schemas, with real ids from a
// fresh world of records) and requests that break ONE declared rule, and reads every answer.
//
// A disagreement is one of:
// - valid-refused:    a request valid by the document answered 400, 413 or 415 (its input was judged bad);
// - invalid-accepted: a request that breaks a declared rule answered 2xx;
// - answer-mismatch:  an answer whose status the operation does not declare, or whose body does not
//                     match the declared schema of that status and media type (2xx and 4xx alike);
// - server-error:     any 5xx.
// Not disagreements: 401/403 (the role may not), 404 (no such record: generated ids), 409 and 422
// (business rules on real records), 429 (rate limits): the document lists them all under 4XX.
//
// Rules that span two values, which OpenAPI 3.1 cannot state, are in the document's descriptions and
// the check keeps them when it generates valid requests (CROSS_RULES): a list's `range` ends at or after
// its start and spans at most MAX_PAGE_SIZE rows; a deprecated parameter (an older alias of a filter
// field, which must agree with the filter) is not sent; a distribution's `overrides` name each investor
// once (letter case aside) and no investor of its `excludedInvestorIds`. The document's description states one rule for
// every body: no key __proto__, constructor or prototype at any depth; a body breaking it is invalid.
//
// Bounded and repeatable: CONTRACT_SEED (default 1) seeds every generator; CONTRACT_RUNS (default 4)
// valid and as many invalid requests per operation and role. Prints a summary table.

const SEED = Number(process.env.CONTRACT_SEED ?? 1);
const RUNS = Number(process.env.CONTRACT_RUNS ?? 4);
const ROLES: Role[] = ['anonymous', 'investor', 'admin'];
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  deprecated?: boolean;
  schema?: Schema;
  content?: Record<string, { schema: Schema }>;
}
interface MediaType {
  schema?: Schema;
}
interface Response {
  $ref?: string;
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, Response>;
}
interface Document {
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components: { responses?: Record<string, Response> } & Record<string, unknown>;
}

/** One request as values: path, query (typed, before serialization), headers and the body (undefined: none). */
interface RequestValues {
  path: Record<string, string>;
  query: Record<string, unknown>;
  header: Record<string, unknown>;
  body?: unknown;
  /** Query parameters sent as written (an invalid one that is not JSON). */
  rawQuery?: Record<string, string>;
}

type DisagreementClass = 'valid-refused' | 'invalid-accepted' | 'answer-mismatch' | 'server-error';
interface Disagreement {
  kind: DisagreementClass;
  operation: string;
  role: Role;
  status: number;
  request: string;
  detail: string;
}

/** The description's body rule (see the top): a key naming the prototype machinery, at any depth. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
function hasPrototypeKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasPrototypeKey);
  if (typeof value !== 'object' || value === null) return false;
  return Object.keys(value).some((key) => PROTOTYPE_KEYS.has(key) || hasPrototypeKey((value as Record<string, unknown>)[key]));
}

/** The rules of CROSS_RULES (see the top) applied to a generated request. */
function crossRules(values: RequestValues): void {
  const range = values.query.range;
  if (Array.isArray(range) && range.length === 2 && range.every((n) => Number.isSafeInteger(n))) {
    const span = Math.abs((range[1] as number) - (range[0] as number)) % MAX_PAGE_SIZE;
    const first = Math.min(Math.min(range[0] as number, range[1] as number), Number.MAX_SAFE_INTEGER - span);
    values.query.range = [first, first + span];
  }
  const body = values.body as { overrides?: unknown; excludedInvestorIds?: unknown } | undefined;
  if (body && typeof body === 'object' && Array.isArray(body.overrides)) {
    const seen = new Set(Array.isArray(body.excludedInvestorIds) ? body.excludedInvestorIds.map((id) => String(id).toLowerCase()) : []);
    body.overrides = body.overrides.filter((item: { investorId?: unknown }) => {
      const id = String(item?.investorId).toLowerCase();
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
  }
}

/** mulberry32: the check's own choices (which mutation, which id), repeatable with the seed. */
function randomFrom(seed: number) {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('Contract check: the API does what /api/docs-json says', () => {
  const t = useTestApp();
  let doc: Document;
  let validator: SchemaValidator;
  let gen: Generators;

  beforeAll(async () => {
    doc = (await request(t.server).get('/api/docs-json').expect(200)).body as Document;
    validator = new SchemaValidator(doc);
    gen = new Generators(doc as unknown as Record<string, unknown>, validator);
  });

  const paramSchema = (p: Parameter): Schema => p.schema ?? Object.values(p.content ?? {})[0]?.schema ?? {};
  const isJsonParam = (p: Parameter) => Boolean(p.content?.['application/json']);
  const bodySchema = (op: Operation): Schema | undefined => op.requestBody?.content['application/json']?.schema;

  /** A query or header value as text, the way a client sends it. */
  function serialize(p: Parameter, value: unknown): string {
    if (isJsonParam(p)) return JSON.stringify(value);
    return typeof value === 'string' ? value : JSON.stringify(value);
  }
  /** A plain (form-style) parameter's text read back as the schema's type, as a server reads it. */
  function parsePlain(schema: Schema, text: string): unknown {
    const resolved = gen.resolve(schema);
    const types = resolved.type === undefined ? [] : Array.isArray(resolved.type) ? resolved.type : [resolved.type];
    if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(text)) return Number(text);
    if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
    return text;
  }
  /** Is the parameter's text valid by its declared schema (JSON-decoded for content parameters)? */
  function paramValid(p: Parameter, text: string): boolean {
    if (isJsonParam(p)) {
      try {
        return validator.valid(paramSchema(p), JSON.parse(text));
      } catch {
        return false;
      }
    }
    return validator.valid(paramSchema(p), parsePlain(paramSchema(p), text));
  }

  function url(route: string, values: RequestValues, op: Operation): string {
    const path = route.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values.path[name]));
    const query = new URLSearchParams();
    for (const p of op.parameters ?? []) {
      if (p.in !== 'query') continue;
      if (values.rawQuery && p.name in values.rawQuery) query.append(p.name, values.rawQuery[p.name]);
      else if (p.name in values.query) query.append(p.name, serialize(p, values.query[p.name]));
    }
    const text = query.toString();
    return text ? `${path}?${text}` : path;
  }

  /** Is a whole request valid by the document? (The body and every parameter.) */
  function requestValid(op: Operation, values: RequestValues): boolean {
    for (const p of op.parameters ?? []) {
      if (p.in !== 'query' && p.in !== 'header') continue;
      const source = p.in === 'query' ? values.query : values.header;
      const raw = p.in === 'query' ? values.rawQuery?.[p.name] : undefined;
      if (raw !== undefined) {
        if (!paramValid(p, raw)) return false;
        continue;
      }
      if (!(p.name in source)) {
        if (p.required) return false;
        continue;
      }
      if (!paramValid(p, serialize(p, source[p.name]))) return false;
    }
    const schema = bodySchema(op);
    if (values.body === undefined) return !op.requestBody?.required;
    if (hasPrototypeKey(values.body)) return false;
    return schema ? validator.valid(schema, values.body) : true;
  }

  function validRequests(route: string, op: Operation, world: World, role: Role, seed: number): RequestValues[] {
    const random = randomFrom(seed);
    const out: RequestValues[] = [];
    const parameters = op.parameters ?? [];
    const schema = bodySchema(op);
    const ids = bodyIds(world, role);
    const files = bodyFiles(world, route);
    for (let attempt = 0; out.length < RUNS && attempt < RUNS * 8; attempt++) {
      const sampleSeed = seed * 1000 + attempt;
      const values: RequestValues = { path: {}, query: {}, header: {} };
      for (const p of parameters) {
        if (p.deprecated) continue;
        const sample = () => fc.sample(gen.valid(paramSchema(p)), { numRuns: 1, seed: sampleSeed + p.name.length })[0];
        // A path segment is never empty: '' would ask another route (GET /api/admin/statement-runs/ is the list).
        if (p.in === 'path') values.path[p.name] = pathValue(world, route, p.name, role) ?? (String(sample()) || 'x');
        else if ((p.in === 'query' || p.in === 'header') && (p.required || random() < 0.5))
          (p.in === 'query' ? values.query : values.header)[p.name] = sample();
      }
      if (schema && (op.requestBody?.required || random() < 0.8)) {
        let body = fc.sample(gen.valid(schema), { numRuns: 1, seed: sampleSeed })[0];
        // Real records and files instead of generated ids, mostly.
        if (body && typeof body === 'object' && !Array.isArray(body)) {
          const record = { ...(body as Record<string, unknown>) };
          for (const [name, id] of Object.entries({ ...ids, ...files })) {
            if (name in record && (name in files || random() < 0.85)) {
              const candidate = { ...record, [name]: id };
              if (validator.valid(schema, candidate)) record[name] = id;
            }
          }
          body = record;
        }
        values.body = body;
      }
      crossRules(values);
      if (requestValid(op, values)) out.push(values);
    }
    return out;
  }

  function invalidRequests(op: Operation, base: RequestValues, seed: number): RequestValues[] {
    const random = randomFrom(seed);
    const candidates: RequestValues[] = [];
    const schema = bodySchema(op);
    if (schema && base.body !== undefined) {
      for (const body of gen.invalid(schema, base.body)) candidates.push({ ...base, body });
    }
    if (op.requestBody?.required && base.body !== undefined) candidates.push({ ...base, body: undefined });
    for (const p of op.parameters ?? []) {
      if (p.in !== 'query') continue;
      if (p.required) {
        const { [p.name]: _dropped, ...rest } = base.query;
        candidates.push({ ...base, query: rest });
      }
      const current = p.name in base.query ? base.query[p.name] : fc.sample(gen.valid(paramSchema(p)), { numRuns: 1, seed })[0];
      for (const bad of gen.invalid(paramSchema(p), current)) {
        if (!isJsonParam(p) && (typeof bad === 'object' || bad === undefined)) continue;
        candidates.push({ ...base, query: { ...base.query, [p.name]: bad } });
      }
      if (isJsonParam(p)) candidates.push({ ...base, rawQuery: { [p.name]: '{not json' } });
    }
    const invalid = candidates.filter((values) => !requestValid(op, values));
    // A repeatable pick of RUNS of them.
    for (let i = invalid.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [invalid[i], invalid[j]] = [invalid[j], invalid[i]];
    }
    return invalid.slice(0, RUNS);
  }

  /** Where the document declares an answer of `status`; undefined when it declares none. */
  function declared(op: Operation, status: number): Response | undefined {
    const response = op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
    if (!response?.$ref) return response;
    return doc.components.responses?.[response.$ref.split('/').pop()!];
  }

  function answerProblem(op: Operation, res: request.Response): string | undefined {
    const response = declared(op, res.status);
    if (!response) return `status ${res.status} is not declared`;
    if (!response.content) return res.text ? 'a body where none is declared' : undefined;
    const type = String(res.headers['content-type'] ?? '')
      .split(';')[0]
      .trim();
    const media = response.content[type] ?? response.content['*/*'];
    if (!media) return `content type ${type || '(none)'} is not declared (${Object.keys(response.content).join(', ')})`;
    if (type !== 'application/json' || !media.schema) return undefined;
    let body: unknown;
    try {
      body = JSON.parse(res.text);
    } catch {
      return 'the body is not JSON';
    }
    return validator.error(media.schema, body);
  }

  const describeRequest = (method: string, path: string, values: RequestValues) =>
    `${method.toUpperCase()} ${path}${values.body === undefined ? '' : ` ${JSON.stringify(values.body)}`}${values.header['Idempotency-Key'] === undefined ? '' : ` [Idempotency-Key ${JSON.stringify(values.header['Idempotency-Key'])}]`}`.slice(
      0,
      400,
    );

  it('finds no disagreement between the document and the API, as anonymous, investor and admin', async () => {
    const started = Date.now();
    const operations: [string, Method, Operation][] = [];
    const only = process.env.CONTRACT_ONLY ? new RegExp(process.env.CONTRACT_ONLY) : undefined;
    for (const [route, item] of Object.entries(doc.paths)) {
      for (const method of METHODS)
        if (item[method] && (!only || only.test(`${method.toUpperCase()} ${route}`))) operations.push([route, method, item[method]]);
    }

    const disagreements: Disagreement[] = [];
    let sent = 0;
    const statuses = new Map<string, number>();
    const answered2xx = new Set<string>();
    const timing = { world: 0, generate: 0 };
    for (const [index, [route, method, op]] of operations.entries()) {
      const name = `${method.toUpperCase()} ${route}`;
      const building = Date.now();
      const world = await buildWorld(t);
      timing.world += Date.now() - building;
      for (const [roleIndex, role] of ROLES.entries()) {
        const seed = SEED * 100_000 + index * 10 + roleIndex;
        const generating = Date.now();
        const valid = validRequests(route, op, world, role, seed);
        const validMs = Date.now() - generating;
        const invalid = valid.length > 0 ? invalidRequests(op, valid[0], seed) : [];
        timing.generate += Date.now() - generating;
        if (process.env.CONTRACT_DEBUG) console.log(name, role, validMs, Date.now() - generating, 'ms');
        const batch: [RequestValues, boolean][] = [
          ...valid.map((v) => [v, true] as [RequestValues, boolean]),
          ...invalid.map((v) => [v, false] as [RequestValues, boolean]),
        ];
        for (const [n, [generated, isValid]] of batch.entries()) {
          const values = { ...generated, body: withCurrentPassword(world, role, generated.body) };
          const path = url(route, values, op);
          const agent = request(t.server);
          let req = agent[method](path).set('X-Forwarded-For', `10.${index % 250}.${roleIndex}.${(n % 250) + 1}`);
          const cookie = world.cookies[role];
          if (cookie) req = req.set('Cookie', cookie);
          for (const [header, value] of Object.entries(values.header)) req = req.set(header, String(value));
          if (values.body !== undefined) req = req.set('Content-Type', 'application/json').send(JSON.stringify(values.body));
          const res = await req;
          sent += 1;
          notePasswordChange(world, role, values.body, res.status);
          const key = `${isValid ? 'valid' : 'invalid'} ${res.status}`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
          const report = (kind: DisagreementClass, detail: string) =>
            disagreements.push({
              kind,
              operation: name,
              role,
              status: res.status,
              request: describeRequest(method, path, values),
              detail: detail.slice(0, 300),
            });
          if (res.status >= 500) {
            report('server-error', res.text);
            continue;
          }
          if (isValid && [400, 413, 415].includes(res.status)) report('valid-refused', res.text);
          if (!isValid && res.status < 300) report('invalid-accepted', res.text.slice(0, 200));
          if (isValid && res.status < 300) answered2xx.add(name);
          const problem = answerProblem(op, res);
          if (problem) report('answer-mismatch', `${problem}: ${res.text.slice(0, 200)}`);
        }
      }
    }

    const seconds = (Date.now() - started) / 1000;
    const byClass = (kind: DisagreementClass) => disagreements.filter((d) => d.kind === kind);
    const classes: DisagreementClass[] = ['valid-refused', 'invalid-accepted', 'answer-mismatch', 'server-error'];
    const lines = [
      `contract check (seed ${SEED}, ${RUNS} valid + ${RUNS} invalid per operation and role), ${seconds.toFixed(1)} s`,
      `| operations | requests | operations answering 2xx to a valid request | ${classes.join(' | ')} | disagreements |`,
      `| ${operations.length} | ${sent} | ${answered2xx.size} | ${classes.map((c) => byClass(c).length).join(' | ')} | ${disagreements.length} |`,
      `time: worlds ${(timing.world / 1000).toFixed(1)} s, generating ${(timing.generate / 1000).toFixed(1)} s`,
      `answers: ${[...statuses]
        .sort()
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ')}`,
      `operations with no 2xx: ${operations
        .map(([r, m]) => `${m.toUpperCase()} ${r}`)
        .filter((n) => !answered2xx.has(n))
        .join(', ')}`,
    ];
    const byOperation = new Map<string, Disagreement[]>();
    for (const d of disagreements) byOperation.set(`${d.kind} ${d.operation}`, [...(byOperation.get(`${d.kind} ${d.operation}`) ?? []), d]);
    for (const [key, list] of byOperation) {
      lines.push(`${key}: ${list.length}`);
      for (const d of list.slice(0, 2)) lines.push(`    ${d.role} ${d.status} ${d.request}\n      -> ${d.detail}`);
    }
    console.log(lines.join('\n'));
    expect(disagreements.map((d) => `${d.kind} ${d.operation} (${d.role} ${d.status})`)).toEqual([]);
  }, 300_000);
});
