import { FORECAST_MONTHS, FORECAST_YEARS } from '../../calendar.ts';
import { DRIVER_CORRELATION_GROUPS } from '../../model/uncertainty.ts';
import type { SampledRange } from './driverRanges.ts';
import { averageRanks, correlation, histogram, percentiles, type HistogramBin, type Percentiles } from './statistics.ts';
import { FAN_LINES, YEARLY_FIGURES, type FanLine, type YearlyFigure } from './rangeFigures.ts';

/**
 * What a forecast-ranges run answers (docs/model.md "Forecast ranges"), summarised from the draws
 * it kept. Every kept value is the draw's distance from the plan (the forecast at the likely
 * values), so a run whose ranges are all collapsed answers the plan exactly.
 */

/** At most this many bins in each of the two histograms. */
export const HISTOGRAM_BINS = 40;

/** The draws a run keeps, indexed like its cells (run.ts). */
export interface RangesSamples {
  draws: number;
  ranges: readonly SampledRange[];
  drivers: Readonly<Record<string, number>>;
  /** YEARLY_FIGURES × FORECAST_YEARS, figure-major. */
  yearlyPlan: Float64Array;
  yearly: Float64Array[];
  /** FAN_LINES × FORECAST_MONTHS, line-major. */
  monthlyPlan: Float64Array;
  monthly: Float32Array[];
  lowestCashPlan: number;
  lowestCash: Float64Array;
  /** The uniform number each sampled range was drawn from, per draw: the drawn value's place in its distribution. */
  uniforms: Float32Array[];
}

export interface FanSeries {
  p10: number[];
  p50: number[];
  p90: number[];
  /** The forecast at the likely values. */
  plan: number[];
}

export interface Fan {
  periods: string[];
  lines: Record<FanLine, FanSeries>;
}

export interface SpreadDriver {
  driver: string;
  /** ρ² ÷ Σρ² over the sampled drivers: the driver's share of the spread of 2030 revenue. */
  share: number;
  /**
   * Spearman's rank correlation of the driver's draws with 2030 revenue, the driver's rank taken
   * from its own distribution function (the uniform number it was drawn from) rather than from
   * the ranks of its draws: the same ρ without sorting every driver.
   */
  rank_correlation: number;
}

/** A group of drivers the catalog correlates, as drawn in this run. */
export interface CorrelatedGroup {
  id: string;
  label: string;
  /** The declared rank correlation between its members. */
  correlation: number;
  /** Its members that were drawn (a collapsed range is fixed and not drawn); an inverse member moves against the others. */
  members: { driver: string; inverse: boolean }[];
  /**
   * The rank correlation the draws realised, averaged over the pairs of members (an inverse member's
   * sign turned), each pair's rank taken from the uniform numbers drawn; null with fewer than two members drawn.
   */
  realised: number | null;
}

export interface RangesResult {
  /** Draws evaluated (fewer than requested only for the result of a run still going). */
  draws: number;
  requested_draws: number;
  seed: number;
  years: Record<string, Record<YearlyFigure, Percentiles>>;
  /** The lowest month-end cash of 2026-01 … 2030-12. */
  lowest_cash: Percentiles;
  fans: { monthly: Fan; yearly: Fan };
  /** Round bin widths, one edge on the 2030 revenue target and on the minimum cash covenant respectively. */
  histograms: { revenue_2030: HistogramBin[]; lowest_cash: HistogramBin[] };
  targets: { target_revenue_2026: number; target_revenue_2030: number; target_net_profit_2026: number; minimum_cash_covenant: number };
  /** Shares of draws, 0 … 1. Net profit is net income, as the cockpit's Operational Profitability OKR measures it. */
  probabilities: {
    reach_target_revenue_2026: number;
    reach_target_revenue_2030: number;
    reach_target_net_profit_2026: number;
    /** The lowest month-end cash 2026–2030 is below the minimum cash covenant in at least one month. */
    cash_below_covenant: number;
    cash_never_below_zero: number;
  };
  drivers_of_spread: SpreadDriver[];
  /** The driver groups drawn correlated (Iman–Conover), declared against realised. */
  correlated_groups: CorrelatedGroup[];
  /** The ranges drawn from, in catalog order. */
  ranges: { driver: string; low: number; likely: number; high: number; distribution: SampledRange['distribution'] }[];
}

