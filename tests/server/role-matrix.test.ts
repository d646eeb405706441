import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../server/http/access.ts';
import { call, loginAs, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';

/**
 * Walks the route table buildServer returns, so every route a module adds later is covered
 * without touching this file. Path parameters get a placeholder: the access check runs before
 * a handler ever looks at them.
 */
function concreteUrl(route: RouteEntry): string {
  return route.url.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*$/, 'x');
}

function label(route: RouteEntry): string {
  return `${route.method} ${route.url}`;
}

async function hit(server: RunningServer, route: RouteEntry, token?: string) {
  const hasBody = !['GET', 'DELETE'].includes(route.method);
  return call(server, route.method, concreteUrl(route), { token, ...(hasBody ? { body: {} } : {}) });
}

const PLAIN_USER = { username: 'matrix-user', password: 'matrix-user-password' };
const MODELLER = { username: 'matrix-modeller', password: 'matrix-modeller-password' };

describe('role matrix over the whole route table', () => {
  let server: RunningServer;
  let protectedRoutes: RouteEntry[];
  let adminRoutes: RouteEntry[];
  let modellerRoutes: RouteEntry[];
  let plainUserId: number;

  beforeAll(async () => {
    server = await startServer();
    protectedRoutes = server.routes.filter((route) => route.access !== 'public');
    adminRoutes = server.routes.filter((route) => route.access === 'admin');
    modellerRoutes = server.routes.filter((route) => route.access === 'modeller');
    const adminToken = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
    const created = await call(server, 'POST', '/api/admin/users', {
      token: adminToken,
      body: { ...PLAIN_USER, role: 'user', force_password_change: false },
    });
    expect(created.status).toBe(201);
    plainUserId = created.body.id;
    const modeller = await call(server, 'POST', '/api/admin/users', { token: adminToken, body: { ...MODELLER, role: 'modeller', force_password_change: false } });
    expect(modeller.status).toBe(201);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('has the routes of this issue in the table, each with a declared access', () => {
    const urls = server.routes.map(label);
    expect(urls).toEqual(expect.arrayContaining([
      'POST /api/auth/login', 'GET /api/auth/me', 'POST /api/auth/logout', 'PUT /api/auth/password',
      'GET /api/admin/users', 'POST /api/admin/users', 'PUT /api/admin/users/:id',
      'PUT /api/admin/users/:id/reset-password', 'DELETE /api/admin/users/:id', 'GET /api/admin/activity',
      'GET /api/health', 'GET /api/openapi.json',
      'GET /api/actuals/monthly', 'PUT /api/actuals/monthly', 'POST /api/actuals/monthly/read', 'POST /api/actuals/monthly/sample', 'GET /api/settings/close', 'PUT /api/settings/close',
      'GET /api/variance', 'POST /api/import/excel-drivers',
    ]));
    // Opening a route to the public is a decision: a new one has to be added here on purpose.
    const publicRoutes = server.routes.filter((route) => route.access === 'public').map(label).sort();
    expect(publicRoutes).toEqual(['GET /api/health', 'GET /api/openapi.json', 'POST /api/auth/login']);
    // Scenario versions and the plan of record (issue 19): anyone signed in reads them; restoring and
    // naming are the scenario's own rule (the handler's); only an admin locks a plan of record.
    const accessOf = new Map(server.routes.map((route) => [label(route), route.access]));
    expect(Object.fromEntries([
      'GET /api/scenarios/:id/versions', 'GET /api/scenarios/:id/versions/:v', 'POST /api/scenarios/:id/versions/:v/restore',
      'PUT /api/scenarios/:id/versions/:v', 'GET /api/plans', 'POST /api/plans',
    ].map((route) => [route, accessOf.get(route)]))).toEqual({
      'GET /api/scenarios/:id/versions': 'user', 'GET /api/scenarios/:id/versions/:v': 'user', 'POST /api/scenarios/:id/versions/:v/restore': 'user',
      'PUT /api/scenarios/:id/versions/:v': 'user', 'GET /api/plans': 'user', 'POST /api/plans': 'admin',
    });
    // A scenario's headcount plan (issue 28): anyone signed in reads it; saving and resetting are the scenario's own rule (the handler's).
    expect(Object.fromEntries(['GET /api/scenarios/:id/headcount', 'PUT /api/scenarios/:id/headcount', 'DELETE /api/scenarios/:id/headcount']
      .map((route) => [route, accessOf.get(route)]))).toEqual({
      'GET /api/scenarios/:id/headcount': 'user', 'PUT /api/scenarios/:id/headcount': 'user', 'DELETE /api/scenarios/:id/headcount': 'user',
    });
    // Analysts (role user) read the analyses — risks, forecast ranges and their kept runs, valuation,
    // goal seek and attribution (issue 26); only an admin changes a risk's figures.
    expect(Object.fromEntries([
      'GET /api/risks', 'PUT /api/risks/:id', 'POST /api/analysis/ranges', 'POST /api/analysis/goal-seek', 'POST /api/analysis/attribution',
      'POST /api/ranges-runs', 'GET /api/ranges-runs', 'GET /api/ranges-runs/:id', 'GET /api/valuation/enterprise',
    ].map((route) => [route, accessOf.get(route)]))).toEqual({
      'GET /api/risks': 'user', 'PUT /api/risks/:id': 'admin', 'POST /api/analysis/ranges': 'user', 'POST /api/analysis/goal-seek': 'user',
      'POST /api/analysis/attribution': 'user', 'POST /api/ranges-runs': 'user', 'GET /api/ranges-runs': 'user', 'GET /api/ranges-runs/:id': 'user',
      'GET /api/valuation/enterprise': 'user',
    });
    // The model definition (issue 27): anyone signed in reads it; an admin or a modeller checks and publishes it.
    expect(Object.fromEntries(['GET /api/model', 'GET /api/model/versions', 'GET /api/model/versions/:version', 'POST /api/model/validate', 'PUT /api/model']
      .map((route) => [route, accessOf.get(route)]))).toEqual({
      'GET /api/model': 'user', 'GET /api/model/versions': 'user', 'GET /api/model/versions/:version': 'user', 'POST /api/model/validate': 'modeller', 'PUT /api/model': 'modeller',
    });
    const adminArea = server.routes.filter((route) => route.url.startsWith('/api/admin/'));
    expect(adminArea.length).toBeGreaterThanOrEqual(6);
    for (const route of adminArea) expect({ route: label(route), access: route.access }).toEqual({ route: label(route), access: 'admin' });
  });

  it('answers 401 without a token on every protected route', async () => {
    for (const route of protectedRoutes) {
      const response = await hit(server, route);
      expect({ route: label(route), status: response.status, code: response.body?.error?.code })
        .toEqual({ route: label(route), status: 401, code: 'unauthenticated' });
    }
  });

  it('answers 401 with a garbage token and with an expired token signed by the right key', async () => {
    const secret = server.services.storage.signingSecret;
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('1').setJti('expired-token')
      .setIssuer('fahrplan').setIssuedAt(past - 60).setExpirationTime(past).sign(secret);
    for (const route of protectedRoutes) {
      for (const token of ['garbage', expired]) {
        expect({ route: label(route), status: (await hit(server, route, token)).status }).toEqual({ route: label(route), status: 401 });
      }
    }
  });

  it('answers 401 with a revoked (logged-out) token on every protected route', async () => {
    const token = await loginAs(server, PLAIN_USER.username, PLAIN_USER.password);
    expect((await call(server, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    for (const route of protectedRoutes) {
      expect({ route: label(route), status: (await hit(server, route, token)).status }).toEqual({ route: label(route), status: 401 });
    }
  });

  it('answers 401 for a deactivated user whose session was never revoked', async () => {
    const name = 'matrix-inactive';
    const adminToken = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
    const created = await call(server, 'POST', '/api/admin/users', {
      token: adminToken, body: { username: name, password: 'inactive-password', force_password_change: false },
    });
    const token = await loginAs(server, name, 'inactive-password');
    // Straight in the store: proves the per-request status check, not only the revocation on deactivation.
    await server.services.users.update(created.body.id, { status: 'inactive' });
    for (const route of protectedRoutes) {
      expect({ route: label(route), status: (await hit(server, route, token)).status }).toEqual({ route: label(route), status: 401 });
    }
  });

  it('answers 403 for a modeller on every admin route and for a plain user on every modeller route', async () => {
    const modeller = await loginAs(server, MODELLER.username, MODELLER.password);
    const plain = await loginAs(server, PLAIN_USER.username, PLAIN_USER.password);
    expect(modellerRoutes.length).toBeGreaterThanOrEqual(2);
    for (const [routes, token] of [[adminRoutes, modeller], [modellerRoutes, plain]] as const) {
      for (const route of routes) {
        const response = await hit(server, route, token);
        expect({ route: label(route), status: response.status, code: response.body?.error?.code })
          .toEqual({ route: label(route), status: 403, code: 'forbidden' });
      }
    }
  });

  it('answers 403 for a plain user on every admin route', async () => {
    const token = await loginAs(server, PLAIN_USER.username, PLAIN_USER.password);
    for (const route of adminRoutes) {
      const response = await hit(server, route, token);
      expect({ route: label(route), status: response.status, code: response.body?.error?.code })
        .toEqual({ route: label(route), status: 403, code: 'forbidden' });
    }
    expect((await server.services.users.findById(plainUserId))?.access_level).toBe('user');
  });

  it('lets a valid token of the right role past the access check on every protected route', async () => {
    const tokens = new Map<string, string>();
    const tokenFor = async (account: { username: string; password: string }) => {
      const known = tokens.get(account.username);
      // A route such as logout or a password reset may have revoked the token the last one used.
      if (known && (await call(server, 'GET', '/api/auth/me', { token: known })).status === 200) return known;
      const fresh = await loginAs(server, account.username, account.password);
      tokens.set(account.username, fresh);
      return fresh;
    };
    for (const route of protectedRoutes) {
      const account = route.access === 'admin' ? TEST_ADMIN : route.access === 'modeller' ? MODELLER : PLAIN_USER;
      const response = await hit(server, route, await tokenFor(account));
      const refused = response.status === 401 || response.status === 403;
      expect({ route: label(route), refused, serverError: response.status >= 500 })
        .toEqual({ route: label(route), refused: false, serverError: false });
    }
  }, 120_000);
});
