import SwaggerParser from '@apidevtools/swagger-parser';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { FormatRegistry, TypeRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { isUUID } from 'class-validator';
import request from 'supertest';

import * as contracts from '@fund/contracts';
import { ID_TYPES, type TSchema } from '@fund/contracts';

import { createActivity, createEnrollment, createKycApplication, createScheme } from '../../../test/factories.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';

// The OpenAPI document at /api/docs-json is complete: valid OpenAPI, and every operation has a tag, a
// summary, its 2xx schema, the error shape for 4xx, and the session requirement unless it is public.

interface Operation {
  operationId: string;
  tags?: string[];
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; $ref?: string }[];
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }>; headers?: Record<string, unknown> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, { properties?: Record<string, { enum?: string[] }>; required?: string[] }>;
    securitySchemes: Record<string, unknown>;
  };
}

/** The operations that answer without a session: the guard's @Public routes. */
const PUBLIC = [
  'GET /api/health',
  'POST /api/login',
  'POST /api/verify-otp',
  'GET /api/admin/setup-required',
  'POST /api/admin/setup',
  'POST /api/request-password-reset',
  'GET /api/admin/invitations/by-token/{token}',
  'POST /api/admin/invitations/accept/{token}',
  'PUT /api/kyc-documents',
  'POST /api/kyc',
  'GET /api/marketing-slides',
  'GET /api/unsubscribe',
  'POST /api/unsubscribe',
  'GET /api/verify/{code}',
  'GET /api/sso',
  'GET /api/sso/login',
  'GET /api/sso/callback',
  'POST /api/login/passkey/options',
  'POST /api/login/passkey',
];

// TypeBox checks string formats, and the contracts' StringEnum (an Unsafe schema), once they are registered.
TypeRegistry.Set<{ enum: unknown[] }>('Unsafe', (schema, value) => schema.enum.includes(value));
FormatRegistry.Set('uuid', (value) => isUUID(value, 'all'));
FormatRegistry.Set('date-time', (value) => !Number.isNaN(Date.parse(value)) && value.includes('T'));
FormatRegistry.Set('date', (value) => /^\d{4}-\d{2}-\d{2}$/.test(value));