const LAST_YEAR = FORECAST_YEARS[FORECAST_YEARS.length - 1] as number;

function yearlyCell(figure: YearlyFigure, year: number): number {
  return YEARLY_FIGURES.indexOf(figure) * FORECAST_YEARS.length + FORECAST_YEARS.indexOf(year as (typeof FORECAST_YEARS)[number]);
}

/** Share of draws with plan + distance ≥ target. */
function shareAtLeast(distances: Float64Array, plan: number, target: number): number {
  let hits = 0;
  for (const distance of distances) if (plan + distance >= target) hits += 1;
  return hits / distances.length;
}

/** Share of draws with plan + distance < floor. */
function shareBelow(distances: Float64Array, plan: number, floor: number): number {
  let hits = 0;
  for (const distance of distances) if (plan + distance < floor) hits += 1;
  return hits / distances.length;
}

/** A group's realised rank correlation: the mean over its drawn pairs of the correlation of their uniform numbers. */
function realisedGroup(group: (typeof DRIVER_CORRELATION_GROUPS)[number], samples: RangesSamples, n: number): CorrelatedGroup {
  const drawn = group.members.flatMap((member) => {
    const column = samples.ranges.findIndex((range) => range.driver === member.driver);
    return column < 0 ? [] : [{ driver: member.driver, sign: member.inverse ? -1 : 1, uniforms: (samples.uniforms[column] as Float32Array).subarray(0, n) }];
  });
  let sum = 0;
  let pairs = 0;
  for (let a = 0; a < drawn.length; a += 1) {
    for (let b = a + 1; b < drawn.length; b += 1) {
      const first = drawn[a] as (typeof drawn)[number];
      const second = drawn[b] as (typeof drawn)[number];
      sum += first.sign * second.sign * correlation(first.uniforms, second.uniforms);
      pairs += 1;
    }
  }
  return {
    id: group.id, label: group.label, correlation: group.correlation,
    members: drawn.map((d) => ({ driver: d.driver, inverse: d.sign < 0 })), realised: pairs > 0 ? sum / pairs : null,
  };
}

function spreadShares(correlations: readonly { driver: string; rank_correlation: number }[]): SpreadDriver[] {
  const total = correlations.reduce((sum, { rank_correlation: rho }) => sum + rho * rho, 0);
  return correlations
    .map(({ driver, rank_correlation: rho }) => ({ driver, share: total > 0 ? (rho * rho) / total : 0, rank_correlation: rho }))
    .sort((a, b) => b.share - a.share || (a.driver < b.driver ? -1 : 1));
}

/**
 * The results of the draws kept so far, computed in small pieces: the generator yields after each
 * piece (one percentile, one correlation), so a caller that must stay responsive — the server's
 * event loop — can pause between them; `drain` runs it straight through.
 */
