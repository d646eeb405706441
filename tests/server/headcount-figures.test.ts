import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, loginAs, TEST_ADMIN, type RunningServer } from './harness.ts';
import { newScenario, signedInUser, type SignedIn } from './scenario-fixtures.ts';
import { HEADCOUNT_SHEET, POSITIONS_SHEET } from '../../engine/workbook/headcountSheet.ts';
import type { Position } from '../../engine/headcount/plan.ts';

/**
 * A saved headcount plan drives the server's figures (issue 28): one more account executive from
 * March 2027 raises 2027 payroll by ten months of the position plus its recruiting and adds
 * 10/12 of an FTE, in the forecast, the statements and the Excel model, which holds the position
 * on its Positions sheet with live formulas; the analyses say what they do with a saved plan.
 */

let server: RunningServer;
let admin: string;
let alice: SignedIn;

beforeAll(async () => {
  server = await startServer();
  admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  alice = await signedInUser(server, admin, 'alice');
});
afterAll(async () => {
  await server?.stop();
});

const HIRE: Position = {
  role: 'Account Executive (new territory)', department: 'sales', count: 1, start_month: '2027-03', end_month: null,
  annual_salary: 45_300, raise_pct: null, raise_month: 1, variable_pct: 30, recruiting_cost: 6_000,
};

/** March 2027 of the hire (docs/model.md "Headcount plan"): 45,300 × 1.062 ÷ 12 × 1.3 pay, 22.3 % contributions below both ceilings. */
const MONTH_COST = (45_300 * 1.062 / 12) * 1.3 * (1 + (9.3 + 1.3 + 8.75 + 1.8 + 0.15 + 1) / 100);

