import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HyperFormula } from 'hyperformula';
import type { Actuals } from '../../engine/actuals/schema.ts';
import { createKernel } from '../../engine/kernel/kernel.ts';
import { KERNEL_COLUMNS, RESULT_SHEETS, type ResultSheet } from '../../engine/kernel/modelPlan.ts';
import type { AnnualExtraDef } from '../../engine/model/annual.ts';
import { DEFAULT_MODEL_SOURCE, type ModelSource } from '../../engine/model/definition.ts';
import { compileModel } from '../../engine/model/definitionCheck.ts';
import type { DriverDef, KpiDef, LineDef } from '../../engine/model/types.ts';
import { effectiveDrivers } from '../../engine/session/effectiveDrivers.ts';
import { numberOf } from '../../engine/session/values.ts';
import { columnLetters, compileWorkbook, SHEET, type SheetName } from '../../engine/workbook/compile.ts';
import { baselineActuals } from '../helpers/fixtures.ts';
import { closedMonths } from '../helpers/closedMonthsArbitrary.ts';
import { propertyBudget } from '../helpers/propertyBudget.ts';
import { twinClose } from '../helpers/twinTolerance.ts';

/**
 * The kernel is HyperFormula's twin for any definition, not only the shipped one: the shipped model
 * with random drivers, random lines (operating expenses entering their section's sum, memo lines,
 * lines with an opening value read with prev()), random annual lines and random KPIs added, whose
 * formulas are random acyclic graphs over drivers, derived values, calendar rows, shipped lines
 * and the earlier random lines, using every operator (+ − × ÷ ^, a leading minus, the six
 * comparisons in IF's condition) and every function the kernel evaluates. Every cell of every
 * sheet of the kernel equals the workbook compiled from the same definition, or both are null.
 */

const RUNS = 40;
const TIME_LIMIT_SECONDS = 150;

/** A formula tree whose leaves are picked from a pool of names when it is written out. */
type Tree = (pool: readonly string[]) => string;

const leaf = fc.oneof(
  fc.constantFrom(0, 1, 2, 3, 0.5, 12, 100, 1e-3).map((value): Tree => () => String(value)),
  fc.nat().map((i): Tree => (pool) => pool[i % pool.length] as string),
  fc.nat().map((i): Tree => (pool) => pool[i % pool.length] as string),
);

const { tree } = fc.letrec<{ tree: Tree; comparison: Tree }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    leaf,
    fc.tuple(fc.constantFrom('+', '-', '*', '/', '^'), tie('tree'), tie('tree'))
      .map(([op, a, b]): Tree => (pool) => `(${a(pool)} ${op} ${b(pool)})`),
    tie('tree').map((a): Tree => (pool) => `-${a(pool)}`),
    fc.tuple(fc.constantFrom('MAX', 'MIN'), fc.array(tie('tree'), { minLength: 1, maxLength: 3 }))
      .map(([fn, args]): Tree => (pool) => `${fn}(${args.map((a) => a(pool)).join(', ')})`),
    tie('tree').map((a): Tree => (pool) => `EXP(${a(pool)} / 1000)`),
    fc.tuple(tie('tree'), tie('tree')).map(([a, b]): Tree => (pool) => `POWER(${a(pool)}, ${b(pool)})`),
    fc.tuple(tie('tree'), fc.constantFrom('', ', 0', ', 2', ', -1')).map(([a, places]): Tree => (pool) => `ROUND(${a(pool)}${places})`),
    fc.tuple(tie('comparison'), tie('tree'), tie('tree')).map(([c, a, b]): Tree => (pool) => `IF(${c(pool)}, ${a(pool)}, ${b(pool)})`),
    fc.tuple(tie('tree'), fc.array(tie('tree'), { minLength: 1, maxLength: 3 }))
      .map(([index, choices]): Tree => (pool) => `CHOOSE(${index(pool)}, ${choices.map((c) => c(pool)).join(', ')})`),
  ),
  comparison: fc.tuple(fc.constantFrom('=', '<>', '<', '>', '<=', '>='), tie('tree'), tie('tree'))
    .map(([op, a, b]): Tree => (pool) => `${a(pool)} ${op} ${b(pool)}`),
}));

type LineKind = 'opex' | 'memo' | 'stock';