export function* summariseRanges(samples: RangesSamples, seed: number, requested: number): Generator<void, RangesResult, void> {
  const n = samples.draws;
  const yearly = (figure: YearlyFigure, year: number) => {
    const cell = yearlyCell(figure, year);
    return { values: (samples.yearly[cell] as Float64Array).subarray(0, n), plan: samples.yearlyPlan[cell] as number };
  };

  const years: Record<string, Record<YearlyFigure, Percentiles>> = {};
  for (const year of FORECAST_YEARS) {
    const record: Partial<Record<YearlyFigure, Percentiles>> = {};
    for (const figure of YEARLY_FIGURES) {
      const { values, plan } = yearly(figure, year);
      record[figure] = percentiles(values, plan);
      yield;
    }
    years[String(year)] = record as Record<YearlyFigure, Percentiles>;
  }

  const monthlyLines: Partial<Record<FanLine, FanSeries>> = {};
  const yearlyLines: Partial<Record<FanLine, FanSeries>> = {};
  for (const [l, line] of FAN_LINES.entries()) {
    const fan: FanSeries = { p10: [], p50: [], p90: [], plan: [] };
    for (let month = 0; month < FORECAST_MONTHS.length; month += 1) {
      const cell = l * FORECAST_MONTHS.length + month;
      const plan = samples.monthlyPlan[cell] as number;
      const summary = percentiles((samples.monthly[cell] as Float32Array).subarray(0, n), plan);
      fan.p10.push(summary.p10);
      fan.p50.push(summary.p50);
      fan.p90.push(summary.p90);
      fan.plan.push(plan);
      yield;
    }
    monthlyLines[line] = fan;
    yearlyLines[line] = {
      p10: FORECAST_YEARS.map((year) => (years[String(year)] as Record<YearlyFigure, Percentiles>)[line].p10),
      p50: FORECAST_YEARS.map((year) => (years[String(year)] as Record<YearlyFigure, Percentiles>)[line].p50),
      p90: FORECAST_YEARS.map((year) => (years[String(year)] as Record<YearlyFigure, Percentiles>)[line].p90),
      plan: FORECAST_YEARS.map((year) => yearly(line, year).plan),
    };
  }

  const target = (id: string) => samples.drivers[id] as number;
  const targets = {
    target_revenue_2026: target('target_revenue_2026'),
    target_revenue_2030: target('target_revenue_2030'),
    target_net_profit_2026: target('target_net_profit_2026'),
    minimum_cash_covenant: target('minimum_cash_covenant'),
  };

  const lowestCash = samples.lowestCash.subarray(0, n);
  const lowestCashSummary = percentiles(lowestCash, samples.lowestCashPlan);
  const revenue2030 = yearly('total_revenue', LAST_YEAR);
  const histograms = {
    revenue_2030: histogram(revenue2030.values, HISTOGRAM_BINS, revenue2030.plan, targets.target_revenue_2030),
    lowest_cash: histogram(lowestCash, HISTOGRAM_BINS, samples.lowestCashPlan, targets.minimum_cash_covenant),
  };
  yield;

  const revenue2026 = yearly('total_revenue', FORECAST_YEARS[0]);
  const netIncome2026 = yearly('net_income', FORECAST_YEARS[0]);
  const probabilities = {
    reach_target_revenue_2026: shareAtLeast(revenue2026.values, revenue2026.plan, targets.target_revenue_2026),
    reach_target_revenue_2030: shareAtLeast(revenue2030.values, revenue2030.plan, targets.target_revenue_2030),
    reach_target_net_profit_2026: shareAtLeast(netIncome2026.values, netIncome2026.plan, targets.target_net_profit_2026),
    cash_below_covenant: shareBelow(lowestCash, samples.lowestCashPlan, targets.minimum_cash_covenant),
    cash_never_below_zero: shareAtLeast(lowestCash, samples.lowestCashPlan, 0),
  };

  const revenueRanks = averageRanks(revenue2030.values);
  yield;
  const correlations: { driver: string; rank_correlation: number }[] = [];
  for (const [j, range] of samples.ranges.entries()) {
    correlations.push({ driver: range.driver, rank_correlation: correlation((samples.uniforms[j] as Float32Array).subarray(0, n), revenueRanks) });
    yield;
  }
  const correlatedGroups: CorrelatedGroup[] = [];
  for (const group of DRIVER_CORRELATION_GROUPS) {
    correlatedGroups.push(realisedGroup(group, samples, n));
    yield;
  }

  return {
    draws: n,
    requested_draws: requested,
    seed,
    years,
    lowest_cash: lowestCashSummary,
    fans: {
      monthly: { periods: [...FORECAST_MONTHS], lines: monthlyLines as Record<FanLine, FanSeries> },
      yearly: { periods: FORECAST_YEARS.map(String), lines: yearlyLines as Record<FanLine, FanSeries> },
    },
    histograms,
    targets,
    probabilities,
    drivers_of_spread: spreadShares(correlations),
    correlated_groups: correlatedGroups.filter((group) => group.members.length > 0),
    ranges: samples.ranges.map(({ driver, low, likely, high, distribution }) => ({ driver, low, likely, high, distribution })),
  };
}

/** Runs a generator of work pieces to its end. */
export function drain<T>(work: Generator<void, T, void>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}
