import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ACTUAL_FIELDS, seriesOf, type ActualField, type Actuals } from '../../engine/actuals/schema.ts';
import { parseActualsCsv, serializeActualsCsv } from '../../engine/actuals/csv.ts';
import { applyDataMask, deriveDataMask, OPERATING_EXPENSE_LINES } from '../../engine/actuals/dataMask.ts';
import { ACTUAL_MONTHS, ALL_YEARS, FORECAST_MONTHS } from '../../engine/calendar.ts';
import { createKernel, type KernelResult, type PreparedKernel } from '../../engine/kernel/kernel.ts';
import { KERNEL_COLUMNS, RESULT_SHEETS, type ResultSheet } from '../../engine/kernel/modelPlan.ts';
import { kernelCells } from '../../engine/kernel/read.ts';
import { DRIVERS } from '../../engine/model/drivers.ts';
import { LINES } from '../../engine/model/lines.ts';
import { BUILT_IN_SCENARIOS } from '../../engine/scenarios.ts';
import { effectiveDrivers } from '../../engine/session/effectiveDrivers.ts';
import { createModelSession, type ModelSession } from '../../engine/session/session.ts';
import { columnLetters, KPI_YEARS, SHEET, type SheetName } from '../../engine/workbook/compile.ts';
import { sheetValues } from '../../engine/workbook/snapshot.ts';
import { baselineActuals } from '../helpers/fixtures.ts';
import { anyDriverSet, driverValue } from '../helpers/driverArbitrary.ts';
import { openingBalanceArbitrary } from '../helpers/openingBalanceArbitrary.ts';
import { headcountPlan } from '../helpers/headcountArbitrary.ts';
import type { HeadcountPlan } from '../../engine/headcount/plan.ts';
import { propertyBudget } from '../helpers/propertyBudget.ts';
import { closedMonths } from '../helpers/closedMonthsArbitrary.ts';
import { twinClose } from '../helpers/twinTolerance.ts';

/**
 * The compiled kernel is the HyperFormula workbook's twin (docs/architecture.md "Two
 * evaluators"): for random driver vectors inside the bounds, the built-in scenarios and edited
 * baselines, every cell of every sheet — each derived value, each line of each month, each annual
 * figure, each KPI — equals the workbook's within 1e-9 relative (1e-6 absolute near zero), and is
 * null exactly where the workbook's is. So are the figures read in the session's shapes.
 */

// Each case builds and recalculates the whole workbook (about 0.5 s with the three statements):
// CI runs a budget that fits its minutes (100 random cases, about 50 s on CI's machine);
// `npm run test:properties` soaks the same properties with fresh seeds twenty times over.
const RUNS = 40;
const BOUNDARY_RUNS = 20;
const PLAN_RUNS = 20;
const TIME_LIMIT_SECONDS = 240;

const SHEET_OF: Record<ResultSheet, SheetName> = { drivers: SHEET.drivers, actuals: SHEET.actuals, monthly: SHEET.monthly, annual: SHEET.annual, kpis: SHEET.kpis };
const COLUMNS: Record<ResultSheet, number> = KERNEL_COLUMNS;

/** Vectors that often sit on a bound (zero rates, empty plans), where divisions by zero and errors appear. */
const boundaryDrivers = fc.record(Object.fromEntries(DRIVERS.map((d) => [
  d.id, fc.oneof({ arbitrary: driverValue(d), weight: 2 }, { arbitrary: fc.constantFrom(d.min, d.max), weight: 1 }),
])));

const LEAVES: readonly ActualField[] = [
  'one_time_revenue', 'medical_recurring_revenue', 'transport_recurring_revenue', 'transaction_revenue', 'cost_of_goods_sold',
  ...OPERATING_EXPENSE_LINES, 'medical_rides', 'transport_rides', 'inpatient_clients', 'outpatient_clients', 'transport_clients',
  'new_medical_clients', 'new_transport_clients',
];

