import type { Type as Class, INestApplication } from '@nestjs/common';
import { ModulesContainer, Reflector } from '@nestjs/core';
import {
  ApiProperty,
  DocumentBuilder,
  SwaggerModule,
  type ApiPropertyOptions,
  type OpenAPIObject,
  type OperationObject,
  type ParameterObject,
  type SchemaObject,
} from '@nestjs/swagger';
import { getMetadataStorage } from 'class-validator';
import { targetConstructorToSchema } from 'class-validator-jsonschema';

import * as contracts from '@fund/contracts';
import type { TSchema } from '@fund/contracts';

import { ACCESS_KEY, ROLES_KEY, type Access } from '../auth/decorators.js';
import { sessionCookieName } from '../auth/session.js';
import { HTTP_URL_PATTERN, isTrimmed } from '../validation/decorators.js';
import { API_ANSWER_KEY, type ApiAnswerMetadata } from './api-answer.js';
import { API_UNPROCESSABLE_KEY } from './api-unprocessable.js';
import { describedBody } from './describe-body.js';
import { listParameters, UUID_PATTERN } from './list-parameters.js';

// The OpenAPI document at /api/docs-json (Swagger UI at /api/docs). Nest's scanner finds the routes and
// their path parameters; this file adds what it cannot know: request bodies and query parameters from
// the DTOs' class-validator rules (class-validator-jsonschema: no build step, no decorator per field),
// each operation's summary and 2xx answer (@ApiAnswer, the response shapes of @fund/contracts), its tag
// (its module), the error shape of 4xx answers, and the session cookie's security requirement (none on
// @Public routes, optional on @OptionalAuth ones).

const SCHEMA_REF = '#/components/schemas/';
const SECURITY = 'sid';

/** Every response shape @fund/contracts exports, by its exported name (the component name). */
const TYPEBOX_KIND = Symbol.for('TypeBox.Kind');
const NAMED_SCHEMAS = new Map<unknown, string>(
  Object.entries(contracts)
    .filter(([, value]) => typeof value === 'object' && value !== null && TYPEBOX_KIND in value)
    .map(([name, schema]) => [schema, name]),
);

interface Route {
  controller: Class<unknown>;
  method: string;
  tag: string;
}

/** `AuditLogsModule` -> `audit-logs`. */
const tagOf = (moduleName: string) =>
  moduleName
    .replace(/Module$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();

/** Every controller method by Nest's default operationId (`Controller_method`). */
function routesOf(app: INestApplication): Map<string, Route> {
  const routes = new Map<string, Route>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Class<unknown>;
      for (const method of Object.getOwnPropertyNames(controller.prototype)) {
        if (method !== 'constructor') routes.set(`${controller.name}_${method}`, { controller, method, tag: tagOf(module.metatype.name) });
      }
    }
  }
  return routes;
}

type Converters = NonNullable<NonNullable<Parameters<typeof targetConstructorToSchema>[1]>['additionalConverters']>;

// Exact JSON-Schema forms of the API's text rules (the validators' own patterns where they have one).
const MONEY_DIGITS = `0*(\\d{1,${String(contracts.MAX_MONEY_AMOUNT).length - 1}}|${contracts.MAX_MONEY_AMOUNT})`; // MAX_MONEY_AMOUNT is a power of ten
const HTTP_URL = HTTP_URL_PATTERN.source.slice(1, -1);
const PERCENT_TEXT = '^\\s*((\\d{1,2}(\\.\\d+)?|0\\d{2}(\\.\\d+)?|100(\\.0+)?)\\s*%?)?\\s*$';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const oneOfWords = (words: readonly string[]) => `(${words.map(escapeRegExp).join('|')})`;
const SOURCE = oneOfWords(contracts.SOURCES_OF_INCOME);
/** One or more SOURCES_OF_INCOME joined with ', ', none twice. */
const SOURCES_PATTERN = `^(?!(.*, )?${SOURCE}(, .*)?, \\2(, |$))${SOURCE}(, ${SOURCE})*$`;
const PHONE_PATTERN = `^${oneOfWords(contracts.PHONE_CODES.map((p) => p.code))} \\d{4,15}$`;
/** usernameIssue: USERNAME_MIN to USERNAME_MAX characters once trimmed, none of them a control, format or separator character but the plain space. */
const USERNAME_PATTERN = `^\\s*[^\\p{C}\\p{Z}](?:[^\\p{C}\\p{Z}]| ){${contracts.USERNAME_MIN - 2},${contracts.USERNAME_MAX - 2}}[^\\p{C}\\p{Z}]\\s*$`;
const DATE_IN_RANGE = `^(${contracts.EARLIEST_DATE.slice(0, 2)}|${contracts.LATEST_DATE.slice(0, 2)})\\d{2}-`;
const OBJECT_PATH = `/api/objects/${oneOfWords(contracts.UPLOAD_KINDS)}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}`;
const NULL = { type: 'null' } as const;
const lengthOf = (meta: { constraints?: unknown[] }) => (typeof meta.constraints?.[0] === 'number' ? meta.constraints[0] : undefined);

