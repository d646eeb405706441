import { ACTUAL_MONTHS, ALL_YEARS, FORECAST_MONTHS, monthKey } from '../calendar.ts';
import { referencesOf, type FormulaRef } from '../formula/translate.ts';
import { CALENDAR_ROWS } from '../model/lines.ts';
import type { AnnualExtraDef } from '../model/annual.ts';
import type { ActualDerivedDef } from '../model/actualsSheet.ts';
import { CLOSED_INPUT_LINES, isClosedMonthLine, OPTIONAL_ACTUAL_LINES } from '../actuals/closedMonths.ts';
import { MODEL_DEFINITION, type ModelDefinition } from '../model/definition.ts';
import type { Aggregation, DerivedDef, LineDef } from '../model/types.ts';
import { annualLineSource, calendarRow, closedSourcesOf, KPI_YEARS, kpiCellSource, type Layout } from '../workbook/compile.ts';
import { evaluationOrder } from './order.ts';
import { KernelCompileError, planFormula, type KernelSheet, type Operand, type PlannedNode } from './plan.ts';

/**
 * Every formula of the model definition, planned for the kernel in the workbook's layout: which
 * cell each formula fills, what it reads, and in which order the formulas of a period run. The
 * kernel's arrays are the workbook's sheets without their header row and id column, row-major:
 * Monthly!{col}{row} of layout.rows.Monthly is `monthly[(row − 1) × 61 + col − 1]`.
 */

/** The formulas the kernel compiles (engine/model/definition.ts); the ids must be those the workbook lays out. */
export { MODEL_DEFINITION, type ModelDefinition };

/** Columns of each array: one value per driver, 24 actual months, the opening column and 60 forecast months, 7 years, 6 KPI years. */
export const KERNEL_COLUMNS = {
  drivers: 1,
  actuals: ACTUAL_MONTHS.length,
  monthly: 1 + FORECAST_MONTHS.length,
  annual: ALL_YEARS.length,
  kpis: KPI_YEARS.length,
  closed: 1 + FORECAST_MONTHS.length,
} as const;

/**
 * The input of closed months, laid out like Monthly (column 0, the opening column, unused): one row
 * per line that takes an actual (CLOSED_INPUT_LINES order: required, then optional), one row per
 * optional line that is 1 where the month gives it, then a row that is 1 in a closed month.
 */
export const CLOSED_PRESENT_ROW = CLOSED_INPUT_LINES.length;
export const CLOSED_FLAG_ROW = CLOSED_INPUT_LINES.length + OPTIONAL_ACTUAL_LINES.length;
export const CLOSED_ROWS = CLOSED_FLAG_ROW + 1;

export type ResultSheet = Exclude<KernelSheet, 'hoisted' | 'closed'>;
export type MemorySheet = ResultSheet | 'closed';
export const RESULT_SHEETS: readonly ResultSheet[] = ['drivers', 'actuals', 'monthly', 'annual', 'kpis'];

/** One formula filling one cell (for a column formula: the row, whose cell of column `c` it fills). */
export interface Step {
  id: string;
  sheet: ResultSheet;
  target: number;
  formula: PlannedNode;
  /** A monthly line's value in a closed month, when it is not its forecast formula (closedMonthSources.ts). */
  closed?: PlannedNode;
}

/** An Annual cell of a line: HyperFormula's SUM or AVERAGE of the year's twelve months, or one month's cell. */
export interface AnnualAggregate {
  id: string;
  year: number;
  target: number;
  sheet: 'actuals' | 'monthly';
  /** The year's first month (for 'first' and 'last' of the opening column: that cell). */
  first: number;
  how: Aggregation;
}

export interface ModelPlan {
  /** Derived values in evaluation order. */
  derived: Step[];
  /** Subtrees of column formulas that read only drivers: computed once per evaluation. */
  hoisted: PlannedNode[];
  /** Rows computed on the Actuals sheet: January 2024, then every later month. */
  actualFirst: Step[];
  actualRest: Step[];
  /** The opening column (December 2025) of the lines that have one. */
  opening: Step[];
  /** The lines of a forecast month, in evaluation order. */
  monthly: Step[];
  /** The cell of each month that is 1 when the month is closed. */
  closedFlag: Operand;
  annualLines: AnnualAggregate[];
  annualExtras: Step[];
  kpis: Step[];
}

const unknown = (ref: FormulaRef): never => {
  throw new KernelCompileError(`unknown name ${ref.kind === 'name' ? ref.id : `${ref.kind}(${ref.id})`}`);
};

function sameRowNames(formulas: readonly (string | undefined)[], ids: ReadonlySet<string>): string[] {
  return [...new Set(formulas.flatMap((formula) => (formula === undefined ? [] : referencesOf(formula)))
    .filter((ref) => ref.kind === 'name' && ids.has(ref.id)).map((ref) => ref.id))];
}

