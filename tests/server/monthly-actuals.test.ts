import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, sqlRows, TEST_ADMIN, type RunningServer } from './harness.ts';
import { monthlyActualRows, parseMonthlyActualsCsv, serializeMonthlyActualsCsv } from '../../engine/actuals/monthlyActualsCsv.ts';
import { MONTHLY_ACTUAL_LINES, type MonthlyActualValues } from '../../engine/actuals/closedMonths.ts';

const FIXTURE_CSV = fs.readFileSync(new URL('../../fixtures/monthly-actuals-2026.csv', import.meta.url), 'utf8');
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function fixtureValues(): MonthlyActualValues {
  const read = parseMonthlyActualsCsv(FIXTURE_CSV);
  if (!read.ok) throw new Error('fixture does not parse');
  return read.values;
}
/** How many values the sample holds: rows of its CSV after the header. */
const FIXTURE_COUNT = monthlyActualRows(fixtureValues()).length;
const FIRST_LINE = MONTHLY_ACTUAL_LINES[0]!;

const running: RunningServer[] = [];
async function start(): Promise<{ server: RunningServer; admin: string; user: string }> {
  const server = await startServer(undefined, { sampleData: true });
  running.push(server);
  const admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  const created = await call(server, 'POST', '/api/admin/users', { token: admin, body: { username: 'viewer', role: 'user', password: 'viewer-password-1' } });
  expect(created.status).toBe(201);
  return { server, admin, user: await loginAs(server, 'viewer', 'viewer-password-1') };
}
afterAll(async () => {
  while (running.length) await running.pop()?.stop();
});

async function raw(server: RunningServer, method: string, url: string, token: string, body?: string | Buffer, type?: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (type) headers['content-type'] = type;
  return fetch(`${server.baseUrl}${url}`, { method, headers, body: typeof body === 'string' || body === undefined ? body : new Uint8Array(body) });
}

async function expectUnchanged(server: RunningServer): Promise<void> {
  expect((await server.services.monthlyActuals.history()).map((row) => row.version)).toEqual([1]);
  const [audited] = await sqlRows(server, "SELECT COUNT(*) AS n FROM activity_log WHERE resource = 'monthly_actuals'");
  expect(Number(audited?.n)).toBe(0);
}

describe('monthly actuals: the seeded sample and its files', () => {
  let ctx: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    ctx = await start();
  });

  it('answers the shipped 2026-01 … 2026-10 as version 1, closed up to 2026-10 (the sample comes closed)', async () => {
    const answer = await call(ctx.server, 'GET', '/api/actuals/monthly', { token: ctx.user });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ version: 1, last_closed_month: '2026-10', close_setting: '2026-10', latest_closable_month: '2026-10', updated_by: 'system' });
    expect(answer.body.rows).toHaveLength(FIXTURE_COUNT);
    expect(answer.body.rows[0]).toEqual({ month: '2026-01', line: FIRST_LINE, value: fixtureValues()['2026-01']![FIRST_LINE] });
  });

  it('exports the long CSV that reads back as the stored values', async () => {
    const response = await raw(ctx.server, 'GET', '/api/actuals/monthly?format=csv', ctx.user);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const text = await response.text();
    expect(text.split('\n')[0]).toBe('month,line,value');
    expect(parseMonthlyActualsCsv(text)).toMatchObject({ ok: true, values: fixtureValues() });
  });

  it('exports an XLSX sheet "Monthly Actuals": a header, months as columns, numbers as numbers', async () => {
    const response = await raw(ctx.server, 'GET', '/api/actuals/monthly?format=xlsx', ctx.user);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.getWorksheet('Monthly Actuals')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('line');
    expect(sheet.getRow(1).getCell(2).value).toBe('2026-01');
    expect(sheet.getRow(1).getCell(11).value).toBe('2026-10');
    expect(sheet.getRow(2).getCell(1).value).toBe(FIRST_LINE);
    expect(typeof sheet.getRow(2).getCell(2).value).toBe('number');
  });

  it('refuses an unknown format naming the parameter', async () => {
    const answer = await call(ctx.server, 'GET', '/api/actuals/monthly?format=pdf', { token: ctx.user });
    expect(answer.status).toBe(400);
    expect(answer.body.error.field).toBe('format');
  });
});