/**
 * The JSON-Schema form of each validation rule of the DTOs, as exact as JSON Schema can say it:
 * class-validator's own rules by their type, ours by their ValidateBy name. A rule's pattern goes under
 * `x-pattern-<rule>` and describeDtos joins a property's patterns (lodash.merge would keep only one).
 * Any other custom rule is described by its property's TypeScript type.
 */
const CONVERTERS: Converters = {
  isInt: { type: 'integer' },
  max: (meta) => ({ maximum: meta.constraints[0] as number }),
  min: (meta) => ({ minimum: meta.constraints[0] as number }),
  isUuid: { type: 'string', format: 'uuid', 'x-pattern-isUuid': UUID_PATTERN },
  matches: (meta) => ({ type: 'string', 'x-pattern-matches': (meta.constraints[0] as RegExp).source }),
  requiredString: (meta) => ({ type: 'string', minLength: 1, maxLength: lengthOf(meta), 'x-pattern-requiredString': '\\S' }),
  username: { type: 'string', 'x-pattern-username': USERNAME_PATTERN },
  wholeAmount: {
    anyOf: [
      { type: 'integer', minimum: 0, maximum: contracts.MAX_MONEY_AMOUNT },
      { type: 'string', pattern: `^\\s*${MONEY_DIGITS}\\s*$` },
    ],
  },
  optionalWholeAmount: {
    anyOf: [
      { type: 'integer', minimum: 0, maximum: contracts.MAX_MONEY_AMOUNT },
      { type: 'string', pattern: `^\\s*(${MONEY_DIGITS})?\\s*$` },
      NULL,
    ],
  },
  optionalSignedWhole: {
    anyOf: [
      { type: 'integer', minimum: -contracts.MAX_MONEY_AMOUNT, maximum: contracts.MAX_MONEY_AMOUNT },
      { type: 'string', pattern: `^\\s*(-?${MONEY_DIGITS})?\\s*$` },
      NULL,
    ],
  },
  optionalPercent: {
    anyOf: [{ type: 'number', minimum: 0, maximum: 100 }, { type: 'string', pattern: PERCENT_TEXT }, NULL],
    description: "0 to 100, e.g. '6.5%'",
  },
  videoUrl: (meta) => ({ anyOf: [{ type: 'string', maxLength: lengthOf(meta), pattern: `^\\s*(${HTTP_URL})?\\s*$` }, NULL] }),
  httpUrl: (meta) => ({ type: 'string', maxLength: lengthOf(meta), 'x-pattern-httpUrl': `^\\s*${HTTP_URL}\\s*$` }),
  httpUrlOrEmpty: (meta) => ({ anyOf: [{ type: 'string', maxLength: lengthOf(meta), pattern: `^\\s*(${HTTP_URL})?\\s*$` }, NULL] }),
  isProfilePhotoUrl: (meta) => ({
    type: 'string',
    maxLength: lengthOf(meta),
    'x-pattern-isProfilePhotoUrl': `^\\s*(${OBJECT_PATH}|${HTTP_URL})?\\s*$`,
  }),
  isCalendarDate: { type: 'string', format: 'date' },
  dateInRange: { type: 'string', format: 'date', 'x-pattern-dateInRange': DATE_IN_RANGE },
  pastDate: {
    type: 'string',
    format: 'date',
    'x-pattern-pastDate': DATE_IN_RANGE,
    'x-before-today': true,
    description: 'A date of birth: before today',
  },
  kycPhone: { type: 'string', 'x-pattern-kycPhone': PHONE_PATTERN },
  sourceOfIncome: { type: 'string', 'x-pattern-sourceOfIncome': SOURCES_PATTERN },
  categoryForType: { type: 'string', enum: [...contracts.ACTIVITY_CATEGORIES], description: "One of the activity type's categories" },
  accepted: { enum: [true, 'true'] },
  sizeHint: { anyOf: [{ type: 'number' }, { type: 'string', maxLength: 100 }] },
  nextPayoutAfterPayout: { type: 'string' },
  customValidation: (meta) => {
    const type: unknown =
      typeof meta.target === 'function'
        ? Reflect.getMetadata('design:type', meta.target.prototype as object, meta.propertyName)
        : undefined;
    if (type === String) return { type: 'string' };
    if (type === Number) return { type: 'number' };
    if (type === Boolean) return { type: 'boolean' };
    return {};
  },
};

