import { ACTUAL_MONTHS, ALL_YEARS, FORECAST_MONTHS } from '../calendar.ts';
import { opensInDecember2025, type ModelCells } from '../workbook/cells.ts';
import { KPI_YEARS } from '../workbook/compile.ts';
import type { KernelResult, ModelKernel } from './kernel.ts';
import { KERNEL_COLUMNS } from './modelPlan.ts';

/**
 * A kernel result read as the workbook's cells (workbook/cells.ts), so the session's read models
 * build their shapes from either evaluator.
 */

/**
 * One cell of a kernel array as the workbook gives it: NaN (an empty cell or a spreadsheet error)
 * reads as null, as session/values.ts numberOf reads the workbook, and −0 as 0, as HyperFormula
 * stores every formula's value (x + 0 leaves every other number as it is).
 */
export function cellValue(cells: Float64Array, index: number): number | null {
  const value = cells[index] as number;
  return value === value ? value + 0 : null;
}

/**
 * The cells of `result`; they read the arrays as they are when asked, so a later evaluation into
 * the same result shows through. `closedThrough` tells which months of 2026 on are actuals.
 */
export function kernelCells(kernel: ModelKernel, result: KernelResult, closedThrough: () => string | null): ModelCells {
  const { layout } = kernel;
  // A read model asks for every Annual line of every year (~1,100 cells per snapshot): one lookup
  // table per sheet and a column by arithmetic, not a search of the year list for each cell.
  const annualRows = layout.rows.Annual;
  const kpiRows = layout.rows.KPIs;
  const annualColumn = columnOf(ALL_YEARS);
  const kpiColumn = columnOf(KPI_YEARS);
  return {
    layout,
    closedThrough,
    annual(id, year) {
      const row = annualRows.get(id);
      const column = annualColumn(year);
      return row === undefined || column < 0 ? null : cellValue(result.annual, (row - 1) * KERNEL_COLUMNS.annual + column);
    },
    kpi(id, year) {
      const row = kpiRows.get(id);
      const column = kpiColumn(year);
      return row === undefined || column < 0 ? null : cellValue(result.kpis, (row - 1) * KERNEL_COLUMNS.kpis + column);
    },
    months(id) {
      const actualRow = layout.rows.Actuals.get(id);
      const monthlyRow = layout.rows.Monthly.get(id);
      const monthly = (column: number) => (monthlyRow === undefined ? null : cellValue(result.monthly, (monthlyRow - 1) * KERNEL_COLUMNS.monthly + column));
      const actual = ACTUAL_MONTHS.map((_, i) => (actualRow === undefined ? null : cellValue(result.actuals, (actualRow - 1) * KERNEL_COLUMNS.actuals + i)));
      // Column 0 of the Monthly array is the opening column (December 2025).
      if (opensInDecember2025(layout, id)) actual[actual.length - 1] = monthly(0);
      return [...actual, ...FORECAST_MONTHS.map((_, i) => monthly(1 + i))];
    },
  };
}

/** The column of a year among consecutive `years`, −1 outside them. */
function columnOf(years: readonly number[]): (year: number) => number {
  const first = years[0] as number;
  const count = years.length;
  if (years.some((year, i) => year !== first + i)) throw new Error(`the kernel reads consecutive years, not ${years.join(', ')}`);
  return (year) => {
    const column = year - first;
    return column >= 0 && column < count && Number.isInteger(column) ? column : -1;
  };
}
