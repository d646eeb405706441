import type { FastifyInstance } from 'fastify';
import { healthAnswer } from '../../contract/health.ts';

export function healthRoutes(app: FastifyInstance): void {
  app.get('/api/health', { config: { access: 'public', openapi: { summary: 'The server answers', response: healthAnswer } } }, async () => ({ status: 'ok' }));
}
