import type { SchemaObject } from '@nestjs/swagger';

// What a request DTO's class-validator rules cannot say on their own, for the OpenAPI document: rules
// that tie fields together (an activity's fields by its type, all-or-none fields). The DTO states it
// beside its rules with @DescribeBody; openapi.ts applies it to the schema made from the rules.

const DESCRIBE_BODY_KEY = Symbol('fund:describe-body');

export type BodyDescriber = (schema: SchemaObject) => SchemaObject;

export const DescribeBody =
  (describe: BodyDescriber): ClassDecorator =>
  (target) => {
    Reflect.defineMetadata(DESCRIBE_BODY_KEY, describe, target);
  };

export const describedBody = (dto: object): BodyDescriber | undefined =>
  Reflect.getMetadata(DESCRIBE_BODY_KEY, dto) as BodyDescriber | undefined;