/** A property's rule patterns (x-pattern-<rule>) as one `pattern`, or all of them. */
function joinPatterns(schema: SchemaObject): SchemaObject {
  const patterns = Object.entries(schema).filter(([key]) => key.startsWith('x-pattern-'));
  if (patterns.length === 0) return schema;
  const rest = Object.fromEntries(Object.entries(schema).filter(([key]) => !key.startsWith('x-pattern-')));
  if (patterns.length === 1) return { ...rest, pattern: patterns[0][1] as string };
  return { ...rest, allOf: patterns.map(([, pattern]) => ({ pattern: pattern as string })) };
}

/**
 * A trimmed property's lengths (Trim runs before its rules): minLength/maxLength as a pattern on the
 * text between the edge white space, so white space around it counts for neither.
 */
function trimmedLengths(schema: SchemaObject): SchemaObject {
  const types = ([] as unknown[]).concat(schema.type ?? []);
  const { minLength, maxLength, ...rest } = schema;
  if (!types.includes('string') || (minLength === undefined && maxLength === undefined)) return schema;
  const min = minLength ?? 0;
  const core: string[] = [];
  if (min <= 1 && (maxLength ?? 1) >= 1) core.push('\\S');
  if ((maxLength ?? 2) >= 2) core.push(`\\S[\\s\\S]{${Math.max(min - 2, 0)},${maxLength === undefined ? '' : maxLength - 2}}\\S`);
  const pattern = `^\\s*(${core.join('|')})${min === 0 ? '?' : ''}\\s*$`;
  if (rest.pattern === undefined) return { ...rest, pattern };
  const { pattern: own, ...others } = rest;
  return { ...others, allOf: [...(others.allOf ?? []), { pattern: own }, { pattern }] };
}

/** null as well: IsOptional lets null through as "not given". */
function orNull(schema: SchemaObject): SchemaObject {
  const types = schema.type === undefined ? undefined : ([] as string[]).concat(schema.type as string | string[]);
  if (types?.includes('null') || schema.anyOf?.some((s) => (s as SchemaObject).type === 'null')) return schema;
  if (types && !schema.anyOf && !schema.oneOf && !schema.allOf && !schema.enum && (schema as { const?: unknown }).const === undefined) {
    return { ...schema, type: [...types, 'null'] as unknown as SchemaObject['type'] };
  }
  return { anyOf: [schema, NULL] };
}

/** The DTO's schema completed from its metadata: joined patterns, nullable optionals, the phone's country code, a later date's field. */
function completeDto(dto: Class<unknown>, schema: SchemaObject): SchemaObject {
  const metas = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  const rulesOf = (property: string) => metas.filter((meta) => meta.propertyName === property);
  const nameOf = (meta: (typeof metas)[number]) =>
    meta.constraintCls ? getMetadataStorage().getTargetValidatorConstraints(meta.constraintCls)[0]?.name : meta.name;
  const properties = (schema.properties ?? {}) as Record<string, SchemaObject>;
  const allOf: SchemaObject[] = [];
  for (const [name, property] of Object.entries(properties)) {
    const rules = rulesOf(name);
    let completed = joinPatterns(property);
    if (isTrimmed(dto, name)) completed = trimmedLengths(completed);
    if (rules.some((meta) => meta.type === 'conditionalValidation' && meta.name === 'isOptional')) completed = orNull(completed);
    properties[name] = completed;
    if (rules.some((meta) => nameOf(meta) === 'kycPhone') && properties.countryCode) {
      // The phone starts with the country code the form sends.
      for (const { code } of contracts.PHONE_CODES) {
        allOf.push({
          if: { properties: { countryCode: { const: code } }, required: ['countryCode'] },
          then: { properties: { [name]: { pattern: `^${escapeRegExp(code)} ` } } },
        } as SchemaObject);
      }
    }
    const after = rules.find((meta) => nameOf(meta) === 'nextPayoutAfterPayout');
    if (after) (schema as Record<string, unknown>)['x-after'] = { [name]: after.constraints?.[0] ?? 'payoutDate' };
  }
  if (allOf.length > 0) schema.allOf = [...(schema.allOf ?? []), ...allOf];
  const describe = describedBody(dto);
  return describe ? describe(schema) : schema;
}

