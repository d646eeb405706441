import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { call, loginAs, sqlRows, startServer, tempDataDir, TEST_ADMIN, type RunningServer } from './harness.ts';
import { configFromEnv } from '../../server/config.ts';
import { FIXTURE_MONTHLY_ACTUALS } from '../../server/repos/monthlyActuals.ts';
import { monthlyActualRows, serializeMonthlyActualsCsv } from '../../engine/actuals/monthlyActualsCsv.ts';
import { SAMPLE_TIMING_DIFFERENCE } from '../../engine/session/sampleActuals.ts';
import { SAMPLE_ACTUALS_NOTICE } from '../../contract/monthlyActuals.ts';
import { EXCEL_SHEET, STATEMENT_SHEET } from '../../server/export/excel/sheetNames.ts';
import { KPI_PLAN_INPUTS_HEADER } from '../../server/export/excel/financialModel.ts';
import { KPIS } from '../../engine/model/kpis.ts';

/**
 * No invented actuals on a fresh install (issue 25): the sample monthly actuals are loaded only by
 * an explicit choice, marked as the sample wherever they show, and their balance items are
 * reconciled with the model's figures.
 */
const running: RunningServer[] = [];
async function start(options: { sampleData?: boolean; dataDir?: string } = {}) {
  const server = await startServer(options.dataDir, { sampleData: options.sampleData ?? false });
  running.push(server);
  const admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  return { server, admin };
}
afterAll(async () => {
  while (running.length) await running.pop()?.stop();
});

const SAMPLE_COUNT = monthlyActualRows(FIXTURE_MONTHLY_ACTUALS).length;

async function revenue2026(server: RunningServer, token: string, scenario: string): Promise<number> {
  const answer = await call(server, 'GET', `/api/scenarios/forecast/${scenario}`, { token });
  expect(answer.status).toBe(200);
  return answer.body.forecast_years['2026'].total_revenue as number;
}

describe('a fresh install', () => {
  it('starts without sample data unless FAHRPLAN_SAMPLE_DATA=on', () => {
    expect(configFromEnv({}, '/srv').sampleData).toBe(false);
    expect(configFromEnv({ FAHRPLAN_SAMPLE_DATA: 'on' }, '/srv').sampleData).toBe(true);
    expect(() => configFromEnv({ FAHRPLAN_SAMPLE_DATA: 'yes' }, '/srv')).toThrow('FAHRPLAN_SAMPLE_DATA must be on or off');
  });

  it('has no monthly actuals, nothing closed, and the built-ins tell their stories for 2026 (Low €2.78M, High €5.80M)', async () => {
    const { server, admin } = await start();
    const actuals = await call(server, 'GET', '/api/actuals/monthly', { token: admin });
    expect(actuals.body).toMatchObject({ version: 1, rows: [], last_closed_month: null, latest_closable_month: null, sample: false, reconciling_items: [] });
    expect((await call(server, 'GET', '/api/settings/close', { token: admin })).body).toMatchObject({ last_closed_month: null, sample: false });
    const pnl = await call(server, 'GET', '/api/financial-data/pnl?period=monthly&from=2026&to=2026', { token: admin });
    expect(pnl.body.closed_through).toBeNull();
    expect(pnl.body.kinds.every((kind: string) => kind === 'forecast')).toBe(true);
    expect(Math.abs(await revenue2026(server, admin, 'low_case') / 2_780_000 - 1)).toBeLessThan(0.005);
    expect(Math.abs(await revenue2026(server, admin, 'high_case') / 5_800_000 - 1)).toBeLessThan(0.005);
  });
});

