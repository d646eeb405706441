import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEuroExact, formatPercent } from '../../engine/format/number.ts';
import { EXPORT_RANGES } from '../../server/export/rangesExport.ts';
import { specReferenceQuotes } from '../helpers/specReference.ts';
import { call, loginAs, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';

/**
 * The PDF reports as a reader gets them: poppler's pdftotext must find the scenario's name and
 * its 2030 revenue (the API's forecast figure, formatted as the report prints it), every page
 * is numbered, and the page counts are those of the Export Center's cards (3 and 10+).
 */
let server: RunningServer;
let token: string;
let userId: number;
let workDir: string;

async function exportPdf(scenarioId: string, type: 'executive-summary' | 'detailed-report'): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/export/pdf`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ scenario_id: scenarioId, user_id: userId, export_format: 'pdf', export_type: type }),
  });
  expect(response.status).toBe(200);
  const file = path.join(workDir, `${scenarioId}-${type}.pdf`);
  fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return file;
}

function pageCount(file: string): number {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

/** The text layer, with non-breaking and other spaces made plain. */
function textOf(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[\u00a0\u202f\u2009]/g, ' ');
}

async function revenue2030(scenarioId: string): Promise<number> {
  const forecast = await call(server, 'GET', `/api/scenarios/forecast/${scenarioId}`, { token });
  expect(forecast.status).toBe(200);
  return forecast.body.forecast_years['2030'].total_revenue as number;
}

beforeAll(async () => {
  server = await startServer();
  token = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  userId = (await call(server, 'GET', '/api/auth/me', { token })).body.id;
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fahrplan-pdf-'));
});

afterAll(async () => {
  await server?.stop();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

describe('PDF reports', () => {
  it('Executive Summary: three numbered pages naming the scenario and its 2030 revenue', async () => {
    const file = await exportPdf('high_case', 'executive-summary');
    expect(pageCount(file)).toBe(3);
    const text = textOf(file);
    expect(text).toContain('High Case');
    expect(text).toContain(formatEuroExact(await revenue2030('high_case')));
    for (const page of [1, 2, 3]) expect(text).toContain(`Page ${page} of 3`);
    for (const heading of ['Headline forecast', 'Key performance indicators', 'Scenario comparison', 'Valuation']) expect(text).toContain(heading);
  }, 120_000);

  it('Detailed Report: ten or more numbered pages with the full P&L, cash flow, drivers, sensitivity and risks', async () => {
    const file = await exportPdf('baseline', 'detailed-report');
    const pages = pageCount(file);
    expect(pages).toBeGreaterThanOrEqual(10);
    const text = textOf(file);
    expect(text).toContain('Baseline');
    expect(text).toContain(formatEuroExact(await revenue2030('baseline')));
    expect(text).toContain(`Page ${pages} of ${pages}`);
    for (const heading of [
      'Profit and loss by year', 'EBITDA reconciliation', 'Cash flow', 'Drivers and their sources', 'Business assumptions',
      'Sensitivity analysis', 'Forecast ranges (simulated)', 'Strategic risks', 'Total Operating Expenses', 'PERFECT RECONCILIATION',
    ]) expect(text).toContain(heading);
    // The ranges page: the export's documented draws and seed, and the API's run of them, figure for figure.
    const ranges = await call(server, 'POST', '/api/analysis/ranges', { token, body: { scenario_id: 'baseline', ...EXPORT_RANGES } });
    expect(ranges.status).toBe(200);
    const page = text.slice(text.indexOf('10 Forecast ranges (simulated)', text.indexOf('Page 2 of')), text.indexOf('11 Strategic risks', text.indexOf('Page 2 of')));
    expect(page).toContain(`10,000 draws of the drivers' uncertainty ranges, seed ${EXPORT_RANGES.seed}`);
    expect(page).toContain('Simulated: 10,000 joint draws');
    for (const figure of ['total_revenue', 'ebitda', 'closing_cash']) expect(page).toContain(formatEuroExact(ranges.body.years['2030'][figure].p50));
    expect(page).toContain(formatPercent(ranges.body.probabilities.reach_target_revenue_2030 * 100));
    // The fonts are embedded, so the text is the real text wherever the file is opened.
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean);
    expect(fonts.length).toBeGreaterThan(0);
    for (const line of fonts) expect(line).toMatch(/\byes\s+yes\s+yes\b/);
  }, 120_000);
  it.each(['executive-summary', 'detailed-report'] as const)('%s cites no specification sections (issue 14)', async (type) => {
    const text = textOf(await exportPdf('low_case', type));
    expect(specReferenceQuotes(text)).toEqual([]);
  }, 120_000);
});
