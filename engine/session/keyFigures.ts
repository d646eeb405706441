import type { DashboardMetrics } from './dashboard.ts';
import type { Figures } from './figures.ts';

/** The forecast years of the Key Drivers screen's P&L impact. */
export const KEY_FIGURE_YEARS = [2026, 2027, 2028, 2029, 2030] as const;

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
