import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';
import { ACTUAL_MONTHS } from '../../engine/calendar.ts';
import { createKernelEvaluator } from '../../engine/kernel/evaluator.ts';
import { effectiveDrivers } from '../../engine/session/effectiveDrivers.ts';
import { builtInScenario } from '../../engine/scenarios.ts';
import { FIXTURE_MONTHLY_ACTUALS } from '../../server/repos/monthlyActuals.ts';
import { baselineActuals } from '../helpers/fixtures.ts';
import { VARIANCE_SHEET } from '../../server/export/excel/sheetNames.ts';
import { flexRates } from '../../engine/analysis/flexedBudget.ts';

/**
 * GET /api/variance on the real server with the sample monthly actuals (closed through 2026-10):
 * the plan of record against the closed months and the latest estimate (docs/model.md "Budget
 * against actual").
 */

interface Flexed { flexed_plan: number | null; volume_variance: number | null; spending_variance: number | null; spending_favourable: boolean | null }
interface Row extends Flexed { line: string; period: string; plan: number; actual: number | null; variance: number | null; variance_pct: number | null; favourable: boolean | null; months_closed: number }
interface Answer { closed_through: string | null; closed_months: number; rows: Row[]; full_year: ({ line: string; plan: number; latest_estimate: number; variance: number } & Flexed)[]; plan_label: string; plan: { version_name: string; scenario_id: string; scenario_name: string; version: number }; revenue_split: { full_year: { variance: number; volume: number; price_mix: number; other: number } } }

