import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';
import ExcelJS from 'exceljs';
import { exportDate } from '../../server/export/fileName.ts';
import { EXPORT_RANGES } from '../../server/export/rangesExport.ts';
import { RANGES_SHEET } from '../../server/export/excel/sheetNames.ts';

/** The Export Center routes over real HTTP: access, bad bodies, whose scenarios, files and audit. */

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let server: RunningServer;
let adminToken: string;
let adminId: number;
let userToken: string;
let userId: number;

async function download(url: string, token: string, body: unknown): Promise<{ status: number; headers: Headers; bytes: Buffer; json: unknown }> {
  const response = await fetch(`${server.baseUrl}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  return { status: response.status, headers: response.headers, bytes, json: isJson ? JSON.parse(bytes.toString('utf8')) : undefined };
}

beforeAll(async () => {
  server = await startServer();
  adminToken = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  adminId = (await call(server, 'GET', '/api/auth/me', { token: adminToken })).body.id;
  const created = await call(server, 'POST', '/api/admin/users', {
    token: adminToken, body: { username: 'exporter', role: 'user', password: 'exporter-password-1', force_password_change: false },
  });
  expect(created.status).toBe(201);
  userId = created.body.id;
  userToken = await loginAs(server, 'exporter', 'exporter-password-1');
  // The admin's working scenario exists once the admin has looked at the scenarios.
  expect((await call(server, 'GET', '/api/scenarios', { token: adminToken })).status).toBe(200);
});

afterAll(async () => {
  await server.stop();
});

describe('export routes: access', () => {
  it.each(['/api/export/pdf', '/api/export/excel', '/api/export/reports'])('%s answers 401 without a token', async (url) => {
    const response = await call(server, 'POST', url, { body: { user_id: 1, export_format: 'pdf', export_type: 'executive-summary' } });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthenticated');
  });

  it('answers another user\'s working scenario with the 404 of an unknown one, so ids do not leak', async () => {
    const body = (scenarioId: string) => ({ scenario_id: scenarioId, user_id: userId, export_format: 'pdf', export_type: 'executive-summary' });
    const hidden = await call(server, 'POST', '/api/export/pdf', { token: userToken, body: body(`sim-${adminId}`) });
    const unknown = await call(server, 'POST', '/api/export/pdf', { token: userToken, body: body('no-such-scenario') });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual(unknown.body);
  });

  it('refuses an export for someone else\'s user_id with 403', async () => {
    const response = await call(server, 'POST', '/api/export/excel', {
      token: userToken, body: { user_id: adminId, export_format: 'excel', export_type: 'excel-model' },
    });
    expect(response.status).toBe(403);
    expect(response.body.error.field).toBe('user_id');
  });

  it('answers 404 for an unknown scenario', async () => {
    const response = await call(server, 'POST', '/api/export/pdf', {
      token: userToken, body: { scenario_id: 'no-such-scenario', user_id: userId, export_format: 'pdf', export_type: 'executive-summary' },
    });
    expect(response.status).toBe(404);
  });
});

describe('export routes: bad bodies', () => {
  const cases: { name: string; url: string; body: unknown; field: string }[] = [
    { name: 'no body fields', url: '/api/export/pdf', body: {}, field: 'user_id' },
    { name: 'user_id as text', url: '/api/export/pdf', body: { user_id: 'me', export_format: 'pdf', export_type: 'executive-summary' }, field: 'user_id' },
    { name: 'unknown export_type', url: '/api/export/reports', body: { user_id: 1, export_format: 'pdf', export_type: 'poster' }, field: 'export_type' },
    { name: 'unknown export_format', url: '/api/export/reports', body: { user_id: 1, export_format: 'docx', export_type: 'detailed-report' }, field: 'export_format' },
    { name: 'Excel model on the PDF route', url: '/api/export/pdf', body: { user_id: 1, export_format: 'excel', export_type: 'excel-model' }, field: 'export_type' },
    { name: 'a PDF on the Excel route', url: '/api/export/excel', body: { user_id: 1, export_format: 'pdf', export_type: 'executive-summary' }, field: 'export_type' },
    { name: 'format and type that do not match', url: '/api/export/reports', body: { user_id: 1, export_format: 'excel', export_type: 'detailed-report' }, field: 'export_format' },
    { name: 'an empty scenario_id', url: '/api/export/pdf', body: { scenario_id: '  ', user_id: 1, export_format: 'pdf', export_type: 'detailed-report' }, field: 'scenario_id' },
  ];
  it.each(cases)('$name → 400 naming $field', async ({ url, body, field }) => {
    const response = await call(server, 'POST', url, { token: adminToken, body });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid_input');
    expect(response.body.error.field).toBe(field);
    expect(response.body.detail).toEqual(expect.any(String));
  });
});

describe('export routes: files', () => {
  const today = () => exportDate(new Date());

  it('answers the executive summary as a PDF named after the scenario and the day, and audits it', async () => {
    const response = await download('/api/export/pdf', userToken, { scenario_id: 'baseline', user_id: userId, export_format: 'pdf', export_type: 'executive-summary' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const fileName = `Fahrplan_Executive_Summary_Baseline_${today()}.pdf`;
    expect(response.headers.get('content-disposition')).toContain(`filename="${fileName}"`);
    expect(response.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Number(response.headers.get('content-length'))).toBe(response.bytes.length);

    const log = await call(server, 'GET', '/api/admin/activity?user=exporter&action=view', { token: adminToken });
    expect(log.body.items.some((item: { resource: string; details: string }) => item.resource === 'export:executive-summary' && item.details.includes(fileName))).toBe(true);
  });

  it('answers the Excel model as an xlsx (a zip) on the Excel route', async () => {
    const response = await download('/api/export/excel', userToken, { scenario_id: 'low_case', user_id: userId, export_format: 'excel', export_type: 'excel-model' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX);
    expect(response.headers.get('content-disposition')).toContain(`filename="Fahrplan_Financial_Model_Low_Case_${today()}.xlsx"`);
    expect(response.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('makes any export type on the reports route, the caller\'s own working scenario included', async () => {
    const response = await download('/api/export/reports', userToken, { scenario_id: `sim-${userId}`, user_id: userId, export_format: 'pdf', export_type: 'detailed-report' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''Fahrplan_Detailed_Report_Simulation_%28Editable%29_${today()}.pdf`);
  });
});

