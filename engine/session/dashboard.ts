import type { YearRecord } from './session.ts';

/**
 * The Key Performance Dashboard's summary panel (part 2 §2, §3 `dashboard_metrics`): total
 * revenue, EBIT (earnings before interest and taxes, after depreciation) and medical trips in 2026
 * and 2030 with their compound annual growth.
 */
export interface DashboardMetrics {
  revenue_2026: number | null;
  revenue_2030: number | null;
  /** CAGR 2026→2030 in percent; null when it is undefined (a start or end at or below zero). */
  revenue_growth: number | null;
  ebit_2026: number | null;
  ebit_2030: number | null;
  ebit_growth: number | null;
  trips_2026: number | null;
  trips_2030: number | null;
  trips_growth: number | null;
}

const FIRST = 2026;
const LAST = 2030;

/** Compound annual growth in percent from `first` to `last` over `years`; null when undefined. */
export function cagr(first: number | null | undefined, last: number | null | undefined, years: number): number | null {
  if (first === null || first === undefined || last === null || last === undefined) return null;
  if (first <= 0 || last <= 0 || years <= 0) return null;
  return (Math.pow(last / first, 1 / years) - 1) * 100;
}

export function dashboardMetrics(years: Record<number, YearRecord>): DashboardMetrics {
  const value = (year: number, line: string) => years[year]?.[line] ?? null;
  const pair = (line: string) => {
    const first = value(FIRST, line);
    const last = value(LAST, line);
    return [first, last, cagr(first, last, LAST - FIRST)] as const;
  };
  const [revenue2026, revenue2030, revenueGrowth] = pair('total_revenue');
  const [ebit2026, ebit2030, ebitGrowth] = pair('ebit');
  const [trips2026, trips2030, tripsGrowth] = pair('medical_rides');
  return {
    revenue_2026: revenue2026, revenue_2030: revenue2030, revenue_growth: revenueGrowth,
    ebit_2026: ebit2026, ebit_2030: ebit2030, ebit_growth: ebitGrowth,
    trips_2026: trips2026, trips_2030: trips2030, trips_growth: tripsGrowth,
  };
}