describe('monthly actuals: replacing them', () => {
  it('refuses a CSV with bad lines with 422 naming line and column, changing nothing', async () => {
    const { server, admin } = await start();
    const bad = `${FIXTURE_CSV}2026-11,employees,12.000,50\n2026-11,ebitda,1\n`;
    const response = await raw(server, 'PUT', '/api/actuals/monthly', admin, bad, 'text/csv');
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.error.code).toBe('csv_invalid');
    expect(body.errors).toEqual([
      expect.objectContaining({ line: FIXTURE_COUNT + 2, column: '' }),
      expect.objectContaining({ line: FIXTURE_COUNT + 3, column: 'line' }),
    ]);
    await expectUnchanged(server);
  });

  it('stores a CSV as the next version, audited, and answers the new close', async () => {
    const { server, admin, user } = await start();
    const november = `${FIXTURE_CSV}2026-11,employees,150000\n`;
    const response = await raw(server, 'PUT', '/api/actuals/monthly?version=1', admin, november, 'text/csv; charset=utf-8');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'saved', version: 2, values: FIXTURE_COUNT + 1, last_closed_month: '2026-10' });
    const read = await call(server, 'GET', '/api/actuals/monthly', { token: user });
    expect(read.body).toMatchObject({ version: 2, updated_by: TEST_ADMIN.username });
    expect(read.body.rows).toContainEqual({ month: '2026-11', line: 'employees', value: 150000 });
    const [audited] = await sqlRows(server, "SELECT details FROM activity_log WHERE resource = 'monthly_actuals'");
    expect(audited?.details).toBe(`version 2: CSV import (${FIXTURE_COUNT + 1} values)`);
    // The same version again is stale: 409 with the current one, nothing stored.
    const stale = await raw(server, 'PUT', '/api/actuals/monthly?version=1', admin, FIXTURE_CSV, 'text/csv');
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ error: { code: 'version_conflict' }, current_version: 2 });
    expect((await server.services.monthlyActuals.history()).length).toBe(2);
  });

  it('takes JSON rows, bare or with the version, and refuses a bad row by its index', async () => {
    const { server, admin } = await start();
    // Nothing closed, so a partial set may be saved.
    expect((await call(server, 'PUT', '/api/settings/close', { token: admin, body: { last_closed_month: null } })).status).toBe(200);
    const bare = await call(server, 'PUT', '/api/actuals/monthly', { token: admin, body: [{ month: '2026-01', line: 'employees', value: 1 }] });
    expect(bare.status).toBe(200);
    expect(bare.body).toMatchObject({ version: 2, values: 1, last_closed_month: null, latest_closable_month: null });
    const wrapped = await call(server, 'PUT', '/api/actuals/monthly', {
      token: admin, body: { version: 2, rows: [{ month: '2026-01', line: 'employees', value: 2 }, { month: '2026-01', line: 'medical_rides', value: 2.5 }] },
    });
    expect(wrapped.status).toBe(422);
    expect(wrapped.body.errors).toEqual([expect.objectContaining({ line: 2, column: 'value' })]);
    const stale = await call(server, 'PUT', '/api/actuals/monthly', { token: admin, body: { version: 1, rows: [{ month: '2026-01', line: 'employees', value: 3 }] } });
    expect(stale.status).toBe(409);
    const shape = await call(server, 'PUT', '/api/actuals/monthly', { token: admin, body: [{ month: '2026-01', line: 'employees' }] });
    expect(shape.status).toBe(400);
    expect(shape.body.error.message).toContain('value');
  });

  it('takes the XLSX it exports, and refuses a bad sheet cell by its row', async () => {
    const { server, admin } = await start();
    const exported = Buffer.from(await (await raw(server, 'GET', '/api/actuals/monthly?format=xlsx', admin)).arrayBuffer());
    const back = await raw(server, 'PUT', '/api/actuals/monthly', admin, exported, XLSX);
    expect(back.status).toBe(200);
    expect((await server.services.monthlyActuals.current()).values).toEqual(fixtureValues());
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported as unknown as ArrayBuffer);
    book.getWorksheet('Monthly Actuals')!.getRow(4).getCell(3).value = 'n/a';
    const bad = await raw(server, 'PUT', '/api/actuals/monthly', admin, Buffer.from(await book.xlsx.writeBuffer()), XLSX);
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual([expect.objectContaining({ line: 4, column: '2026-02' })]);
  });

  it('reads an XLSX without storing it, for the screen\'s preview', async () => {
    const { server, admin, user } = await start();
    const exported = Buffer.from(await (await raw(server, 'GET', '/api/actuals/monthly?format=xlsx', admin)).arrayBuffer());
    const read = await raw(server, 'POST', '/api/actuals/monthly/read', admin, exported, XLSX);
    expect(read.status).toBe(200);
    expect((await read.json()).rows).toHaveLength(FIXTURE_COUNT);
    const bad = await raw(server, 'POST', '/api/actuals/monthly/read', admin, Buffer.from('not a workbook'), XLSX);
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors[0].message).toBe('The file is not an Excel workbook (.xlsx)');
    expect((await raw(server, 'POST', '/api/actuals/monthly/read', user, exported, XLSX)).status).toBe(403);
    await expectUnchanged(server);
  });

  it('refuses a plain user with 403 and nobody signed in with 401', async () => {
    const { server, user } = await start();
    expect((await raw(server, 'PUT', '/api/actuals/monthly', user, FIXTURE_CSV, 'text/csv')).status).toBe(403);
    expect((await fetch(`${server.baseUrl}/api/actuals/monthly`)).status).toBe(401);
    expect((await call(server, 'PUT', '/api/settings/close', { token: user, body: { last_closed_month: null } })).status).toBe(403);
    await expectUnchanged(server);
  });
});

