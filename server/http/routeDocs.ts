import type { z } from 'zod';

/**
 * What a route tells the OpenAPI document about itself, next to its access:
 * `config: { access: 'user', openapi: { summary, query: myQuerySchema } }`. Pass the same zod
 * schemas the handler parses with, so the document cannot drift from the code. Every field is
 * optional: a route without `openapi` still appears with its method, path and access.
 */
export interface RouteDocs {
  summary?: string;
  description?: string;
  /** Request body (JSON). */
  body?: z.ZodType;
  /** Query string parameters: a z.object whose keys are the parameter names. */
  query?: z.ZodType;
  /** Path parameters: a z.object keyed like the `:name` segments of the URL. */
  params?: z.ZodType;
  /** The success answer. */
  response?: z.ZodType;
  /** Status of the success answer when it is not 200 (e.g. 201 for a create). */
  successStatus?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: RouteDocs;
  }
}
