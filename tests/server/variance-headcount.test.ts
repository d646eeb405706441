import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';
import { parseMonthlyActualsCsv, serializeMonthlyActualsCsv } from '../../engine/actuals/monthlyActualsCsv.ts';
import type { MonthlyActualValues } from '../../engine/actuals/closedMonths.ts';

/**
 * Actual headcount (issue 28) on the real server: monthly actuals imported with FTEs by department
 * for closed months reach the model's FTEs, and GET /api/variance splits the Employees variance of
 * those months into heads and cost per head (docs/model.md "Budget against actual").
 */

const FIXTURE_CSV = fs.readFileSync(new URL('../../fixtures/monthly-actuals-2026.csv', import.meta.url), 'utf8');

/** One role of engineering unfilled, one part-time G&A: 21.5 people in each of the first quarter's months. */
const FTES = { sales_reps: 7, customer_success_ftes: 3, implementation_ftes: 2, engineering_ftes: 6, operations_ftes: 1, g_and_a_ftes: 2.5 };
const FTE_TOTAL = 21.5;
const FIRST_QUARTER = ['2026-01', '2026-02', '2026-03'];

interface PayrollSplit {
  period: string; plan: number; actual: number; variance: number; plan_fte_months: number; actual_fte_months: number | null;
  plan_cost_per_fte_month: number | null; actual_cost_per_fte_month: number | null; heads: number | null; cost_per_head: number | null; months_without_headcount: string[];
}
interface Answer { rows: { line: string; period: string; variance: number | null }[]; payroll_split: { periods: PayrollSplit[] } }

let server: RunningServer;
let admin: string;
beforeAll(async () => {
  server = await startServer(undefined, { sampleData: true });
  admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  expect((await call(server, 'PUT', '/api/scenarios/baseline/versions/1', { token: admin, body: { name: 'Budget 2026' } })).status).toBe(200);
  expect((await call(server, 'POST', '/api/plans', { token: admin, body: { year: 2026, scenario_id: 'baseline', version: 1 } })).status).toBe(201);
});
afterAll(async () => server?.stop());

async function variance(period: string): Promise<Answer> {
  const response = await call(server, 'GET', `/api/variance?year=2026&period=${period}&scenario=baseline`, { token: admin });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as Answer;
}

const splitOf = (answer: Answer, period: string) => answer.payroll_split.periods.find((split) => split.period === period);

describe('budget against actual with actual headcount', () => {
  it('says which closed months give no FTEs and splits nothing while the sample gives none', async () => {
    const months = await variance('month');
    expect(months.payroll_split.periods.map((split) => split.period)).toEqual(Array.from({ length: 10 }, (_, k) => `2026-${String(k + 1).padStart(2, '0')}`));
    expect(splitOf(months, '2026-04')).toMatchObject({ heads: null, cost_per_head: null, actual_fte_months: null, months_without_headcount: ['2026-04'] });
  });

  it('splits the Employees variance of months imported with FTEs into heads and cost per head that add up to it', async () => {
    const read = parseMonthlyActualsCsv(FIXTURE_CSV);
    if (!read.ok) throw new Error('the sample does not parse');
    const values: MonthlyActualValues = Object.fromEntries(Object.entries(read.values).map(([month, row]) => [month, FIRST_QUARTER.includes(month) ? { ...row, ...FTES } : row]));
    const saved = await fetch(`${server.baseUrl}/api/actuals/monthly`, {
      method: 'PUT', headers: { authorization: `Bearer ${admin}`, 'content-type': 'text/csv' }, body: serializeMonthlyActualsCsv(values),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await saved.json()).toMatchObject({ last_closed_month: '2026-10' });

    // The closed months' figures carry the imported people.
    const stored = await call(server, 'GET', '/api/actuals/monthly', { token: admin });
    const totals = stored.body.totals as { month: string; ftes: number; ftes_actual: boolean }[];
    expect(totals.find((figures) => figures.month === '2026-02')).toMatchObject({ ftes: FTE_TOTAL, ftes_actual: true });
    expect(totals.find((figures) => figures.month === '2026-04')?.ftes_actual).toBe(false);

    const months = await variance('month');
    const february = splitOf(months, '2026-02') as PayrollSplit;
    expect(february.months_without_headcount).toEqual([]);
    expect(february.variance).toBe(months.rows.find((row) => row.line === 'employees' && row.period === '2026-02')?.variance);
    expect(february.actual_fte_months).toBe(FTE_TOTAL);
    expect(february.heads).toBeCloseTo((FTE_TOTAL - february.plan_fte_months) * (february.plan / february.plan_fte_months), 6);
    expect(february.cost_per_head).toBeCloseTo(((february.actual_cost_per_fte_month ?? NaN) - (february.plan_cost_per_fte_month ?? NaN)) * FTE_TOTAL, 6);
    expect((february.heads ?? NaN) + (february.cost_per_head ?? NaN)).toBeCloseTo(february.variance, 6);

    const quarters = await variance('quarter');
    const first = splitOf(quarters, '2026-Q1') as PayrollSplit;
    expect(first.actual_fte_months).toBe(3 * FTE_TOTAL);
    expect((first.heads ?? NaN) + (first.cost_per_head ?? NaN)).toBeCloseTo(first.variance, 6);
    expect(splitOf(quarters, '2026-Q2')).toMatchObject({ heads: null, months_without_headcount: ['2026-04', '2026-05', '2026-06'] });
  });
});