async function timeseries(scenario: string, metric: string): Promise<Record<string, number>> {
  const response = await call(server, 'GET', `/api/financial-data/timeseries?scenario=${scenario}&metric=${metric}&period=yearly&from=2026&to=2030`, { token: alice.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return Object.fromEntries((response.body.points as { period: string; value: number }[]).map((point) => [point.period, point.value]));
}

async function excelModel(scenario: string): Promise<ExcelJS.Workbook> {
  const response = await fetch(`${server.baseUrl}/api/export/excel`, {
    method: 'POST',
    headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ scenario_id: scenario, user_id: alice.id, export_type: 'excel-model', export_format: 'excel' }),
  });
  expect(response.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
  return book;
}

describe('a saved headcount plan', () => {
  it('moves payroll, FTEs and the Excel model by exactly the added position', async () => {
    const created = await call(server, 'POST', '/api/scenarios', { token: alice.token, body: newScenario('hire') });
    expect(created.status).toBe(201);
    const id = created.body.scenario_id as string;
    const generated = await call(server, 'GET', `/api/scenarios/${id}/headcount`, { token: alice.token });
    expect(generated.body.generated).toBe(true);
    const [employeesBefore, ftesBefore] = [await timeseries(id, 'employees'), await timeseries(id, 'ftes')];

    const saved = await call(server, 'PUT', `/api/scenarios/${id}/headcount`, {
      token: alice.token, body: { version: generated.body.version, positions: [...generated.body.positions, HIRE], comment: 'second territory' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [employeesAfter, ftesAfter] = [await timeseries(id, 'employees'), await timeseries(id, 'ftes')];
    expect(employeesAfter['2026']).toBeCloseTo(employeesBefore['2026'] as number, 6);
    expect((employeesAfter['2027'] as number) - (employeesBefore['2027'] as number)).toBeCloseTo(10 * MONTH_COST + 6_000, 4);
    expect((ftesAfter['2027'] as number) - (ftesBefore['2027'] as number)).toBeCloseTo(10 / 12, 12);
    expect((ftesAfter['2028'] as number) - (ftesBefore['2028'] as number)).toBeCloseTo(1, 12);

    const book = await excelModel(id);
    const positions = book.getWorksheet(POSITIONS_SHEET) as ExcelJS.Worksheet;
    const roles: string[] = [];
    positions.eachRow((row) => roles.push(String(row.getCell(2).value)));
    expect(roles).toContain(HIRE.role);
    const formulasOf = (sheet: ExcelJS.Worksheet) => {
      const formulas: string[] = [];
      sheet.eachRow((row) => row.eachCell((cell) => {
        const value = cell.value as { formula?: string } | null;
        if (value && typeof value === 'object' && value.formula) formulas.push(value.formula);
      }));
      return formulas;
    };
    // Live: the start moves with the Hiring Delay driver, the cost with Accident Insurance, the Monthly sheet reads the totals.
    expect(formulasOf(positions).some((formula) => formula.includes('hiring_delay_months'))).toBe(true);
    expect(formulasOf(book.getWorksheet(HEADCOUNT_SHEET) as ExcelJS.Worksheet).some((formula) => formula.includes('accident_insurance_rate'))).toBe(true);
    expect(formulasOf(book.getWorksheet('Monthly') as ExcelJS.Worksheet).some((formula) => formula.startsWith(`${HEADCOUNT_SHEET}!`))).toBe(true);
  });

  it('runs forecast ranges and goal seek on the saved plan, and keeps attribution to one plan', async () => {
    const created = await call(server, 'POST', '/api/scenarios', { token: alice.token, body: newScenario('analyses') });
    const id = created.body.scenario_id as string;
    const plan = await call(server, 'GET', `/api/scenarios/${id}/headcount`, { token: alice.token });
    await call(server, 'PUT', `/api/scenarios/${id}/headcount`, { token: alice.token, body: { version: plan.body.version, positions: [...plan.body.positions, HIRE] } });
    // Forecast ranges follow the saved plan: its likely values are the scenario's figures, and it draws the plan's payroll, not the generated one's.
    const ranges = await call(server, 'POST', '/api/analysis/ranges', { token: alice.token, body: { scenario_id: id, draws: 200, seed: 1 } });
    expect(ranges.status, JSON.stringify(ranges.body)).toBe(200);
    const generated = await call(server, 'POST', '/api/analysis/ranges', { token: alice.token, body: { scenario_id: 'baseline', draws: 200, seed: 1 } });
    const revenue = await timeseries(id, 'total_revenue');
    const planned = ranges.body.fans.yearly.lines.total_revenue.plan as number[];
    expect(planned[1]).toBeCloseTo(revenue['2027'] as number, 2);
    expect(planned[1]).toBeGreaterThan(generated.body.fans.yearly.lines.total_revenue.plan[1]);
    const attribution = await call(server, 'POST', '/api/analysis/attribution', { token: alice.token, body: { from: 'baseline', to: id, figure: 'ebitda', year: 2028 } });
    expect(attribution.status).toBe(409);
    expect(attribution.body.error.code).toBe('headcount_plans_differ');
    const seek = await call(server, 'POST', '/api/analysis/goal-seek', {
      token: alice.token, body: { scenario_id: id, driver: 'sales_rep_productivity', figure: 'employees', year: 2027, target: 1 },
    });
    expect(seek.status, JSON.stringify(seek.body)).toBe(200);
    // Payroll does not depend on productivity: the current figure is the saved plan's, not the generated one's.
    const employees = await timeseries(id, 'employees');
    expect(seek.body.current.figure).toBeCloseTo(employees['2027'] as number, 4);
  });

  it('seeks the sales hires from a month that reach a 2030 revenue target, over the scenario\'s saved plan; refuses a bad month naming it', async () => {
    const seek = (body: Record<string, unknown>) => call(server, 'POST', '/api/analysis/hiring-seek', { token: alice.token, body });
    const target = { figure: 'total_revenue', year: 2030, target: 55_000_000 };
    const generated = await seek({ scenario_id: 'baseline', month: '2027-03', ...target });
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    expect(generated.body).toMatchObject({ scenario_id: 'baseline', month: '2027-03', direction: 'rises', hire: { role: 'Account Executive' } });
    const needed = generated.body.hires as number;
    expect(needed).toBeGreaterThan(1);
    expect(generated.body.achieved).toBeGreaterThanOrEqual(55_000_000);
    expect(generated.body.current).toBeLessThan(55_000_000);

    // A scenario of Baseline's drivers that saved one more Account Executive from March 2027 needs one fewer.
    const created = await call(server, 'POST', '/api/scenarios', { token: alice.token, body: newScenario('hiring-seek', {}) });
    const id = created.body.scenario_id as string;
    const plan = await call(server, 'GET', `/api/scenarios/${id}/headcount`, { token: alice.token });
    const saved = await call(server, 'PUT', `/api/scenarios/${id}/headcount`, { token: alice.token, body: { version: plan.body.version, positions: [...plan.body.positions, HIRE] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const onPlan = await seek({ scenario_id: id, month: '2027-03', ...target });
    expect(onPlan.status).toBe(200);
    expect(onPlan.body.hires).toBe(needed - 1);
    expect(onPlan.body.achieved).toBeCloseTo(generated.body.achieved, 2);

    const refused = await seek({ scenario_id: id, month: '2027-3', ...target });
    expect(refused.status).toBe(400);
    expect(refused.body.error.field).toBe('month');
    expect((await call(server, 'POST', '/api/analysis/hiring-seek', { body: { month: '2027-03', ...target } })).status).toBe(401);
  });
});