describe('Load sample actuals: POST /api/actuals/monthly/sample', () => {
  it('saves the shipped sample as a new version marked sample, audited; the forecast closes through 2026-10', async () => {
    const { server, admin } = await start();
    const before = await revenue2026(server, admin, 'low_case');
    const loaded = await call(server, 'POST', '/api/actuals/monthly/sample', { token: admin });
    expect(loaded.status).toBe(200);
    expect(loaded.body).toEqual({
      status: 'saved', version: 2, values: SAMPLE_COUNT, last_closed_month: '2026-10', close_setting: '2026-10', latest_closable_month: '2026-10', warnings: [], sample: true,
    });
    const actuals = await call(server, 'GET', '/api/actuals/monthly', { token: admin });
    expect(actuals.body).toMatchObject({ version: 2, sample: true, last_closed_month: '2026-10', updated_by: TEST_ADMIN.username });
    expect(actuals.body.rows).toHaveLength(SAMPLE_COUNT);
    const history = await server.services.monthlyActuals.history();
    expect(history.map((row) => [row.version, row.sample])).toEqual([[2, true], [1, false]]);
    const [audited] = await sqlRows(server, "SELECT action, details FROM activity_log WHERE resource = 'monthly_actuals'");
    expect(audited).toEqual({ action: 'create', details: `version 2: shipped sample actuals (${SAMPLE_COUNT} values)` });
    expect(await revenue2026(server, admin, 'low_case')).not.toBe(before);
  });

  it('is refused when the actuals hold any value (409 actuals_exist), for a plain user (403), and with a body (400)', async () => {
    const { server, admin } = await start({ sampleData: true });
    const refused = await call(server, 'POST', '/api/actuals/monthly/sample', { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'actuals_exist' }, current_version: 1 });
    expect(refused.body.error.message).toContain('only into an empty set');
    const created = await call(server, 'POST', '/api/admin/users', { token: admin, body: { username: 'reader', role: 'user', password: 'reader-password-1' } });
    expect(created.status).toBe(201);
    const user = await loginAs(server, 'reader', 'reader-password-1');
    expect((await call(server, 'POST', '/api/actuals/monthly/sample', { token: user })).status).toBe(403);
    const withBody = await call(server, 'POST', '/api/actuals/monthly/sample', { token: admin, body: { force: true } });
    expect(withBody.status).toBe(400);
    expect(withBody.body.error.message).toContain('force');
    expect((await server.services.monthlyActuals.history()).map((row) => row.version)).toEqual([1]);
  });
});

