import type { MonthFiguresAnswer } from '../../../contract/monthlyActuals.ts';
import type { SheetRow } from './sheet.ts';
import { ACTUALS_TEXT } from './texts.ts';

const TOTALS = [
  { line: 'total_revenue', field: 'revenue', label: ACTUALS_TEXT.figures.revenue },
  { line: 'total_costs', field: 'costs', label: ACTUALS_TEXT.figures.costs },
  { line: 'ebitda', field: 'ebitda', label: ACTUALS_TEXT.figures.ebitda },
] as const;

/**
 * The sheet's totals rows: revenue, costs and EBITDA per month as the server's model gives them for
 * complete months (never summed here); a month without complete actuals stays empty.
 */
export function totalsRows(totals: readonly MonthFiguresAnswer[], months: readonly string[]): SheetRow[] {
  const byMonth = new Map(totals.map((figures) => [figures.month, figures]));
  return TOTALS.map(({ line, field, label }) => ({
    line,
    label,
    unit: '€',
    group: ACTUALS_TEXT.groups.totals,
    values: Object.fromEntries(months.map((month) => [month, byMonth.get(month)?.[field]])),
  }));
}
