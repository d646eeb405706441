import { z } from 'zod';

/**
 * `GET /api/openapi.json` (public): an OpenAPI 3.1 document. Its inside is the OpenAPI
 * specification's, so only the top level is declared here.
 */
export const openApiDocumentAnswer = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  components: z.looseObject({ schemas: z.record(z.string(), z.unknown()) }),
  paths: z.record(z.string().describe('path'), z.record(z.string().describe('method'), z.unknown())),
});