let server: RunningServer;
let admin: string;
beforeAll(async () => {
  server = await startServer(undefined, { sampleData: true });
  admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(async () => server?.stop());

async function variance(query: string): Promise<Answer> {
  const response = await call(server, 'GET', `/api/variance?${query}`, { token: admin });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as Answer;
}

/** The plan's months as the engine forecasts the Baseline from the 2025 baseline, nothing closed. */
function planMonths(line: string): number[] {
  const actuals = baselineActuals();
  const cells = createKernelEvaluator(actuals).evaluate(effectiveDrivers(actuals, builtInScenario('baseline')?.key_drivers ?? {}));
  return cells.months(line).slice(ACTUAL_MONTHS.length, ACTUAL_MONTHS.length + 12) as number[];
}

const row = (answer: Answer, line: string, period: string) => answer.rows.find((r) => r.line === line && r.period === period);

describe('budget against actual', () => {
  it('answers 404 no_plan for a year without a plan of record', async () => {
    const response = await call(server, 'GET', '/api/variance?year=2026', { token: admin });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('no_plan');
    expect(response.body.error.message).toContain('2026 has no plan of record yet');
  });

  it('compares the Baseline locked as Plan 2026 with the closed months: plan, actual, variance and its sign per line', async () => {
    expect((await call(server, 'PUT', '/api/scenarios/baseline/versions/1', { token: admin, body: { name: 'Budget 2026' } })).status).toBe(200);
    const locked = await call(server, 'POST', '/api/plans', { token: admin, body: { year: 2026, scenario_id: 'baseline', version: 1 } });
    expect(locked.status, JSON.stringify(locked.body)).toBe(201);

    const months = await variance('year=2026&period=month&scenario=baseline');
    expect(months.closed_through).toBe('2026-10');
    expect(months.closed_months).toBe(10);
    expect(months.plan_label).toBe('Budget 2026 (Baseline, version 1)');
    // Its parts, for a screen that names the plan in the reader's language.
    expect(months.plan).toEqual({ version_name: 'Budget 2026', scenario_id: 'baseline', scenario_name: 'Baseline', version: 1, locked_by: 'admin', locked_at: expect.any(String), approval_note: '' });
    const fair = row(months, 'sales_marketing', '2026-03');
    const plannedMarch = planMonths('sales_marketing')[2] as number;
    expect(fair?.plan).toBeCloseTo(plannedMarch, 6);
    expect(fair?.actual).toBe(FIXTURE_MONTHLY_ACTUALS['2026-03']?.sales_marketing);
    expect(fair?.variance).toBeCloseTo((fair?.actual ?? NaN) - plannedMarch, 6);
    // The trade fair: 30 % over the plan, a cost above plan is unfavourable.
    expect(fair?.variance_pct).toBeGreaterThan(20);
    expect(fair?.favourable).toBe(false);
    const summer = row(months, 'transaction_revenue', '2026-07');
    expect(summer?.favourable).toBe(false);
    expect(row(months, 'total_revenue', '2026-11')?.actual).toBeNull();

    const ytd = await variance('year=2026&period=ytd&scenario=baseline');
    const ytdRevenue = row(ytd, 'total_revenue', '2026-YTD');
    const closedRevenue = months.rows.filter((r) => r.line === 'total_revenue' && r.actual !== null).reduce((sum, r) => sum + (r.actual ?? 0), 0);
    expect(ytdRevenue?.months_closed).toBe(10);
    expect(ytdRevenue?.actual).toBeCloseTo(closedRevenue, 4);
    const split = ytd.revenue_split.full_year;
    expect(split.volume + split.price_mix + split.other).toBeCloseTo(split.variance, 4);
  });

  it('flexes cost of goods sold to the closed month\'s rides and clients at the plan\'s rates: volume + spending = variance', async () => {
    const months = await variance('year=2026&period=month&scenario=baseline');
    const rates = flexRates(effectiveDrivers(baselineActuals(), builtInScenario('baseline')?.key_drivers ?? {}));
    const cogs = row(months, 'cost_of_goods_sold', '2026-03') as Row;
    const moved = (line: string) => ((row(months, line, '2026-03')?.actual ?? NaN) - (row(months, line, '2026-03')?.plan ?? NaN));
    const volume = (rates.cost_of_goods_sold?.rides ?? NaN) * moved('rides') + (rates.cost_of_goods_sold?.medical_clients ?? NaN) * moved('medical_clients');
    expect(cogs.volume_variance).toBeCloseTo(volume, 4);
    expect(cogs.flexed_plan).toBeCloseTo(cogs.plan + volume, 4);
    expect((cogs.volume_variance ?? NaN) + (cogs.spending_variance ?? NaN)).toBeCloseTo(cogs.variance ?? NaN, 4);
    expect(cogs.spending_favourable).toBe((cogs.spending_variance ?? 0) < 0);
    // Payroll has no flex rule; an open month has no actual to flex to.
    expect(row(months, 'employees', '2026-03')).toMatchObject({ flexed_plan: null, volume_variance: null, spending_variance: null });
    expect(row(months, 'cost_of_goods_sold', '2026-11')).toMatchObject({ flexed_plan: null, spending_variance: null });
    const fullYear = months.full_year.find((r) => r.line === 'bonus_pool_mc');
    expect((fullYear?.volume_variance ?? NaN) + (fullYear?.spending_variance ?? NaN)).toBeCloseTo(fullYear?.variance ?? NaN, 4);
  });

  it('keeps comparing with the locked plan after the scenario it came from changes', async () => {
    const created = await call(server, 'POST', '/api/scenarios', { token: admin, body: { scenario_name: 'Plan A', description: 'the 2027 plan', key_drivers: {} } });
    expect(created.status).toBe(201);
    const scenario = created.body as { scenario_id: string; version: number };
    expect((await call(server, 'PUT', `/api/scenarios/${scenario.scenario_id}/versions/1`, { token: admin, body: { name: 'Plan 2027' } })).status).toBe(200);
    expect((await call(server, 'POST', '/api/plans', { token: admin, body: { year: 2027, scenario_id: scenario.scenario_id, version: 1 } })).status).toBe(201);
    const before = await variance(`year=2027&period=quarter&scenario=${scenario.scenario_id}`);
    const changed = await call(server, 'PUT', `/api/scenarios/${scenario.scenario_id}`, { token: admin, body: { version: scenario.version, key_drivers: { sales_team_size: 12 } } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const after = await variance(`year=2027&period=quarter&scenario=${scenario.scenario_id}`);
    const revenue = (answer: Answer) => answer.full_year.find((r) => r.line === 'total_revenue');
    expect(revenue(after)?.plan).toBe(revenue(before)?.plan);
    expect(revenue(after)?.latest_estimate).toBeGreaterThan(revenue(before)?.latest_estimate ?? Infinity);
    expect(after.closed_months).toBe(0);
  });

  it('freezes the headcount plan of the version it locked: the budget\'s payroll is that plan\'s, whatever the scenario saves after', async () => {
    const created = await call(server, 'POST', '/api/scenarios', { token: admin, body: { scenario_name: 'Plan B', description: 'the 2028 plan', key_drivers: {} } });
    const id = (created.body as { scenario_id: string }).scenario_id;
    const generated = await call(server, 'GET', `/api/scenarios/${id}/headcount`, { token: admin });
    const hire = {
      role: 'Account Executive', department: 'sales', count: 4, start_month: '2028-02', end_month: null,
      annual_salary: 45_300, raise_pct: null, raise_month: 1, variable_pct: 30, recruiting_cost: 6_000,
    };
    const saved = await call(server, 'PUT', `/api/scenarios/${id}/headcount`, { token: admin, body: { version: generated.body.version, positions: [...generated.body.positions, hire] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const version = saved.body.version as number;
    expect((await call(server, 'PUT', `/api/scenarios/${id}/versions/${version}`, { token: admin, body: { name: 'Plan 2028' } })).status).toBe(200);
    const locked = await call(server, 'POST', '/api/plans', { token: admin, body: { year: 2028, scenario_id: id, version } });
    expect(locked.status, JSON.stringify(locked.body)).toBe(201);
    expect(locked.body.headcount_saved).toBe(true);

    const payroll = (answer: Answer) => answer.full_year.find((r) => r.line === 'employees') as { plan: number; latest_estimate: number };
    const before = await variance(`year=2028&period=quarter&scenario=${id}`);
    // The plan is the saved plan's payroll: the scenario's own latest estimate, to the cent (no month of 2028 is closed).
    expect(payroll(before).plan).toBeCloseTo(payroll(before).latest_estimate, 2);
    const baseline = await variance('year=2028&period=quarter&scenario=baseline');
    expect(payroll(before).plan).toBeGreaterThan(payroll(baseline).latest_estimate + 4 * 45_300);
    // The scenario drops its plan afterwards: the plan of record keeps the one it froze.
    const dropped = await call(server, 'DELETE', `/api/scenarios/${id}/headcount?version=${version}`, { token: admin });
    expect(dropped.status, JSON.stringify(dropped.body)).toBe(200);
    const after = await variance(`year=2028&period=quarter&scenario=${id}`);
    expect(payroll(after).plan).toBe(payroll(before).plan);
    expect(payroll(after).latest_estimate).toBeLessThan(payroll(before).latest_estimate);
  });
});

describe('budget against actual in the exports', () => {
  it('adds a Budget vs Actual sheet to the Excel model with the closed months\' actual, and the Monthly sheet heads them (sample actual, as they are the sample)', async () => {
    const me = (await call(server, 'GET', '/api/auth/me', { token: admin })).body as { id: number };
    const response = await fetch(`${server.baseUrl}/api/export/excel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ scenario_id: 'baseline', user_id: me.id, export_format: 'excel', export_type: 'excel-model' }),
    });
    expect(response.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.getWorksheet(VARIANCE_SHEET);
    if (!sheet) throw new Error(`no ${VARIANCE_SHEET} sheet`);
    const texts: string[] = [];
    sheet.eachRow((row) => row.eachCell((cell) => { if (typeof cell.value === 'string') texts.push(cell.value); }));
    expect(texts.join(' ')).toContain('Budget 2026 (Baseline, version 1)');
    const numbers: unknown[] = [];
    sheet.eachRow((row) => row.eachCell((cell) => { numbers.push(cell.value); }));
    expect(numbers).toContain(FIXTURE_MONTHLY_ACTUALS['2026-03']?.sales_marketing);
    const monthly = book.getWorksheet('Monthly');
    const header = (monthly?.getRow(1).values as unknown[] | undefined)?.map(String) ?? [];
    expect(header).toContain('2026-10 (sample actual)');
    expect(header).toContain('2026-11');
  });
});