/** Plans every formula; throws KernelCompileError naming the first formula the kernel cannot evaluate, or a cycle. */
export function planModel(definition: ModelDefinition, layout: Layout): ModelPlan {
  const { rows } = layout;
  const C = KERNEL_COLUMNS;
  const closedSources = closedSourcesOf(definition);
  const row = (sheet: keyof Layout['rows'], id: string): number => {
    const found = rows[sheet].get(id);
    if (found === undefined) throw new KernelCompileError(`${id} has no row on ${sheet}`);
    return found - 1;
  };
  const driverLevel = (id: string): Operand | undefined => {
    const setting = layout.settingRows.get(id);
    if (setting !== undefined) return { kind: 'slot', sheet: 'actuals', index: (setting - 1) * C.actuals, id };
    const found = rows.Drivers.get(id);
    return found === undefined ? undefined : { kind: 'slot', sheet: 'drivers', index: found - 1, id };
  };
  const column = (sheet: 'actuals' | 'monthly', sheetRows: keyof Layout['rows'], id: string, shift: 0 | -1): Operand =>
    ({ kind: 'column', sheet, index: row(sheetRows, id) * C[sheet] + shift, id });

  // Subtrees that read only drivers: computed once per evaluation, each distinct one once.
  const hoisted: PlannedNode[] = [];
  const hoistedIndex = new Map<string, number>();
  const hoist = (subtree: PlannedNode): Operand => {
    const key = JSON.stringify(subtree);
    let index = hoistedIndex.get(key);
    if (index === undefined) {
      index = hoisted.push(subtree) - 1;
      hoistedIndex.set(key, index);
    }
    return { kind: 'slot', sheet: 'hoisted', index, id: `hoisted_${index}` };
  };

  // Derived values: formulas over drivers and other derived values.
  const derivedById = new Map(definition.derived.map((d) => [d.id, d]));
  const derivedOrder = evaluationOrder('derived values', new Map(definition.derived.map((d) => [d.id, sameRowNames([d.formula], new Set(derivedById.keys()))])));
  const derived = derivedOrder.map((id): Step => ({
    id,
    sheet: 'drivers',
    target: row('Drivers', id),
    formula: planFormula((derivedById.get(id) as DerivedDef).formula, {
      where: `derived ${id}`,
      resolve: (ref) => (ref.kind === 'name' ? driverLevel(ref.id) : undefined) ?? unknown(ref),
    }),
  }));

  // Actuals: the rows computed from the monthly actuals, month by month.
  const actualById = new Map(definition.actualDerived.map((d) => [d.id, d]));
  const actualOrder = evaluationOrder('Actuals', new Map(definition.actualDerived.map((d) => [d.id, sameRowNames([d.formula, d.firstMonth], new Set(actualById.keys()))])));
  const actualStep = (id: string, first: boolean): Step => {
    const derivedRow = actualById.get(id) as ActualDerivedDef;
    return {
      id,
      sheet: 'actuals',
      target: row('Actuals', id) * C.actuals,
      formula: planFormula(first ? derivedRow.firstMonth ?? derivedRow.formula : derivedRow.formula, {
        where: `Actuals ${id}${first ? ' (January 2024)' : ''}`,
        hoist,
        resolve: (ref) => {
          if (ref.kind === 'name') return driverLevel(ref.id) ?? column('actuals', 'Actuals', ref.id, 0);
          if (ref.kind === 'prev' && !first) return column('actuals', 'Actuals', ref.id, -1);
          return unknown(ref);
        },
      }),
    };
  };

  // Monthly: the opening column (December 2025), then the lines of each forecast month.
  const lineById = new Map(definition.lines.map((line) => [line.id, line]));
  // Opening values may read other lines' opening values (the balance sheet's totals): ordered like a month.
  const withOpening = new Map(definition.lines.filter((line) => line.opening !== undefined).map((line) => [line.id, line.opening as string]));
  const openingOrder = evaluationOrder('Monthly (opening)', new Map([...withOpening].map(([id, formula]) => [id, sameRowNames([formula], new Set(withOpening.keys()))])));
  const opening = openingOrder.map((id): Step => ({
    id,
    sheet: 'monthly',
    target: row('Monthly', id) * C.monthly,
    formula: planFormula(withOpening.get(id) as string, {
      where: `Monthly ${id} (opening)`,
      resolve: (ref) => {
        if (ref.kind === 'name') return driverLevel(ref.id) ?? (withOpening.has(ref.id) ? column('monthly', 'Monthly', ref.id, 0) : unknown(ref));
        if (ref.kind === 'actual') return { kind: 'slot', sheet: 'actuals', index: row('Actuals', ref.id) * C.actuals + C.actuals - 1, id: ref.id };
        return unknown(ref);
      },
    }),
  }));
  const lineOrder = evaluationOrder('Monthly', new Map(definition.lines.map((line) => [line.id, sameRowNames([line.formula], new Set(lineById.keys()))])));
  const closedActual = (id: string): Operand => ({ kind: 'column', sheet: 'closed', index: CLOSED_INPUT_LINES.indexOf(id) * C.closed, id });
  const closedPresent = (id: string): Operand => ({ kind: 'column', sheet: 'closed', index: (CLOSED_PRESENT_ROW + OPTIONAL_ACTUAL_LINES.indexOf(id)) * C.closed, id: `${id}_given` });
  // Read from the closed month's actuals directly, so the month's order stays the forecast's.
  const closedFormula = (id: string, formula: string): PlannedNode => planFormula(formula, {
    where: `Monthly ${id} (closed month)`,
    hoist,
    resolve: (ref) => {
      if (ref.kind === 'prev' && lineById.get(ref.id)?.opening !== undefined) return column('monthly', 'Monthly', ref.id, -1);
      if (ref.kind !== 'name') return unknown(ref);
      return driverLevel(ref.id) ?? (isClosedMonthLine(ref.id) ? closedActual(ref.id) : unknown(ref));
    },
  });
  const closedStep = (id: string, forecast: PlannedNode): PlannedNode | undefined => {
    const source = closedSources.get(id);
    if (!source) return undefined;
    if (source.kind === 'actual') return { kind: 'operand', operand: closedActual(id) };
    if (source.kind === 'formula') return closedFormula(id, source.formula);
    // An optional actual: the month's value where it gives one, else the fallback (or the forecast).
    const otherwise = source.fallback === undefined ? forecast : closedFormula(id, source.fallback);
    return { kind: 'call', name: 'IF', args: [{ kind: 'operand', operand: closedPresent(id) }, { kind: 'operand', operand: closedActual(id) }, otherwise] };
  };
  const forecastStep = (id: string): PlannedNode => planFormula((lineById.get(id) as LineDef).formula, {
    where: `Monthly ${id}`,
    hoist,
    resolve: (ref) => {
      if (ref.kind === 'name') return driverLevel(ref.id) ?? column('monthly', 'Monthly', ref.id, 0);
      if (ref.kind === 'prev') {
        const target = lineById.get(ref.id);
        if (!target) return unknown(ref);
        if (target.opening === undefined) throw new KernelCompileError(`prev(${ref.id}) needs an opening value for ${ref.id}`);
        return column('monthly', 'Monthly', ref.id, -1);
      }
      if (ref.kind === 'lag') {
        if (!lineById.has(ref.id)) return unknown(ref);
        const openingEmpty = lineById.get(ref.id)?.opening === undefined ? { openingEmpty: true as const } : {};
        return { kind: 'lag', sheet: 'monthly', index: row('Monthly', ref.id) * C.monthly, id: ref.id, shift: ref.months, ...openingEmpty };
      }
      return unknown(ref);
    },
  });
  const monthly = lineOrder.map((id): Step => {
    const formula = forecastStep(id);
    return { id, sheet: 'monthly', target: row('Monthly', id) * C.monthly, closed: closedStep(id, formula), formula };
  });

  // Annual: every line aggregated per year, then the annual extras of each year.
  const annualLines: AnnualAggregate[] = [];
  for (const line of definition.lines) {
    ALL_YEARS.forEach((year, y) => {
      const base = { id: line.id, year, target: row('Annual', line.id) * C.annual + y };
      const source = annualLineSource(layout, line.id, year);
      if (source === 'monthly') annualLines.push({ ...base, sheet: 'monthly', first: row('Monthly', line.id) * C.monthly + 1 + (year - 2026) * 12, how: line.aggregate });
      if (source === 'actuals') annualLines.push({ ...base, sheet: 'actuals', first: row('Actuals', line.id) * C.actuals + (year - 2024) * 12, how: line.aggregate });
      if (source === 'opening') annualLines.push({ ...base, sheet: 'monthly', first: row('Monthly', line.id) * C.monthly, how: 'first' });
    });
  }
  // A formula may read only cells the workbook fills: an empty cell would read as 0 there.
  const annualCell = (id: string, year: number, where: string): Operand => {
    const present = lineById.has(id) ? annualLineSource(layout, id, year) !== 'none' : layout.annualAvailable(id, year);
    if (!present) throw new KernelCompileError(`${where} reads ${id} of ${year}, which the workbook leaves empty`);
    return { kind: 'slot', sheet: 'annual', index: row('Annual', id) * C.annual + ALL_YEARS.indexOf(year as (typeof ALL_YEARS)[number]), id };
  };
  const extraById = new Map(definition.annualExtras.map((e) => [e.id, e]));
  const extraOrder = evaluationOrder('Annual', new Map(definition.annualExtras.map((e) => [e.id, sameRowNames([e.formula], new Set(extraById.keys()))])));
  const annualExtras: Step[] = [];
  ALL_YEARS.forEach((year, y) => {
    for (const id of extraOrder) {
      if (!layout.annualAvailable(id, year)) continue;
      const where = `Annual ${id} ${year}`;
      annualExtras.push({
        id,
        sheet: 'annual',
        target: row('Annual', id) * C.annual + y,
        formula: planFormula((extraById.get(id) as AnnualExtraDef).formula, {
          where,
          resolve: (ref) => {
            if (ref.kind === 'name') return driverLevel(ref.id) ?? annualCell(ref.id, year, where);
            if (ref.kind === 'dec' && year >= 2026) return { kind: 'slot', sheet: 'monthly', index: row('Monthly', ref.id) * C.monthly + (year - 2026) * 12 + 12, id: ref.id };
            if (ref.kind === 'dec') return { kind: 'slot', sheet: 'actuals', index: row('Actuals', ref.id) * C.actuals + (year - 2024) * 12 + 11, id: ref.id };
            return unknown(ref);
          },
        }),
      });
    }
  });

  // KPIs: formulas over the annual values of the year (and of the year before), or the stated 2025 base.
  const kpis: Step[] = [];
  for (const kpi of definition.kpis) {
    KPI_YEARS.forEach((year, k) => {
      if (kpiCellSource(layout, kpi, year) !== 'formula') return;
      const where = `KPI ${kpi.id} ${year}`;
      kpis.push({
        id: kpi.id,
        sheet: 'kpis',
        target: row('KPIs', kpi.id) * C.kpis + k,
        formula: planFormula(kpi.formula, {
          where,
          resolve: (ref) => {
            if (ref.kind === 'name') return driverLevel(ref.id) ?? annualCell(ref.id, year, where);
            if (ref.kind === 'prev_year') return annualCell(ref.id, year - 1, where);
            return unknown(ref);
          },
        }),
      });
    });
  }

  return {
    derived,
    hoisted,
    actualFirst: actualOrder.map((id) => actualStep(id, true)),
    actualRest: actualOrder.map((id) => actualStep(id, false)),
    opening,
    monthly,
    closedFlag: { kind: 'column', sheet: 'closed', index: CLOSED_FLAG_ROW * C.closed, id: 'month_closed' },
    annualLines,
    annualExtras,
    kpis,
  };
}

