import type { ParameterObject, SchemaObject } from '@nestjs/swagger';

import { MAX_PAGE_SIZE, type TSchema } from '@fund/contracts';

import { LIST_SPECS, schemaFields, type FieldKind, type ListSpec } from '../lists/list-query.js';

// react-admin's list parameters as the list reads them (common/lists/list-query.ts), for the OpenAPI
// document: JSON-encoded query parameters (`content: application/json`), each with its schema: `sort` a
// pair of a field of the list and ASC|DESC, `range` a pair of row numbers, `filter` an object of the
// list's fields (dotted or nested), each compared with a value of the field's kind, any of a list of
// values, or null (empty).

/** The uuid text class-validator's isUUID('all') takes: versions 1-8 of RFC 9562's variant, nil and max; stricter than JSON Schema's `uuid` format. */
export const UUID_PATTERN =
  '^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|0{8}-0{4}-0{4}-0{4}-0{12}|[fF]{8}-[fF]{4}-[fF]{4}-[fF]{4}-[fF]{12})$';
/** A date-time filter value: RFC 3339 with an upper-case T and Z, seconds 00-59, years 0001-9999 (list-query.ts DATE_TIME). */
const DATE_TIME_PATTERN =
  '^(?!0000)\\d{4}-\\d{2}-\\d{2}T([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(\\.\\d{1,9})?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d)$';

const SCALAR: Record<FieldKind, SchemaObject> = {
  text: { type: ['string', 'number', 'boolean'] as unknown as SchemaObject['type'], description: 'compared as the text the answer shows' },
  uuid: { type: 'string', format: 'uuid', pattern: UUID_PATTERN },
  number: { anyOf: [{ type: 'number' }, { type: 'string', pattern: '^-?\\d{1,30}(\\.\\d{1,30})?$' }] },
  'date-time': { type: 'string', format: 'date-time', pattern: DATE_TIME_PATTERN },
  date: { type: 'string', format: 'date', pattern: '^(?!0000)\\d{4}-\\d{2}-\\d{2}$' },
};

/** One field's filter value: a value of its kind, any of several, or null for empty. */
const filterValue = (kind: FieldKind): SchemaObject => ({
  anyOf: [SCALAR[kind], { type: 'array', items: SCALAR[kind] }, { type: 'null' }],
});

interface ListFields {
  fields: string[];
  kinds: Record<string, FieldKind>;
  search: boolean;
  /** Fields the list reads its own way (ListSpec.filterSchemas). */
  own?: Record<string, SchemaObject>;
}

/** The list's fields: its ListSpec's (registered by listSpec for the row shape), else the row shape's own. */
function listFields(row: TSchema): ListFields {
  const spec: ListSpec | undefined = LIST_SPECS.get(row);
  if (spec)
    return {
      fields: Object.keys(spec.fields),
      kinds: spec.kinds,
      search: Boolean(spec.search?.length),
      own: spec.filterSchemas as Record<string, SchemaObject> | undefined,
    };
  const kinds = Object.fromEntries(schemaFields(row as never));
  return { fields: Object.keys(kinds), kinds, search: false };
}

/** The filter object: every field by its dotted name and, for dotted names, nested as objects too. */
function filterSchema({ fields, kinds, search, own }: ListFields): SchemaObject {
  interface Node {
    properties: Record<string, SchemaObject | Node>;
  }
  const root: Node = { properties: {} };
  const isNode = (value: SchemaObject | Node | undefined): value is Node =>
    value !== undefined && !('anyOf' in value) && !('type' in value) && !('enum' in value);
  for (const field of fields) {
    const value = own && Object.hasOwn(own, field) ? own[field] : filterValue(Object.hasOwn(kinds, field) ? kinds[field] : 'text');
    root.properties[field] = value;
    const parts = field.split('.');
    if (parts.length < 2) continue;
    let node = root;
    for (const part of parts.slice(0, -1)) {
      const existing = node.properties[part];
      // A name that is a field itself takes a value, not an object (the list reads it as the field).
      if (existing !== undefined && !isNode(existing)) {
        node = { properties: {} };
        break;
      }
      node = (node.properties[part] as Node | undefined) ?? (node.properties[part] = { properties: {} });
    }
    node.properties[parts.at(-1)!] = value;
  }
  const toSchema = (node: Node): SchemaObject => ({
    type: 'object',
    properties: Object.fromEntries(Object.entries(node.properties).map(([key, value]) => [key, isNode(value) ? toSchema(value) : value])),
    additionalProperties: false,
  });
  const schema = toSchema(root);
  if (search) schema.properties!.q = { description: "Searches the list's text columns (ignored unless a non-blank string)" };
  return schema;
}

/** sort, range and filter of a list route whose rows are `row`, as JSON-encoded query parameters. */
export function listParameters(row: TSchema): Record<'sort' | 'range' | 'filter', ParameterObject> {
  const list = listFields(row);
  const json = (schema: SchemaObject) => ({ 'application/json': { schema } });
  return {
    sort: {
      name: 'sort',
      in: 'query',
      required: false,
      description: 'JSON ["field","ASC"|"DESC"] (the order in any letter case); fields as the answer names them, nested ones dotted',
      content: json({
        type: 'array',
        prefixItems: [
          { type: 'string', enum: list.fields },
          { type: 'string', pattern: '^([Aa][Ss][Cc]|[Dd][Ee][Ss][Cc])$' },
        ],
        minItems: 2,
        maxItems: 2,
      } as SchemaObject),
    },
    range: {
      name: 'range',
      in: 'query',
      required: false,
      description: `JSON [first,last], inclusive and 0-based, e.g. [0,24]; last >= first and at most ${MAX_PAGE_SIZE} rows`,
      content: json({
        type: 'array',
        prefixItems: [
          { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
          { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
        ],
        minItems: 2,
        maxItems: 2,
      } as SchemaObject),
    },
    filter: {
      name: 'filter',
      in: 'query',
      required: false,
      description:
        'JSON object of field: value (a list of values matches any of them, null matches empty)' + (list.search ? '; q searches' : ''),
      content: json(filterSchema(list)),
    },
  };
}