/** A baseline with some months of some fields changed and the totals following, through the product's CSV import. */
const editedActuals = (base: Actuals): fc.Arbitrary<Actuals> => fc.record({
  edits: fc.array(fc.record({
    field: fc.constantFrom(...LEAVES), month: fc.integer({ min: 0, max: ACTUAL_MONTHS.length - 1 }), factor: fc.double({ min: 0, max: 3, noNaN: true }),
  }), { minLength: 1, maxLength: 12 }),
  openingCash: fc.integer({ min: -1_000_000, max: 6_000_000 }),
  injection: fc.record({ month: fc.constantFrom(...ACTUAL_MONTHS), amount: fc.integer({ min: 0, max: 9_000_000 }) }),
  openingBalance: openingBalanceArbitrary,
}).map(({ edits, openingCash, injection, openingBalance }) => {
  const values = Object.fromEntries(ACTUAL_FIELDS.map((field) => [field, [...seriesOf(base.values, field)]])) as Record<ActualField, number[]>;
  const series = (field: ActualField) => seriesOf(values, field);
  for (const { field, month, factor } of edits) series(field)[month] = Math.round((series(field)[month] ?? 0) * factor);
  ACTUAL_MONTHS.forEach((_, m) => {
    const at = (field: ActualField) => series(field)[m] ?? 0;
    series('recurring_revenue')[m] = at('medical_recurring_revenue') + at('transport_recurring_revenue');
    series('total_revenue')[m] = at('one_time_revenue') + at('recurring_revenue') + at('transaction_revenue');
    series('gross_profit')[m] = at('total_revenue') - at('cost_of_goods_sold');
    series('total_operating_expenses')[m] = [...OPERATING_EXPENSE_LINES, 'rounding_adjustment'].reduce((sum, line) => sum + at(line), 0);
    series('ebitda')[m] = at('gross_profit') - at('total_operating_expenses');
    series('rides')[m] = at('medical_rides') + at('transport_rides');
  });
  const settings = { ...base.settings, ...openingBalance, opening_cash: openingCash, capital_injection_date: injection.month, capital_injection_amount: injection.amount };
  const parsed = parseActualsCsv(serializeActualsCsv({ values, settings }));
  if (!parsed.ok) throw new Error(`edited baseline does not import: ${JSON.stringify(parsed.errors.slice(0, 2))}`);
  return parsed.actuals;
});

interface Tally {
  cells: number;
  nulls: number;
  exact: number;
  largestRelative: number;
}

const nullable = (value: number | undefined): number | null => (value === undefined || Number.isNaN(value) ? null : value);

/** Every cell of every sheet, then the figures in the session's shapes; returns the differences found. */
function compare(session: ModelSession, result: KernelResult, kernel: ReturnType<typeof createKernel>, tally: Tally): string[] {
  const problems: string[] = [];
  const check = (where: string, got: number | null, expected: number | null) => {
    tally.cells += 1;
    if (expected === null) tally.nulls += 1;
    if (got === expected) tally.exact += 1;
    else if (got !== null && expected !== null) {
      tally.largestRelative = Math.max(tally.largestRelative, Math.abs(got - expected) / Math.max(Math.abs(got), Math.abs(expected)));
    }
    if (!twinClose(got, expected) && problems.length < 12) problems.push(`${where}: kernel ${got}, workbook ${expected}`);
  };
  const workbook = sheetValues(session);
  for (const sheet of RESULT_SHEETS) {
    const grid = workbook[SHEET_OF[sheet]];
    const columns = COLUMNS[sheet];
    const idOf = new Map([...kernel.layout.rows[SHEET_OF[sheet]]].map(([id, row]) => [row, id]));
    expect(result[sheet].length).toBe((grid.length - 1) * columns);
    for (let row = 1; row < grid.length; row += 1) {
      for (let col = 1; col <= columns; col += 1) {
        check(`${SHEET_OF[sheet]}!${columnLetters(col)}${row + 1} (${idOf.get(row) ?? 'opening cash'})`, nullable(result[sheet][(row - 1) * columns + col - 1]), grid[row]?.[col] ?? null);
      }
    }
  }
  const cells = kernelCells(kernel, result, () => null);
  const years = session.years();
  for (const year of ALL_YEARS) {
    for (const id of kernel.layout.rows.Annual.keys()) check(`years()[${year}].${id}`, cells.annual(id, year), years[year]?.[id] ?? null);
  }
  for (const year of KPI_YEARS) {
    for (const kpi of session.kpis(year)) check(`kpis(${year}) ${kpi.id}`, cells.kpi(kpi.id, year), kpi.value);
  }
  const months = session.statement({ period: 'month' });
  for (const row of months.rows) {
    cells.months(row.id).forEach((value, i) => check(`statement ${row.id} ${months.periods[i]}`, value, row.values[i] ?? null));
  }
  return problems;
}

