import { ACTUAL_MONTHS, ALL_YEARS, FIRST_FORECAST_YEAR, FORECAST_MONTHS, FORECAST_YEARS, monthKey, monthNumberOf, yearOf } from '../calendar.ts';
import { a1, columnLetters, referencesOf, translate, type FormulaRef } from '../formula/translate.ts';
import { seriesOf, type Actuals } from '../actuals/schema.ts';
import { closedMonthCount, optionalActual, type ClosedMonthLine, type ClosedMonths } from '../actuals/closedMonths.ts';
import { closedMonthSourcesOf, type ClosedMonthSource } from '../model/closedMonthSources.ts';
import { CALENDAR_ROWS, type CalendarRow } from '../model/lines.ts';
import { SETTING_NAMES, SETTING_NAME_BY_ID } from '../model/baselineSettings.ts';
import { MODEL_DEFINITION, type ModelDefinition } from '../model/definition.ts';
import type { Aggregation, KpiDef } from '../model/types.ts';
import { generatedPlan } from '../headcount/defaultPlan.ts';
import type { HeadcountPlan } from '../headcount/plan.ts';
import { HEADCOUNT_SHEET, headcountSheets, POSITIONS_SHEET } from './headcountSheet.ts';
import { planDriverValue, planRowCells, planRowIds } from '../headcount/planRows.ts';

/**
 * Compiles the model definition into sheets of cell contents (numbers, text, "=formulas") and
 * named ranges. HyperFormula is built from this, and the Excel export writes the same cells, so
 * both are one model. Row 0 of every sheet is a header; column A holds the row's id.
 */
export type Cell = number | string | null;

export const SHEET = { drivers: 'Drivers', actuals: 'Actuals', monthly: 'Monthly', annual: 'Annual', kpis: 'KPIs' } as const;
export type SheetName = (typeof SHEET)[keyof typeof SHEET];

export const KPI_YEARS = [2025, ...FORECAST_YEARS] as const;
export const OPENING_COL = 1;

export interface Layout {
  /** Row of each id per sheet (drivers and derived values share the Drivers sheet). */
  rows: Record<SheetName, Map<string, number>>;
  actualCol(monthIndex: number): number;
  monthlyCol(monthIndex: number): number;
  annualCol(year: number): number;
  kpiCol(year: number): number;
  /** Which annual cells hold a value (forecast years always; 2024/2025 where actuals define them). */
  annualAvailable(id: string, year: number): boolean;
  /** Row of each baseline setting formulas read by name (engine/model/baselineSettings.ts) on the Actuals sheet; its value sits in column B. */
  settingRows: ReadonlyMap<string, number>;
  /** A name the same in every month: a driver, a derived value or a baseline setting. */
  isDriverLevel(id: string): boolean;
  /** The definition laid out. */
  definition: ModelDefinition;
}

export interface NamedRange {
  name: string;
  /** Absolute reference, e.g. "=Drivers!$B$2". */
  expression: string;
}

/** The headcount plan's two sheets (headcountSheet.ts): their rows depend on the plan, not on the definition. */
export type PlanSheetName = typeof POSITIONS_SHEET | typeof HEADCOUNT_SHEET;

export interface CompiledWorkbook {
  /** The model's sheets, and the plan's sheets where its rows are formulas (`planRows`). */
  sheets: Record<SheetName, Cell[][]> & Partial<Record<PlanSheetName, Cell[][]>>;
  names: NamedRange[];
  layout: Layout;
}

/** The lines the 2024–2025 baseline data holds, in definition order: the Actuals sheet's input rows. */
export function actualFieldsOf(definition: ModelDefinition): string[] {
  return definition.lines.filter((line) => line.actuals?.baseline).map((line) => line.id);
}

const closedSourcesCache = new WeakMap<ModelDefinition, ReadonlyMap<string, ClosedMonthSource>>();

