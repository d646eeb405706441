import type { HyperFormula, SimpleCellAddress, SimpleCellRange } from 'hyperformula';
import { annualAggregation } from '../model/aggregation.ts';
import { tablesOf, type DefinitionTables } from '../model/tables.ts';
import { referencesOf } from '../formula/translate.ts';
import { ALL_MONTHS, FIRST_FORECAST_YEAR, FORECAST_MONTHS } from '../calendar.ts';
import { SHEET, type NamedRange, type SheetName } from '../workbook/compile.ts';
import { SETTING_NAME_BY_ID } from '../model/baselineSettings.ts';
import { addressOf, refOf, type Address, type CellRef, type ExplainRef } from './cellRef.ts';
import { displayNameOf, readableFormula, unitOf } from './businessNames.ts';
import { cellErrorOf, cellErrorText, numberOf, type CellError } from './values.ts';
import type { Aggregation } from '../model/types.ts';
import type { SessionWorkbook } from './sessionWorkbook.ts';

export interface ExplainInput {
  ref: CellRef | null;
  id: string;
  label: string;
  kind: 'line' | 'actual' | 'driver' | 'derived' | 'calendar' | 'setting';
  value: number | null;
  /** Business name of the input (the label may carry prev()/dec() around the id). */
  name: string;
  /** Unit in the vocabulary of driver units ('€', 'rides', 'ratio', …). */
  unit: string;
}

/** A driver the explained cell depends on; its impact per +1% comes from driverImpacts.ts. */
export interface ExplainDriver {
  id: string;
  name: string;
  unit: string;
  value: number;
}

/**
 * Which of the engine's own sentences an explanation is, with its parts, so a screen writes it in
 * the reader's language (src/ui/explain/engineSentences.ts); `explanation` keeps the English.
 */
export type ExplainSentence =
  | { code: 'baseline_actual' }
  | { code: 'opening_value' }
  | { code: 'closed_month_actual' }
  | { code: 'annual'; how: Aggregation; year: number; months: 'actual' | 'forecast' }
  | { code: 'quarter'; how: Aggregation; year: number; quarter: number }
  | { code: 'no_actuals'; id: string };

export interface Explanation {
  ref: ExplainRef;
  name: string;
  value: number | null;
  /** Why the cell has no value when the workbook gives an error (a division by zero …), in English words; absent otherwise. */
  error?: string;
  /** The same reason as data, for the reader's language. */
  error_code?: CellError;
  unit: string;
  /** The formula in business names ('Direct value' for entered values). */
  formula: string;
  /** The same formula with display names and × ÷ for readers. */
  readable_formula: string;
  /** The same formula as the workbook holds it (A1 references, driver names). */
  workbook_formula: string | null;
  explanation: string;
  /** Present where `explanation` is the engine's sentence rather than the definition's text. */
  explanation_code?: ExplainSentence;
  inputs: ExplainInput[];
  /** In the catalog's order. */
  drivers: ExplainDriver[];
}

const CALENDAR = new Set(['year', 'month_key', 'year_index', 'month_index']);

function sheetNameOf(wb: SessionWorkbook) {
  const names = new Map<number, SheetName>(Object.values(SHEET).map((name) => [wb.sheetId(name), name]));
  return (id: number) => names.get(id);
}

/** The month before `period` on the model's time axis (the forecast's first month follows 2025-12). */
function previousOf(months: readonly string[], period: string): string {
  const i = months.indexOf(period);
  return i <= 0 ? '2025-12' : (months[i - 1] as string);
}

