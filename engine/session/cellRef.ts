import { ACTUAL_MONTHS, ALL_YEARS, FORECAST_MONTHS } from '../calendar.ts';
import { KERNEL_COLUMNS, type ResultSheet } from '../kernel/modelPlan.ts';
import { KPI_YEARS, SHEET, type Layout, type SheetName } from '../workbook/compile.ts';

/**
 * A cell in business terms: a line of the Monthly sheet in a month ('2026-03', or '2025-12' for
 * the opening column), an actual field in a month, a line of the Annual sheet in a year, a KPI
 * in a year, or a driver / derived value (no period).
 */
export type CellRef =
  | { sheet: 'Monthly'; id: string; period: string }
  | { sheet: 'Actuals'; id: string; period: string }
  | { sheet: 'Annual'; id: string; period: string }
  | { sheet: 'KPIs'; id: string; period: string }
  | { sheet: 'Drivers'; id: string };

/**
 * A line in a quarter ('2026-Q1'): not a workbook cell but the aggregate of three month cells, as
 * the quarterly statement shows it.
 */
export type QuarterRef = { sheet: 'Quarters'; id: string; period: string };

/** Anything a statement cell can be explained as. */
export type ExplainRef = CellRef | QuarterRef;

export interface Address {
  sheet: number;
  row: number;
  col: number;
}

export function addressOf(ref: CellRef, layout: Layout, sheetId: (name: SheetName) => number): Address | null {
  const row = layout.rows[ref.sheet].get(ref.id);
  if (row === undefined) return null;
  const sheet = sheetId(ref.sheet);
  switch (ref.sheet) {
    case 'Drivers': return { sheet, row, col: 1 };
    case 'Monthly': {
      if (ref.period === '2025-12') return { sheet, row, col: 1 };
      const i = FORECAST_MONTHS.indexOf(ref.period);
      return i < 0 ? null : { sheet, row, col: layout.monthlyCol(i) };
    }
    case 'Actuals': {
      const i = ACTUAL_MONTHS.indexOf(ref.period);
      return i < 0 ? null : { sheet, row, col: layout.actualCol(i) };
    }
    case 'Annual': {
      const year = Number(ref.period);
      return year >= 2024 && year <= 2030 ? { sheet, row, col: layout.annualCol(year) } : null;
    }
    case 'KPIs': {
      const year = Number(ref.period);
      return KPI_YEARS.includes(year as (typeof KPI_YEARS)[number]) ? { sheet, row, col: layout.kpiCol(year) } : null;
    }
  }
}

/** A cell of a compiled kernel's result: the array (one per sheet) and the place in it. */
export interface KernelCell {
  sheet: ResultSheet;
  index: number;
}

/**
 * Where the compiled kernel keeps a cell: its arrays are the workbook's sheets in the workbook's
 * layout, without the header row and the id column (engine/kernel/modelPlan.ts).
 */
export function kernelCellOf(ref: CellRef, layout: Layout): KernelCell | null {
  const row = layout.rows[ref.sheet].get(ref.id);
  if (row === undefined) return null;
  const at = (sheet: ResultSheet, column: number): KernelCell | null =>
    (column < 0 ? null : { sheet, index: (row - 1) * KERNEL_COLUMNS[sheet] + column });
  switch (ref.sheet) {
    case 'Drivers': return at('drivers', 0);
    case 'Monthly': {
      if (ref.period === '2025-12') return at('monthly', 0);
      const i = FORECAST_MONTHS.indexOf(ref.period);
      return i < 0 ? null : at('monthly', 1 + i);
    }
    case 'Actuals': return at('actuals', ACTUAL_MONTHS.indexOf(ref.period));
    case 'Annual': return at('annual', ALL_YEARS.indexOf(Number(ref.period) as (typeof ALL_YEARS)[number]));
    case 'KPIs': return at('kpis', KPI_YEARS.indexOf(Number(ref.period) as (typeof KPI_YEARS)[number]));
  }
}

/** The inverse of addressOf, for cells of our five sheets. */
export function refOf(address: Address, layout: Layout, sheetName: (id: number) => SheetName | undefined): CellRef | null {
  const name = sheetName(address.sheet);
  if (!name) return null;
  let id: string | undefined;
  for (const [key, row] of layout.rows[name]) if (row === address.row) id = key;
  if (!id) return null;
  switch (name) {
    case SHEET.drivers: return { sheet: 'Drivers', id };
    case SHEET.monthly: {
      if (address.col === 1) return { sheet: 'Monthly', id, period: '2025-12' };
      const month = FORECAST_MONTHS[address.col - 2];
      return month ? { sheet: 'Monthly', id, period: month } : null;
    }
    case SHEET.actuals: {
      const month = ACTUAL_MONTHS[address.col - 1];
      return month ? { sheet: 'Actuals', id, period: month } : null;
    }
    case SHEET.annual: return { sheet: 'Annual', id, period: String(2024 + address.col - 1) };
    case SHEET.kpis: return { sheet: 'KPIs', id, period: String(KPI_YEARS[address.col - 1]) };
  }
}
