import { ACTUAL_MONTHS, closedMonthsOfPeriod, FORECAST_MONTHS, monthsOfPeriod, quarterOf, yearOf } from '../calendar.ts';
import { aggregate } from '../model/aggregation.ts';
import { tablesOf } from '../model/tables.ts';
import type { ModelCells } from '../workbook/cells.ts';

/**
 * The statement read model: lines by month, quarter or year over 2024–2030. Months come from the
 * Actuals and Monthly sheets, quarters aggregate their months as each line declares, years are
 * the Annual sheet's cells.
 */
export type Period = 'month' | 'quarter' | 'year';

export interface StatementRow {
  id: string;
  name: string;
  values: (number | null)[];
}

export interface Statement {
  period: Period;
  /** Period keys: 'YYYY-MM', 'YYYY-Qn' or 'YYYY'. */
  periods: string[];
  /** For each period: 'actual' (2024–2025, and a period of 2026 on whose months are all closed) or 'forecast'. */
  kinds: ('actual' | 'forecast')[];
  /** For each period: how many of its months hold actuals (all of 2024–2025, from 2026 on those up to the close). */
  closedMonths: number[];
  /** For each period: how many months it has (12, 3 or 1). */
  monthsInPeriod: number[];
  /** The last closed month of 2026 on, or null. */
  closedThrough: string | null;
  rows: StatementRow[];
}

export interface StatementOptions {
  period: Period;
  from?: string;
  to?: string;
  lines?: readonly string[];
}

const ALL_MONTHS = [...ACTUAL_MONTHS, ...FORECAST_MONTHS];

function periodKeyOf(period: Period, month: string): string {
  if (period === 'month') return month;
  return period === 'quarter' ? quarterOf(month) : String(yearOf(month));
}

export function readStatement(cells: ModelCells, { period, from, to, lines }: StatementOptions): Statement {
  const ids = lines ?? cells.layout.definition.lines.map((l) => l.id);
  const inRange = (key: string) => (!from || key >= from) && (!to || key <= to);
  const periods = [...new Set(ALL_MONTHS.map((month) => periodKeyOf(period, month)))].filter(inRange);
  const rows = period === 'year' ? annualRows(cells, ids, periods) : aggregatedRows(cells, ids, period, periods);
  const closedThrough = cells.closedThrough();
  const closedMonths = periods.map((key) => closedMonthsOfPeriod(key, closedThrough));
  const monthsInPeriod = periods.map((key) => monthsOfPeriod(key).length);
  const kinds = periods.map((_, i) => (closedMonths[i] === monthsInPeriod[i] ? 'actual' as const : 'forecast' as const));
  return { period, periods, kinds, closedMonths, monthsInPeriod, closedThrough, rows };
}

/** Months as they are, quarters aggregated from their months as each line declares. */
function aggregatedRows(cells: ModelCells, ids: readonly string[], period: Period, periods: readonly string[]): StatementRow[] {
  return ids.map((id) => {
    const series = cells.months(id);
    const byPeriod = new Map<string, (number | null)[]>();
    ALL_MONTHS.forEach((month, i) => {
      const key = periodKeyOf(period, month);
      if (!byPeriod.has(key)) byPeriod.set(key, []);
      byPeriod.get(key)?.push(series[i] ?? null);
    });
    const { nameOf, aggregationOf } = tablesOf(cells.layout.definition);
    return { id, name: nameOf(id), values: periods.map((p) => aggregate(byPeriod.get(p) ?? [], aggregationOf(id))) };
  });
}

/** Years are the Annual sheet's cells. */
function annualRows(cells: ModelCells, ids: readonly string[], years: readonly string[]): StatementRow[] {
  return ids.map((id) => ({ id, name: tablesOf(cells.layout.definition).nameOf(id), values: years.map((year) => cells.annual(id, Number(year))) }));
}
