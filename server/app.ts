import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { loadOrCreateJwtSecret } from './auth/secret.ts';
import { createServices, type Services } from './services.ts';
import { installErrorHandling } from './http/errors.ts';
import { installAccessControl, type RouteEntry } from './http/access.ts';
import { installSecurityHeaders } from './http/securityHeaders.ts';
import { answerClientError, answerFrameworkError, MAX_PARAM_LENGTH } from './http/frameworkErrors.ts';
import { acceptOnlyJsonBodies } from './http/bodies.ts';
import { openApiRoutes } from './routes/openapi.ts';
import { serveSpa } from './http/spa.ts';
import { ensureFirstAdmin, type FirstAdmin } from './bootstrap.ts';
import { registerApiRoutes } from './routes/index.ts';

export interface FahrplanServer {
  app: FastifyInstance;
  services: Services;
  /** Every /api route with the access it demands (the table the access check enforces). */
  routes: RouteEntry[];
  /** Set when this start created the first admin (the password is shown once, never stored in clear). */
  firstAdmin: FirstAdmin | undefined;
}

/** Builds the Fastify app with its database and routes; used by server/main.ts and by the tests. */
export async function buildServer(config: ServerConfig): Promise<FahrplanServer> {
  const db = openDatabase(config.dataDir);
  const secret = loadOrCreateJwtSecret(config.dataDir, config.jwtSecret);
  const services = createServices(db, secret, {
    exportThreads: config.exportThreads,
    exportQueueLimit: config.exportQueueLimit,
    onEventListenerError: (error) => app.log.error({ err: error }, 'a live-update listener failed'),
  });
  const firstAdmin = await ensureFirstAdmin(services.users, config.adminUsername, config.adminPassword);

  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  installErrorHandling(app);
  installSecurityHeaders(app);
  acceptOnlyJsonBodies(app);
  const routes = installAccessControl(app, services);
  openApiRoutes(app, routes);
  registerApiRoutes(app, services);
  await serveSpa(app, config.staticDir);
  app.addHook('onClose', async () => {
    await services.exports.close();
    await services.events.close();
    db.close();
  });
  return { app, services, routes, firstAdmin };
}