describe('the last closed month', () => {
  it('is what an admin closed (the sample comes closed through 2026-10); an admin may reopen months and clear it, nothing closed', async () => {
    const { server, admin, user } = await start();
    expect((await call(server, 'GET', '/api/settings/close', { token: user })).body)
      .toEqual({ last_closed_month: '2026-10', close_setting: '2026-10', latest_closable_month: '2026-10', warnings: [], sample: true });
    const set = await call(server, 'PUT', '/api/settings/close', { token: admin, body: { last_closed_month: '2026-06' } });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ last_closed_month: '2026-06', close_setting: '2026-06', latest_closable_month: '2026-10', warnings: [], sample: true });
    expect((await call(server, 'GET', '/api/actuals/monthly', { token: user })).body).toMatchObject({ last_closed_month: '2026-06', close_setting: '2026-06' });
    const cleared = await call(server, 'PUT', '/api/settings/close', { token: admin, body: { last_closed_month: null } });
    expect(cleared.body).toEqual({ last_closed_month: null, close_setting: null, latest_closable_month: '2026-10', warnings: [], sample: true });
  });

  it('refuses a month outside 2026-01 … 2030-12 or later than the latest complete month, naming last_closed_month', async () => {
    const { server, admin } = await start();
    for (const month of ['2025-12', '2026-13', '2026-11', 'soon']) {
      const answer = await call(server, 'PUT', '/api/settings/close', { token: admin, body: { last_closed_month: month } });
      expect({ month, status: answer.status, field: answer.body.error.field }).toEqual({ month, status: 400, field: 'last_closed_month' });
    }
    expect(await server.services.monthlyActuals.closeSetting()).toBe('2026-10');
  });

  it('while set, refuses data that leaves a closed month incomplete, naming the month and its missing lines', async () => {
    const { server, admin } = await start();
    await call(server, 'PUT', '/api/settings/close', { token: admin, body: { last_closed_month: '2026-03' } });
    const values = fixtureValues();
    delete values['2026-02']!.legal_tax;
    delete values['2026-02']!.bonus_pool_mc;
    const response = await raw(server, 'PUT', '/api/actuals/monthly', admin, serializeMonthlyActualsCsv(values), 'text/csv');
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body).toMatchObject({ error: { code: 'close_incomplete', field: 'last_closed_month' }, months: [{ month: '2026-02', missing: ['legal_tax', 'bonus_pool_mc'] }] });
    expect(body.error.message).toContain('2026-02');
    await expectUnchanged(server);
    // Incomplete after the close is fine: 2026-04 may be partial.
    const later = fixtureValues();
    delete later['2026-04']!.legal_tax;
    expect((await raw(server, 'PUT', '/api/actuals/monthly', admin, serializeMonthlyActualsCsv(later), 'text/csv')).status).toBe(200);
  });
});