/**
 * The request DTOs of the routes, as JSON schemas made from their class-validator rules (the rules the
 * validation pipe applies). Each also gets swagger property metadata, from which Nest's scanner lists
 * the query parameters of @Query() DTOs.
 */
function describeDtos(routes: Iterable<Route>): Map<string, SchemaObject> {
  const storage = getMetadataStorage();
  const dtos = new Set<Class<unknown>>();
  for (const { controller, method } of routes) {
    const types = (Reflect.getMetadata('design:paramtypes', controller.prototype as object, method) ?? []) as unknown[];
    for (const type of types) {
      if (typeof type === 'function' && storage.getTargetValidationMetadatas(type, '', true, false).length > 0)
        dtos.add(type as Class<unknown>);
    }
  }
  const schemas = new Map<string, SchemaObject>();
  for (const dto of dtos) {
    const schema = completeDto(
      dto,
      targetConstructorToSchema(dto, { additionalConverters: CONVERTERS, refPointerPrefix: SCHEMA_REF }) as SchemaObject,
    );
    schemas.set(dto.name, schema);
    for (const [name, property] of Object.entries(schema.properties ?? {}) as [string, SchemaObject][]) {
      // A list of types (['integer', 'null']) means an array type to Nest: give it the one that is not null.
      const types = ([] as unknown[]).concat(property.type ?? []).filter((t) => t !== 'null');
      const type = types.length === 1 ? (types[0] as string) : undefined;
      ApiProperty({ ...property, type, required: schema.required?.includes(name) ?? false } as ApiPropertyOptions)(
        dto.prototype as object,
        name,
      );
    }
  }
  return schemas;
}

/** A contracts schema as OpenAPI: a named shape is a $ref, inside others too; symbols are dropped. */
function openApiSchema(schema: unknown, root?: unknown): unknown {
  const name = NAMED_SCHEMAS.get(schema);
  if (name && schema !== root) return { $ref: `${SCHEMA_REF}${name}` };
  if (Array.isArray(schema)) return schema.map((item) => openApiSchema(item));
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, openApiSchema(value)]));
}

function answerSchema(answer: ApiAnswerMetadata): unknown {
  const schema = openApiSchema(answer.schema as TSchema);
  return answer.list || answer.array ? { type: 'array', items: schema } : schema;
}

function security(access: Access | undefined): OperationObject['security'] {
  if (access === 'public') return [];
  if (access === 'optional') return [{ [SECURITY]: [] }, {}];
  return [{ [SECURITY]: [] }];
}

/** A request body DTO's schema: its class-validator rules; unknown fields are refused (forbidNonWhitelisted). */
function describeBody(operation: OperationObject, document: OpenAPIObject, dtos: Map<string, SchemaObject>): void {
  const body = operation.requestBody as { content?: Record<string, { schema?: { $ref?: string } }> } | undefined;
  const ref = body?.content?.['application/json']?.schema?.$ref;
  if (!ref?.startsWith(SCHEMA_REF)) return;
  const name = ref.slice(SCHEMA_REF.length);
  const schemas = document.components!.schemas!;
  // A DTO without fields: the route reads no body, so the document declares none.
  const described = (dtos.get(name) ?? schemas[name]) as SchemaObject | undefined;
  if (described && Object.keys(described.properties ?? {}).length === 0) {
    delete operation.requestBody;
    delete schemas[name];
    return;
  }
  schemas[name] = { ...(dtos.get(name) ?? schemas[name]), additionalProperties: false };
  // No body reads as {} (the JSON parser's empty body): a body whose fields are all optional may be left out.
  const schema = schemas[name] as SchemaObject;
  const branchesNeedFields = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].every(
    (branch) => ((branch as SchemaObject).required ?? []).length > 0,
  );
  const needsFields = (schema.required ?? []).length > 0 || (Boolean(schema.oneOf ?? schema.anyOf) && branchesNeedFields);
  if (!needsFields) (operation.requestBody as { required?: boolean }).required = false;
}

