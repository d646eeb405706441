import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXCEL_SHEET } from '../../server/export/excel/sheetNames.ts';
import { call, loginAs, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';

/**
 * The Cash Runway of a year that adds cash before funding has no number: the KPI reads
 * "Cash-positive" (good). The API carries it as `display`, the Excel model writes the same rule as
 * IF() around the runway's formula, and the Executive Summary prints it — the same word everywhere.
 */
let server: RunningServer;
let token: string;
let userId: number;
let workDir: string;

interface Kpi { id: string; value: number | null; display: string | null; base2025: number | null; base2025_display: string | null; status: string }

async function kpis(scenario: string, year: number): Promise<Map<string, Kpi>> {
  const response = await call(server, 'GET', `/api/kpis/dashboard?scenario=${scenario}&year=${year}`, { token });
  expect(response.status).toBe(200);
  return new Map((response.body.kpis as Kpi[]).map((kpi) => [kpi.id, kpi]));
}

async function exported(type: 'excel' | 'pdf', scenario: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/export/${type}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      scenario_id: scenario, user_id: userId, export_format: type,
      export_type: type === 'excel' ? 'excel-model' : 'executive-summary',
    }),
  });
  expect(response.status).toBe(200);
  const file = path.join(workDir, `${scenario}.${type === 'excel' ? 'xlsx' : 'pdf'}`);
  fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return file;
}

beforeAll(async () => {
  server = await startServer();
  token = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  userId = (await call(server, 'GET', '/api/auth/me', { token })).body.id;
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fahrplan-kpi-'));
});

afterAll(async () => {
  await server?.stop();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

describe('Cash Runway of a year that adds cash', () => {
  it('answers no value, the text Cash-positive and status good; a burning year keeps its number', async () => {
    const baseline2030 = await kpis('baseline', 2030);
    expect(baseline2030.get('cash_runway')).toMatchObject({ value: null, display: 'Cash-positive', status: 'good' });
    expect(baseline2030.get('monthly_burn')).toMatchObject({ value: 0, display: null, status: 'good' });
    // 2025 burned cash (EBITDA −864,934): a runway of months, the same base for every scenario.
    const runway = baseline2030.get('cash_runway');
    expect(runway?.base2025).toBeCloseTo(2_154_400 / (864_934 / 12), 6);
    expect(runway?.base2025_display).toBeNull();
    // Every KPI without such a rule shows its number.
    expect([...baseline2030.values()].filter((kpi) => kpi.display !== null).map((kpi) => kpi.id)).toEqual(['cash_runway']);
  });

  it('writes the rule into the Excel model as IF() around the runway, with the text as the cached result', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await exported('excel', 'baseline'));
    const sheet = book.getWorksheet(EXCEL_SHEET.KPIs) as ExcelJS.Worksheet;
    let row: ExcelJS.Row | undefined;
    sheet.eachRow((candidate) => {
      if (candidate.getCell(1).value === 'Cash Runway') row = candidate;
    });
    if (!row) throw new Error('no Cash Runway row on the KPIs sheet');
    const header = sheet.getRow(1);
    // Headers are marked with the year's actual months ('2025 (Actual)', '2026 (10 + 2)').
    const columnOf = (year: number) => (header.values as unknown[]).findIndex((value) => String(value).startsWith(String(year)));
    const y2030 = row.getCell(columnOf(2030));
    const y2025 = row.getCell(columnOf(2025));
    expect(y2030.formula).toMatch(/^IF\(Annual!\$?[A-Z]+\$?\d+>=0,"Cash-positive",/);
    expect((y2030 as unknown as { result: unknown }).result).toBe('Cash-positive');
    expect(y2025.formula).toMatch(/^IF\(/);
    expect((y2025 as unknown as { result: unknown }).result).toBeCloseTo(2_154_400 / (864_934 / 12), 6);
  });

  it('prints Cash-positive as the 2030 runway in the Executive Summary', async () => {
    const text = execFileSync('pdftotext', ['-layout', await exported('pdf', 'baseline'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('Runway Cash-positive');
  });
});