describe('the compiled kernel is the workbook\'s twin (fast-check)', () => {
  const kernel = createKernel();
  let session: ModelSession;
  let prepared: PreparedKernel;
  const baseline = baselineActuals();

  beforeAll(() => {
    session = createModelSession({ actuals: baseline });
    prepared = kernel.prepare(baseline);
  });
  afterAll(() => session.destroy());

  /** Brings both evaluators to the same actuals and drivers (catalog ← the baseline's injection ← `overrides`). */
  function evaluateBoth(actuals: Actuals, overrides: Record<string, number>, headcount: HeadcountPlan | null = null): KernelResult {
    const values = effectiveDrivers(actuals, overrides);
    session.setActuals(actuals);
    session.setDrivers(values);
    session.setHeadcount(headcount);
    expect(session.driverValues()).toEqual(values);
    prepared.setActuals(actuals);
    prepared.setHeadcount(headcount);
    return prepared.evaluate(kernel.driverVector(values));
  }

  function runProperty(name: string, arbitrary: fc.Arbitrary<{ actuals: Actuals; drivers: Record<string, number>; headcount?: HeadcountPlan }>, numRuns: number): Tally {
    const tally: Tally = { cells: 0, nulls: 0, exact: 0, largestRelative: 0 };
    fc.assert(fc.property(arbitrary, ({ actuals, drivers: overrides, headcount }) => {
      const problems = compare(session, evaluateBoth(actuals, overrides, headcount ?? null), kernel, tally);
      if (problems.length > 0) throw new Error(problems.join('\n'));
    }), propertyBudget({ numRuns, seconds: TIME_LIMIT_SECONDS }));
    console.log(`kernel twin, ${name}: ${tally.cells} cells compared (${tally.exact} bit for bit, ${tally.nulls} null in both), `
      + `largest relative difference ${tally.largestRelative.toExponential(2)}`);
    return tally;
  }

  it('equals the workbook in every cell for random driver vectors inside the bounds, on the baseline and on edited baselines', () => {
    runProperty('driver vectors', fc.record({ actuals: fc.oneof(fc.constant(baseline), editedActuals(baseline)), drivers: anyDriverSet }), RUNS);
  }, (TIME_LIMIT_SECONDS + 60) * 1000);

  it('equals the workbook in every cell for random headcount plans, hiring delays and contribution drivers', () => {
    runProperty('headcount plans', fc.record({ actuals: fc.constant(baseline), drivers: anyDriverSet, headcount: headcountPlan(12) }), PLAN_RUNS);
  }, (TIME_LIMIT_SECONDS + 60) * 1000);

  it('equals the workbook in every cell when months of 2026 on are closed with actuals, and after the close is moved back', () => {
    runProperty('closed months', fc.record({
      actuals: closedMonths().map((closed) => ({ ...baseline, closed })),
      drivers: anyDriverSet,
    }), BOUNDARY_RUNS);
  }, (TIME_LIMIT_SECONDS + 60) * 1000);

  it('is null exactly where the workbook has an error, for driver vectors on their bounds', () => {
    const tally = runProperty('vectors on bounds', fc.record({ actuals: fc.constant(baseline), drivers: boundaryDrivers }), BOUNDARY_RUNS);
    expect(tally.nulls).toBeGreaterThan(0);
  }, (TIME_LIMIT_SECONDS + 60) * 1000);

  it('equals the workbook in every cell for the three built-in scenarios and for a baseline edited through the data mask', () => {
    const tally: Tally = { cells: 0, nulls: 0, exact: 0, largestRelative: 0 };
    const mask = deriveDataMask(baseline);
    const edited = applyDataMask(baseline, { ...mask, revenue_2025: mask.revenue_2025 * 1.1, ebitda_2024: mask.ebitda_2024 - 50_000, medical_clients_2025: mask.medical_clients_2025 + 12 });
    if (!edited.ok) throw new Error(JSON.stringify(edited.errors));
    for (const actuals of [baseline, edited.actuals]) {
      for (const scenario of BUILT_IN_SCENARIOS) {
        expect(compare(session, evaluateBoth(actuals, scenario.key_drivers), kernel, tally), scenario.scenario_id).toEqual([]);
      }
    }
    console.log(`kernel twin, built-in scenarios: ${tally.cells} cells compared (${tally.exact} bit for bit), largest relative difference ${tally.largestRelative.toExponential(2)}`);
    expect(tally.cells).toBeGreaterThan(6 * 4000);
  });

  it('returns into a caller\'s arrays the result it keeps, and evaluates the same vector to the same cells', () => {
    const vector = kernel.driverVector(effectiveDrivers(baseline));
    prepared.setActuals(baseline);
    const out = prepared.createResult();
    expect(prepared.evaluate(vector, out)).toBe(out);
    const kept = prepared.evaluate(vector);
    for (const sheet of RESULT_SHEETS) expect([...out[sheet]]).toEqual([...kept[sheet]]);
    expect(LINES.every((line) => kernelCells(kernel, kept, prepared.closedThrough).months(line.id).length === ACTUAL_MONTHS.length + FORECAST_MONTHS.length)).toBe(true);
  });
});
