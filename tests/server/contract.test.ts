import ExcelJS from 'exceljs';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../../server/http/openapi.ts';
import type { RouteEntry } from '../../server/http/access.ts';
import { baselineCsv } from '../helpers/fixtures.ts';
import { buchungsstapel } from '../helpers/datevFixtures.ts';
import { DEFAULT_MODEL_SOURCE } from '../../engine/model/definition.ts';

/** A minimal workbook in the shape of an exported Excel model's Drivers sheet, for the driver import. */
const DRIVERS_WORKBOOK = await (async () => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Drivers');
  sheet.addRow(['Driver (name in formulas)', 'Value']);
  sheet.addRow(['sales_team_size', 9]);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
})();
import { call, loginAs, startServer, TEST_ADMIN, type JsonResponse, type RunningServer } from './harness.ts';

/**
 * Every route of the route table, called with valid input against the real server, answers what
 * the published /api/openapi.json declares for that route and status (JSON Schema 2020-12, ajv).
 * A route without a declared answer, a call list that misses a route, or an answer with a field
 * the contract does not know fails here.
 */

type Json = Record<string, unknown>;
type Role = 'admin' | 'user';

const PLAIN = { username: 'contract-user', password: 'contract-user-password' };
/** A second plain user for the error answers: the walk below changes the first one's password and signs it out. */
const OTHER = { username: 'contract-other', password: 'contract-other-password' };

let server: RunningServer;
let document: Json;
const tokens: Record<Role, string> = { admin: '', user: '' };
let otherToken = '';
const ids = { admin: 0, plain: 0, other: 0 };

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const compiled = new Map<string, ValidateFunction>();

/** `#/components/schemas/X` refs of the document, inlined so each answer schema stands alone. */
function resolveRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(resolveRefs);
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as Json).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    const name = ref.slice('#/components/schemas/'.length);
    return resolveRefs(((document.components as Json).schemas as Json)[name]);
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, resolveRefs(value)]));
}

function operationOf(method: string, url: string): Json {
  const operation = ((document.paths as Json)[openApiPath(url)] as Json | undefined)?.[method.toLowerCase()] as Json | undefined;
  if (!operation) throw new Error(`${method} ${url} is not in the OpenAPI document`);
  return operation;
}

/** The documented response of a route for a status (the `default` error when the status is not listed). */
function documentedResponse(method: string, url: string, status: number): Json | undefined {
  const responses = operationOf(method, url).responses as Record<string, Json>;
  return responses[String(status)] ?? (status >= 400 ? responses.default : undefined);
}

function validatorFor(method: string, url: string, status: number): ValidateFunction | undefined {
  const key = `${method} ${url} ${status}`;
  if (!compiled.has(key)) {
    const schema = (documentedResponse(method, url, status)?.content as Record<string, Json> | undefined)?.['application/json']?.schema;
    if (schema === undefined) return undefined;
    compiled.set(key, ajv.compile(resolveRefs(schema) as Json));
  }
  return compiled.get(key);
}

