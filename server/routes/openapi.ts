import type { FastifyInstance } from 'fastify';
import type { RouteEntry } from '../http/access.ts';
import { buildOpenApiDocument, type OpenApiDocument } from '../http/openapi.ts';
import { openApiDocumentAnswer } from '../../contract/openapiDocument.ts';

/**
 * `GET /api/openapi.json` (public). Built on first request: by then the server is ready and the
 * route table complete (Fastify accepts no routes after start).
 */
export function openApiRoutes(app: FastifyInstance, routes: readonly RouteEntry[]): void {
  let document: OpenApiDocument | undefined;
  app.get('/api/openapi.json', {
    config: { access: 'public', openapi: { summary: 'This document: every /api route with its access and schemas', response: openApiDocumentAnswer } },
  }, async () => {
    document ??= buildOpenApiDocument(routes);
    return document;
  });
}