function columnIndex(letters: string): number {
  return [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
}

/** The definition behind a cell: its business formula, explanation and display name. */
/** What the explain panel says of a closed month's actual (the monthly actuals, not the line's formula). */
export const CLOSED_MONTH_ACTUAL = 'Actual of a closed month, from the monthly actuals; the line\'s formula applies to open months.';

interface Defined {
  name: string;
  formula: string;
  explanation: string;
  code?: ExplainSentence;
}

function definitionOf(ref: CellRef, t: DefinitionTables): Defined {
  if (ref.sheet === 'Drivers') {
    const driver = t.driverById.get(ref.id);
    if (driver) return { name: driver.name, formula: 'Direct value', explanation: driver.business_logic };
    const derived = t.derivedById.get(ref.id);
    return { name: derived?.name ?? ref.id, formula: derived?.formula ?? 'Direct value', explanation: derived?.explanation ?? '' };
  }
  if (ref.sheet === 'KPIs') {
    const kpi = t.kpiById.get(ref.id);
    return { name: kpi?.name ?? ref.id, formula: kpi?.formula ?? '', explanation: kpi?.definition ?? '' };
  }
  if (ref.sheet === 'Actuals') {
    const derived = t.actualDerivedById.get(ref.id);
    if (derived) return { name: derived.name, formula: ref.period === '2024-01' && derived.firstMonth ? derived.firstMonth : derived.formula, explanation: derived.explanation };
    return { name: t.lineById.get(ref.id)?.name ?? ref.id, formula: 'Direct value', explanation: 'Actual from the 2024–2025 baseline.', code: { code: 'baseline_actual' } };
  }
  const line = t.lineById.get(ref.id);
  if (ref.sheet === 'Monthly') {
    if (ref.period === '2025-12') return { name: line?.name ?? ref.id, formula: line?.opening ?? 'Direct value', explanation: 'Opening value: December 2025 actual.', code: { code: 'opening_value' } };
    return { name: line?.name ?? ref.id, formula: line?.formula ?? '', explanation: line?.explanation ?? '' };
  }
  const extra = t.extraById.get(ref.id);
  if (extra) return { name: extra.name, formula: extra.formula, explanation: extra.explanation };
  const year = Number(ref.period);
  const how = t.aggregationOf(ref.id);
  return {
    name: line?.name ?? ref.id, ...annualAggregation(ref.id, year, how),
    code: { code: 'annual', how, year, months: year < FIRST_FORECAST_YEAR ? 'actual' : 'forecast' },
  };
}

function valueAt(wb: SessionWorkbook, ref: CellRef): number | null {
  const address = addressOf(ref, wb.layout, wb.sheetId);
  return address ? numberOf(wb.hf.getCellValue(address)) : null;
}

/** Direct inputs of a cell, read from its definition (so they carry business names). */
type RawInput = Omit<ExplainInput, 'name' | 'unit'>;

function inputsOf(wb: SessionWorkbook, ref: CellRef, formula: string): RawInput[] {
  const t = tablesOf(wb.layout.definition);
  if (ref.sheet === 'Annual' && !t.extraById.has(ref.id)) {
    const year = Number(ref.period);
    if (year >= 2026) {
      return FORECAST_MONTHS.filter((m) => m.startsWith(String(year))).map((month) => {
        const input: CellRef = { sheet: 'Monthly', id: ref.id, period: month };
        return { ref: input, id: ref.id, label: `${ref.id} ${month}`, kind: 'line', value: valueAt(wb, input) };
      });
    }
    return Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`).map((month) => {
      const sheet = wb.layout.rows.Actuals.has(ref.id) ? 'Actuals' : 'Monthly';
      const input: CellRef = sheet === 'Actuals' ? { sheet: 'Actuals', id: ref.id, period: month } : { sheet: 'Monthly', id: ref.id, period: '2025-12' };
      return { ref: input, id: ref.id, label: `${ref.id} ${month}`, kind: 'actual' as const, value: valueAt(wb, input) };
    }).filter((input, i, all) => input.ref.sheet === 'Actuals' || i === all.length - 1);
  }
  if (formula === 'Direct value') return [];
  return referencesOf(formula).map((r): RawInput => {
    if (r.kind === 'name' && t.driverById.has(r.id)) {
      const input: CellRef = { sheet: 'Drivers', id: r.id };
      return { ref: input, id: r.id, label: t.driverById.get(r.id)?.name ?? r.id, kind: 'driver', value: valueAt(wb, input) };
    }
    if (r.kind === 'name' && t.derivedById.has(r.id)) {
      const input: CellRef = { sheet: 'Drivers', id: r.id };
      return { ref: input, id: r.id, label: t.derivedById.get(r.id)?.name ?? r.id, kind: 'derived', value: valueAt(wb, input) };
    }
    const setting = r.kind === 'name' ? SETTING_NAME_BY_ID.get(r.id) : undefined;
    if (setting) {
      return { ref: null, id: r.id, label: setting.label, kind: 'setting', value: numberOf(wb.hf.getCellValue({ sheet: wb.sheetId('Actuals'), row: wb.layout.settingRows.get(r.id) as number, col: 1 })) };
    }
    if (r.kind === 'name' && CALENDAR.has(r.id)) {
      const address = addressOf({ sheet: 'Monthly', id: r.id, period: 'period' in ref ? ref.period : '' }, wb.layout, wb.sheetId);
      return { ref: null, id: r.id, label: r.id, kind: 'calendar', value: address ? numberOf(wb.hf.getCellValue(address)) : null };
    }
    let input: CellRef;
    const period = 'period' in ref ? ref.period : '';
    if (ref.sheet === 'KPIs') input = { sheet: 'Annual', id: r.id, period: r.kind === 'prev_year' ? String(Number(period) - 1) : period };
    else if (ref.sheet === 'Annual') input = r.kind === 'dec'
      ? (Number(period) >= 2026 ? { sheet: 'Monthly', id: r.id, period: `${period}-12` } : { sheet: 'Actuals', id: r.id, period: `${period}-12` })
      : { sheet: 'Annual', id: r.id, period };
    else if (ref.sheet === 'Actuals') input = { sheet: 'Actuals', id: r.id, period: r.kind === 'prev' ? previousOf(ALL_MONTHS, period) : period };
    else if (r.kind === 'actual') input = { sheet: 'Actuals', id: r.id, period: '2025-12' };
    else input = { sheet: 'Monthly', id: r.id, period: r.kind === 'prev' ? previousOf(FORECAST_MONTHS, period) : period };
    const label = r.kind === 'name' ? r.id : `${r.kind}(${r.id})`;
    return { ref: input, id: r.id, label, kind: input.sheet === 'Actuals' ? 'actual' : 'line', value: valueAt(wb, input) };
  });
}

const targetCache = new WeakMap<HyperFormula, Map<number, Address>>();

/**
 * Named expressions appear among precedents as cells of a virtual sheet (-1). Each of ours names
 * exactly one cell, and that cell lists its named expression among its dependents: this maps each
 * virtual row back to the cell it stands for, through the public API only.
 */
function namedExpressionTargets(wb: SessionWorkbook, names: readonly NamedRange[]): Map<number, Address> {
  const cached = targetCache.get(wb.hf);
  if (cached) return cached;
  const map = new Map<number, Address>();
  for (const named of names) {
    const match = /^=(\w+)!\$([A-Z]+)\$(\d+)$/.exec(named.expression);
    const sheet = match?.[1] ? wb.hf.getSheetId(match[1]) : undefined;
    if (sheet === undefined || !match) continue;
    const target = { sheet, col: columnIndex(match[2] as string), row: Number(match[3]) - 1 };
    for (const dependent of wb.hf.getCellDependents(target)) {
      if (!('start' in dependent) && dependent.sheet < 0) map.set(dependent.row, target);
    }
  }
  targetCache.set(wb.hf, map);
  return map;
}

/** Every driver the cell depends on, found by walking HyperFormula's precedents (ranges expanded). */
export function transitiveDrivers(wb: SessionWorkbook, names: readonly NamedRange[], start: Address): string[] {
  const { hf } = wb;
  const driversSheet = wb.sheetId('Drivers');
  const driverIdByRow = new Map<number, string>();
  const { driverById } = tablesOf(wb.layout.definition);
  for (const [id, row] of wb.layout.rows.Drivers) if (driverById.has(id)) driverIdByRow.set(row, id);
  const namedTarget = namedExpressionTargets(wb, names);
  const found = new Set<string>();
  const seen = new Set<string>();
  const queue: Address[] = [start];
  while (queue.length > 0) {
    const cell = queue.pop() as Address;
    const key = `${cell.sheet}:${cell.row}:${cell.col}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (cell.sheet === driversSheet && driverIdByRow.has(cell.row)) {
      found.add(driverIdByRow.get(cell.row) as string);
      continue;
    }
    let precedents: (SimpleCellAddress | SimpleCellRange)[];
    try {
      precedents = cell.sheet < 0 ? [] : hf.getCellPrecedents(cell);
    } catch {
      precedents = [];
    }
    if (cell.sheet < 0) {
      const target = namedTarget.get(cell.row);
      if (target) queue.push(target);
      continue;
    }
    for (const precedent of precedents) {
      if ('start' in precedent) {
        for (let row = precedent.start.row; row <= precedent.end.row; row += 1) {
          for (let col = precedent.start.col; col <= precedent.end.col; col += 1) queue.push({ sheet: precedent.start.sheet, row, col });
        }
      } else {
        queue.push(precedent);
      }
    }
  }
  return wb.layout.definition.drivers.map((d) => d.id).filter((id) => found.has(id));
}

export function explainCell(wb: SessionWorkbook, names: readonly NamedRange[], ref: CellRef): Explanation {
  const address = addressOf(ref, wb.layout, wb.sheetId);
  if (!address) throw new Error(`No cell ${JSON.stringify(ref)}`);
  const t = tablesOf(wb.layout.definition);
  const workbookFormula = wb.hf.getCellFormula(address) ?? null;
  const defined = definitionOf(ref, t);
  // A closed month holds the month's actual where the line has a formula: that value is what explains it.
  const closedThrough = wb.closedThrough();
  const closedActual = ref.sheet === 'Monthly' && workbookFormula === null && defined.formula !== 'Direct value'
    && ref.period !== '2025-12' && closedThrough !== null && ref.period <= closedThrough;
  const definition: Defined = closedActual ? { name: defined.name, formula: 'Direct value', explanation: CLOSED_MONTH_ACTUAL, code: { code: 'closed_month_actual' } } : defined;
  const drivers = transitiveDrivers(wb, names, address).map((id): ExplainDriver => {
    const driver = t.driverById.get(id);
    return { id, name: driver?.name ?? id, unit: driver?.unit ?? '', value: valueAt(wb, { sheet: 'Drivers', id }) ?? 0 };
  });
  const cellValue = wb.hf.getCellValue(address);
  const error = cellErrorOf(cellValue);
  return {
    ref,
    name: definition.name,
    value: numberOf(cellValue),
    ...(error ? { error: cellErrorText(error), error_code: error } : {}),
    unit: ref.sheet === 'KPIs' ? (t.kpiById.get(ref.id)?.unit ?? '') : unitOf(ref.id, t),
    formula: definition.formula,
    readable_formula: readableFormula(definition.formula, t),
    workbook_formula: workbookFormula,
    explanation: definition.explanation,
    ...(definition.code ? { explanation_code: definition.code } : {}),
    inputs: inputsOf(wb, ref, definition.formula).map((input) => ({ ...input, name: displayNameOf(input.id, t), unit: unitOf(input.id, t) })),
    drivers,
  };
}

export { refOf, sheetNameOf };