/** Where each array starts in the kernel's one memory, and how long it is. */
export interface KernelMemory {
  base: Record<MemorySheet, number>;
  sizes: Record<MemorySheet, number>;
  size: number;
}

export function kernelMemory(layout: Layout): KernelMemory {
  const rowsOf = (rows: ReadonlyMap<string, number>) => Math.max(0, ...rows.values());
  const sizes: Record<MemorySheet, number> = {
    drivers: rowsOf(layout.rows.Drivers),
    actuals: Math.max(...layout.settingRows.values()) * KERNEL_COLUMNS.actuals,
    monthly: rowsOf(layout.rows.Monthly) * KERNEL_COLUMNS.monthly,
    annual: rowsOf(layout.rows.Annual) * KERNEL_COLUMNS.annual,
    kpis: rowsOf(layout.rows.KPIs) * KERNEL_COLUMNS.kpis,
    closed: CLOSED_ROWS * KERNEL_COLUMNS.closed,
  };
  const base = {} as Record<MemorySheet, number>;
  let size = 0;
  for (const sheet of [...RESULT_SHEETS, 'closed'] as const) {
    base[sheet] = size;
    size += sizes[sheet];
  }
  return { base, sizes, size };
}

/** The cells that hold constants, as memory indices: the calendar rows of Monthly, the month keys of Actuals, the stated 2025 KPI bases. */
export function kernelConstants(definition: ModelDefinition, layout: Layout): { index: number; value: number }[] {
  const { base } = kernelMemory(layout);
  const C = KERNEL_COLUMNS;
  const rowStart = (sheet: 'Monthly' | 'Actuals' | 'KPIs', id: string, columns: number) => ((layout.rows[sheet].get(id) as number) - 1) * columns;
  return [
    ...CALENDAR_ROWS.flatMap((id) => calendarRow(id).map((value, c) => ({ index: base.monthly + rowStart('Monthly', id, C.monthly) + c, value }))),
    ...ACTUAL_MONTHS.map((month, c) => ({ index: base.actuals + rowStart('Actuals', 'month_key', C.actuals) + c, value: monthKey(month) })),
    ...definition.kpis.flatMap((kpi) => KPI_YEARS.flatMap((year, k) => (kpiCellSource(layout, kpi, year) === 'base2025' && kpi.base2025
      ? [{ index: base.kpis + rowStart('KPIs', kpi.id, C.kpis) + k, value: kpi.base2025.value }]
      : []))),
  ];
}
