import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../server/http/access.ts';
import { call, loginAs, sqlRows, startServer, TEST_ADMIN, type RunningServer } from '../server/harness.ts';

/**
 * Issue 24: ids must not leak. Every route that takes a scenario id answers a scenario the caller
 * may not see (another user's Simulation (Editable)) exactly as one that does not exist: 404 with
 * the same body. The routes are found in the route table by their declared parameters, so a new
 * route with a scenario id fails here until it is called below. And a plan of record never shows
 * a private scenario's id, name or drivers to another user.
 */

const PLAIN = { username: 'ids-user', password: 'ids-user-password-1' };
const MISSING = 'no-such-scenario';
const NOT_FOUND = { error: { code: 'not_found', message: 'Scenario not found' }, detail: 'Scenario not found' };

/** The keys of a declared zod object (or of each option of a union), where a route names its inputs. */
function keysOf(schema: z.ZodType | undefined): string[] {
  const def = (schema as { def?: { shape?: object; options?: z.ZodType[]; innerType?: z.ZodType } } | undefined)?.def;
  if (!def) return [];
  if (def.shape) return Object.keys(def.shape);
  if (def.options) return def.options.flatMap(keysOf);
  return def.innerType ? keysOf(def.innerType) : [];
}

/** Whether a route takes a scenario id: in its path, its `?scenario=` or its body. */
function takesScenarioId(route: RouteEntry): boolean {
  const params = keysOf(route.docs?.params);
  const body = keysOf(route.docs?.body);
  return (route.url.startsWith('/api/scenarios/') && params.includes('id')) || params.includes('a')
    || keysOf(route.docs?.query).includes('scenario') || body.includes('scenario_id') || (body.includes('from') && body.includes('to'));
}

interface IdCall {
  as: 'user' | 'admin';
  path: string;
  body?: unknown;
}

let server: RunningServer;
const tokens = { admin: '', user: '' };
const ids = { admin: 0, user: 0 };
let workbook = '';
/** A real forecast-ranges result (the server's own run of the Baseline), for keeping a run. */
let rangesResult: Record<string, unknown> = {};

