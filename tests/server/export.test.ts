import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';
import { exportDate } from '../../server/export/fileName.ts';

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

  it('refuses another user\'s working scenario with 403 naming scenario_id', async () => {
    const response = await call(server, 'POST', '/api/export/pdf', {
      token: userToken, body: { scenario_id: `sim-${adminId}`, user_id: userId, export_format: 'pdf', export_type: 'executive-summary' },
    });
    expect(response.status).toBe(403);
    expect(response.body.error).toMatchObject({ code: 'forbidden', field: 'scenario_id' });
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