/** The problems of a JSON answer against its documented schema; empty when it matches. */
function mismatches(method: string, url: string, response: JsonResponse): string[] {
  const validate = validatorFor(method, url, response.status);
  if (!validate) return [`no JSON answer schema for status ${response.status}`];
  if (validate(response.body)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`);
}

interface RouteCall {
  /** The concrete URL with path parameters and query; `{scenario}` and `{user}` stand for what the walk created. */
  path: string;
  as: Role;
  body?: unknown;
  /** A file sent as its bytes rather than JSON. */
  file?: { type: string; bytes: Uint8Array };
}

/** A small DATEV Buchungsstapel of SKR03 (tests/helpers/datevFixtures.ts); its revenue account 8400 is confirmed by the mapping call before the import. */
const DATEV_FILE = { type: 'application/octet-stream', bytes: buchungsstapel({ seed: 3, chart: 'SKR03', encoding: 'windows-1252', fiscalYearStart: '2026-01-01', month: '2026-03', events: 12 }).bytes };

/** One position of a headcount plan (contract/headcount.ts). */
const HEADCOUNT_POSITION = {
  role: 'Software Engineer', department: 'engineering', count: 2, start_month: '2026-01', end_month: null,
  annual_salary: 80_000, raise_pct: 3, raise_month: 4, variable_pct: 0, recruiting_cost: 8000,
};

/** A real forecast-ranges result to keep (beforeAll). */
let rangesResult: unknown;

/** A valid call of each route, in an order that works: creates before changes, deletes and sign-out last. */
function validCalls(mask: Json): Record<string, RouteCall[]> {
  const exportBody = (type: string, format: string) => ({ scenario_id: 'baseline', user_id: ids.admin, export_type: type, export_format: format });
  return {
    'GET /api/openapi.json': [{ path: '/api/openapi.json', as: 'user' }],
    'GET /api/health': [{ path: '/api/health', as: 'user' }],
    'POST /api/auth/login': [{ path: '/api/auth/login', as: 'user', body: PLAIN }],
    'GET /api/auth/me': [{ path: '/api/auth/me', as: 'admin' }, { path: '/api/auth/me', as: 'user' }],
    'PUT /api/auth/password': [{ path: '/api/auth/password', as: 'user', body: { current_password: PLAIN.password, new_password: `${PLAIN.password}-2` } }],
    'GET /api/auth/preferences': [{ path: '/api/auth/preferences', as: 'user' }],
    'PUT /api/auth/preferences': [{ path: '/api/auth/preferences', as: 'user', body: { number_format: 'de' } }],
    'GET /api/scenarios': [
      { path: '/api/scenarios', as: 'admin' },
      { path: '/api/scenarios?include_forecast=true&to=2028', as: 'user' },
    ],
    'GET /api/scenarios/active': [{ path: '/api/scenarios/active', as: 'user' }],
    'GET /api/scenarios/:id': [{ path: '/api/scenarios/low_case', as: 'user' }, { path: `/api/scenarios/sim-${ids.plain}`, as: 'user' }],
    // The plain user's Simulation (Editable) is at version 1: its plan is saved (version 2) and reset (version 3).
    'GET /api/scenarios/:id/headcount': [{ path: '/api/scenarios/baseline/headcount', as: 'user' }],
    'PUT /api/scenarios/:id/headcount': [{ path: `/api/scenarios/sim-${ids.plain}/headcount`, as: 'user', body: { version: 1, positions: [HEADCOUNT_POSITION], comment: 'Contract check' } }],
    'DELETE /api/scenarios/:id/headcount': [{ path: `/api/scenarios/sim-${ids.plain}/headcount?version=2`, as: 'user' }],
    'POST /api/scenarios': [{ path: '/api/scenarios', as: 'admin', body: { scenario_name: 'Contract check', description: 'Line one\nline two', key_drivers: { qrago_revenue_share: 6 } } }],
    'PUT /api/scenarios/:id': [{ path: '/api/scenarios/{scenario}', as: 'admin', body: { version: 1, description: 'Changed\tdescription' } }],
    'POST /api/scenarios/:id/activate': [{ path: '/api/scenarios/{scenario}/activate', as: 'admin' }],
    'PUT /api/scenarios/:id/activate': [{ path: '/api/scenarios/high_case/activate', as: 'user', body: {} }],
    'GET /api/scenarios/active/forecast': [{ path: '/api/scenarios/active/forecast?include_forecast=true', as: 'admin' }],
    'GET /api/scenarios/forecast/:id': [{ path: '/api/scenarios/forecast/baseline?to=2027', as: 'user' }],
    'GET /api/scenarios/compare/:a/:b': [
      { path: '/api/scenarios/compare/low_case/high_case', as: 'user' },
      { path: '/api/scenarios/compare/baseline/{scenario}', as: 'admin' },
    ],
    'GET /api/scenarios/:id/versions': [{ path: '/api/scenarios/{scenario}/versions', as: 'user' }, { path: '/api/scenarios/baseline/versions', as: 'admin' }],
    'GET /api/scenarios/:id/versions/:v': [{ path: '/api/scenarios/{scenario}/versions/1', as: 'user' }],
    'PUT /api/scenarios/:id/versions/:v': [
      { path: '/api/scenarios/{scenario}/versions/1', as: 'admin', body: { name: 'Board plan Q4 2026' } },
      { path: '/api/scenarios/{scenario}/versions/2', as: 'admin', body: { name: null } },
    ],
    'POST /api/scenarios/:id/versions/:v/restore': [{ path: '/api/scenarios/{scenario}/versions/1/restore', as: 'admin', body: { version: 2, comment: 'Back to the first' } }],
    'POST /api/plans': [{ path: '/api/plans', as: 'admin', body: { year: 2026, scenario_id: '{scenario}', version: 1 } }],
    'PUT /api/plans/:year': [{ path: '/api/plans/2026', as: 'admin', body: { scenario_id: '{scenario}', version: 2, version_name: 'Budget 2026', reason: 'Contract check' } }],
    'GET /api/plans': [{ path: '/api/plans', as: 'user' }],
    // Thread 1 on the plan of record just locked, thread 2 on a driver of the scenario's first version.
    'POST /api/comments': [
      { path: '/api/comments', as: 'user', body: { target: { kind: 'plan', year: 2026 }, body: 'Is this the board\'s plan?', mentions: ['admin'] } },
      { path: '/api/comments', as: 'admin', body: { target: { kind: 'driver', scenario_id: '{scenario}', scenario_version: 1, driver_id: 'sales_team_size' }, body: 'Check the hiring' } },
    ],
    'POST /api/comments/:thread_id/replies': [{ path: '/api/comments/1/replies', as: 'admin', body: { body: 'Yes.' } }],
    'POST /api/comments/:thread_id/resolve': [{ path: '/api/comments/1/resolve', as: 'user' }],
    'POST /api/comments/:thread_id/reopen': [{ path: '/api/comments/1/reopen', as: 'admin' }],
    'GET /api/comments': [{ path: '/api/comments', as: 'user' }, { path: '/api/comments?scenario_id=baseline&kind=driver&status=open', as: 'admin' }],
    'POST /api/import/excel-drivers': [{ path: '/api/import/excel-drivers', as: 'user', body: { scenario_id: 'baseline', file_base64: DRIVERS_WORKBOOK } }],
    'GET /api/model': [{ path: '/api/model', as: 'user' }],
    'POST /api/model/validate': [{ path: '/api/model/validate', as: 'admin', body: { definition: DEFAULT_MODEL_SOURCE } }],
    'GET /api/model/versions': [{ path: '/api/model/versions', as: 'user' }],
    'GET /api/model/versions/:version': [{ path: '/api/model/versions/1', as: 'user' }],
    'PUT /api/model': [{ path: '/api/model', as: 'admin', body: { definition: DEFAULT_MODEL_SOURCE, expected_version: 1, comment: 'Contract check' } }],
    'GET /api/variance': [{ path: '/api/variance?year=2026', as: 'user' }, { path: '/api/variance?year=2026&period=quarter&scenario=high_case', as: 'admin' }],
    'DELETE /api/scenarios/:id': [{ path: '/api/scenarios/{scenario}', as: 'admin' }],
    'GET /api/key-drivers/variables': [{ path: '/api/key-drivers/variables?scenario=low_case', as: 'user' }],
    'POST /api/key-drivers/forecast-enhanced': [{ path: '/api/key-drivers/forecast-enhanced', as: 'user', body: { qrago_revenue_share: 7 } }],
    'POST /api/forecast/key-drivers': [{ path: '/api/forecast/key-drivers?scenario=baseline', as: 'user', body: { sales_team_size: 6 } }],
    'GET /api/kpis/dashboard': [{ path: '/api/kpis/dashboard?year=2025', as: 'user' }, { path: '/api/kpis/dashboard?scenario=high_case', as: 'admin' }],
    'POST /api/kpis/recalculate-baseline': [{ path: '/api/kpis/recalculate-baseline', as: 'user' }],
    'GET /api/baseline/data-mask': [{ path: '/api/baseline/data-mask', as: 'user' }],
    'POST /api/baseline/data-mask': [{ path: '/api/baseline/data-mask', as: 'admin', body: { ...mask, monthly_growth_rate: 13 } }],
    'GET /api/baseline/actuals': [{ path: '/api/baseline/actuals', as: 'user' }],
    'PUT /api/baseline/actuals': [{ path: '/api/baseline/actuals', as: 'admin', body: { csv: baselineCsv(), version: Number(mask.version) + 1 } }],
    'GET /api/baseline/versions': [{ path: '/api/baseline/versions', as: 'user' }],
    'GET /api/baseline/versions/:version': [{ path: '/api/baseline/versions/1', as: 'user' }],
    'GET /api/financial-data/pnl': [{ path: '/api/financial-data/pnl', as: 'user' }, { path: '/api/financial-data/pnl?period=quarterly&from=2025&to=2026', as: 'admin' }],
    'GET /api/financial-data/balance-sheet': [
      { path: '/api/financial-data/balance-sheet', as: 'user' },
      { path: '/api/financial-data/balance-sheet?period=monthly&from=2025&to=2026&scenario=high_case', as: 'admin' },
    ],
    'GET /api/financial-data/cashflow': [
      { path: '/api/financial-data/cashflow?period=monthly&include_forecast=false', as: 'user' },
      { path: '/api/financial-data/cashflow?period=quarterly&from=2026', as: 'admin' },
    ],
    'GET /api/financial-data/aggregated': [{ path: '/api/financial-data/aggregated', as: 'user' }],
    'GET /api/financial-data/timeseries': [{ path: '/api/financial-data/timeseries?metric=total_revenue&period=yearly', as: 'user' }],
    'GET /api/financial-data/pnl-traceability': [
      { path: '/api/financial-data/pnl-traceability', as: 'user' },
      { path: '/api/financial-data/pnl-traceability?year=2024', as: 'admin' },
    ],
    'GET /api/assumptions/mappings': [{ path: '/api/assumptions/mappings?year=2027', as: 'user' }],
    'GET /api/assumptions/all': [{ path: '/api/assumptions/all', as: 'user' }],
    'GET /api/admin/users': [{ path: '/api/admin/users', as: 'admin' }],
    'POST /api/admin/users': [{ path: '/api/admin/users', as: 'admin', body: { username: 'contract-temp', full_name: 'Temp Person', password: 'temporary-password' } }],
    'PUT /api/admin/users/:id': [{ path: '/api/admin/users/{user}', as: 'admin', body: { full_name: 'Temp Person Changed', email: 'temp@example.org' } }],
    'PUT /api/admin/users/:id/reset-password': [{ path: '/api/admin/users/{user}/reset-password', as: 'admin', body: { password: 'another-password' } }],
    'DELETE /api/admin/users/:id': [{ path: '/api/admin/users/{user}', as: 'admin' }],
    'GET /api/admin/activity': [{ path: '/api/admin/activity', as: 'admin' }, { path: '/api/admin/activity?action=login&page_size=5&q=auth', as: 'admin' }],
    'GET /api/valuation/enterprise': [{ path: '/api/valuation/enterprise?arr_multiplier=10.5', as: 'user' }],
    'GET /api/tom/structure/:year': [{ path: '/api/tom/structure/2027', as: 'user' }],
    'GET /api/tom/org-hierarchy/:year': [{ path: '/api/tom/org-hierarchy/2030?scenario=high_case', as: 'user' }],
    'GET /api/risks': [{ path: '/api/risks', as: 'user' }],
    'PUT /api/risks/:id': [{ path: '/api/risks/2', as: 'admin', body: { probability: 2.4 } }],
    'POST /api/analysis/ranges': [
      { path: '/api/analysis/ranges', as: 'user', body: { scenario_id: 'baseline', draws: 200, seed: 7 } },
      { path: '/api/analysis/ranges', as: 'admin', body: { draws: 40, drivers: { logo_churn_rate: 4 }, driver_ranges: { logo_churn_rate: { low: 2, high: 6, distribution: 'normal' } } } },
    ],
    'POST /api/ranges-runs': [{
      path: '/api/ranges-runs', as: 'user',
      body: { scenario_id: 'baseline', scenario_version: 1, with_drafts: false, drivers: {}, driver_ranges: {}, result: rangesResult },
    }],
    'GET /api/ranges-runs': [{ path: '/api/ranges-runs?scenario=baseline', as: 'user' }, { path: '/api/ranges-runs', as: 'admin' }],
    'GET /api/ranges-runs/:id': [{ path: '/api/ranges-runs/1', as: 'admin' }],
    'POST /api/analysis/hiring-seek': [
      { path: '/api/analysis/hiring-seek', as: 'user', body: { scenario_id: 'baseline', month: '2027-03', figure: 'total_revenue', year: 2030, target: 55_000_000 } },
    ],
    'POST /api/analysis/goal-seek': [
      { path: '/api/analysis/goal-seek', as: 'user', body: { scenario_id: 'baseline', driver: 'sales_rep_productivity', figure: 'total_revenue', year: 2030, target: 60_000_000 } },
      { path: '/api/analysis/goal-seek', as: 'admin', body: { driver: 'sales_team_size', figure: 'ltv_cac', year: 2027, target: 1e9 } },
    ],
    'POST /api/analysis/attribution': [
      { path: '/api/analysis/attribution', as: 'user', body: { from: 'baseline', to: 'high_case', figure: 'total_revenue', year: 2030 } },
      { path: '/api/analysis/attribution', as: 'admin', body: { from: 'baseline', to: 'baseline', to_drivers: { logo_churn_rate: 5 }, figure: 'nrr', year: 2028 } },
    ],
    'POST /api/export/pdf': [{ path: '/api/export/pdf', as: 'admin', body: exportBody('executive-summary', 'pdf') }],
    'POST /api/export/excel': [{ path: '/api/export/excel', as: 'admin', body: exportBody('excel-model', 'excel') }],
    'POST /api/export/reports': [{ path: '/api/export/reports', as: 'admin', body: exportBody('excel-model', 'excel') }],
    'POST /api/export/jobs': [{ path: '/api/export/jobs', as: 'admin', body: exportBody('executive-summary', 'pdf') }],
    'GET /api/events': [{ path: '/api/events', as: 'user' }],
    // The sample goes into the new database's empty set; the save after it replaces it (at the version it finds).
    // The sample comes closed through 2026-10; reopened, its months are reviewed, and a partial save is taken.
    'POST /api/actuals/monthly/sample': [{ path: '/api/actuals/monthly/sample', as: 'admin' }],
    'GET /api/actuals/monthly': [{ path: '/api/actuals/monthly', as: 'user' }, { path: '/api/actuals/monthly?format=json', as: 'admin' }],
    'GET /api/settings/close': [{ path: '/api/settings/close', as: 'user' }],
    'PUT /api/settings/close': [{ path: '/api/settings/close', as: 'admin', body: { last_closed_month: null } }],
    'GET /api/settings/close/review': [{ path: '/api/settings/close/review?through=2026-03', as: 'admin' }],
    'POST /api/actuals/monthly/read': [{ path: '/api/actuals/monthly/read', as: 'admin', body: [{ month: '2026-02', line: 'closing_cash', value: -5 }] }],
    'PUT /api/actuals/monthly': [{ path: '/api/actuals/monthly', as: 'admin', body: { rows: [{ month: '2026-01', line: 'employees', value: 150000 }] } }],
    'GET /api/actuals/datev/mapping': [{ path: '/api/actuals/datev/mapping?chart=skr03', as: 'user' }],
    'POST /api/actuals/datev/read': [{ path: '/api/actuals/datev/read?kind=buchungsstapel', as: 'admin', file: DATEV_FILE }],
    'PUT /api/actuals/datev/mapping': [{ path: '/api/actuals/datev/mapping', as: 'admin', body: { chart: 'skr03', version: 0, accounts: [{ account: 8400, target: 'medical_recurring_revenue' }] } }],
    'POST /api/actuals/datev/import': [{ path: '/api/actuals/datev/import?kind=buchungsstapel&mapping_version=1', as: 'admin', file: DATEV_FILE }],
    'GET /api/actuals/datev/imports': [{ path: '/api/actuals/datev/imports', as: 'user' }],
    'GET /api/actuals/datev/explain': [{ path: '/api/actuals/datev/explain?month=2026-03&line=employees', as: 'user' }],
    'POST /api/auth/logout': [{ path: '/api/auth/logout', as: 'user' }],
  };
}

function label(route: RouteEntry): string {
  return `${route.method} ${route.url}`;
}

function successStatusOf(route: RouteEntry): number {
  const responses = operationOf(route.method, route.url).responses as Record<string, Json>;
  const success = Object.keys(responses).filter((status) => /^2\d\d$/.test(status));
  expect({ route: label(route), success: success.length }).toEqual({ route: label(route), success: 1 });
  return Number(success[0]);
}

interface Created {
  scenario: string;
  user: number;
}

async function send(route: RouteEntry, routeCall: RouteCall, created: Created): Promise<Response> {
  const headers: Record<string, string> = { authorization: `Bearer ${tokens[routeCall.as]}` };
  const path = routeCall.path.replace('{scenario}', created.scenario).replace('{user}', String(created.user));
  if (routeCall.file) return fetch(`${server.baseUrl}${path}`, { method: route.method, headers: { ...headers, 'content-type': routeCall.file.type }, body: new Uint8Array(routeCall.file.bytes) });
  if (routeCall.body !== undefined) headers['content-type'] = 'application/json';
  const body = routeCall.body === undefined ? undefined : JSON.stringify(routeCall.body).replace('{scenario}', created.scenario);
  return fetch(`${server.baseUrl}${path}`, { method: route.method, headers, body });
}

beforeAll(async () => {
  server = await startServer();
  tokens.admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  ids.admin = (await call(server, 'GET', '/api/auth/me', { token: tokens.admin })).body.id;
  for (const [account, key] of [[PLAIN, 'plain'], [OTHER, 'other']] as const) {
    const created = await call(server, 'POST', '/api/admin/users', { token: tokens.admin, body: { ...account, force_password_change: false } });
    expect(created.status).toBe(201);
    ids[key] = created.body.id;
  }
  tokens.user = await loginAs(server, PLAIN.username, PLAIN.password);
  otherToken = await loginAs(server, OTHER.username, OTHER.password);
  const ranges = await call(server, 'POST', '/api/analysis/ranges', { token: tokens.admin, body: { scenario_id: 'baseline', draws: 30, seed: 1 } });
  expect(ranges.status).toBe(200);
  const { scenario_id: _scenario, ...result } = ranges.body;
  rangesResult = result;
  const published = await call(server, 'GET', '/api/openapi.json');
  expect(published.status).toBe(200);
  document = published.body as Json;
});

afterAll(async () => {
  await server?.stop();
});

describe('the published contract', () => {
  it('declares a success answer for every route: a JSON schema, or the content types of a file', () => {
    const undeclared = server.routes.filter((route) => {
      const content = documentedResponse(route.method, route.url, successStatusOf(route))?.content as Record<string, Json> | undefined;
      return !content || Object.keys(content).length === 0;
    }).map(label);
    expect(undeclared).toEqual([]);
  });

  it('every route, called with valid input, answers exactly what the document declares', async () => {
    const mask = (await call(server, 'GET', '/api/baseline/data-mask', { token: tokens.admin })).body as Json;
    const calls = validCalls(mask);
    expect(server.routes.map(label).filter((key) => (calls[key] ?? []).length === 0)).toEqual([]);

    const routes = new Map(server.routes.map((route) => [label(route), route]));
    const created: Created = { scenario: '', user: 0 };
    const problems: string[] = [];
    for (const [key, routeCalls] of Object.entries(calls)) {
      const route = routes.get(key);
      if (!route) throw new Error(`${key} is called here but is not in the route table`);
      const expectedStatus = successStatusOf(route);
      for (const routeCall of routeCalls) {
        const response = await send(route, routeCall, created);
        const where = `${key} as ${routeCall.as} (${routeCall.path})`;
        if (response.status !== expectedStatus) {
          problems.push(`${where}: status ${response.status}, documented ${expectedStatus}: ${await response.text()}`);
          continue;
        }
        const contentType = response.headers.get('content-type') ?? '';
        if (contentType.startsWith('text/event-stream')) {
          // A stream does not end: its first bytes show it is open; the events' shape is tested in events.test.ts.
          const reader = response.body?.getReader();
          const first = await reader?.read();
          await reader?.cancel();
          if (!documentedResponse(route.method, route.url, response.status)?.content) problems.push(`${where}: no event stream documented`);
          if (!first?.value?.length) problems.push(`${where}: the stream sent nothing`);
          continue;
        }
        if (!contentType.startsWith('application/json')) {
          const declared = Object.keys(documentedResponse(route.method, route.url, response.status)?.content as Json);
          if (!declared.some((type) => contentType.startsWith(type))) problems.push(`${where}: content type ${contentType} is not one of ${declared.join(', ')}`);
          if ((await response.arrayBuffer()).byteLength === 0) problems.push(`${where}: empty file`);
          continue;
        }
        const body = JSON.parse(await response.text()) as Json;
        problems.push(...mismatches(route.method, route.url, { status: response.status, body, headers: response.headers }).map((problem) => `${where}: ${problem}`));
        if (key === 'POST /api/scenarios') created.scenario = String(body.scenario_id);
        if (key === 'POST /api/admin/users') created.user = Number(body.id);
      }
    }
    expect(problems).toEqual([]);
    expect(created.scenario).toMatch(/^custom-/);
  }, 180_000);

  it('fails an answer that carries a field the contract does not declare', () => {
    const answer = { status: 'ok', extra: 1 };
    expect(mismatches('GET', '/api/health', { status: 200, body: answer, headers: new Headers() })).not.toEqual([]);
    expect(mismatches('GET', '/api/health', { status: 200, body: { status: 'ok' }, headers: new Headers() })).toEqual([]);
  });
});

describe('error answers match the Error shape the document declares', () => {
  const errorCalls: { what: string; method: string; url: string; path: string; as?: 'admin' | 'other'; body?: unknown; status: number }[] = [
    { what: 'no token', method: 'GET', url: '/api/scenarios', path: '/api/scenarios', status: 401 },
    { what: 'a plain user on an admin route', method: 'GET', url: '/api/admin/users', path: '/api/admin/users', as: 'other', status: 403 },
    { what: 'an unknown scenario', method: 'GET', url: '/api/scenarios/:id', path: '/api/scenarios/nope', as: 'other', status: 404 },
    { what: 'a bad query', method: 'GET', url: '/api/kpis/dashboard', path: '/api/kpis/dashboard?year=1999', as: 'other', status: 400 },
    { what: 'an unknown body field', method: 'POST', url: '/api/auth/login', path: '/api/auth/login', body: { ...OTHER, remember: true }, status: 400 },
    { what: 'a stale version', method: 'PUT', url: '/api/scenarios/:id', path: '/api/scenarios/sim-{other}', as: 'other', body: { version: 99, description: 'late' }, status: 409 },
    { what: 'a built-in scenario', method: 'PUT', url: '/api/scenarios/:id', path: '/api/scenarios/baseline', as: 'other', body: { version: 1, description: 'no' }, status: 409 },
    { what: 'a refused headcount plan', method: 'PUT', url: '/api/scenarios/:id/headcount', path: '/api/scenarios/sim-{other}/headcount', as: 'other', body: { version: 1, positions: [{ ...HEADCOUNT_POSITION, count: 0 }] }, status: 400 },
    { what: 'a stale headcount plan', method: 'PUT', url: '/api/scenarios/:id/headcount', path: '/api/scenarios/sim-{other}/headcount', as: 'other', body: { version: 99, positions: [HEADCOUNT_POSITION] }, status: 409 },
    { what: 'a stale headcount reset', method: 'DELETE', url: '/api/scenarios/:id/headcount', path: '/api/scenarios/sim-{other}/headcount?version=99', as: 'other', status: 409 },
    { what: 'a stale restore', method: 'POST', url: '/api/scenarios/:id/versions/:v/restore', path: '/api/scenarios/sim-{other}/versions/1/restore', as: 'other', body: { version: 99 }, status: 409 },
    { what: 'an unnamed version to lock', method: 'POST', url: '/api/plans', path: '/api/plans', as: 'admin', body: { year: 2030, scenario_id: 'baseline', version: 1 }, status: 400 },
    { what: 'a workbook of another shape', method: 'POST', url: '/api/import/excel-drivers', path: '/api/import/excel-drivers', as: 'other', body: { file_base64: Buffer.from('no workbook').toString('base64') }, status: 422 },
    { what: 'a year without a plan', method: 'GET', url: '/api/variance', path: '/api/variance?year=2029', as: 'other', status: 404 },
    { what: 'a year that has a plan', method: 'POST', url: '/api/plans', path: '/api/plans', as: 'admin', body: { year: 2026, scenario_id: 'baseline', version: 1 }, status: 409 },
    { what: 'a failed baseline rule', method: 'POST', url: '/api/baseline/data-mask', path: '/api/baseline/data-mask', as: 'admin', body: 'a mask with a €1 injection', status: 422 },
    { what: 'a CSV that does not parse', method: 'PUT', url: '/api/baseline/actuals', path: '/api/baseline/actuals', as: 'admin', body: { csv: 'not,a,baseline', version: 1 }, status: 422 },
    { what: 'a stale baseline version', method: 'PUT', url: '/api/baseline/actuals', path: '/api/baseline/actuals', as: 'admin', body: 'the shipped CSV at version 1', status: 409 },
  ];

  async function bodyFor(body: unknown): Promise<unknown> {
    if (body === 'a mask with a €1 injection') {
      const mask = (await call(server, 'GET', '/api/baseline/data-mask', { token: tokens.admin })).body as Json;
      return { ...mask, capital_injection_amount: 1 };
    }
    if (body === 'the shipped CSV at version 1') return { csv: baselineCsv(), version: 1 };
    return body;
  }

  it.each(errorCalls)('$what: $status', async ({ method, url, path, as, body, status }) => {
    const token = as === 'admin' ? tokens.admin : as === 'other' ? otherToken : undefined;
    const response = await call(server, method, path.replace('{other}', String(ids.other)), { token, body: await bodyFor(body) });
    expect(response.status).toBe(status);
    expect(mismatches(method, url, response)).toEqual([]);
    expect(response.body.detail).toBe(response.body.error.message);
  });
});
