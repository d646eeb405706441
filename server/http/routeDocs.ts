import type { z } from 'zod';

/**
 * What a route tells the OpenAPI document about itself, next to its access:
 * `config: { access: 'user', openapi: { summary, query: myQuerySchema, response: myAnswer } }`.
 * Pass the schemas of contract/ the handler parses with, so the document cannot drift from the
 * code. Every route declares its success answer (`response`, or `file` for a download); a test
 * holds every route to that (tests/server/contract.test.ts).
 */
export interface RouteDocs {
  summary?: string;
  description?: string;
  /** Request body (JSON). A schema that accepts no body documents it as optional. */
  body?: z.ZodType;
  /** Query string parameters: a z.object whose keys are the parameter names. */
  query?: z.ZodType;
  /** Path parameters: a z.object keyed like the `:name` segments of the URL. */
  params?: z.ZodType;
  /** The success answer (JSON). */
  response?: z.ZodType;
  /** The success answer is a file instead: the content types it may have. */
  file?: readonly string[];
  /** The success answer is a Server-Sent Events stream instead: the schema of each event's JSON `data`. */
  events?: z.ZodType;
  /** Status of the success answer when it is not 200 (e.g. 201 for a create). */
  successStatus?: number;
  /** Error answers that carry more than the Error shape, by status (e.g. a 409 with the current version). */
  errors?: Readonly<Record<number, z.ZodType>>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: RouteDocs;
  }
}
