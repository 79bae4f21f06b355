/**
 * The OpenAPI document the server publishes is valid (checked by a real validator, so a resource
 * added later with a schema OpenAPI cannot express fails here) and describes every operation
 * fully: its id, its tag, its input, its successful answer with a schema and its error answers.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { parseGuard } from '@proboard/domain';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { servedResources } from '../trust/harness.ts';

const t = await createTestApp();
afterAll(() => t.close());

const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
const doc = res.json() as OpenAPIV3.Document;
/** The operation of a gateway URL (`/api/…/:id`); an empty one when the document lacks it. */
const operationAt = (method: string, url: string) =>
  (doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase() as OpenAPIV3.HttpMethods] ?? {
    responses: {},
  }) as OpenAPIV3.OperationObject;
const operations = t.app.gatewayRoutes.map((route) => ({
  route,
  label: `${route.method} ${route.url}`,
  operation: operationAt(route.method, route.url),
}));

/** The schema of a response's or request body's (first) media type. */
const content = (answer: object | undefined) =>
  Object.values(
    (answer as { content?: Record<string, OpenAPIV3.MediaTypeObject> } | undefined)?.content ?? {},
  )[0]?.schema as OpenAPIV3.SchemaObject | undefined;

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.0 (swagger-parser)', async () => {
    expect(res.statusCode).toBe(200);
    expect(doc.openapi).toMatch(/^3\.0\./);
    const errors = await SwaggerParser.validate(structuredClone(doc)).then(
      () => '',
      (error: Error) => error.message,
    );
    expect(errors).toBe('');
  });

  it('names its server and both security schemes', () => {
    expect(doc.servers?.[0]?.url).toBe(t.config.PUBLIC_URL);
    expect(doc.components?.securitySchemes).toEqual({
      apikey: { type: 'apiKey', in: 'header', name: 'apikey' },
      bearer: { type: 'http', scheme: 'bearer' },
    });
  });

  it('documents every gateway route, each with a unique operationId and its service as tag', () => {
    expect(operations.length).toBeGreaterThan(50);
    const tags = new Set(doc.tags?.map((tag) => tag.name));
    const ids = new Set<string>();
    for (const { route, label, operation } of operations) {
      expect(operation.operationId, label).toMatch(/^[A-Za-z0-9._-]+$/);
      expect(ids.has(operation.operationId!), `${label}: ${operation.operationId} twice`).toBe(false);
      ids.add(operation.operationId!);
      expect(operation.tags, label).toEqual([route.service]);
      expect(tags.has(route.service), label).toBe(true);
      const schemes = route.version === 'v1-public' ? [{ apikey: [] }] : [{ apikey: [], bearer: [] }];
      expect(operation.security, label).toEqual(schemes);
      if (route.hasBody) expect(content(operation.requestBody), label).toBeDefined();
    }
  });

  it('gives every operation a successful answer with a schema, and the errors it can answer', () => {
    for (const { route, label, operation } of operations) {
      const statuses = Object.keys(operation.responses);
      const success = statuses.filter((s) => s.startsWith('2'));
      expect(success, label).toHaveLength(1);
      expect(content(operation.responses[success[0]!]), label).toBeDefined();
      const guards = parseGuard(route.guard);
      const expected = ['401', '500'];
      if (guards.some((g) => g.name === 'role' || g.name === 'permission')) expected.push('403');
      if (route.url.includes(':')) expected.push('404');
      if (operation.requestBody || operation.parameters?.length) expected.push('422');
      expect(statuses, label).toEqual(expect.arrayContaining(expected));
      for (const status of statuses.filter((s) => !s.startsWith('2'))) {
        const schema = content(operation.responses[status]);
        expect(schema?.properties?.message, `${label} ${status}`).toEqual({ type: 'string' });
      }
      const invalid = content(operation.responses['422']);
      if (invalid) expect(invalid.required, label).toEqual(['message', 'errors']);
    }
  });

  it('describes the records and lists of every resource the kit serves', () => {
    const resources = servedResources(t.app);
    expect(resources.length).toBeGreaterThan(5);
    const answer = (method: string, url: string, status: string) =>
      content(operationAt(method, url).responses[status]);
    for (const { definition, base, list } of resources) {
      const { singular, plural } = definition;
      const record = answer('get', `${base}/:id`, '200')?.properties?.[singular] as OpenAPIV3.SchemaObject;
      expect(record?.required, definition.name).toEqual(
        expect.arrayContaining(['id', 'created_at', 'updated_at']),
      );
      expect(record.properties?.id, definition.name).toMatchObject({ type: 'integer', readOnly: true });
      expect(answer('post', base, '201')?.properties?.[singular], definition.name).toEqual(record);
      expect(answer('put', `${base}/:id`, '200')?.properties?.[singular], definition.name).toEqual(record);
      // The paged list (at `base`, or the definition's own list path: `attribute-types/filter`).
      const page = answer('get', list.url, '200')?.properties?.[plural] as OpenAPIV3.SchemaObject;
      expect(page?.required, definition.name).toEqual(
        expect.arrayContaining(['data', 'current_page', 'last_page', 'per_page', 'total']),
      );
      const excel = operationAt('get', `${base}/export`).responses['200'];
      expect(Object.keys((excel as OpenAPIV3.ResponseObject).content ?? {}), definition.name).toEqual([
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ]);
    }
  });
});