describe('OpenAPI document', () => {
  const t = useTestApp();
  let doc: Document;
  const operations: [string, Operation][] = [];

  beforeAll(async () => {
    doc = (await request(t.server).get('/api/docs-json').expect(200)).body as Document;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) operations.push([`${method.toUpperCase()} ${path}`, operation]);
    }
  });

  const success = (operation: Operation) => Object.entries(operation.responses).find(([status]) => status.startsWith('2'));

  it('is valid OpenAPI 3.1', async () => {
    expect(doc.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
    expect(operations.length).toBeGreaterThan(90);
  });

  it('gives every operation a tag, a summary, a 2xx schema and the error shape for 4xx', () => {
    const gaps: string[] = [];
    for (const [name, operation] of operations) {
      if (operation.tags?.length !== 1 || !/^[a-z-]+$/.test(operation.tags[0])) gaps.push(`${name}: tag`);
      if (!operation.summary) gaps.push(`${name}: summary`);
      const answer = success(operation)?.[1];
      if (!answer?.content || !Object.values(answer.content).every((media) => media.schema)) gaps.push(`${name}: 2xx schema`);
      if (operation.responses['4XX']?.$ref !== '#/components/responses/Refused') gaps.push(`${name}: 4xx`);
    }
    expect(gaps).toEqual([]);
  });

  it('requires the session cookie on every operation but the public ones', () => {
    expect(doc.components.securitySchemes.sid).toEqual({ type: 'apiKey', in: 'cookie', name: 'sid' });
    const gaps: string[] = [];
    for (const [name, operation] of operations) {
      const isPublic = PUBLIC.includes(name);
      const requiresSession = operation.security?.some((requirement) => 'sid' in requirement) ?? false;
      if (isPublic ? operation.security?.length !== 0 : !requiresSession)
        gaps.push(`${name}: security ${JSON.stringify(operation.security)}`);
    }
    expect(gaps).toEqual([]);
    expect(operations.filter(([name]) => PUBLIC.includes(name))).toHaveLength(PUBLIC.length);
  });

  it('describes every list with sort, range, filter and the Content-Range header', () => {
    const lists = operations.filter(([, operation]) => success(operation)?.[1].headers?.['Content-Range']);
    expect(lists.length).toBeGreaterThan(20);
    const gaps: string[] = [];
    for (const [name, operation] of lists) {
      const query = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      for (const parameter of ['sort', 'range', 'filter']) if (!query.includes(parameter)) gaps.push(`${name}: ${parameter}`);
    }
    expect(gaps).toEqual([]);
  });

  it('answers the contracts shapes and reads the DTOs', () => {
    const schemaOf = (name: string) =>
      success(doc.paths[name.split(' ')[1]][name.split(' ')[0].toLowerCase()])?.[1].content?.['application/json'].schema;
    expect(schemaOf('GET /api/schemes')).toEqual({ type: 'array', items: { $ref: '#/components/schemas/SchemeView' } });
    expect(schemaOf('GET /api/me')).toEqual({ $ref: '#/components/schemas/MeView' });
    expect(schemaOf('POST /api/payouts')).toEqual({ $ref: '#/components/schemas/PayoutView' });
    expect(doc.components.schemas.PayoutView.properties).toEqual({
      enrollment: { $ref: '#/components/schemas/EnrollmentView' },
      activity: { $ref: '#/components/schemas/ActivityView' },
    });
    expect(doc.components.schemas.ErrorBody.required).toEqual(['statusCode', 'message', 'error']);

    const login = doc.paths['/api/login'].post;
    expect(login.requestBody?.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/LoginDto' });
    expect(doc.components.schemas.LoginDto.required).toEqual(['username', 'password']);
    expect(doc.components.schemas.SubmitKycDto.properties?.idType.enum).toEqual([...ID_TYPES]);
    expect(doc.paths['/api/admin/audit-logs'].get.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['limit', 'sort', 'range', 'filter']),
    );
  });

  it('describes what the server really answers: every GET without path parameters, lists with Content-Range', async () => {
    // A super admin, so the super-admin-only lists (the mail queue) answer too.
    const [admin, investor] = [await createUser(t, { role: 'super_admin' }), await createUser(t, { role: 'investor' })];
    const cookies = [await sessionFor(t, admin), await sessionFor(t, investor)];
    // A little of everything the lists show: a scheme, an approved investor enrolled in it, a pending application.
    const scheme = await createScheme(t);
    await createKycApplication(t, { investorId: investor.id, status: 'approved', email: investor.email });
    await createKycApplication(t);
    await createEnrollment(t, { investorId: investor.id, schemeId: scheme.id });
    await createActivity(t, { investorId: investor.id, schemeId: scheme.id });
    const named = contracts as unknown as Record<string, TSchema>;
    const gaps: string[] = [];
    let checked = 0;
    // GETs with a required query parameter (the unsubscribe link's token) need one of their own.
    const needsQuery = (operation: (typeof operations)[number][1]) =>
      ((operation.parameters ?? []) as { in?: string; required?: boolean }[]).some((p) => p.in === 'query' && p.required);
    // Issue 25 item 4: a redirect (a declared 302, single sign-on's) is a full-page navigation with no body to check.
    const redirects = (operation: (typeof operations)[number][1]) => '302' in operation.responses;
    for (const [name, operation] of operations.filter(
      ([n, o]) => n.startsWith('GET ') && !n.includes('{') && !needsQuery(o) && !redirects(o),
    )) {
      const answer = success(operation)![1];
      // Admin routes answer the admin; the investor's own routes answer the investor.
      let res = await request(t.server).get(name.slice(4)).set('Cookie', cookies[0]);
      if (res.status === 403) res = await request(t.server).get(name.slice(4)).set('Cookie', cookies[1]);
      if (res.status !== 200) gaps.push(`${name}: ${res.status}`);
      // A CSV (issue 24's purification totals): its media type, no JSON shape to check.
      const csv = answer.content?.['text/csv'];
      if (csv) {
        if (!String(res.headers['content-type']).startsWith('text/csv')) gaps.push(`${name}: ${res.headers['content-type']}`);
        continue;
      }
      const schema = answer.content!['application/json'].schema as { $ref?: string; items?: { $ref?: string } };
      const ref = (schema.items ?? schema).$ref!;
      if (Boolean(answer.headers?.['Content-Range']) !== Boolean(res.headers['content-range'])) gaps.push(`${name}: Content-Range`);
      const values: unknown[] = schema.items ? (res.body as unknown[]) : [res.body];
      for (const value of values) {
        const errors = [...Value.Errors(named[ref.slice('#/components/schemas/'.length)], value)];
        if (errors.length > 0) gaps.push(`${name}: ${errors[0].path} ${errors[0].message}`);
        checked += 1;
      }
    }
    expect(gaps).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(15);
  });
});