/** How each line of a definition fills a closed month (engine/model/closedMonthSources.ts). */
export function closedSourcesOf(definition: ModelDefinition): ReadonlyMap<string, ClosedMonthSource> {
  let sources = closedSourcesCache.get(definition);
  if (!sources) {
    sources = closedMonthSourcesOf(definition.lines, definition.actualDerived);
    closedSourcesCache.set(definition, sources);
  }
  return sources;
}

function aggregateFormula(aggregate: Aggregation, sheet: string, row: number, firstCol: number, lastCol: number): string {
  const first = a1(firstCol, row, sheet);
  const last = a1(lastCol, row, sheet);
  switch (aggregate) {
    case 'sum': return `=SUM(${first}:${a1(lastCol, row)})`;
    case 'avg': return `=AVERAGE(${first}:${a1(lastCol, row)})`;
    case 'first': return `=${first}`;
    case 'last': return `=${last}`;
  }
}

/** Where every id sits on every sheet; the same for every compilation (the kernel lays out its arrays by it). */
export function workbookLayout(definition: ModelDefinition = MODEL_DEFINITION): Layout {
  const { drivers: DRIVERS, derived: DERIVED, lines: LINES, actualDerived: ACTUAL_DERIVED, annualExtras: ANNUAL_EXTRAS, kpis: KPIS } = definition;
  const driverLevelIds = new Set([...DRIVERS.map((d) => d.id), ...DERIVED.map((d) => d.id)]);
  const isDriverLevel = (id: string): boolean => driverLevelIds.has(id) || SETTING_NAME_BY_ID.has(id);
  const rows = {
    Drivers: new Map<string, number>(),
    Actuals: new Map<string, number>(),
    Monthly: new Map<string, number>(),
    Annual: new Map<string, number>(),
    KPIs: new Map<string, number>(),
  } satisfies Record<SheetName, Map<string, number>>;
  [...DRIVERS.map((d) => d.id), ...DERIVED.map((d) => d.id)].forEach((id, i) => rows.Drivers.set(id, i + 1));
  ['month_key', ...actualFieldsOf(definition), ...ACTUAL_DERIVED.map((d) => d.id)].forEach((id, i) => rows.Actuals.set(id, i + 1));
  const settingRows = new Map(SETTING_NAMES.map((setting, i) => [setting.name, rows.Actuals.size + 1 + i]));
  [...CALENDAR_ROWS, ...planRowIds(definition.departments), ...LINES.map((l) => l.id)].forEach((id, i) => rows.Monthly.set(id, i + 1));
  [...LINES.map((l) => l.id), ...ANNUAL_EXTRAS.map((e) => e.id)].forEach((id, i) => rows.Annual.set(id, i + 1));
  KPIS.forEach((kpi, i) => rows.KPIs.set(kpi.id, i + 1));

  const lineById = new Map(LINES.map((line) => [line.id, line]));
  const extraById = new Map(ANNUAL_EXTRAS.map((extra) => [extra.id, extra]));
  const availableCache = new Map<string, boolean>();
  const annualAvailable = (id: string, year: number): boolean => {
    if (FORECAST_YEARS.includes(year as (typeof FORECAST_YEARS)[number])) return true;
    if (year !== 2024 && year !== 2025) return false;
    const key = `${id}:${year}`;
    const cached = availableCache.get(key);
    if (cached !== undefined) return cached;
    let available = false;
    if (rows.Actuals.has(id)) available = true;
    else if (year === 2025 && lineById.get(id)?.opening !== undefined && lineById.get(id)?.aggregate === 'last') available = true;
    else {
      const extra = extraById.get(id);
      if (extra) {
        available = referencesOf(extra.formula).every((ref) =>
          isDriverLevel(ref.id) || (ref.kind === 'dec' ? rows.Actuals.has(ref.id) : annualAvailable(ref.id, year)));
      }
    }
    availableCache.set(key, available);
    return available;
  };

  return {
    rows,
    actualCol: (i) => 1 + i,
    monthlyCol: (i) => 2 + i,
    annualCol: (year) => 1 + (year - ALL_YEARS[0]),
    kpiCol: (year) => 1 + (year - KPI_YEARS[0]),
    annualAvailable,
    settingRows,
    isDriverLevel,
    definition,
  };
}