interface Additions {
  drivers: { min: number; span: number; at: number }[];
  lines: { kind: LineKind; formula: Tree; opening: Tree; lag: number }[];
  extras: Tree[];
  kpis: Tree[];
}

const additions: fc.Arbitrary<Additions> = fc.record({
  drivers: fc.array(fc.record({ min: fc.integer({ min: -1_000, max: 0 }), span: fc.integer({ min: 1, max: 5_000 }), at: fc.double({ min: 0, max: 1, noNaN: true }) }), { minLength: 1, maxLength: 4 }),
  lines: fc.array(fc.record({ kind: fc.constantFrom<LineKind>('opex', 'memo', 'stock'), formula: tree, opening: tree, lag: fc.integer({ min: 1, max: 14 }) }), { minLength: 2, maxLength: 8 }),
  extras: fc.array(tree, { maxLength: 2 }),
  kpis: fc.array(tree, { maxLength: 2 }),
});

const SHIPPED_DRIVER_LEVEL = ['sales_team_size', 'avg_cost_per_fte', 'logo_churn_rate', 'monthly_logo_churn', 'per_bed_module_fee'];
const CALENDAR = ['month_index', 'month_of_year', 'year_index'];
/** Shipped lines a memo line may read in the same month: downstream of operating expenses, so an operating-expense line may not. */
const SHIPPED_LINES = ['total_revenue', 'ebitda', 'rides', 'cash', 'medical_clients'];

function sourceWith(add: Additions): ModelSource {
  const drivers: DriverDef[] = add.drivers.map(({ min, span, at }, i) => ({
    ...(DEFAULT_MODEL_SOURCE.drivers[0] as DriverDef),
    id: `random_driver_${i}`, name: `Random driver ${i}`, min, max: min + span, baseline: min + Math.round(at * span), whole: undefined,
    documentation: undefined, uncertainty: undefined, role: 'model',
  }));
  const driverNames = [...drivers.map((d) => d.id), ...SHIPPED_DRIVER_LEVEL];
  const lines: LineDef[] = [];
  add.lines.forEach(({ kind, formula, opening, lag }, i) => {
    const id = `random_line_${i}`;
    const earlier = lines.filter((line) => kind !== 'opex' || line.section === 'opex').map((line) => line.id);
    const stocks = [...lines.filter((line) => line.opening !== undefined).map((line) => line.id), ...(kind === 'stock' ? [id] : [])];
    const pool = [
      ...driverNames, ...CALENDAR, ...earlier, ...(kind === 'opex' ? [] : SHIPPED_LINES),
      ...stocks.map((stock) => `prev(${stock})`), ...lines.map((line) => `lag(${line.id}, ${lag})`),
    ];
    lines.push({
      id, name: `Random line ${i}`, unit: 'EUR', aggregate: kind === 'stock' ? 'last' : 'sum', explanation: 'A random line.',
      ...(kind === 'opex' ? { section: 'opex', statement: 'pnl', label: `Random ${i}`, hgb: '8' } : { section: 'kpi_inputs' }),
      formula: formula(pool),
      ...(kind === 'stock' ? { opening: opening(driverNames) } : {}),
    } as LineDef);
  });
  const annualPool = [...lines.map((line) => line.id), 'total_revenue', 'ebitda', ...driverNames];
  const extras: AnnualExtraDef[] = add.extras.map((formula, i) => ({
    id: `random_annual_${i}`, name: `Random annual ${i}`, unit: 'EUR', explanation: 'A random annual line.',
    formula: formula([...annualPool, ...lines.map((line) => `dec(${line.id})`)]),
  }));
  const kpis: KpiDef[] = add.kpis.map((formula, i) => ({
    ...(DEFAULT_MODEL_SOURCE.kpis[0] as KpiDef),
    id: `random_kpi_${i}`, name: `Random KPI ${i}`, textWhen: undefined, base2025: undefined, closedYear: undefined, closedYearAlsoActualYears: undefined,
    formula: formula([...annualPool, ...extras.map((e) => e.id), ...lines.map((line) => `prev_year(${line.id})`)]),
  }));
  const shippedLines = [...DEFAULT_MODEL_SOURCE.lines];
  shippedLines.splice(shippedLines.findIndex((line) => line.id === 'rounding_adjustment'), 0, ...lines);
  const clean = <T extends object>(item: T): T => JSON.parse(JSON.stringify(item)) as T;
  return clean({
    ...DEFAULT_MODEL_SOURCE, version: 2, drivers: [...DEFAULT_MODEL_SOURCE.drivers, ...drivers], lines: shippedLines,
    annual_extras: [...DEFAULT_MODEL_SOURCE.annual_extras, ...extras], kpis: [...DEFAULT_MODEL_SOURCE.kpis, ...kpis],
  });
}

