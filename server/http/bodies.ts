import type { FastifyInstance } from 'fastify';

/**
 * Request bodies are JSON only. Fastify also parses text/plain by default, which would hand a
 * route a string where it expects an object; without that parser such a body is a 415.
 * Malformed JSON is a 400 and a body over the 1 MB `bodyLimit` a 413 (server/http/errors.ts).
 */
export function acceptOnlyJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
}