/** A call of each route with the scenario id `id` and otherwise valid input, so only the scenario can refuse it. */
function callsWith(id: string): Record<string, IdCall[]> {
  const exportBody = (type: string, format: string) => ({ scenario_id: id, user_id: ids.user, export_type: type, export_format: format });
  const q = `scenario=${encodeURIComponent(id)}`;
  return {
    'GET /api/scenarios/:id': [{ as: 'user', path: `/api/scenarios/${id}` }],
    'PUT /api/scenarios/:id': [{ as: 'user', path: `/api/scenarios/${id}`, body: { version: 1, description: 'changed' } }],
    'DELETE /api/scenarios/:id': [{ as: 'user', path: `/api/scenarios/${id}` }],
    'POST /api/scenarios/:id/activate': [{ as: 'user', path: `/api/scenarios/${id}/activate` }],
    'PUT /api/scenarios/:id/activate': [{ as: 'user', path: `/api/scenarios/${id}/activate`, body: {} }],
    'GET /api/scenarios/forecast/:id': [{ as: 'user', path: `/api/scenarios/forecast/${id}` }],
    'GET /api/scenarios/compare/:a/:b': [{ as: 'user', path: `/api/scenarios/compare/${id}/baseline` }, { as: 'user', path: `/api/scenarios/compare/baseline/${id}` }],
    'GET /api/scenarios/:id/versions': [{ as: 'user', path: `/api/scenarios/${id}/versions` }],
    'GET /api/scenarios/:id/versions/:v': [{ as: 'user', path: `/api/scenarios/${id}/versions/1` }],
    'POST /api/scenarios/:id/versions/:v/restore': [{ as: 'user', path: `/api/scenarios/${id}/versions/1/restore`, body: { version: 1 } }],
    'PUT /api/scenarios/:id/versions/:v': [{ as: 'user', path: `/api/scenarios/${id}/versions/1`, body: { name: 'Board plan' } }],
    'GET /api/scenarios/:id/headcount': [{ as: 'user', path: `/api/scenarios/${id}/headcount` }],
    'PUT /api/scenarios/:id/headcount': [{ as: 'user', path: `/api/scenarios/${id}/headcount`, body: { version: 1, positions: [] } }],
    'DELETE /api/scenarios/:id/headcount': [{ as: 'user', path: `/api/scenarios/${id}/headcount?version=1` }],
    'POST /api/plans': [{ as: 'admin', path: '/api/plans', body: { year: 2027, scenario_id: id, version: 1 } }],
    'PUT /api/plans/:year': [{ as: 'admin', path: '/api/plans/2026', body: { scenario_id: id, version: 1, reason: 'Sweep' } }],
    'GET /api/key-drivers/variables': [{ as: 'user', path: `/api/key-drivers/variables?${q}` }],
    'POST /api/key-drivers/forecast-enhanced': [{ as: 'user', path: `/api/key-drivers/forecast-enhanced?${q}`, body: {} }],
    'POST /api/forecast/key-drivers': [{ as: 'user', path: `/api/forecast/key-drivers?${q}`, body: {} }],
    'GET /api/kpis/dashboard': [{ as: 'user', path: `/api/kpis/dashboard?${q}` }],
    'GET /api/financial-data/pnl': [{ as: 'user', path: `/api/financial-data/pnl?${q}` }],
    'GET /api/financial-data/cashflow': [{ as: 'user', path: `/api/financial-data/cashflow?${q}` }],
    'GET /api/financial-data/balance-sheet': [{ as: 'user', path: `/api/financial-data/balance-sheet?${q}` }],
    'GET /api/financial-data/aggregated': [{ as: 'user', path: `/api/financial-data/aggregated?${q}` }],
    'GET /api/financial-data/timeseries': [{ as: 'user', path: `/api/financial-data/timeseries?${q}&metric=total_revenue` }],
    'GET /api/financial-data/pnl-traceability': [{ as: 'user', path: `/api/financial-data/pnl-traceability?${q}` }],
    'GET /api/assumptions/mappings': [{ as: 'user', path: `/api/assumptions/mappings?${q}` }],
    'GET /api/assumptions/all': [{ as: 'user', path: `/api/assumptions/all?${q}` }],
    'GET /api/valuation/enterprise': [{ as: 'user', path: `/api/valuation/enterprise?${q}` }],
    'GET /api/tom/structure/:year': [{ as: 'user', path: `/api/tom/structure/2026?${q}` }],
    'GET /api/tom/org-hierarchy/:year': [{ as: 'user', path: `/api/tom/org-hierarchy/2026?${q}` }],
    'GET /api/variance': [{ as: 'user', path: `/api/variance?year=2026&${q}` }],
    'POST /api/export/pdf': [{ as: 'user', path: '/api/export/pdf', body: exportBody('executive-summary', 'pdf') }],
    'POST /api/export/excel': [{ as: 'user', path: '/api/export/excel', body: exportBody('excel-model', 'excel') }],
    'POST /api/export/reports': [{ as: 'user', path: '/api/export/reports', body: exportBody('detailed-report', 'pdf') }],
    'POST /api/export/jobs': [{ as: 'user', path: '/api/export/jobs', body: exportBody('executive-summary', 'pdf') }],
    'POST /api/analysis/ranges': [{ as: 'user', path: '/api/analysis/ranges', body: { scenario_id: id, draws: 20, seed: 1 } }],
    'POST /api/analysis/goal-seek': [{ as: 'user', path: '/api/analysis/goal-seek', body: { scenario_id: id, driver: 'sales_team_size', figure: 'total_revenue', year: 2030, target: 60_000_000 } }],
    'POST /api/analysis/hiring-seek': [{ as: 'user', path: '/api/analysis/hiring-seek', body: { scenario_id: id, month: '2027-03', figure: 'total_revenue', year: 2030, target: 60_000_000 } }],
    'POST /api/analysis/attribution': [
      { as: 'user', path: '/api/analysis/attribution', body: { from: id, to: 'baseline', figure: 'total_revenue', year: 2030 } },
      { as: 'user', path: '/api/analysis/attribution', body: { from: 'baseline', to: id, figure: 'total_revenue', year: 2030 } },
    ],
    'GET /api/ranges-runs': [{ as: 'user', path: `/api/ranges-runs?${q}` }],
    'POST /api/ranges-runs': [{ as: 'user', path: '/api/ranges-runs', body: { scenario_id: id, scenario_version: 1, with_drafts: false, drivers: {}, driver_ranges: {}, result: rangesResult } }],
    'POST /api/import/excel-drivers': [{ as: 'user', path: '/api/import/excel-drivers', body: { scenario_id: id, file_base64: workbook } }],
  };
}

beforeAll(async () => {
  server = await startServer();
  tokens.admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  const created = await call(server, 'POST', '/api/admin/users', { token: tokens.admin, body: { ...PLAIN, role: 'user', force_password_change: false } });
  expect(created.status).toBe(201);
  tokens.user = await loginAs(server, PLAIN.username, PLAIN.password);
  ids.admin = (await call(server, 'GET', '/api/auth/me', { token: tokens.admin })).body.id;
  ids.user = created.body.id;
  // Each one's Simulation (Editable) exists from their first look at the scenarios.
  for (const token of [tokens.admin, tokens.user]) expect((await call(server, 'GET', '/api/scenarios', { token })).status).toBe(200);
  // A plan of record for 2026, so /api/variance reaches the scenario instead of answering no_plan.
  expect((await call(server, 'PUT', '/api/scenarios/baseline/versions/1', { token: tokens.admin, body: { name: 'Budget 2026' } })).status).toBe(200);
  expect((await call(server, 'POST', '/api/plans', { token: tokens.admin, body: { year: 2026, scenario_id: 'baseline', version: 1 } })).status).toBe(201);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Drivers');
  sheet.addRow(['Driver (name in formulas)', 'Value']);
  sheet.addRow(['sales_team_size', 9]);
  workbook = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
  const ranges = await call(server, 'POST', '/api/analysis/ranges', { token: tokens.user, body: { scenario_id: 'baseline', draws: 20, seed: 1 } });
  expect(ranges.status).toBe(200);
  const { scenario_id: _scenario, ...result } = ranges.body as Record<string, unknown>;
  rangesResult = result;
});
afterAll(async () => {
  await server?.stop();
});

