import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { healthRoutes } from './health.ts';
import { authRoutes } from './auth.ts';
import { adminUserRoutes } from './adminUsers.ts';
import { activityRoutes } from './activity.ts';

/**
 * Every /api route module, registered in one place. Each route declares its access in
 * `config.access`; server/http/access.ts collects them into the route table a test walks.
 * Add one line per module.
 */
export function registerApiRoutes(app: FastifyInstance, services: Services): void {
  healthRoutes(app);
  authRoutes(app, services);
  adminUserRoutes(app, services);
  activityRoutes(app, services);
}
