import { FIRST_FORECAST_YEAR } from '../calendar.ts';
import { annualLineSource, type Layout } from './compile.ts';

/**
 * The evaluated cells of the model in the workbook's layout, whichever evaluator computed them:
 * the HyperFormula workbook (session/sessionWorkbook.ts `workbookCells`) or the compiled kernel
 * (kernel/read.ts `kernelCells`). The read models — years, KPIs, statements — are written once,
 * over this, so both evaluators give a reader the same shapes (docs/architecture.md "Two
 * evaluators"). A value is null for an empty cell or a spreadsheet error.
 */
export interface ModelCells {
  readonly layout: Layout;
  /** A row of the Annual sheet in a year 2024–2030. */
  annual(id: string, year: number): number | null;
  /** A KPI in a year of KPI_YEARS. */
  kpi(id: string, year: number): number | null;
  /**
   * A line 2024-01 … 2030-12: the actual months from the Actuals sheet, the forecast months from
   * Monthly. A balance that opens on 31 December 2025 without actual months (the balance sheet, the
   * workings' stocks: `opensInDecember2025`) holds its opening column in December 2025, as its
   * Annual 2025 cell does.
   */
  months(id: string): (number | null)[];
  /** The last closed month of 2026 on ('YYYY-MM'), whose months up to it hold actuals; null when none is closed. */
  closedThrough(): string | null;
}

/**
 * Whether a line's December 2025 is the Monthly sheet's opening column: a year-end balance with an
 * opening value and no actual months, whose Annual 2025 cell is that opening value.
 */
export function opensInDecember2025(layout: Layout, id: string): boolean {
  return annualLineSource(layout, id, FIRST_FORECAST_YEAR - 1) === 'opening';
}