function describeOperation(operation: OperationObject, route: Route, reflector: Reflector): void {
  const handler = (route.controller.prototype as Record<string, () => unknown>)[route.method];
  const targets = [handler, route.controller];
  const answer = reflector.get<ApiAnswerMetadata | undefined>(API_ANSWER_KEY, handler);
  const roles = reflector.getAllAndOverride<string[] | undefined>(ROLES_KEY, targets);
  const access = reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, targets);

  operation.tags = [route.tag];
  operation.security = security(access);
  if (roles) operation.description = [`Roles: ${roles.join(', ')}.`, operation.description].filter(Boolean).join(' ');
  operation.responses['4XX'] = { $ref: '#/components/responses/Refused' };
  const unprocessable = reflector.get<string[] | undefined>(API_UNPROCESSABLE_KEY, handler);
  if (unprocessable) {
    operation.responses['422'] = {
      description: `Refused by the stored state (the request itself is valid): ${unprocessable.join('; ')}`,
      content: { 'application/json': { schema: { $ref: `${SCHEMA_REF}ErrorBody` } } },
    };
  }
  if (!answer) return;

  operation.summary = answer.summary;
  const status = Object.keys(operation.responses).find((code) => code.startsWith('2')) ?? '200';
  operation.responses[status] = {
    description: answer.summary,
    content: { [answer.contentType ?? 'application/json']: { schema: answerSchema(answer) as SchemaObject } },
    ...(answer.list && {
      headers: {
        'Content-Range': { description: 'react-admin\'s total: "<resource> <first>-<last>/<total>"', schema: { type: 'string' } },
      },
    }),
  };
  if (answer.list) {
    const list = listParameters(answer.schema);
    const sortSchema = list.sort.content!['application/json'].schema as { prefixItems: [{ enum: string[] }] };
    const fields = new Set(sortSchema.prefixItems[0].enum);
    operation.parameters = ((operation.parameters ?? []) as ParameterObject[]).map((parameter) => {
      if (parameter.in !== 'query') return parameter;
      if (parameter.name === 'sort' || parameter.name === 'range' || parameter.name === 'filter') return list[parameter.name];
      // An older parameter naming a filter field (?status=): the same as filter.<name>, and both must agree.
      if (fields.has(parameter.name)) {
        return {
          ...parameter,
          deprecated: true,
          description: `The same as filter.${parameter.name}; given with a different filter.${parameter.name}, the list answers 400`,
        };
      }
      return parameter;
    });
  }
}

/** The document Nest scans, completed (see the top of this file). */
export function describeApi(app: INestApplication, config: Omit<OpenAPIObject, 'paths'>): OpenAPIObject {
  const routes = routesOf(app);
  const dtos = describeDtos(routes.values());
  const document = SwaggerModule.createDocument(app, config);
  const reflector = new Reflector();
  for (const pathItem of Object.values(document.paths)) {
    for (const operation of Object.values(pathItem) as OperationObject[]) {
      const route = operation.operationId ? routes.get(operation.operationId) : undefined;
      if (route) describeOperation(operation, route, reflector);
      describeBody(operation, document, dtos);
    }
  }
  const components = (document.components ??= {});
  const schemas = (components.schemas ??= {});
  for (const [schema, name] of NAMED_SCHEMAS) {
    if (schemas[name]) throw new Error(`OpenAPI: the component ${name} is defined twice`);
    schemas[name] = openApiSchema(schema, schema) as SchemaObject;
  }
  components.responses = {
    Refused: {
      description:
        'Refused: bad input (400), no session (401), not allowed (403), not found (404), conflict (409), refused by the stored state (422), too many requests (429)',
      content: { 'application/json': { schema: { $ref: `${SCHEMA_REF}ErrorBody` } } },
    },
  };
  return document;
}

/** Serves the document at /api/docs-json and Swagger UI at /api/docs; Nest builds it on the first request. */
export function setupOpenApi(app: INestApplication, secureCookies: boolean): void {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle(`${contracts.PRODUCT_NAME} API`)
    .setDescription(
      'JSON API of the investor portal, KYC onboarding and admin back office. Calls use the session cookie. ' +
        'A JSON body may not carry the keys __proto__, constructor or prototype at any depth, nor text with a lone UTF-16 surrogate (400).',
    )
    .setVersion(process.env.npm_package_version ?? '0.1.0')
    .addCookieAuth(sessionCookieName(secureCookies), { type: 'apiKey', in: 'cookie' }, SECURITY)
    .build();
  SwaggerModule.setup('api/docs', app, () => describeApi(app, config));
}
