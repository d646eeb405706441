import { DRIVER_BY_ID, DRIVERS } from '../model/drivers.ts';
import { FIRST_FORECAST_YEAR, yearOf } from '../calendar.ts';
import type { Aggregation } from '../model/types.ts';
import type { NamedRange } from '../workbook/compile.ts';
import { addressOf, type Address, type CellRef, type ExplainRef, type QuarterRef } from './cellRef.ts';
import { impactsPer1pct, transitiveDrivers, type DriverImpact, type Explanation, type ExplainInput } from './explain.ts';
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
function monthCellOf(wb: SessionWorkbook, id: string, month: string): CellRef {
  return yearOf(month) < FIRST_FORECAST_YEAR && wb.layout.rows.Actuals.has(id)
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

interface QuarterCells {
  refs: CellRef[];
  addresses: Address[];
  weights: number[];
}

function cellsOf(wb: SessionWorkbook, ref: QuarterRef, how: Aggregation): QuarterCells {
  const refs = monthsOfQuarter(ref.period).map((month) => monthCellOf(wb, ref.id, month));
  const addresses = refs.map((cell) => addressOf(cell, wb.layout, wb.sheetId));
  if (addresses.some((a) => a === null)) throw new Error(`No cells for ${ref.id} in ${ref.period}`);
  return { refs, addresses: addresses as Address[], weights: weightsOf(how) };
}

/**
 * A quarter explained as the aggregate of its month cells: the months are the inputs (each can be
 * explained further), the drivers are those of any month, and a driver's impact is the aggregate
 * of its impact on the months. The value is computed exactly as the quarterly statement does.
 */
export function explainQuarter(wb: SessionWorkbook, names: readonly NamedRange[], ref: QuarterRef, how: Aggregation, options: { impacts?: boolean } = {}): Explanation {
  const cells = cellsOf(wb, ref, how);
  const monthValues = cells.addresses.map((address) => numberOf(wb.hf.getCellValue(address)));
  const counted = monthValues.filter((_, i) => (cells.weights[i] ?? 0) > 0);
  const present = counted.filter((v): v is number => v !== null);
  const value = present.length === 0 ? null
    : how === 'avg' ? present.reduce((a, b) => a + b, 0) / present.length
      : present.reduce((a, b) => a + b, 0);
  const found = new Set(cells.addresses.flatMap((address) => transitiveDrivers(wb, names, address)));
  const driverIds = DRIVERS.map((d) => d.id).filter((id) => found.has(id));
  const impacts = options.impacts === false ? null : quarterImpacts(wb, ref, how, driverIds);
  const drivers = driverIds.map((id): DriverImpact => {
    const driver = DRIVER_BY_ID.get(id);
    const address = addressOf({ sheet: 'Drivers', id }, wb.layout, wb.sheetId);
    return {
      id, name: driver?.name ?? id, unit: driver?.unit ?? '',
      value: (address ? numberOf(wb.hf.getCellValue(address)) : null) ?? 0,
      impact_per_1pct: impacts ? (impacts[id] ?? null) : null,
    };
  });
  if (impacts) drivers.sort((a, b) => Math.abs(b.impact_per_1pct ?? 0) - Math.abs(a.impact_per_1pct ?? 0));
  const months = monthsOfQuarter(ref.period);
  const formula = `${WORD[how]}(${ref.id}, ${months[0]} … ${months[2]})`;
  const inputs = cells.refs.map((cell, i): ExplainInput => ({
    ref: cell, id: ref.id, label: `${ref.id} ${months[i]}`, kind: cell.sheet === 'Actuals' ? 'actual' : 'line',
    value: monthValues[i] ?? null, name: displayNameOf(ref.id), unit: unitOf(ref.id),
  }));
  return {
    ref,
    name: displayNameOf(ref.id),
    value,
    unit: unitOf(ref.id),
    formula,
    readable_formula: readableFormula(formula),
    workbook_formula: null,
    explanation: `${WORD[how]} of the three months of ${ref.period.replace('-', ' ')}.`,
    inputs,
    drivers,
  };
}

/** Change of a quarter when each driver rises by 1% of its value: the weighted change of its months. */
export function quarterImpacts(wb: SessionWorkbook, ref: QuarterRef, how: Aggregation, driverIds: readonly string[]): Record<string, number | null> {
  const cells = cellsOf(wb, ref, how);
  const out: Record<string, number | null> = {};
  for (const id of driverIds) {
    const changes = impactsPer1pct(wb, cells.addresses, id);
    out[id] = changes.some((c) => c === null) ? null : changes.reduce((sum: number, c, i) => sum + (c ?? 0) * (cells.weights[i] ?? 0), 0);
  }
  return out;
}

/** Change of any explainable cell when each driver rises by 1% of its value. */
export function cellImpacts(wb: SessionWorkbook, ref: ExplainRef, how: Aggregation, driverIds: readonly string[]): Record<string, number | null> {
  if (ref.sheet === 'Quarters') return quarterImpacts(wb, ref, how, driverIds);
  const address = addressOf(ref, wb.layout, wb.sheetId);
  if (!address) throw new Error(`No cell ${JSON.stringify(ref)}`);
  return Object.fromEntries(driverIds.map((id) => [id, impactsPer1pct(wb, [address], id)[0] ?? null]));
}
