import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../../server/http/openapi.ts';
import { call, startServer, type RunningServer } from './harness.ts';

describe('GET /api/openapi.json', () => {
  let server: RunningServer;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads the document as JSON
  let document: any;

  beforeAll(async () => {
    server = await startServer();
    const response = await call(server, 'GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    document = response.body;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('is a public OpenAPI 3.1 document with a bearer scheme and the error shape', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    expect(document.components.schemas.Error.required).toEqual(['error', 'detail']);
  });

  it('lists every route of the table, and nothing else, with its access', () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations as object).map((method) => `${method.toUpperCase()} ${path}`));
    const table = server.routes.map((route) => `${route.method} ${openApiPath(route.url)}`);
    expect(documented.sort()).toEqual([...table].sort());
    for (const route of server.routes) {
      const operation = document.paths[openApiPath(route.url)][route.method.toLowerCase()];
      expect({ route: `${route.method} ${route.url}`, access: operation['x-access'], security: operation.security })
        .toEqual({ route: `${route.method} ${route.url}`, access: route.access, security: route.access === 'public' ? [] : [{ bearerAuth: [] }] });
    }
    const ids = documented.map((key) => {
      const [method, path] = key.split(' ');
      return document.paths[path ?? ''][(method ?? '').toLowerCase()].operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents path parameters of every templated path', () => {
    for (const route of server.routes.filter((entry) => entry.url.includes(':'))) {
      const operation = document.paths[openApiPath(route.url)][route.method.toLowerCase()];
      const names = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);
      const documentedNames = operation.parameters.filter((parameter: { in: string }) => parameter.in === 'path').map((parameter: { name: string }) => parameter.name);
      expect({ route: route.url, names: documentedNames }).toEqual({ route: route.url, names });
    }
  });

  it('carries the zod schemas a route declares: body, query, path parameters and answer', () => {
    const create = document.paths['/api/admin/users'].post;
    const body = create.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['username', 'password']));
    expect(body.properties.password).toMatchObject({ type: 'string', minLength: 12, maxLength: 128 });
    expect(body.properties.role.enum).toEqual(['admin', 'modeller', 'user']);
    expect(body.additionalProperties).toBe(false);
    expect(create.responses['201'].content['application/json'].schema.properties.access_level.enum).toEqual(['admin', 'modeller', 'user']);
    expect(create.responses['401']).toBeDefined();
    expect(create.responses['403']).toBeDefined();

    const activity = document.paths['/api/admin/activity'].get;
    const pageSize = activity.parameters.find((parameter: { name: string }) => parameter.name === 'page_size');
    expect(pageSize).toMatchObject({ in: 'query', required: false, schema: { maximum: 200, default: 50 } });
    expect(activity.parameters.find((parameter: { name: string }) => parameter.name === 'action').schema.enum)
      .toEqual(['login', 'logout', 'view', 'create', 'update', 'delete']);

    const update = document.paths['/api/admin/users/{id}'].put;
    expect(update.parameters[0]).toMatchObject({ name: 'id', in: 'path', required: true, schema: { type: 'integer' } });
    expect(document.paths['/api/auth/login'].post.security).toEqual([]);
  });
});