/** The values of a calendar row of the Monthly sheet: the opening column (December 2025), then every forecast month. */
export function calendarRow(row: CalendarRow): number[] {
  switch (row) {
    case 'year': return [yearOf('2025-12'), ...FORECAST_MONTHS.map(yearOf)];
    case 'month_key': return [monthKey('2025-12'), ...FORECAST_MONTHS.map(monthKey)];
    case 'year_index': return [0, ...FORECAST_MONTHS.map((m) => yearOf(m) - 2025)];
    case 'month_index': return [0, ...FORECAST_MONTHS.map((_, i) => i + 1)];
    case 'month_of_year': return [12, ...FORECAST_MONTHS.map(monthNumberOf)];
  }
}

/**
 * Where a line's Annual cell of a year takes its value: the forecast months, the actual months,
 * the opening column (a 2025 year-end value that only the opening column holds), or nowhere.
 */
export type AnnualLineSource = 'monthly' | 'actuals' | 'opening' | 'none';

export function annualLineSource(layout: Layout, lineId: string, year: number): AnnualLineSource {
  if (year >= FIRST_FORECAST_YEAR) return 'monthly';
  if (layout.rows.Actuals.has(lineId)) return 'actuals';
  return layout.annualAvailable(lineId, year) ? 'opening' : 'none';
}

/** What a KPI cell of a year holds: the stated 2025 base, the KPI's formula (when every input exists that year), or nothing. */
export type KpiCellSource = 'base2025' | 'formula' | 'none';

export function kpiCellSource(layout: Layout, kpi: KpiDef, year: number): KpiCellSource {
  // A stated 2025 base wins (e.g. time to first value: 28 days in 2025, P1 §9).
  if (year === 2025 && kpi.base2025) return 'base2025';
  const computable = referencesOf(kpi.formula).every((ref) => {
    if (layout.isDriverLevel(ref.id) && ref.kind === 'name') return true;
    if (ref.kind === 'prev_year') return layout.annualAvailable(ref.id, year - 1);
    return layout.annualAvailable(ref.id, year);
  });
  return computable ? 'formula' : 'none';
}

function unknownName(ref: FormulaRef, where: string): never {
  throw new Error(`Unknown name ${ref.kind === 'name' ? ref.id : `${ref.kind}(${ref.id})`} in ${where}`);
}

function rowOf(layout: Layout, sheet: SheetName, id: string, where: string): number {
  const row = layout.rows[sheet].get(id);
  if (row === undefined) throw new Error(`No row ${id} on ${sheet} (in ${where})`);
  return row;
}

export interface CompileOptions {
  /** The definition compiled; the shipped model's when absent. */
  definition?: ModelDefinition;
  /**
   * 'names' writes driver-level values as their names (the Excel export: readable formulas);
   * 'cells' writes absolute cell references (HyperFormula: no name lookup on every evaluation,
   * which measured 25% faster recalculation; docs/decisions.md).
   */
  driverRefs: 'names' | 'cells';
  /** The scenario's headcount plan; absent or null: the plan generated from its drivers (engine/headcount/defaultPlan.ts). */
  headcount?: HeadcountPlan | null;
  /**
   * The Monthly sheet's plan rows as 'values' of the plan's arithmetic (engine/headcount/series.ts;
   * the session, like the kernel) or as 'formulas' reading a Headcount sheet of live formulas per
   * position (the Excel export). 'values' when absent.
   */
  planRows?: 'values' | 'formulas';
}

