import { FORECAST_YEARS } from '../../calendar.ts';
import { formatTimestampDe } from '../../format/number.ts';
import { DRIVER_BY_ID } from '../../model/drivers.ts';
import type { RangesResult } from './results.ts';
import { YEARLY_FIGURES, type YearlyFigure } from './rangeFigures.ts';
import type { Percentiles } from './statistics.ts';

/**
 * A forecast-ranges result as a reader reads it: the table by year, the probabilities with the
 * targets they measure, the drivers of the spread by name, and the note that says the figures are
 * simulated. The Forecast Ranges screen, the Detailed Report and the Excel model read these, so
 * the three label and order the same numbers the same way.
 */

export const RANGES_FIGURES: Readonly<Record<YearlyFigure, { label: string; money: boolean }>> = {
  total_revenue: { label: 'Total revenue', money: true },
  ebitda: { label: 'EBITDA', money: true },
  net_income: { label: 'Net income', money: true },
  closing_cash: { label: 'Closing cash', money: true },
  total_clients: { label: 'Clients', money: false },
  rides: { label: 'Rides', money: false },
};

export type RangesStatistic = keyof Percentiles;

export const RANGES_STATISTICS: readonly { key: RangesStatistic; label: string }[] = [
  { key: 'p10', label: 'P10' },
  { key: 'p50', label: 'P50' },
  { key: 'p90', label: 'P90' },
  { key: 'mean', label: 'Mean' },
];

export const RANGES_YEARS: readonly number[] = FORECAST_YEARS;

export interface RangesFigureTable {
  figure: YearlyFigure;
  label: string;
  money: boolean;
  /** One row per statistic, its values by year of RANGES_YEARS. */
  rows: { statistic: RangesStatistic; label: string; values: number[] }[];
}

/** P10 / P50 / P90 / mean by year, one block per figure in the order of YEARLY_FIGURES. */
export function rangesFigureTables(result: Pick<RangesResult, 'years'>): RangesFigureTable[] {
  return YEARLY_FIGURES.map((figure) => ({
    figure,
    ...RANGES_FIGURES[figure],
    rows: RANGES_STATISTICS.map(({ key, label }) => ({
      statistic: key,
      label,
      values: RANGES_YEARS.map((year) => result.years[String(year)]?.[figure][key] ?? Number.NaN),
    })),
  }));
}

export type RangesProbabilityKey = keyof RangesResult['probabilities'];

export interface RangesProbability {
  key: RangesProbabilityKey;
  label: string;
  /** The label where room is short (a report's tile). */
  shortLabel: string;
  /** The threshold the share of draws is measured against (euros), or null for cash never below zero. */
  target: number | null;
  /** What the threshold is: 'Target' or 'Covenant'. */
  targetLabel: string;
  /** Share of draws, 0 … 1. */
  probability: number;
}

const PROBABILITY_LABELS: Readonly<Record<RangesProbabilityKey, { label: string; shortLabel: string; targetLabel: string }>> = {
  reach_target_revenue_2026: { label: 'Revenue 2026 reaches its target', shortLabel: 'Revenue 2026 target', targetLabel: 'Target' },
  reach_target_revenue_2030: { label: 'Revenue 2030 reaches its target', shortLabel: 'Revenue 2030 target', targetLabel: 'Target' },
  reach_target_net_profit_2026: { label: 'Net income 2026 reaches the net profit target', shortLabel: 'Net income 2026 target', targetLabel: 'Target' },
  cash_below_covenant: { label: 'Cash falls below the minimum cash covenant', shortLabel: 'Cash below covenant', targetLabel: 'Covenant' },
  cash_never_below_zero: { label: 'Cash never below zero', shortLabel: 'Cash never negative', targetLabel: 'Floor' },
};

/** The probabilities in a fixed order, each with the threshold it measures. */
export function rangesProbabilities(result: Pick<RangesResult, 'probabilities' | 'targets'>): RangesProbability[] {
  const targets: Record<RangesProbabilityKey, number | null> = {
    reach_target_revenue_2026: result.targets.target_revenue_2026,
    reach_target_revenue_2030: result.targets.target_revenue_2030,
    reach_target_net_profit_2026: result.targets.target_net_profit_2026,
    cash_below_covenant: result.targets.minimum_cash_covenant,
    cash_never_below_zero: null,
  };
  return (Object.keys(PROBABILITY_LABELS) as RangesProbabilityKey[]).map((key) => ({
    key, ...PROBABILITY_LABELS[key], target: targets[key], probability: result.probabilities[key],
  }));
}

export interface RangesSpreadDriver {
  driver: string;
  name: string;
  /** ρ² ÷ Σρ², 0 … 1. */
  share: number;
  /** Spearman's ρ with 2030 revenue: positive when a higher value of the driver goes with more revenue. */
  rankCorrelation: number;
}

/** The drivers of the spread of 2030 revenue, largest share first, by catalog name; `limit` keeps the first. */
export function rangesSpread(result: Pick<RangesResult, 'drivers_of_spread'>, limit = Number.POSITIVE_INFINITY): RangesSpreadDriver[] {
  return result.drivers_of_spread.slice(0, limit).map(({ driver, share, rank_correlation: rankCorrelation }) => ({
    driver, name: DRIVER_BY_ID.get(driver)?.name ?? driver, share, rankCorrelation,
  }));
}

/**
 * What every reader is told next to the figures: they are simulated, from how many draws, with
 * which seed. The count in the reader's grouping: German on screen, English in the reports.
 */
export function simulatedNote(result: Pick<RangesResult, 'draws' | 'seed'>, formatCount: (count: number) => string): string {
  return `Simulated: ${formatCount(result.draws)} joint draws of the drivers' uncertainty ranges, seed ${result.seed}. `
    + 'Percentiles and probabilities describe the draws; the same seed and ranges give the same figures.';
}

/** A kept run as every reader names it: when and by whom, its draws and seed, the scenario version it drew on. */
export interface RangesRunName {
  /** ISO time the run was kept. */
  at: string;
  by: string;
  draws: number;
  seed: number;
  scenarioName: string;
  version: number;
  withDrafts: boolean;
}

/**
 * "Forecast ranges: run of 28.11.2026 14:05:00 by alice, 10.000 draws, seed 42, Baseline v3": the
 * cockpit's band, the Forecast Ranges screen and the exports name the run they show alike.
 */
export function rangesRunName(run: RangesRunName, formatCount: (count: number) => string): string {
  return `Forecast ranges: run of ${formatTimestampDe(run.at)} by ${run.by}, ${formatCount(run.draws)} draws, seed ${run.seed}, `
    + `${run.scenarioName} v${run.version}${run.withDrafts ? ' with unsaved changes' : ''}`;
}