describe('export routes: forecast ranges (simulated)', () => {
  it('runs the scenario\'s saved ranges with the documented draws and seed, the same as the API\'s run, and keeps a formula-like name inert', async () => {
    const created = await call(server, 'POST', '/api/scenarios', {
      token: userToken,
      body: {
        scenario_name: '=HYPERLINK("x") ranges', description: 'Export with saved ranges', key_drivers: { logo_churn_rate: 4 },
        driver_ranges: { logo_churn_rate: { low: 1, high: 12, distribution: 'uniform' }, transport_client_growth_rate: { low: 77.2, high: 77.2, distribution: 'triangular' } },
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.scenario_id as string;
    const response = await download('/api/export/excel', userToken, { scenario_id: id, user_id: userId, export_format: 'excel', export_type: 'excel-model' });
    expect(response.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.bytes as unknown as ArrayBuffer);
    const sheet = book.getWorksheet(RANGES_SHEET);
    if (!sheet) throw new Error('no Forecast Ranges sheet');
    expect(sheet.getCell('A1').value).toBe('Forecast ranges (simulated)');
    const info = new Map<string, unknown>();
    sheet.eachRow((row) => {
      if (typeof row.getCell(9).value === 'string') info.set(row.getCell(9).value as string, row.getCell(10).value);
    });
    expect(info.get('Draws')).toBe(EXPORT_RANGES.draws);
    expect(info.get('Seed')).toBe(EXPORT_RANGES.seed);
    expect(info.get('Run')).toBe(`Forecast ranges: drawn for this export (no run of =HYPERLINK("x") ranges v1 was kept), 10,000 draws, seed ${EXPORT_RANGES.seed}`);
    expect(info.get('Scenario')).toBe('\'=HYPERLINK("x") ranges');
    expect(String(info.get('Simulated'))).toMatch(/^Simulated: 10,000 joint draws/);

    const api = await call(server, 'POST', '/api/analysis/ranges', { token: userToken, body: { scenario_id: id, ...EXPORT_RANGES } });
    expect(api.status).toBe(200);
    const rows = new Map<string, unknown[]>();
    sheet.eachRow((row) => rows.set(`${String(row.getCell(1).value)}|${String(row.getCell(2).value)}`, (row.values as unknown[]).slice(3, 8)));
    expect(rows.get('Total revenue (EUR)|P50')).toEqual([2026, 2027, 2028, 2029, 2030].map((year) => api.body.years[year].total_revenue.p50));
    expect(rows.get('Rides|Mean')).toEqual([2026, 2027, 2028, 2029, 2030].map((year) => api.body.years[year].rides.mean));
    // The saved ranges were drawn: churn 1–12 uniform, the growth rate fixed (a range collapsed to its value).
    expect(api.body.ranges.find((r: { driver: string }) => r.driver === 'logo_churn_rate')).toMatchObject({ low: 1, high: 12, distribution: 'uniform' });
    expect(api.body.ranges.some((r: { driver: string }) => r.driver === 'transport_client_growth_rate')).toBe(false);
    const spread = [...rows.entries()].find(([key]) => key.startsWith('Logo Churn Rate|'));
    expect(spread?.[0]).toBe('Logo Churn Rate|logo_churn_rate');
  }, 60_000);
});
