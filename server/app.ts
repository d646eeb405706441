import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';
import { openStorage } from './storage.ts';
import { createServices, type Services } from './services.ts';
import { DEFAULT_BODY_LIMIT, installErrorHandling } from './http/errors.ts';
import { installAccessControl, type RouteEntry } from './http/access.ts';
import { installSecurityHeaders } from './http/securityHeaders.ts';
import { answerClientError, answerFrameworkError, MAX_PARAM_LENGTH } from './http/frameworkErrors.ts';
import { acceptOnlyJsonBodies } from './http/bodies.ts';
import { openApiRoutes } from './routes/openapi.ts';
import { serveSpa } from './http/spa.ts';
import { dropUnusedConnectionsOnClose } from './http/unusedConnections.ts';
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
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  const report = (message: string, error: unknown) => app.log.error({ err: error }, message);
  const storage = await openStorage(config, report);
  app.addHook('onClose', () => storage.close());
  try {
    const services = await createServices(storage, report, {
      exportThreads: config.exportThreads,
      exportQueueLimit: config.exportQueueLimit,
      liveStreams: { perUser: config.liveStreamsPerUser, perInstance: config.liveStreamsPerInstance },
      rangesDrawsInFlight: config.rangesDrawsInFlight,
      rangesThreads: config.rangesThreads,
    });
    app.addHook('onClose', () => services.exports.close());
    app.addHook('onClose', () => services.uploads.close());
    app.addHook('onClose', () => services.analysis.close());
    const firstAdmin = await ensureFirstAdmin(services.users, config.adminUsername, config.adminPassword);
    installErrorHandling(app);
    installSecurityHeaders(app);
    dropUnusedConnectionsOnClose(app);
    acceptOnlyJsonBodies(app);
    const routes = installAccessControl(app, services);
    // Another instance may have saved a baseline since the last request: the model uses the newest.
    app.addHook('preHandler', async (request) => {
      if (request.url.startsWith('/api/')) await services.newestBaseline.refresh();
    });
    openApiRoutes(app, routes);
    registerApiRoutes(app, services);
    await serveSpa(app, config.staticDir);
    return { app, services, routes, firstAdmin };
  } catch (error) {
    await app.close();
    throw error;
  }
}