const SHEET_OF: Record<ResultSheet, SheetName> = { drivers: SHEET.drivers, actuals: SHEET.actuals, monthly: SHEET.monthly, annual: SHEET.annual, kpis: SHEET.kpis };

/** Every cell of every sheet of the kernel against the workbook compiled from the same definition. */
function differences(source: ModelSource, actuals: Actuals, tally: { cells: number; nulls: number }): string[] {
  const compiled = compileModel(source);
  if (!compiled.ok) return compiled.problems.map((problem) => `does not compile: ${problem.id}.${problem.field}: ${problem.message}`);
  const { definition } = compiled.model;
  const values = { ...effectiveDrivers(actuals), ...Object.fromEntries(definition.drivers.map((d) => [d.id, d.baseline]).filter(([id]) => String(id).startsWith('random_'))) };
  const kernel = createKernel(definition, compiled.model);
  const result = kernel.prepare(actuals).evaluate(kernel.driverVector(values));
  const workbook = compileWorkbook(actuals, values, { driverRefs: 'cells', definition });
  const hf = HyperFormula.buildFromSheets(workbook.sheets, { licenseKey: 'gpl-v3', precisionEpsilon: 0, smartRounding: false, useStats: false }, workbook.names);
  const problems: string[] = [];
  try {
    for (const sheet of RESULT_SHEETS) {
      const grid = hf.getSheetValues(hf.getSheetId(SHEET_OF[sheet]) as number).map((row) => row.map((value) => numberOf(value)));
      const columns = KERNEL_COLUMNS[sheet];
      const idOf = new Map([...kernel.layout.rows[SHEET_OF[sheet]]].map(([id, row]) => [row, id]));
      for (let row = 1; row < grid.length; row += 1) {
        for (let col = 1; col <= columns; col += 1) {
          const got = result[sheet][(row - 1) * columns + col - 1] as number;
          const kernelValue = Number.isNaN(got) ? null : got;
          const expected = grid[row]?.[col] ?? null;
          tally.cells += 1;
          if (expected === null) tally.nulls += 1;
          if (!twinClose(kernelValue, expected) && problems.length < 8) {
            const id = idOf.get(row) ?? '?';
            const formulas = [...source.lines, ...source.annual_extras, ...source.kpis].filter((item) => item.id.startsWith('random_')).map((item) => `${item.id} = ${item.formula}`);
            problems.push(`${SHEET_OF[sheet]}!${columnLetters(col)}${row + 1} (${id}): kernel ${kernelValue}, workbook ${expected}\n  ${formulas.join('\n  ')}`);
          }
        }
      }
    }
  } finally {
    hf.destroy();
  }
  return problems;
}

describe('the kernel is the workbook\'s twin for random definitions (fast-check)', () => {
  it('equals the workbook in every cell for random drivers, lines, annual lines and KPIs added to the model, with and without closed months', () => {
    const tally = { cells: 0, nulls: 0 };
    const baseline = baselineActuals();
    const actuals = fc.oneof(fc.constant(baseline), closedMonths().map((closed): Actuals => ({ ...baseline, closed })));
    fc.assert(fc.property(additions, actuals, (add, onActuals) => {
      const problems = differences(sourceWith(add), onActuals, tally);
      if (problems.length > 0) throw new Error(problems.join('\n'));
    }), propertyBudget({ numRuns: RUNS, seconds: TIME_LIMIT_SECONDS }));
    console.log(`kernel twin over random definitions: ${tally.cells} cells compared, ${tally.nulls} null in both`);
    expect(tally.nulls).toBeGreaterThan(0);
  }, (TIME_LIMIT_SECONDS + 60) * 1000);
});