describe('the sample flag', () => {
  it('marks FAHRPLAN_SAMPLE_DATA=on\'s version 1 as the sample until an admin saves the company\'s own', async () => {
    const { server, admin } = await start({ sampleData: true });
    expect((await call(server, 'GET', '/api/actuals/monthly', { token: admin })).body).toMatchObject({ version: 1, sample: true });
    const close = await call(server, 'PUT', '/api/settings/close', { token: admin, body: { last_closed_month: '2026-06' } });
    expect(close.body).toMatchObject({ last_closed_month: '2026-06', sample: true });
    const own = await call(server, 'PUT', '/api/actuals/monthly', { token: admin, body: { rows: monthlyActualRows(FIXTURE_MONTHLY_ACTUALS), version: 1 } });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ version: 2, sample: false });
    expect((await call(server, 'GET', '/api/settings/close', { token: admin })).body.sample).toBe(false);
  });

  /** Exports of the Baseline scenario by the admin of `server`. */
  function exporter(server: RunningServer, admin: string) {
    return async (url: string, type: string, format: string): Promise<ArrayBuffer> => {
      const userId = (await call(server, 'GET', '/api/auth/me', { token: admin })).body.id;
      const response = await fetch(`${server.baseUrl}${url}`, {
        method: 'POST', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ scenario_id: 'baseline', user_id: userId, export_format: format, export_type: type }),
      });
      expect(response.status).toBe(200);
      return response.arrayBuffer();
    };
  }
  const saveOwn = async (server: RunningServer, admin: string) => {
    const own = await call(server, 'PUT', '/api/actuals/monthly', { token: admin, body: { rows: monthlyActualRows(FIXTURE_MONTHLY_ACTUALS), version: 1 } });
    expect(own.status).toBe(200);
  };

  it('says "sample" in the PDF\'s title block, and not once the actuals are the company\'s own', async () => {
    const { server, admin } = await start({ sampleData: true });
    const exportFile = exporter(server, admin);
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fahrplan-sample-'));
    const pdfText = async (name: string) => {
      const file = path.join(workDir, `${name}.pdf`);
      fs.writeFileSync(file, Buffer.from(await exportFile('/api/export/pdf', 'executive-summary', 'pdf')));
      return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    };
    try {
      expect(await pdfText('sample')).toContain(SAMPLE_ACTUALS_NOTICE.title);
      await saveOwn(server, admin);
      expect(await pdfText('own')).not.toContain('Sample actuals');
    } finally {
      fs.rmSync(workDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('says "sample" in the Excel model\'s notes and the Monthly sheet\'s headers of the closed months, and not once they are the company\'s own', async () => {
    const { server, admin } = await start({ sampleData: true });
    const exportFile = exporter(server, admin);
    const workbook = async () => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await exportFile('/api/export/excel', 'excel-model', 'excel'));
      const notes = book.getWorksheet('Drivers')!.getSheetValues().flat().filter((cell) => typeof cell === 'string') as string[];
      return { sampleNote: notes.some((note) => note.startsWith(SAMPLE_ACTUALS_NOTICE.title)), october: book.getWorksheet('Monthly')!.getRow(1).getCell(12).value };
    };
    expect(await workbook()).toEqual({ sampleNote: true, october: '2026-10 (sample actual)' });
    await saveOwn(server, admin);
    expect(await workbook()).toEqual({ sampleNote: false, october: '2026-10 (actual)' });
  }, 120_000);

  it('heads every year of the Excel model\'s annual sheets and the PDF\'s year tables with how much of it is actual', async () => {
    const { server, admin } = await start({ sampleData: true });
    const exportFile = exporter(server, admin);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await exportFile('/api/export/excel', 'excel-model', 'excel'));
    const header = (sheet: string) => (book.getWorksheet(sheet)!.getRow(1).values as unknown[]).slice(1, 9).map(String);
    const marked = ['2024 (Actual)', '2025 (Actual)', '2026 (10 + 2)', '2027', '2028', '2029', '2030'];
    expect(header(EXCEL_SHEET.Annual)).toEqual(['Line', ...marked]);
    expect(header(EXCEL_SHEET.KPIs).slice(0, 3)).toEqual(['KPI', ...marked.slice(1, 3)]);
    // A KPI whose closed months follow the drivers says why, in the column the KPI results use.
    const kpiSheet = book.getWorksheet(EXCEL_SHEET.KPIs)!;
    const kpiHeader = (kpiSheet.getRow(1).values as unknown[]).map(String);
    const why = kpiHeader.indexOf(KPI_PLAN_INPUTS_HEADER);
    const idColumn = kpiHeader.indexOf('KPI id');
    expect(why).toBeGreaterThan(0);
    const reasons = new Map<string, string>();
    kpiSheet.eachRow((row, number) => {
      if (number > 1 && row.getCell(why).value) reasons.set(String(row.getCell(idColumn).value), String(row.getCell(why).value));
    });
    expect(Object.fromEntries(reasons)).toEqual(Object.fromEntries(KPIS.filter((kpi) => kpi.closedYear).map((kpi) => [kpi.id, kpi.closedYear])));
    expect(header(STATEMENT_SHEET.pnl)).toEqual([expect.any(String), ...marked]);
    const notes = book.getWorksheet(EXCEL_SHEET.Drivers)!.getSheetValues().flat().filter((cell) => typeof cell === 'string') as string[];
    expect(notes).toContain('Actual and forecast');
    expect(notes.some((note) => note.includes('Months through Oct 2026 are actual'))).toBe(true);

    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fahrplan-marked-'));
    try {
      const file = path.join(workDir, 'detailed.pdf');
      fs.writeFileSync(file, Buffer.from(await exportFile('/api/export/pdf', 'detailed-report', 'pdf')));
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('2026 (10 + 2)');
      expect(text).toContain('2025 (Actual)');
      expect(text).not.toContain('2024 (A)');
    } finally {
      fs.rmSync(workDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('marks an upgraded database\'s seeded version 1 as the sample (migration 11)', async () => {
    const dataDir = tempDataDir();
    const { server: first } = await start({ sampleData: true, dataDir });
    // Back to the schema before migration 11, as a database of an earlier release has it.
    await sqlRows(first, 'ALTER TABLE monthly_actuals DROP COLUMN sample');
    await sqlRows(first, 'DELETE FROM schema_migrations WHERE version = 11');
    await first.stop();
    running.splice(running.indexOf(first), 1);
    const { server, admin } = await start({ sampleData: false, dataDir });
    expect((await call(server, 'GET', '/api/actuals/monthly', { token: admin })).body).toMatchObject({ version: 1, sample: true, last_closed_month: '2026-10' });
  });
});

describe('reconciling items', () => {
  it('answers the sample\'s balance items beside the Baseline scenario\'s figures: one late payment, in cash and receivables, unflagged', async () => {
    const { server, admin } = await start({ sampleData: true });
    const { reconciling_items: items } = (await call(server, 'GET', '/api/actuals/monthly', { token: admin })).body;
    expect(items.map((item: { month: string; line: string }) => `${item.month} ${item.line}`)).toEqual([
      ...['01', '02', '03', '04', '05', '06', '07', '08', '09'].map((m) => `2026-${m} closing_cash`),
      '2026-10 closing_cash', '2026-10 receivables', '2026-10 payables',
    ]);
    const { month, amountEur } = SAMPLE_TIMING_DIFFERENCE;
    expect(items.filter((item: { difference: number }) => item.difference !== 0)).toEqual([
      { month, line: 'closing_cash', actual: FIXTURE_MONTHLY_ACTUALS[month]!.closing_cash, derived: expect.any(Number), difference: -amountEur, threshold: expect.any(Number), flagged: false },
      expect.objectContaining({ month, line: 'receivables', difference: amountEur, flagged: false }),
    ]);
  });

  it('flags a bank balance more than 1 % off the model\'s cash, never writing it over the model\'s figure, and drops items of months no longer closed', async () => {
    const { server, admin } = await start({ sampleData: true });
    const figureOf = async () => (await call(server, 'GET', '/api/scenarios/forecast/baseline', { token: admin })).body.forecast_years;
    const before = await figureOf();
    const values = structuredClone(FIXTURE_MONTHLY_ACTUALS);
    values['2026-03']!.closing_cash = values['2026-03']!.closing_cash! - 150_000;
    const saved = await fetch(`${server.baseUrl}/api/actuals/monthly?version=1`, {
      method: 'PUT', headers: { authorization: `Bearer ${admin}`, 'content-type': 'text/csv' }, body: serializeMonthlyActualsCsv(values),
    });
    expect(saved.status).toBe(200);
    const items = (await call(server, 'GET', '/api/actuals/monthly', { token: admin })).body.reconciling_items;
    expect(items.find((item: { month: string }) => item.month === '2026-03')).toMatchObject({ line: 'closing_cash', difference: -150_000, flagged: true });
    expect(items.filter((item: { flagged: boolean }) => item.flagged)).toHaveLength(1);
    expect(await figureOf()).toEqual(before);
    await call(server, 'PUT', '/api/settings/close', { token: admin, body: { last_closed_month: '2026-02' } });
    const closedEarlier = (await call(server, 'GET', '/api/actuals/monthly', { token: admin })).body.reconciling_items;
    expect(closedEarlier.map((item: { month: string }) => item.month)).toEqual(['2026-01', '2026-02']);
  });
});
