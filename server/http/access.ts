import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../services.ts';
import { ApiError } from './errors.ts';
import type { User } from '../../contract/users.ts';
import { toPublicUser } from '../repos/users.ts';
import type { RouteDocs } from './routeDocs.ts';

/**
 * Who may call a route. Every /api route declares one; a route without it is refused (fail closed).
 * `modeller`: an admin or a modeller (publishing the model definition, issue 27).
 */
export type Access = 'public' | 'user' | 'modeller' | 'admin';

export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
  /** The route's `config.openapi`, when it declares one. */
  docs?: RouteDocs;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    currentUser: User | null;
    tokenId: string | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : null;
}

/**
 * Installs the access check for every /api route and returns the route table it enforces, so a
 * test can walk all routes and prove each answers 401 and 403 where it must.
 */
export function installAccessControl(app: FastifyInstance, services: Services): RouteEntry[] {
  const table: RouteEntry[] = [];
  app.decorateRequest('currentUser', null);
  app.decorateRequest('tokenId', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const docs = route.config?.openapi;
      table.push({ method, url: route.url, access: route.config?.access ?? 'admin', ...(docs ? { docs } : {}) });
    }
  });

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const access = request.routeOptions.config?.access;
    if (access === 'public') return;
    if (access === undefined && request.routeOptions.url === undefined) return; // 404s answer as such
    const token = bearerToken(request);
    if (!token) throw new ApiError(401, 'unauthenticated', 'Not authenticated');
    const signedIn = await signedInUser(services, token);
    if (!signedIn) throw new ApiError(401, 'unauthenticated', 'Token is invalid, expired or revoked');
    const { user, tokenId } = signedIn;
    request.currentUser = user;
    request.tokenId = tokenId;
    if ((access ?? 'admin') === 'admin' && user.access_level !== 'admin') {
      throw new ApiError(403, 'forbidden', 'Access denied: this needs the admin role');
    }
    if (access === 'modeller' && user.access_level === 'user') {
      throw new ApiError(403, 'forbidden', 'Access denied: this needs the modeller or admin role');
    }
  });
  return table;
}

/** The active user a token signs in, as they are now; null for a token that is invalid, expired or revoked. */
export async function signedInUser(services: Services, token: string): Promise<{ user: User; tokenId: string } | null> {
  const session = await services.authenticate(token);
  if (!session || session.user.status !== 'active') return null;
  return { user: toPublicUser(session.user), tokenId: session.tokenId };
}

export function requireUser(request: FastifyRequest): User {
  if (!request.currentUser) throw new ApiError(401, 'unauthenticated', 'Not authenticated');
  return request.currentUser;
}
