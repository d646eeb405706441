import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createModelSession } from '../../engine/session/session.ts';
import { builtInScenario } from '../../engine/scenarios.ts';
import { parseMonthlyActualsCsv } from '../../engine/actuals/monthlyActualsCsv.ts';
import { BALANCE_SHEET_ROWS } from '../../engine/model/statements.ts';
import { DEFAULT_MODEL_SOURCE, sourceForExport, type ModelSource } from '../../engine/model/definition.ts';
import { FORECAST_MONTHS, FORECAST_YEARS } from '../../engine/calendar.ts';
import { baselineActuals, baselineCsv, ROOT } from '../helpers/fixtures.ts';

/**
 * The CLI as users run it, a process of its own per call. A call does not block the test worker,
 * so the tests below run concurrently and their processes use the cores the worker leaves idle.
 */
function model(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/model.ts', ...args], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

function tempFile(name: string, content: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fahrplan-cli-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

describe.concurrent('model CLI', () => {
  it('prints years 2024–2030 with the P&L record, KPIs with statuses and the reconciliation, as the engine computes them', async () => {
    const run = await model('forecast', '--scenario', 'high_case', '--json');
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout);
    expect(out.scenario_id).toBe('high_case');
    expect(Object.keys(out.years)).toEqual(['2024', '2025', '2026', '2027', '2028', '2029', '2030']);
    for (const field of ['one_time_revenue', 'recurring_revenue', 'transaction_revenue', 'total_revenue', 'rides', 'ebitda', 'gross_profit',
      'cost_of_goods_sold', 'employees', 'sales_marketing', 'hosting_licenses', 'office_infrastructure', 'legal_tax', 'bfs_factoring',
      'bonus_pool_tc', 'bonus_pool_mc', 'total_operating_expenses', 'rounding_adjustment', 'total_medical_clients', 'total_transport_clients',
      'closing_cash', 'ftes']) {
      expect(typeof out.years['2030'][field], field).toBe('number');
    }
    expect(out.kpis[0]).toEqual(expect.objectContaining({ id: expect.any(String), year: 2025, status: expect.stringMatching(/good|warning|critical/) }));
    expect(out.reconciliation[0]).toMatchObject({ year: 2024, variance: 0, reconciled: true });
    const session = createModelSession({ actuals: baselineActuals(), drivers: builtInScenario('high_case')?.key_drivers });
    expect(out.years['2030'].total_revenue).toBe(session.years()[2030]?.total_revenue);
    session.destroy();
  });

  it('prints the three statements for every year and every month, with or without monthly actuals: net income, the balance sheet with its check at 0, the cash flows and closing cash', async () => {
    const run = await model('forecast', '--scenario', 'low_case', '--json');
    expect(run.status).toBe(0);
    type Figures = Record<string, number | null>;
    const out = JSON.parse(run.stdout) as { years: Record<string, Figures>; months: { month: string; kind: string; lines: Figures }[] };
    const FIELDS = ['ebit', 'depreciation', 'interest', 'income_taxes', 'net_income', ...BALANCE_SHEET_ROWS, 'total_assets', 'total_liabilities', 'equity',
      'balance_check', 'cash_from_operations', 'cash_from_investing', 'cash_from_financing', 'closing_cash'];
    expect(out.months.map((m) => m.month)).toEqual(FORECAST_MONTHS);
    const records = [...FORECAST_YEARS.map((year) => ({ where: String(year), figures: out.years[String(year)] as Figures })), ...out.months.map((m) => ({ where: m.month, figures: m.lines }))];
    for (const { where, figures } of records) {
      for (const field of FIELDS) expect(typeof figures[field], `${where} ${field}`).toBe('number');
      const value = (field: string) => figures[field] as number;
      expect(Math.abs(value('balance_check')), `${where} balance_check`).toBeLessThan(0.005);
      expect(value('depreciation')).toBe(value('depreciation_amortisation'));
      expect(value('interest')).toBeCloseTo(value('interest_expense') - value('interest_income'), 9);
      expect(value('equity')).toBe(value('total_equity'));
      expect(value('closing_cash')).toBeCloseTo(value('cash'), 6);
      expect(value('cash_from_operations') + value('cash_from_investing') + value('cash_from_financing')).toBeCloseTo(value('net_change_in_cash'), 6);
    }
    // A year is its months: the flows add up, the balances are December's.
    const months2028 = out.months.filter((m) => m.month.startsWith('2028'));
    expect(months2028.reduce((sum, m) => sum + (m.lines.net_income ?? 0), 0)).toBeCloseTo(out.years['2028']?.net_income ?? NaN, 4);
    expect(months2028.at(-1)?.lines.total_equity).toBe(out.years['2028']?.total_equity);
    // 2024 and 2025 hold no statement below EBITDA; 2025 holds the opening balance.
    expect(out.years['2025']).toMatchObject({ ebit: null, depreciation: null, interest: null, net_income: null, cash: 2_154_400 });
  });

  // Three CLI processes one after the other, each starting TypeScript: on a loaded 2-core machine more than the default 30 s.
  it('forecasts from the close of a monthly actuals file: every month of 2026 on with its kind, closed months holding the file\'s values, years their sums', async () => {
    const file = path.join(ROOT, 'fixtures/monthly-actuals-2026.csv');
    const read = parseMonthlyActualsCsv(fs.readFileSync(file, 'utf8'));
    if (!read.ok) throw new Error('fixture does not parse');
    const run = await model('forecast', '--scenario', 'baseline', '--monthly-actuals', file, '--close', '2026-06', '--json');
    expect(run.status).toBe(0);
    const output = JSON.parse(run.stdout) as { closed_through: string; years: Record<string, Record<string, number>>; months: { month: string; kind: string; lines: Record<string, number> }[] };
    expect(output.closed_through).toBe('2026-06');
    expect(output.months).toHaveLength(60);
    expect(output.months.slice(0, 8).map((m) => m.kind)).toEqual(['actual', 'actual', 'actual', 'actual', 'actual', 'actual', 'forecast', 'forecast']);
    expect(output.months[2]?.lines.sales_marketing).toBe(read.values['2026-03']?.sales_marketing);
    expect(output.months[7]?.lines.sales_marketing).not.toBe(read.values['2026-08']?.sales_marketing);
    const revenue2026 = output.months.slice(0, 12).reduce((sum, m) => sum + (m.lines.total_revenue ?? 0), 0);
    expect(revenue2026).toBeCloseTo(output.years['2026']?.total_revenue ?? NaN, 4);
    const plain = JSON.parse((await model('forecast', '--scenario', 'baseline', '--json')).stdout) as { closed_through: string | null; years: Record<string, Record<string, number>>; months: { kind: string }[] };
    expect(plain.closed_through).toBeNull();
    expect(plain.months.every((m) => m.kind === 'forecast')).toBe(true);
    expect(plain.years['2026']?.total_revenue).not.toBeCloseTo(output.years['2026']?.total_revenue ?? NaN, 0);
    const late = await model('forecast', '--monthly-actuals', file, '--close', '2026-12');
    expect(late.status).toBe(2);
    expect(late.stderr).toContain('complete up to 2026-10');
  }, 90_000);

  it('applies a drivers file over the scenario and reads another actuals file', async () => {
    const drivers = tempFile('drivers.json', JSON.stringify({ transport_avg_ride_cost: 60 }));
    const actuals = tempFile('actuals.csv', baselineCsv());
    const base = JSON.parse((await model('forecast', '--scenario', 'baseline', '--json')).stdout);
    const changed = JSON.parse((await model('forecast', '--scenario', 'baseline', '--drivers', drivers, '--actuals', actuals, '--json')).stdout);
    expect(changed.years['2030'].transaction_revenue).toBeCloseTo((base.years['2030'].transaction_revenue * 60) / 45, 2);
  });

  it.each([
    ['an unknown scenario', ['--scenario', 'middle_case'], /unknown scenario "middle_case"/],
    ['an unknown driver', ['--drivers', tempFile('d.json', '{"warp_speed": 9}')], /Unknown driver "warp_speed"/],
    ['a value out of bounds', ['--drivers', tempFile('d.json', '{"logo_churn_rate": 90}')], /logo_churn_rate must be between 0 and 40/],
    ['an unreadable file', ['--drivers', '/nonexistent/drivers.json'], /cannot read drivers file/],
    ['a malformed actuals file', ['--actuals', tempFile('a.csv', 'field,value\nx,1\n')], /actuals file .* line 1/],
  ])('exits with code 2 and one line on stderr for %s', async (_name, args, message) => {
    const run = await model('forecast', '--json', ...args);
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(message);
    expect(run.stdout).toBe('');
  });
});

describe.concurrent('model CLI analyses (issue 17)', () => {
  it('ranges: the documented shape, P10 ≤ P50 ≤ P90, and the same answer for the same seed', async () => {
    const args = ['ranges', '--scenario', 'baseline', '--draws', '300', '--seed', '42', '--json'];
    const run = await model(...args);
    expect(run.status, run.stderr).toBe(0);
    const out = JSON.parse(run.stdout);
    expect(Object.keys(out)).toEqual(['draws', 'seed', 'years', 'probabilities', 'drivers_of_spread']);
    expect(out).toMatchObject({ draws: 300, seed: 42 });
    const revenue = out.years['2030'].total_revenue;
    expect(Object.keys(revenue)).toEqual(['p10', 'p50', 'p90', 'mean']);
    expect(revenue.p10).toBeLessThanOrEqual(revenue.p50);
    expect(revenue.p50).toBeLessThanOrEqual(revenue.p90);
    expect(Object.keys(out.probabilities)).toEqual(['reach_target_revenue_2026', 'reach_target_revenue_2030', 'reach_target_net_profit_2026', 'cash_below_covenant', 'cash_never_below_zero']);
    expect(out.drivers_of_spread[0]).toEqual({ driver: expect.any(String), share: expect.any(Number), rank_correlation: expect.any(Number) });
    expect((await model(...args)).stdout).toBe(run.stdout);
  });

  it('goalseek: the value it answers, fed back through `forecast --drivers` (the workbook), reaches the target within 0.01 %', async () => {
    const run = await model('goalseek', '--scenario', 'high_case', '--driver', 'transport_avg_ride_cost', '--figure', 'ebitda', '--year', '2028', '--target', '30000000', '--json');
    expect(run.status, run.stderr).toBe(0);
    const answer = JSON.parse(run.stdout);
    expect(Object.keys(answer)).toEqual(['driver', 'value', 'figure', 'year', 'target', 'achieved', 'reachable', 'root']);
    expect(answer.value).toEqual(expect.any(Number));
    const drivers = tempFile('drivers.json', JSON.stringify({ transport_avg_ride_cost: answer.value }));
    const forecast = JSON.parse((await model('forecast', '--scenario', 'high_case', '--drivers', drivers, '--json')).stdout);
    expect(Math.abs(forecast.years['2028'].ebitda - 30_000_000)).toBeLessThanOrEqual(30_000_000 * 1e-4);

    const unreachable = JSON.parse((await model('goalseek', '--scenario', 'baseline', '--driver', 'logo_churn_rate', '--figure', 'total_revenue', '--year', '2030', '--target', '1e12', '--json')).stdout);
    expect(unreachable).toMatchObject({ value: null, achieved: null });
    expect(unreachable.reachable.max).toBeLessThan(1e12);
  });

  it('attribution: contributions of Low Case → Baseline 2030 EBITDA add up to to_value − from_value', async () => {
    const run = await model('attribution', '--from', 'low_case', '--to', 'baseline', '--figure', 'ebitda', '--year', '2030', '--json');
    expect(run.status, run.stderr).toBe(0);
    const out = JSON.parse(run.stdout);
    expect(out).toMatchObject({ figure: 'ebitda', year: 2030 });
    const sum = out.contributions.reduce((total: number, c: { value: number }) => total + c.value, 0);
    expect(Math.abs(sum - (out.to_value - out.from_value))).toBeLessThan(0.01);
  });

  it.each([
    ['ranges with too many draws', ['ranges', '--draws', '100001'], /--draws must be a whole number from 1 to 100000/],
    ['goalseek without a target', ['goalseek', '--driver', 'logo_churn_rate', '--figure', 'ebitda', '--year', '2030'], /--target is required/],
    ['goalseek on an unknown figure', ['goalseek', '--driver', 'logo_churn_rate', '--figure', 'profit', '--year', '2030', '--target', '1'], /Unknown figure "profit"/],
    ['attribution from an unknown scenario', ['attribution', '--from', 'middle', '--to', 'baseline', '--figure', 'ebitda', '--year', '2030'], /unknown scenario "middle"/],
  ])('exits with code 2 and one line on stderr for %s', async (_name, args, message) => {
    const run = await model(...args, '--json');
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(message);
  });

  it('checks a monthly actuals CSV: a summary of a good file, every problem by line and column of a bad one (exit 2)', async () => {
    const good = await model('actuals', '--check', 'fixtures/monthly-actuals-2026.csv', '--json');
    expect(good.status).toBe(0);
    expect(JSON.parse(good.stdout)).toEqual({
      file: 'fixtures/monthly-actuals-2026.csv', values: 222, first_month: '2026-01', last_month: '2026-10', latest_closable_month: '2026-10',
    });
    const bad = await model('actuals', '--check', tempFile('bad.csv', 'month,line,value\n2026-01,ebitda,1\n2026-01,employees,x\n'));
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/bad\.csv line 2 column line: line "ebitda" is not one of/);
    expect(bad.stderr).toMatch(/bad\.csv line 3 column value: "x" is not a number/);
  });

  it('exports the definition as JSON; a definition with an Insurance line checks, previews and forecasts with it; a broken one is refused by line and character (exit 2)', async () => {
    const exported = await model('definition');
    expect(exported.status).toBe(0);
    const definition = JSON.parse(exported.stdout) as ModelSource;
    expect(definition).toEqual(JSON.parse(JSON.stringify(sourceForExport(DEFAULT_MODEL_SOURCE))));
    expect(exported.stdout).not.toMatch(/\bP[12] §|\bpart [12] §/i);
    const at = definition.lines.findIndex((line) => line.id === 'rounding_adjustment');
    const insurance = { id: 'insurance', name: 'Insurance', unit: 'EUR', section: 'opex', aggregate: 'sum', statement: 'pnl', label: 'Insurance', hgb: '8', formula: 'insurance_monthly', explanation: 'Premiums.' } as const;
    const driver = { ...definition.drivers.find((d) => d.id === 'legal_tax_monthly')!, id: 'insurance_monthly', name: 'Insurance', baseline: 5_000 };
    const insured: ModelSource = { ...definition, version: 2, drivers: [...definition.drivers, driver], lines: [...definition.lines.slice(0, at), insurance, ...definition.lines.slice(at)] };
    const file = tempFile('insured.json', JSON.stringify(insured));

    const checked = await model('validate', '--definition', file, '--json');
    expect(checked.status, checked.stderr).toBe(0);
    const preview = JSON.parse(checked.stdout).preview as { published: { ebitda: number }[]; candidate: { ebitda: number }[] };
    preview.candidate.forEach((year, i) => expect(preview.published[i]!.ebitda - year.ebitda).toBeCloseTo(60_000, 4));

    const shipped = JSON.parse((await model('forecast', '--scenario', 'baseline', '--json')).stdout);
    const run = await model('forecast', '--scenario', 'baseline', '--definition', file, '--json');
    expect(run.status, run.stderr).toBe(0);
    const out = JSON.parse(run.stdout);
    expect(out.years['2026'].insurance).toBe(60_000);
    expect(out.years['2025'].insurance).toBe(0);
    expect(shipped.years['2026'].ebitda - out.years['2026'].ebitda).toBeCloseTo(60_000, 4);
    expect(out.months[0].lines.insurance).toBe(5_000);
    expect(out.reconciliation.every((row: { variance: number }) => Math.abs(row.variance) === 0)).toBe(true);

    const broken = { ...insured, lines: insured.lines.map((line) => (line.id === 'insurance' ? { ...line, formula: 'insurance_monthly + (1' } : line)) };
    const refused = await model('forecast', '--scenario', 'baseline', '--definition', tempFile('broken.json', JSON.stringify(broken)));
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/broken\.json: line insurance formula character 23: expected "\)" at 22/);
    const wrongShape = await model('validate', '--definition', tempFile('shape.json', JSON.stringify({ ...insured, lines: 'none' })));
    expect(wrongShape.status).toBe(2);
    expect(wrongShape.stderr).toMatch(/shape\.json: lines: /);
  });
});
