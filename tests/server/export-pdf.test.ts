import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseActualsCsv } from '../../engine/actuals/csv.ts';
import { FORECAST_YEARS } from '../../engine/calendar.ts';
import { formatTimestampDe, numberFormatter } from '../../engine/format/number.ts';
import { statementLabel } from '../../engine/model/statements.ts';
import { createModelSession, type YearRecord } from '../../engine/session/session.ts';
import { EXPORT_RANGES } from '../../server/export/rangesExport.ts';
import { specReferenceQuotes } from '../helpers/specReference.ts';
import { call, loginAs, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';

const { formatEuroExact, formatKpiValue, formatPercent } = numberFormatter('en');

/**
 * The PDF reports as a reader gets them: poppler's pdftotext must find the scenario's name and
 * its 2030 revenue (the API's forecast figure, formatted as the report prints it), every page
 * is numbered, and the page counts are those of the Export Center's cards (3 and 10+). The
 * detailed report's statements: the P&L down to net income, the balance sheet with its check at
 * €0.00, and the cash flow statement whose closing cash is the balance sheet's cash, figure for
 * figure the engine's.
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

/** The engine's years of the Baseline on the server's baseline data, to read the statements' figures from. */
async function baselineYears(): Promise<Record<number, YearRecord>> {
  const baseline = await call(server, 'GET', '/api/baseline/actuals', { token });
  const parsed = parseActualsCsv(baseline.body.csv);
  if (!parsed.ok) throw new Error('the server baseline does not parse');
  const session = createModelSession({ actuals: parsed.actuals });
  const years = session.years();
  session.destroy();
  return years;
}

/** The text of a numbered section of the detailed report, from its title (after the contents page) to the next section's. */
function sectionText(text: string, title: string): string {
  const body = text.slice(text.indexOf('Page 1 of'));
  const heading = new RegExp(`^[ \\t]*\\d{1,2} ${title.replace(/[()]/g, '\\$&')}$`, 'm').exec(body);
  expect(heading, title).not.toBeNull();
  const start = (heading as RegExpExecArray).index + (heading as RegExpExecArray)[0].length;
  const next = body.slice(start).search(/^[ \t]*\d{1,2} [A-Z][a-z].*$/m);
  return body.slice(start, next === -1 ? undefined : start + next);
}

/** The figures of a table row: the cells after its label, split at runs of two or more spaces. */
function rowFigures(section: string, label: string): string[] {
  const line = section.split('\n').find((candidate) => new RegExp(`^\\s*${label.replace(/[()&]/g, '\\$&')}\\s{2,}`).test(candidate));
  expect(line, label).toBeDefined();
  return (line as string).trim().slice(label.length).trim().split(/\s{2,}/);
}

/** The headcount plan section: its two tables (people, then payroll) and its text in one line, a hyphenated word broken at a line end joined again. */
function headcountTables(text: string): { people: string; payroll: string; prose: string } {
  const section = sectionText(text, 'Headcount plan');
  const payrollAt = section.search(/^\s*Payroll \(EUR\)\s+2026/m);
  expect(payrollAt).toBeGreaterThan(0);
  return { people: section.slice(0, payrollAt), payroll: section.slice(payrollAt), prose: section.replace(/-\s+(?=[a-z])/g, '-').replace(/\s+/g, ' ') };
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
    // Burn and runway in words are the engine's KPIs of 2026: their names, values and the runway's definition.
    const kpis = await call(server, 'GET', '/api/kpis/dashboard?scenario=high_case&year=2026', { token });
    expect(kpis.status).toBe(200);
    const kpi = (id: string) => kpis.body.kpis.find((k: { id: string }) => k.id === id);
    const prose = text.replace(/\s+/g, ' ');
    expect(prose).toContain(`${kpi('monthly_burn').name} in 2026: ${formatKpiValue(kpi('monthly_burn').value, kpi('monthly_burn').unit)}`);
    expect(prose).toContain(`${kpi('cash_runway').name} at the end of 2026: ${kpi('cash_runway').display ?? formatKpiValue(kpi('cash_runway').value, kpi('cash_runway').unit)}`);
    expect(prose).toMatch(/net income in 2030 is €[\d,]+/);
  }, 120_000);

  it('after a close: a KPI whose closed months still follow the drivers is marked, the reasons under the Detailed Report\'s table, the Executive Summary still three pages', async () => {
    const closed = await startServer(undefined, { sampleData: true });
    try {
      const admin = await loginAs(closed, TEST_ADMIN.username, TEST_ADMIN.password);
      const kpis = await call(closed, 'GET', '/api/kpis/dashboard?scenario=baseline&year=2026', { token: admin });
      expect(kpis.body.kpis[0].closed_months).toBeGreaterThan(0);
      const marked = kpis.body.kpis.filter((k: { tab: string; follows_drivers_when_closed: string | null }) => ['growth', 'margin', 'efficiency'].includes(k.tab) && k.follows_drivers_when_closed);
      expect(marked.length).toBeGreaterThan(0);
      const me = (await call(closed, 'GET', '/api/auth/me', { token: admin })).body.id;
      const exported = async (scenarioId: string, type: 'executive-summary' | 'detailed-report') => {
        const response = await fetch(`${closed.baseUrl}/api/export/pdf`, {
          method: 'POST',
          headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
          body: JSON.stringify({ scenario_id: scenarioId, user_id: me, export_format: 'pdf', export_type: type }),
        });
        expect(response.status).toBe(200);
        const file = path.join(workDir, `closed-${scenarioId}-${type}.pdf`);
        fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
        return file;
      };
      const note = '* Plan inputs in closed months: these KPIs read an input no actual holds, so their closed months follow the scenario.';
      // The executive summary keeps to its three pages in every scenario (Low Case has the most to say).
      for (const scenarioId of ['baseline', 'low_case', 'high_case']) {
        const file = await exported(scenarioId, 'executive-summary');
        expect(pageCount(file)).toBe(3);
        expect(textOf(file).replace(/\s+/g, ' ')).toContain(`${note} The Detailed Report gives each reason.`);
      }
      const detailed = textOf(await exported('baseline', 'detailed-report')).replace(/\s+/g, ' ');
      expect(detailed).toContain(note);
      for (const k of marked) expect(detailed).toContain(`${k.name}: ${k.follows_drivers_when_closed}`);
      // The plan's payroll of a closed month is not the P&L's: the headcount section says so.
      expect(detailed).toMatch(/Months through \w+ 2026 are closed: the profit and loss holds their actual Employees cost/);
      // Without a close nothing is marked.
      expect(textOf(await exportPdf('baseline', 'executive-summary'))).not.toContain('Plan inputs in closed months');
    } finally {
      await closed.stop();
    }
  }, 120_000);

  it('Detailed Report: the balance sheet balances, the cash flow statement ends in its cash, the P&L runs to net income', async () => {
    const text = textOf(await exportPdf('baseline', 'detailed-report'));
    const years = await baselineYears();
    const forecast = FORECAST_YEARS.map(String);

    const pnl = sectionText(text, 'Profit and loss by year');
    expect(rowFigures(pnl, statementLabel('net_income')).slice(2)).toEqual(FORECAST_YEARS.map((year) => formatEuroExact(years[year]?.net_income)));
    expect(rowFigures(pnl, statementLabel('ebit')).slice(2)).toEqual(FORECAST_YEARS.map((year) => formatEuroExact(years[year]?.ebit)));

    const balance = sectionText(text, 'Balance sheet');
    expect(balance).toMatch(/2025 \(opening\)\s+2026\s+2027\s+2028\s+2029\s+2030/);
    expect(rowFigures(balance, statementLabel('balance_check'))).toEqual(Array(1 + forecast.length).fill('€0.00'));
    expect(balance.replace(/\s+/g, ' ')).toContain('It is €0.00 at every one of the 60 month ends 2026–2030 as well.');
    const balanceCash = rowFigures(balance, statementLabel('cash'));
    expect(rowFigures(balance, statementLabel('total_assets'))).toEqual(rowFigures(balance, statementLabel('total_liabilities_and_equity')));

    const cashFlow = sectionText(text, 'Cash flow statement');
    expect(cashFlow).toMatch(/^\s*Cash flow \(EUR\)\s+2026\s+2027\s+2028\s+2029\s+2030$/m);
    const closingCash = rowFigures(cashFlow, statementLabel('closing_cash'));
    expect(closingCash).toEqual(balanceCash.slice(1));
    expect(closingCash).toEqual(FORECAST_YEARS.map((year) => formatEuroExact(years[year]?.closing_cash)));
    expect(rowFigures(cashFlow, statementLabel('opening_cash'))[0]).toBe(balanceCash[0]);
    for (const total of ['cash_from_operations', 'cash_from_investing', 'cash_from_financing', 'net_change_in_cash']) {
      expect(rowFigures(cashFlow, statementLabel(total)), total).toEqual(FORECAST_YEARS.map((year) => formatEuroExact(years[year]?.[total])));
    }
    expect(text).not.toContain('EBITDA (operating cash flow)');
    // Burn and runway as the engine defines them, not a definition of the report's own.
    const kpis = await call(server, 'GET', '/api/kpis/dashboard?scenario=baseline&year=2026', { token });
    const cash = sectionText(text, 'Cash, burn and runway').replace(/\s+/g, ' ');
    for (const id of ['monthly_burn', 'cash_runway']) {
      const kpi = kpis.body.kpis.find((k: { id: string }) => k.id === id);
      expect(cash).toContain(`${kpi.name}: ${kpi.definition}`);
    }
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
      'Profit and loss by year', 'Balance sheet', 'Cash flow statement', 'Cash, burn and runway', 'EBITDA reconciliation', 'Drivers and their sources', 'Business assumptions',
      'Sensitivity analysis', 'Forecast ranges (simulated)', 'Strategic risks', 'Total Operating Expenses', 'PERFECT RECONCILIATION',
    ]) expect(text).toContain(heading);
    // The ranges page: the export's documented draws and seed, and the API's run of them, figure for figure.
    const ranges = await call(server, 'POST', '/api/analysis/ranges', { token, body: { scenario_id: 'baseline', ...EXPORT_RANGES } });
    expect(ranges.status).toBe(200);
    const page = sectionText(text, 'Forecast ranges (simulated)');
    // No run of this version was kept: the report says it drew its own, with which seed.
    expect(page.replace(/\s+/g, ' ')).toContain(`Forecast ranges: drawn for this export (no run of Baseline v1 was kept), 10,000 draws, seed ${EXPORT_RANGES.seed}`);
    expect(page).toContain('Simulated: 10,000 joint draws');
    for (const figure of ['total_revenue', 'ebitda', 'closing_cash']) expect(page).toContain(formatEuroExact(ranges.body.years['2030'][figure].p50));
    expect(page).toContain(formatPercent(ranges.body.probabilities.reach_target_revenue_2030 * 100));
    // The fonts are embedded, so the text is the real text wherever the file is opened.
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean);
    expect(fonts.length).toBeGreaterThan(0);
    for (const line of fonts) expect(line).toMatch(/\byes\s+yes\s+yes\b/);
  }, 120_000);
  it('Detailed Report: shows the scenario\'s newest kept forecast-ranges run of the version, named, so it agrees with the screen', async () => {
    const run = await call(server, 'POST', '/api/analysis/ranges', { token, body: { scenario_id: 'high_case', draws: 400, seed: 42 } });
    expect(run.status).toBe(200);
    const { scenario_id: _scenario, ...result } = run.body;
    const scenario = await call(server, 'GET', '/api/scenarios/high_case', { token });
    const kept = await call(server, 'POST', '/api/ranges-runs', {
      token, body: { scenario_id: 'high_case', scenario_version: scenario.body.version, with_drafts: false, drivers: {}, driver_ranges: {}, result },
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(201);
    const page = sectionText(textOf(await exportPdf('high_case', 'detailed-report')), 'Forecast ranges (simulated)').replace(/\s+/g, ' ');
    expect(page).toContain(`Forecast ranges: run of ${formatTimestampDe(kept.body.run_at)} by ${TEST_ADMIN.username}, 400 draws, seed 42, ${scenario.body.scenario_name} v${scenario.body.version}`);
    expect(page).toContain('Simulated: 400 joint draws');
    for (const figure of ['total_revenue', 'ebitda', 'closing_cash']) expect(page).toContain(formatEuroExact(result.years['2030'][figure].p50));
  }, 120_000);

  it('Detailed Report: the headcount plan of a scenario, where it comes from, its totals the P&L\'s Employees and the FTEs as printed', async () => {
    const baseline = textOf(await exportPdf('baseline', 'detailed-report'));
    const plan = headcountTables(baseline);
    expect(plan.prose).toContain('Generated from the FTE Plan, Sales Team Size and Average Cost per FTE (no positions saved).');
    expect(plan.prose).not.toContain('are closed');
    // Baseline's FTE Plan 2030 is 45, and the generated plan employs exactly that many in December 2030.
    expect(rowFigures(plan.people, 'Total people').at(-1)).toBe('45');
    expect(rowFigures(plan.payroll, `Total payroll (${statementLabel('employees')})`))
      .toEqual(rowFigures(sectionText(baseline, 'Profit and loss by year'), statementLabel('employees')).slice(2));
    expect(rowFigures(plan.people, 'Average FTEs')).toEqual(rowFigures(sectionText(baseline, 'Revenue build-up'), 'FTEs').slice(2));
    expect(plan.prose).toMatch(/Employer contributions in 2026, each on the pay up to its monthly ceiling: pension 9\.3%, unemployment 1\.3%, health 8\.75%, long-term care 1\.8%, insolvency levy 0\.15%/);
    expect(plan.prose).toContain('Later years are an assumption');
    expect(plan.prose).toContain('Hiring Delay 0 months');
    expect(plan.prose).toContain('Accident Insurance 1.0% of payroll');

    // The same drivers with the plan saved and one more account executive from March 2027.
    const created = await call(server, 'POST', '/api/scenarios', { token, body: { scenario_name: 'Second territory', description: 'Baseline with one more account executive', key_drivers: {} } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.scenario_id as string;
    const generated = await call(server, 'GET', `/api/scenarios/${id}/headcount`, { token });
    const hire = {
      role: 'Account Executive', department: 'sales', count: 1, start_month: '2027-03', end_month: null,
      annual_salary: 45_300, raise_pct: null, raise_month: 1, variable_pct: 30, recruiting_cost: 6000,
    };
    const positions = [...generated.body.positions, hire];
    const saved = await call(server, 'PUT', `/api/scenarios/${id}/headcount`, { token, body: { version: generated.body.version, positions } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const withHire = textOf(await exportPdf(id, 'detailed-report'));
    const savedPlan = headcountTables(withHire);
    expect(savedPlan.prose).toContain(`Positions saved with the scenario (${positions.length} positions).`);
    const salesPeople = (tables: typeof plan) => rowFigures(tables.people, 'Sales').map(Number);
    expect(salesPeople(savedPlan).map((people, i) => people - (salesPeople(plan)[i] as number))).toEqual([0, 1, 1, 1, 1]);
    expect(rowFigures(savedPlan.payroll, `Total payroll (${statementLabel('employees')})`))
      .toEqual(rowFigures(sectionText(withHire, 'Profit and loss by year'), statementLabel('employees')).slice(2));
  }, 120_000);

  it('Executive Summary: the headcount plan\'s people at the end of 2030 and its 2030 payroll, the P&L\'s Employees', async () => {
    const text = textOf(await exportPdf('baseline', 'executive-summary')).replace(/\s+/g, ' ');
    const years = await baselineYears();
    expect(text).toContain(`Headcount plan: 45 people at the end of 2030; payroll in 2030 ${formatEuroExact(years[2030]?.employees)}.`);
  }, 120_000);

  it.each(['executive-summary', 'detailed-report'] as const)('%s cites no specification sections (issue 14)', async (type) => {
    const text = textOf(await exportPdf('low_case', type));
    expect(specReferenceQuotes(text)).toEqual([]);
  }, 120_000);
});
