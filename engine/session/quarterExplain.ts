import { tablesOf, type DefinitionTables } from '../model/tables.ts';
import { FIRST_FORECAST_YEAR, yearOf } from '../calendar.ts';
import type { Aggregation } from '../model/types.ts';
import type { Layout, NamedRange } from '../workbook/compile.ts';
import { addressOf, type Address, type CellRef, type QuarterRef } from './cellRef.ts';
import { transitiveDrivers, type ExplainDriver, type Explanation, type ExplainInput } from './explain.ts';
import { displayNameOf, readableFormula, unitOf } from './businessNames.ts';
import { numberOf } from './values.ts';
import type { SessionWorkbook } from './sessionWorkbook.ts';

const QUARTER = /^(\d{4})-Q([1-4])$/;

/** The three 'YYYY-MM' months of a quarter key 'YYYY-Qn'. */
export function monthsOfQuarter(quarter: string): string[] {
  const match = QUARTER.exec(quarter);
  if (!match) throw new Error(`Not a quarter: ${quarter}`);
  const first = (Number(match[2]) - 1) * 3 + 1;
  return [0, 1, 2].map((i) => `${match[1]}-${String(first + i).padStart(2, '0')}`);
}

/** The month cell a statement reads for a line: actuals before 2026, the forecast sheet after. */
function monthCellOf(layout: Layout, id: string, month: string): CellRef {
  return yearOf(month) < FIRST_FORECAST_YEAR && layout.rows.Actuals.has(id)
    ? { sheet: 'Actuals', id, period: month }
    : { sheet: 'Monthly', id, period: month };
}

/** Which of the quarter's months count, and with what weight, for each aggregation. */
function weightsOf(how: Aggregation): number[] {
  switch (how) {
    case 'sum': return [1, 1, 1];
    case 'avg': return [1 / 3, 1 / 3, 1 / 3];
    case 'first': return [1, 0, 0];
    case 'last': return [0, 0, 1];
  }
}

const WORD: Record<Aggregation, string> = { sum: 'SUM', avg: 'AVERAGE', first: 'FIRST', last: 'LAST' };

/** A quarter as the statement computes it: its three month cells and the weight of each. */
export interface QuarterCells {
  refs: CellRef[];
  weights: number[];
}

export function quarterCells(layout: Layout, ref: QuarterRef, how: Aggregation): QuarterCells {
  return { refs: monthsOfQuarter(ref.period).map((month) => monthCellOf(layout, ref.id, month)), weights: weightsOf(how) };
}

/** A quarter of 2024–2025 of a line the baseline holds no actuals for (depreciation, taxes, the balance sheet): empty, and it says why. */
function withoutActuals(ref: QuarterRef, t: DefinitionTables): Explanation {
  return {
    ref, name: displayNameOf(ref.id, t), value: null, unit: unitOf(ref.id, t), formula: 'Direct value', readable_formula: 'Direct value', workbook_formula: null,
    explanation: `The 2024–2025 baseline data holds no actual values of ${displayNameOf(ref.id, t)}.`, explanation_code: { code: 'no_actuals', id: ref.id },
    inputs: [], drivers: [],
  };
}

/**
 * A quarter explained as the aggregate of its month cells: the months are the inputs (each can be
 * explained further), the drivers are those of any month. The value is computed exactly as the
 * quarterly statement does; a driver's impact is the weighted impact on the months
 * (driverImpacts.ts).
 */
export function explainQuarter(wb: SessionWorkbook, names: readonly NamedRange[], ref: QuarterRef, how: Aggregation): Explanation {
  const t = tablesOf(wb.layout.definition);
  const cells = quarterCells(wb.layout, ref, how);
  const addresses = cells.refs.map((cell) => addressOf(cell, wb.layout, wb.sheetId));
  if (addresses.some((a) => a === null)) return withoutActuals(ref, t);
  const monthValues = (addresses as Address[]).map((address) => numberOf(wb.hf.getCellValue(address)));
  const counted = monthValues.filter((_, i) => (cells.weights[i] ?? 0) > 0);
  const present = counted.filter((v): v is number => v !== null);
  const value = present.length === 0 ? null
    : how === 'avg' ? present.reduce((a, b) => a + b, 0) / present.length
      : present.reduce((a, b) => a + b, 0);
  const found = new Set((addresses as Address[]).flatMap((address) => transitiveDrivers(wb, names, address)));
  const drivers = wb.layout.definition.drivers.filter((d) => found.has(d.id)).map((d): ExplainDriver => {
    const address = addressOf({ sheet: 'Drivers', id: d.id }, wb.layout, wb.sheetId);
    return { id: d.id, name: d.name, unit: d.unit, value: (address ? numberOf(wb.hf.getCellValue(address)) : null) ?? 0 };
  });
  const months = monthsOfQuarter(ref.period);
  const formula = `${WORD[how]}(${ref.id}, ${months[0]} … ${months[2]})`;
  const inputs = cells.refs.map((cell, i): ExplainInput => ({
    ref: cell, id: ref.id, label: `${ref.id} ${months[i]}`, kind: cell.sheet === 'Actuals' ? 'actual' : 'line',
    value: monthValues[i] ?? null, name: displayNameOf(ref.id, t), unit: unitOf(ref.id, t),
  }));
  return {
    ref,
    name: displayNameOf(ref.id, t),
    value,
    unit: unitOf(ref.id, t),
    formula,
    readable_formula: readableFormula(formula, t),
    workbook_formula: null,
    explanation: `${WORD[how]} of the three months of ${ref.period.replace('-', ' ')}.`,
    explanation_code: { code: 'quarter', how, year: yearOf(months[0] as string), quarter: Number(ref.period.slice(-1)) },
    inputs,
    drivers,
  };
}
