import type { MonthFiguresAnswer } from '../../../contract/monthlyActuals.ts';
import { i18n } from '../../i18n/index.ts';
import type { SheetRow } from './sheet.ts';

const TOTALS = [
  { line: 'total_revenue', field: 'revenue' },
  { line: 'total_costs', field: 'costs' },
  { line: 'ebitda', field: 'ebitda' },
] as const;

/**
 * The sheet's totals rows: revenue, costs and EBITDA per month as the server's model gives them for
 * complete months (never summed here); a month without complete actuals stays empty.
 */
export function totalsRows(totals: readonly MonthFiguresAnswer[], months: readonly string[]): SheetRow[] {
  const byMonth = new Map(totals.map((figures) => [figures.month, figures]));
  return TOTALS.map(({ line, field }) => ({
    line,
    label: i18n.t(`monthlyActuals:totals.${field}`),
    unit: '€',
    group: i18n.t('monthlyActuals:groups.totals'),
    groupId: 'totals',
    values: Object.fromEntries(months.map((month) => [month, byMonth.get(month)?.[field]])),
  }));
}
