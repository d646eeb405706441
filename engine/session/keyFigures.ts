import type { ModelCells } from '../workbook/cells.ts';
import { dashboardMetrics, type DashboardMetrics } from './dashboard.ts';
import type { Figures } from './figures.ts';
import type { YearRecord } from './annualFigures.ts';
import { FORECAST_YEARS } from '../calendar.ts';

/** The forecast years of the Key Drivers screen's P&L impact. */
export const KEY_FIGURE_YEARS = FORECAST_YEARS;

export interface KeyFigureYear {
  revenue: number | null;
  ebitda: number | null;
  /** The Operating Margin KPI of the year, in percent. */
  operatingMargin: number | null;
}

/**
 * What the Key Drivers screen shows of a driver set: each forecast year's revenue, EBITDA and
 * operating margin, and the summary panel's figures. Picked from figures already computed, never
 * computed here, so the worker's early answer to a slider move and the snapshot after it give
 * the same numbers.
 */
export interface KeyFigures {
  years: Record<number, KeyFigureYear>;
  dashboard: DashboardMetrics;
}

export function keyFiguresOf(source: Pick<Figures, 'years' | 'kpis'> & { dashboard: DashboardMetrics }): KeyFigures {
  return {
    years: Object.fromEntries(KEY_FIGURE_YEARS.map((year) => [year, {
      revenue: source.years[year]?.total_revenue ?? null,
      ebitda: source.years[year]?.ebitda ?? null,
      operatingMargin: source.kpis[year]?.find((kpi) => kpi.id === 'operating_margin')?.value ?? null,
    }])),
    dashboard: source.dashboard,
  };
}

/** The annual lines the summary panel shows (dashboardMetrics). */
const DASHBOARD_LINES = ['total_revenue', 'ebit', 'medical_rides'] as const;

/**
 * The key figures read straight from evaluated cells, the same cells `figuresOf` reads: the
 * worker sends them before it reads the rest of a slider move's snapshot (every line of every
 * year and every KPI), so the screen's answer does not wait for what it does not show.
 */
export function keyFiguresOfCells(cells: ModelCells): KeyFigures {
  const lines: Record<number, YearRecord> = {};
  for (const year of KEY_FIGURE_YEARS) lines[year] = Object.fromEntries(DASHBOARD_LINES.map((line) => [line, cells.annual(line, year)]));
  return {
    years: Object.fromEntries(KEY_FIGURE_YEARS.map((year) => [year, {
      revenue: cells.annual('total_revenue', year),
      ebitda: cells.annual('ebitda', year),
      operatingMargin: cells.kpi('operating_margin', year),
    }])),
    dashboard: dashboardMetrics(lines),
  };
}

/** Whether two key figures hold the same numbers. */
export function sameKeyFigures(a: KeyFigures, b: KeyFigures): boolean {
  const years = KEY_FIGURE_YEARS.every((year) => {
    const x = a.years[year];
    const y = b.years[year];
    return x?.revenue === y?.revenue && x?.ebitda === y?.ebitda && x?.operatingMargin === y?.operatingMargin;
  });
  const keys = Object.keys(a.dashboard) as (keyof DashboardMetrics)[];
  return years && keys.length === Object.keys(b.dashboard).length && keys.every((key) => a.dashboard[key] === b.dashboard[key]);
}