/** A closed month's actual of a line; a closed month without it is refused (the close is set only on complete months). */
function closedActual(closed: ClosedMonths | undefined, month: string, line: ClosedMonthLine): number {
  const value = closed?.values[month]?.[line];
  if (value === undefined || !Number.isFinite(value)) throw new Error(`Closed month ${month} has no actual ${line}`);
  return value;
}

export function compileWorkbook(actuals: Actuals, driverValues: Record<string, number>, options: CompileOptions = { driverRefs: 'names' }): CompiledWorkbook {
  const definition = options.definition ?? MODEL_DEFINITION;
  const { drivers: DRIVERS, derived: DERIVED, lines: LINES, actualDerived: ACTUAL_DERIVED, annualExtras: ANNUAL_EXTRAS, kpis: KPIS } = definition;
  const layout = workbookLayout(definition);
  const { isDriverLevel } = layout;
  const closedSources = closedSourcesOf(definition);
  const nameCell = new Map<string, string>();
  const keep = (id: string): string | null => (options.driverRefs === 'names' ? null : (nameCell.get(id) ?? null));
  const lastActualCol = layout.actualCol(ACTUAL_MONTHS.length - 1);
  const closed = actuals.closed;
  const closedCount = closedMonthCount(closed?.lastClosedMonth ?? null);

  const names: NamedRange[] = [...DRIVERS, ...DERIVED].map((item) => ({
    name: item.id,
    expression: `=${SHEET.drivers}!$B$${rowOf(layout, SHEET.drivers, item.id, 'names') + 1}`,
  }));
  for (const [name, row] of layout.settingRows) names.push({ name, expression: `=${SHEET.actuals}!$B$${row + 1}` });
  for (const named of names) nameCell.set(named.name, named.expression.slice(1));

  // Drivers: one row per driver (value), then one per derived value (formula).
  const drivers: Cell[][] = [['id', 'value', 'name', 'unit']];
  for (const driver of DRIVERS) {
    const value = driverValues[driver.id];
    if (value === undefined || !Number.isFinite(value)) throw new Error(`Driver ${driver.id} has no value`);
    drivers.push([driver.id, value, driver.name, driver.unit]);
  }
  for (const derived of DERIVED) {
    const where = `derived ${derived.id}`;
    const formula = translate(derived.formula, (ref) => (ref.kind === 'name' && isDriverLevel(ref.id) ? keep(ref.id) : unknownName(ref, where)));
    drivers.push([derived.id, `=${formula}`, derived.name, derived.unit]);
  }

  // Actuals: month keys, monthly values, derived rows, and the opening cash setting.
  const actualsSheet: Cell[][] = [['field', ...ACTUAL_MONTHS]];
  actualsSheet.push(['month_key', ...ACTUAL_MONTHS.map(monthKey)]);
  for (const field of actualFieldsOf(definition)) actualsSheet.push([field, ...seriesOf(actuals.values, field)]);
  for (const derived of ACTUAL_DERIVED) {
    const cells: Cell[] = [derived.id];
    ACTUAL_MONTHS.forEach((_, i) => {
      const where = `Actuals ${derived.id}`;
      const source = i === 0 && derived.firstMonth ? derived.firstMonth : derived.formula;
      const col = layout.actualCol(i);
      cells.push(`=${translate(source, (ref) => {
        if (ref.kind === 'name') {
          if (isDriverLevel(ref.id)) return keep(ref.id);
          return a1(col, rowOf(layout, SHEET.actuals, ref.id, where));
        }
        if (ref.kind === 'prev' && i > 0) return a1(col - 1, rowOf(layout, SHEET.actuals, ref.id, where));
        return unknownName(ref, where);
      })}`);
    });
    actualsSheet.push(cells);
  }
  for (const setting of SETTING_NAMES) actualsSheet.push([setting.name, setting.value(actuals.settings)]);

  // Monthly: calendar rows, then every line; column B is the opening column (December 2025). A
  // closed month holds the actuals and the formulas of closedSourcesOf (engine/model/closedMonthSources.ts).
  const monthly: Cell[][] = [['line', '2025-12', ...FORECAST_MONTHS]];
  for (const row of CALENDAR_ROWS) monthly.push([row, ...calendarRow(row)]);
  // The plan's rows in every column (the opening column included): values of its arithmetic, or
  // references to the totals of the Headcount sheet's formulas.
  const planned = options.headcount ?? generatedPlan(driverValues);
  // A plan driver the definition lacks (a version published before the plan) is its shipped value, as the evaluators read it.
  const planDriver = (id: string): string => (DRIVERS.some((d) => d.id === id) ? (keep(id) ?? id) : String(planDriverValue({}, id)));
  const planSheets = options.planRows === 'formulas' ? headcountSheets(planned, planDriver, definition.departments) : null;
  const planValues = planSheets ? null : planRowCells(planned, driverValues, definition.departments);
  for (const row of planRowIds(definition.departments)) {
    if (planValues) {
      monthly.push([row, ...(planValues.get(row) as number[])]);
      continue;
    }
    const source = planSheets?.rows.get(row) as number;
    monthly.push([row, ...[OPENING_COL, ...FORECAST_MONTHS.map((_, i) => layout.monthlyCol(i))].map((col) => `=${a1(col, source, HEADCOUNT_SHEET)}`)]);
  }
  const calendarIds = new Set<string>(CALENDAR_ROWS);
  const openingIds = new Set(LINES.filter((line) => line.opening !== undefined).map((line) => line.id));
  for (const line of LINES) {
    const where = `Monthly ${line.id}`;
    const cells: Cell[] = [line.id];
    cells.push(line.opening === undefined ? null : `=${translate(line.opening, (ref) => {
      if (ref.kind === 'name') {
        if (isDriverLevel(ref.id)) return keep(ref.id);
        if (openingIds.has(ref.id)) return a1(OPENING_COL, rowOf(layout, SHEET.monthly, ref.id, where));
        return unknownName(ref, `${where} (opening)`);
      }
      if (ref.kind === 'actual') return a1(lastActualCol, rowOf(layout, SHEET.actuals, ref.id, where), SHEET.actuals);
      return unknownName(ref, `${where} (opening)`);
    })}`);
    FORECAST_MONTHS.forEach((month, i) => {
      const col = layout.monthlyCol(i);
      const closedSource = i < closedCount ? closedSources.get(line.id) : undefined;
      if (closedSource?.kind === 'actual') {
        cells.push(closedActual(closed, month, line.id as ClosedMonthLine));
        return;
      }
      const reported = closedSource?.kind === 'optional' ? optionalActual(closed, month, line.id) : undefined;
      if (reported !== undefined) {
        cells.push(reported);
        return;
      }
      const source = closedSource?.kind === 'formula' ? closedSource.formula : closedSource?.kind === 'optional' ? closedSource.fallback : undefined;
      cells.push(`=${translate(source ?? line.formula, (ref) => {
        if (ref.kind === 'name') {
          if (isDriverLevel(ref.id)) return keep(ref.id);
          if (calendarIds.has(ref.id) || layout.rows.Monthly.has(ref.id)) return a1(col, rowOf(layout, SHEET.monthly, ref.id, where));
          return unknownName(ref, where);
        }
        if (ref.kind === 'prev') {
          const target = LINES.find((l) => l.id === ref.id);
          if (!target) return unknownName(ref, where);
          if (i === 0 && target.opening === undefined) throw new Error(`${where}: prev(${ref.id}) needs an opening value for ${ref.id}`);
          return a1(col - 1, rowOf(layout, SHEET.monthly, ref.id, where));
        }
        if (ref.kind === 'lag') {
          // Months before the opening column hold nothing, nor does the opening column of a line without an opening value: 0 there.
          const lagged = rowOf(layout, SHEET.monthly, ref.id, where);
          const first = openingIds.has(ref.id) ? OPENING_COL : OPENING_COL + 1;
          return col - ref.months >= first ? a1(col - ref.months, lagged) : '0';
        }
        return unknownName(ref, where);
      })}`);
    });
    monthly.push(cells);
  }

  // Annual: every line aggregated per year, then the annual extras.
  const annual: Cell[][] = [['line', ...ALL_YEARS]];
  for (const line of LINES) {
    const monthlyRow = rowOf(layout, SHEET.monthly, line.id, 'Annual');
    const cells: Cell[] = [line.id];
    for (const year of ALL_YEARS) {
      const source = annualLineSource(layout, line.id, year);
      if (source === 'monthly') {
        const first = layout.monthlyCol((year - 2026) * 12);
        cells.push(aggregateFormula(line.aggregate, SHEET.monthly, monthlyRow, first, first + 11));
      } else if (source === 'actuals') {
        const first = layout.actualCol((year - 2024) * 12);
        cells.push(aggregateFormula(line.aggregate, SHEET.actuals, rowOf(layout, SHEET.actuals, line.id, 'Annual'), first, first + 11));
      } else if (source === 'opening') {
        cells.push(`=${a1(OPENING_COL, monthlyRow, SHEET.monthly)}`);
      } else {
        cells.push(null);
      }
    }
    annual.push(cells);
  }
  for (const extra of ANNUAL_EXTRAS) {
    const where = `Annual ${extra.id}`;
    const cells: Cell[] = [extra.id];
    for (const year of ALL_YEARS) {
      if (!layout.annualAvailable(extra.id, year)) {
        cells.push(null);
        continue;
      }
      const col = layout.annualCol(year);
      cells.push(`=${translate(extra.formula, (ref) => {
        if (ref.kind === 'name') {
          if (isDriverLevel(ref.id)) return keep(ref.id);
          return a1(col, rowOf(layout, SHEET.annual, ref.id, where));
        }
        if (ref.kind === 'dec') {
          if (year >= 2026) return a1(layout.monthlyCol((year - 2026) * 12 + 11), rowOf(layout, SHEET.monthly, ref.id, where), SHEET.monthly);
          return a1(layout.actualCol((year - 2024) * 12 + 11), rowOf(layout, SHEET.actuals, ref.id, where), SHEET.actuals);
        }
        return unknownName(ref, where);
      })}`);
    }
    annual.push(cells);
  }

  // KPIs: one row per KPI, columns 2025–2030.
  const kpis: Cell[][] = [['kpi', ...KPI_YEARS]];
  for (const kpi of KPIS) {
    const where = `KPI ${kpi.id}`;
    const cells: Cell[] = [kpi.id];
    for (const year of KPI_YEARS) {
      const source = kpiCellSource(layout, kpi, year);
      if (source === 'base2025' && kpi.base2025) {
        cells.push(kpi.base2025.value);
        continue;
      }
      if (source === 'none') {
        cells.push(null);
        continue;
      }
      cells.push(`=${translate(kpi.formula, (ref) => {
        if (ref.kind === 'name') {
          if (isDriverLevel(ref.id)) return keep(ref.id);
          return a1(layout.annualCol(year), rowOf(layout, SHEET.annual, ref.id, where), SHEET.annual);
        }
        if (ref.kind === 'prev_year') return a1(layout.annualCol(year - 1), rowOf(layout, SHEET.annual, ref.id, where), SHEET.annual);
        return unknownName(ref, where);
      })}`);
    }
    kpis.push(cells);
  }

  return {
    sheets: {
      Drivers: drivers, Actuals: actualsSheet, Monthly: monthly, Annual: annual, KPIs: kpis,
      ...(planSheets ? { [POSITIONS_SHEET]: planSheets.positions, [HEADCOUNT_SHEET]: planSheets.headcount } : {}),
    },
    names,
    layout,
  };
}

export { columnLetters };