describe('the forecast from the close', () => {
  interface Pnl { periods: string[]; kinds: string[]; closed_through: string | null; rows: { id: string; values: (number | null)[] }[] }
  const pnl = async (server: RunningServer, token: string, query = 'period=monthly&from=2026&to=2026') =>
    (await call(server, 'GET', `/api/financial-data/pnl?${query}`, { token })).body as Pnl;
  const value = (answer: Pnl, line: string, period: string) => answer.rows.find((row) => row.id === line)?.values[answer.periods.indexOf(period)];

  it('shows the closed months\' actuals on the P&L, marked actual, and moves with the close on the next request', async () => {
    const { server, admin, user } = await start();
    const sample = fixtureValues();
    const closed = await pnl(server, user);
    expect(closed.closed_through).toBe('2026-10');
    expect(closed.kinds.slice(0, 12)).toEqual([...Array(10).fill('actual'), 'forecast', 'forecast']);
    expect(value(closed, 'sales_marketing', '2026-03')).toBe(sample['2026-03']?.sales_marketing);
    expect(value(closed, 'transaction_revenue', '2026-07')).toBe(sample['2026-07']?.transaction_revenue);
    const parts = ['one_time_revenue', 'medical_recurring_revenue', 'transport_recurring_revenue', 'transaction_revenue'] as const;
    expect(value(closed, 'total_revenue', '2026-07')).toBe(parts.reduce((sum, line) => sum + (sample['2026-07']?.[line] ?? 0), 0));

    expect((await call(server, 'PUT', '/api/settings/close', { token: admin, body: { last_closed_month: '2026-03' } })).status).toBe(200);
    const earlier = await pnl(server, user);
    expect(earlier.closed_through).toBe('2026-03');
    expect(earlier.kinds.slice(0, 5)).toEqual(['actual', 'actual', 'actual', 'forecast', 'forecast']);
    expect(value(earlier, 'sales_marketing', '2026-03')).toBe(sample['2026-03']?.sales_marketing);
    expect(value(earlier, 'transaction_revenue', '2026-07')).not.toBe(sample['2026-07']?.transaction_revenue);
    const quarters = await pnl(server, user, 'period=quarterly&from=2026&to=2026');
    expect(quarters.kinds).toEqual(['actual', 'forecast', 'forecast', 'forecast']);
  });

  it('takes the reported onboardings and new clients of a closed month in every scenario (optional actual lines)', async () => {
    const { server, user } = await start();
    const sample = fixtureValues();
    for (const scenario of ['baseline', 'low_case', 'high_case']) {
      for (const metric of ['onboarded_medical_clients', 'new_medical_clients', 'new_transport_clients']) {
        const series = (await call(server, 'GET', `/api/financial-data/timeseries?scenario=${scenario}&metric=${metric}&period=monthly&from=2026&to=2026`, { token: user })).body as { points: { period: string; value: number }[] };
        const closed = series.points.slice(0, 10);
        expect(closed.map((point) => point.value), `${metric} in ${scenario}`).toEqual(closed.map((point) => sample[point.period]?.[metric]));
      }
    }
  });

  it('tells for each period how many of its months are actual, on every statement and series', async () => {
    const { server, user } = await start();
    interface Counted { periods: string[]; closed_months: number[]; months_in_period: number[] }
    for (const route of ['pnl', 'balance-sheet', 'cashflow']) {
      const years = (await call(server, 'GET', `/api/financial-data/${route}?period=yearly&from=2024&to=2027`, { token: user })).body as Counted;
      expect(years.periods).toEqual(['2024', '2025', '2026', '2027']);
      expect(years.closed_months).toEqual([12, 12, 10, 0]);
      expect(years.months_in_period).toEqual([12, 12, 12, 12]);
    }
    const quarters = (await call(server, 'GET', '/api/financial-data/pnl?period=quarterly&from=2026&to=2026', { token: user })).body as Counted;
    expect(quarters.closed_months).toEqual([3, 3, 3, 1]);
    expect(quarters.months_in_period).toEqual([3, 3, 3, 3]);
    const series = (await call(server, 'GET', '/api/financial-data/timeseries?metric=total_revenue&period=yearly&from=2026&to=2026', { token: user })).body as { points: { kind: string; closed_months: number; months_in_period: number }[] };
    expect(series.points).toEqual([expect.objectContaining({ kind: 'forecast', closed_months: 10, months_in_period: 12 })]);
  });
});