describe('a scenario the caller may not see is a missing one, on every route', () => {
  it('calls every route of the table that takes a scenario id', () => {
    const routes = server.routes.filter(takesScenarioId).map((route) => `${route.method} ${route.url}`).sort();
    expect(routes.length).toBeGreaterThan(30);
    expect(Object.keys(callsWith(MISSING)).sort()).toEqual(routes);
  });

  it('answers another user\'s Simulation (Editable) and an unknown id with the same 404 body', async () => {
    // The caller's peer: a plain user asks for the admin's working scenario, the admin (on admin routes) for the user's.
    const hiddenOf = { user: `sim-${ids.admin}`, admin: `sim-${ids.user}` } as const;
    const hiddenCalls = callsWith('{hidden}');
    const missingCalls = callsWith(MISSING);
    for (const [route, calls] of Object.entries(hiddenCalls)) {
      const method = route.split(' ')[0]!;
      for (const [i, template] of calls.entries()) {
        const hidden = hiddenOf[template.as];
        const concrete = JSON.parse(JSON.stringify(template).replaceAll('{hidden}', hidden)) as IdCall;
        const missing = missingCalls[route]![i]!;
        const options = (c: IdCall) => ({ token: tokens[c.as], ...(c.body !== undefined || method !== 'GET' && method !== 'DELETE' ? { body: c.body ?? {} } : {}) });
        const [seen, absent] = [await call(server, method, concrete.path, options(concrete)), await call(server, method, missing.path, options(missing))];
        expect({ route, path: concrete.path, status: seen.status, body: seen.body }).toEqual({ route, path: concrete.path, status: 404, body: NOT_FOUND });
        expect({ route, path: missing.path, status: absent.status, body: absent.body }).toEqual({ route, path: missing.path, status: 404, body: NOT_FOUND });
      }
    }
  });
});

describe('a plan of record never shows a private scenario', () => {
  it('refuses to lock a version of the admin\'s own Simulation (Editable), naming why, and nothing of it reaches another user', async () => {
    const simulation = `sim-${ids.admin}`;
    const saved = await call(server, 'PUT', `/api/scenarios/${simulation}`, { token: tokens.admin, body: { version: 1, key_drivers: { sales_team_size: 17 } } });
    expect(saved.status).toBe(200);
    expect((await call(server, 'PUT', `/api/scenarios/${simulation}/versions/2`, { token: tokens.admin, body: { name: 'Private plan' } })).status).toBe(200);
    const locked = await call(server, 'POST', '/api/plans', { token: tokens.admin, body: { year: 2028, scenario_id: simulation, version: 2 } });
    expect(locked.status).toBe(400);
    expect(locked.body.error).toMatchObject({ code: 'private_scenario', field: 'scenario_id' });
    expect(locked.body.error.message).toContain('only its owner sees');

    const plans = await call(server, 'GET', '/api/plans', { token: tokens.user });
    expect(plans.status).toBe(200);
    expect(plans.body.plans.map((plan: { year: number }) => plan.year)).toEqual([2026]);
    for (const answer of [plans, await call(server, 'GET', '/api/variance?year=2026', { token: tokens.user })]) {
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain(simulation);
      expect(text).not.toContain('Private plan');
      expect(text).not.toContain('"sales_team_size":17');
    }
  });

  it('shows a plan locked from a Simulation (Editable) before this rule without that scenario\'s id or name', async () => {
    const simulation = `sim-${ids.admin}`;
    await sqlRows(server, `INSERT INTO plans (year, scenario_id, scenario_name, version, version_name, key_drivers, driver_ranges, locked_by_id, locked_by, locked_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, 2029, simulation, 'Simulation (Editable)', 2, 'Locked long ago', '{"sales_team_size":17}', '{}', ids.admin, 'admin', new Date().toISOString());
    const plans = await call(server, 'GET', '/api/plans', { token: tokens.user });
    const legacy = plans.body.plans.find((plan: { year: number }) => plan.year === 2029);
    expect(legacy).toMatchObject({ scenario_id: '', scenario_name: 'a private scenario', version_name: 'Locked long ago' });
    const variance = await call(server, 'GET', '/api/variance?year=2029', { token: tokens.user });
    expect(variance.status).toBe(200);
    expect(variance.body.plan_label).toBe('Locked long ago (a private scenario, version 2)');
    expect(JSON.stringify([plans.body, variance.body])).not.toContain(simulation);
  });
});
