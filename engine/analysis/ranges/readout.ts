import { FORECAST_YEARS } from '../../calendar.ts';
import { DRIVER_BY_ID } from '../../model/drivers.ts';
import type { RangesResult } from './results.ts';
import { YEARLY_FIGURES, type YearlyFigure } from './rangeFigures.ts';
import type { Percentiles } from './statistics.ts';

/**
 * A forecast-ranges result as a reader reads it: the table by year, the probabilities with the
 * targets they measure and the drivers of the spread. The Forecast Ranges screen, the Detailed
 * Report and the Excel model read these, so the three order the same numbers the same way; each
 * words them by these ids in its reader's language (the screen's namespace `ranges`, the exports'
 * `export:rangesReadout`).
 */

/** Whether a figure is money (euros) or a count. */
export const RANGES_FIGURES: Readonly<Record<YearlyFigure, { money: boolean }>> = {
  total_revenue: { money: true },
  ebitda: { money: true },
  net_income: { money: true },
  closing_cash: { money: true },
  total_clients: { money: false },
  rides: { money: false },
};

export type RangesStatistic = keyof Percentiles;

export const RANGES_STATISTICS: readonly RangesStatistic[] = ['p10', 'p50', 'p90', 'mean'];

export const RANGES_YEARS: readonly number[] = FORECAST_YEARS;

export interface RangesFigureTable {
  figure: YearlyFigure;
  money: boolean;
  /** One row per statistic, its values by year of RANGES_YEARS. */
  rows: { statistic: RangesStatistic; values: number[] }[];
}

/** P10 / P50 / P90 / mean by year, one block per figure in the order of YEARLY_FIGURES. */
export function rangesFigureTables(result: Pick<RangesResult, 'years'>): RangesFigureTable[] {
  return YEARLY_FIGURES.map((figure) => ({
    figure,
    ...RANGES_FIGURES[figure],
    rows: RANGES_STATISTICS.map((statistic) => ({
      statistic,
      values: RANGES_YEARS.map((year) => result.years[String(year)]?.[figure][statistic] ?? Number.NaN),
    })),
  }));
}

export type RangesProbabilityKey = keyof RangesResult['probabilities'];

export interface RangesProbability {
  key: RangesProbabilityKey;
  /** The threshold the share of draws is measured against (euros), or null for cash never below zero. */
  target: number | null;
  /** Share of draws, 0 … 1. */
  probability: number;
}

/** The order every reader lists the probabilities in. */
export const RANGES_PROBABILITIES: readonly RangesProbabilityKey[] = [
  'reach_target_revenue_2026', 'reach_target_revenue_2030', 'reach_target_net_profit_2026', 'cash_below_covenant', 'cash_never_below_zero',
];

/** The probabilities in a fixed order, each with the threshold it measures. */
export function rangesProbabilities(result: Pick<RangesResult, 'probabilities' | 'targets'>): RangesProbability[] {
  const targets: Record<RangesProbabilityKey, number | null> = {
    reach_target_revenue_2026: result.targets.target_revenue_2026,
    reach_target_revenue_2030: result.targets.target_revenue_2030,
    reach_target_net_profit_2026: result.targets.target_net_profit_2026,
    cash_below_covenant: result.targets.minimum_cash_covenant,
    cash_never_below_zero: null,
  };
  return RANGES_PROBABILITIES.map((key) => ({ key, target: targets[key], probability: result.probabilities[key] }));
}

export interface RangesSpreadDriver {
  driver: string;
  name: string;
  /** ρ² ÷ Σρ², 0 … 1. */
  share: number;
  /** Spearman's ρ with 2030 revenue: positive when a higher value of the driver goes with more revenue. */
  rankCorrelation: number;
}

/**
 * The drivers of the spread of 2030 revenue, largest share first, by name (the catalog's unless
 * `nameOf` gives one: a reader's localised definition); `limit` keeps the first.
 */
export function rangesSpread(result: Pick<RangesResult, 'drivers_of_spread'>, limit = Number.POSITIVE_INFINITY, nameOf: (driver: string) => string | undefined = () => undefined): RangesSpreadDriver[] {
  return result.drivers_of_spread.slice(0, limit).map(({ driver, share, rank_correlation: rankCorrelation }) => ({
    driver, name: nameOf(driver) ?? DRIVER_BY_ID.get(driver)?.name ?? driver, share, rankCorrelation,
  }));
}
