import { periodLabel } from '../calendar.ts';
import { aggregate, aggregationOf } from '../model/aggregation.ts';
import { LINE_BY_ID } from '../model/lines.ts';
import { PNL_ROWS, statementLabel, TOTAL_LINES } from '../model/statements.ts';
import type { LineUnit } from '../model/types.ts';
import { FLEX_RULES, FLEX_VOLUME_LINES, flexRates, type FlexRates } from './flexedBudget.ts';
import { payrollSplit, type PayrollSplit } from './payrollSplit.ts';

/**
 * Budget against actual (issue #19): each P&L line of a year with the plan of record against the
 * actual of the closed months, per month, quarter or year to date, and the full year's latest
 * estimate (actuals of the closed months, forecast after) against the plan. The revenue variance
 * is split into volume, price/mix and other; the volume-driven costs are flexed to the actual
 * volume at the plan's rates, so their variance splits into volume and spending; the payroll
 * variance splits into heads and cost per head where the closed months report FTEs
 * (docs/model.md "Budget against actual").
 *
 * Inputs are plain monthly lines of the year, so the same function serves the server, the
 * exports and tests: `plan` from the plan of record's drivers without actuals, `latest` from the
 * model forecasting from the close, `planDrivers` the plan's drivers (its rates per unit).
 */

/** A line's twelve monthly values of one year, January first. */
export type MonthlyLines = Readonly<Record<string, readonly number[]>>;

export const VARIANCE_PERIODS = ['month', 'quarter', 'ytd'] as const;
export type VariancePeriod = (typeof VARIANCE_PERIODS)[number];

/**
 * The P&L rows compared: down to EBITDA, the part of the statement closed months hold actuals for
 * (below it depreciation, interest and taxes follow from the model in actual and planned months
 * alike). The rounding adjustment is zero in every forecast month and own work capitalised a policy
 * choice, so both are left out.
 */
const OPERATING_ROWS = PNL_ROWS.slice(0, PNL_ROWS.indexOf('ebitda') + 1).filter((id) => id !== 'rounding_adjustment' && id !== 'own_work_capitalised');

/**
 * The lines shown, in statement order: the P&L down to EBITDA (recurring revenue with its medical
 * and transport parts), then the volumes and the cash behind it.
 */
export const VARIANCE_LINES: readonly string[] = [
  ...OPERATING_ROWS.slice(0, OPERATING_ROWS.indexOf('recurring_revenue')),
  'medical_recurring_revenue', 'transport_recurring_revenue',
  ...OPERATING_ROWS.slice(OPERATING_ROWS.indexOf('recurring_revenue')),
  'rides', 'medical_rides', 'transport_rides', 'medical_clients', 'transport_clients', 'closing_cash',
];

/** Lines printed bold: the totals and results of the statement. */
export const VARIANCE_TOTAL_LINES: ReadonlySet<string> = new Set(VARIANCE_LINES.filter((line) => TOTAL_LINES.has(line)));

/** The payroll line and the people it pays: the payroll split reads both. */
const PAYROLL_LINE = 'employees';
const FTE_LINE = 'ftes';

/** The lines the revenue split, the flexed budget and the payroll split read besides those shown. */
const SPLIT_LINES = [
  'one_time_revenue', 'medical_recurring_revenue', 'transport_recurring_revenue', 'transaction_revenue', 'total_revenue', 'medical_rides', 'medical_clients', 'transport_clients',
  ...FLEX_VOLUME_LINES, PAYROLL_LINE, FTE_LINE,
];

/**
 * Which way of a line is favourable, from the section the model declares it in: less cost of goods
 * sold or operating expense is better, more of everything else shown (revenue, profit, volumes, cash).
 */
export function favourableDirection(line: string): 'higher' | 'lower' {
  const section = LINE_BY_ID.get(line)?.section;
  return section === 'cogs' || section === 'opex' ? 'lower' : 'higher';
}

/** Whether a variance is favourable; null when there is none to judge (no actual, or exactly on plan). */
export function isFavourable(line: string, variance: number | null): boolean | null {
  if (variance === null || variance === 0) return null;
  return favourableDirection(line) === 'higher' ? variance > 0 : variance < 0;
}

/** Variance in percent of the plan's size (5.2 means 5.2%); null when the plan is 0. */
export function variancePercent(variance: number | null, plan: number): number | null {
  return variance === null || plan === 0 ? null : (variance / Math.abs(plan)) * 100;
}

export function lineLabel(line: string): string {
  return statementLabel(line);
}

/**
 * A volume-driven cost against its flexed budget (the plan at the actual volume and the plan's
 * rates): volume = flexed − plan, spending = actual − flexed. All null for a line without a flex
 * rule, and for a period with no closed month.
 */
export interface FlexedVariance {
  flexed_plan: number | null;
  volume_variance: number | null;
  spending_variance: number | null;
  /** Spending below the flexed budget is favourable; null without a spending variance or exactly on it. */
  spending_favourable: boolean | null;
}

const NOT_FLEXED: FlexedVariance = { flexed_plan: null, volume_variance: null, spending_variance: null, spending_favourable: null };

export interface VarianceRow extends FlexedVariance {
  line: string;
  label: string;
  unit: LineUnit;
  /** '2026-03', '2026-Q1' or '2026-YTD'. */
  period: string;
  period_label: string;
  /** Months in the period, and how many of them are closed: plan and actual cover the closed ones (all months when none is). */
  months: number;
  months_closed: number;
  plan: number;
  /** null when no month of the period is closed. */
  actual: number | null;
  variance: number | null;
  variance_pct: number | null;
  favourable: boolean | null;
}

export interface FullYearRow extends FlexedVariance {
  line: string;
  label: string;
  unit: LineUnit;
  plan: number;
  /** Actuals of the closed months and the forecast from the close for the rest. */
  latest_estimate: number;
  variance: number;
  variance_pct: number | null;
  favourable: boolean | null;
}

/** One revenue stream's variance as volume × price: volume = Δvolume × plan price, price/mix = Δprice × actual volume. */
export interface StreamSplit {
  stream: 'transaction' | 'medical_recurring' | 'transport_recurring' | 'one_time';
  plan: number;
  actual: number;
  variance: number;
  volume: number;
  price_mix: number;
  other: number;
}

/** The revenue variance of a period (or the full year) split so that volume + price_mix + other = variance. */
export interface RevenueSplit {
  period: string;
  period_label: string;
  plan: number;
  actual: number;
  variance: number;
  volume: number;
  price_mix: number;
  other: number;
  streams: StreamSplit[];
}

export interface BudgetVsActualResult {
  year: number;
  period: VariancePeriod;
  /** The last closed month of the year ('2026-03'), null when none is closed. */
  closed_through: string | null;
  closed_months: number;
  rows: VarianceRow[];
  full_year: FullYearRow[];
  revenue_split: {
    /** One per period with a closed month, in calendar order. */
    periods: RevenueSplit[];
    /** Plan against the latest estimate of the whole year. */
    full_year: RevenueSplit;
  };
  /** The Employees variance split into heads and cost per head: one per period with a closed month. */
  payroll_split: { periods: PayrollSplit[] };
}

/** The period a reader looks at first: the latest with a closed month, else the first of the year. */
export function latestComparedPeriod(rows: readonly Pick<VarianceRow, 'period' | 'months_closed'>[]): string | undefined {
  return rows.filter((row) => row.months_closed > 0).at(-1)?.period ?? rows[0]?.period;
}

export interface BudgetVsActualInput {
  year: number;
  plan: MonthlyLines;
  latest: MonthlyLines;
  /** The plan of record's effective drivers: its rates per unit for the flexed budget. */
  planDrivers: Readonly<Record<string, number>>;
  closedCount: number;
  period: VariancePeriod;
  /** Per month of the year, January first: whether its actuals give FTEs (reportsHeadcount); none does when left out. */
  headcountReported?: readonly boolean[];
}

const pad = (n: number) => String(n).padStart(2, '0');

interface PeriodMonths {
  key: string;
  /** Month indices 0–11 of the period. */
  months: number[];
}

function periodsOf(year: number, period: VariancePeriod, closedCount: number): PeriodMonths[] {
  const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
  switch (period) {
    case 'month': return range(0, 12).map((m) => ({ key: `${year}-${pad(m + 1)}`, months: [m] }));
    case 'quarter': return range(0, 4).map((q) => ({ key: `${year}-Q${q + 1}`, months: range(q * 3, 3) }));
    case 'ytd': return [{ key: `${year}-YTD`, months: range(0, closedCount === 0 ? 12 : closedCount) }];
  }
}

function monthsOfLine(lines: MonthlyLines, line: string, which: string): readonly number[] {
  const values = lines[line];
  if (values === undefined || values.length !== 12 || values.some((v) => !Number.isFinite(v))) {
    throw new RangeError(`${which}.${line} must hold 12 finite monthly values`);
  }
  return values;
}

/** A line over some months of the year, rolled up by the line's own rule (sum, last, avg, first). */
function over(values: readonly number[], months: readonly number[], line: string): number {
  return aggregate(months.map((m) => values[m] ?? null), aggregationOf(line)) ?? 0;
}

function sumOver(values: readonly number[], months: readonly number[]): number {
  return months.reduce((total, m) => total + (values[m] ?? 0), 0);
}

/**
 * revenue = volume × price: the volume effect is the change of volume at the plan's price, the
 * price/mix effect what is left, which is the change of price at the actual volume. Without a planned
 * volume there is no plan price: the whole change is volume.
 */
function streamSplit(stream: StreamSplit['stream'], plan: number, actual: number, planVolume: number, actualVolume: number): StreamSplit {
  const variance = actual - plan;
  const volume = planVolume === 0 ? variance : (actualVolume - planVolume) * (plan / planVolume);
  return { stream, plan, actual, variance, volume, price_mix: variance - volume, other: 0 };
}

/**
 * The revenue split over months: flows summed, the clients summed over the months as client-months
 * (recurring revenue is earned per client and month), so one month is clients × revenue per client.
 */
function revenueSplit(key: string, plan: MonthlyLines, actual: MonthlyLines, months: readonly number[]): RevenueSplit {
  const p = (line: string) => sumOver(monthsOfLine(plan, line, 'plan'), months);
  const a = (line: string) => sumOver(monthsOfLine(actual, line, 'latest'), months);
  const oneTimePlan = p('one_time_revenue');
  const oneTimeActual = a('one_time_revenue');
  const streams: StreamSplit[] = [
    streamSplit('transaction', p('transaction_revenue'), a('transaction_revenue'), p('medical_rides'), a('medical_rides')),
    streamSplit('medical_recurring', p('medical_recurring_revenue'), a('medical_recurring_revenue'), p('medical_clients'), a('medical_clients')),
    streamSplit('transport_recurring', p('transport_recurring_revenue'), a('transport_recurring_revenue'), p('transport_clients'), a('transport_clients')),
    { stream: 'one_time', plan: oneTimePlan, actual: oneTimeActual, variance: oneTimeActual - oneTimePlan, volume: 0, price_mix: 0, other: oneTimeActual - oneTimePlan },
  ];
  const planRevenue = p('total_revenue');
  const actualRevenue = a('total_revenue');
  const total = (part: 'volume' | 'price_mix' | 'other') => streams.reduce((sum, s) => sum + s[part], 0);
  return {
    period: key, period_label: periodLabel(key), plan: planRevenue, actual: actualRevenue, variance: actualRevenue - planRevenue,
    volume: total('volume'), price_mix: total('price_mix'), other: total('other'), streams,
  };
}

/** A flexed line over some months: its plan plus the plan's rate × (actual − plan) volume of each of its volumes. */
function flexed(line: string, rates: FlexRates, plan: MonthlyLines, actual: MonthlyLines, months: readonly number[], actualValue: number): FlexedVariance {
  const rule = FLEX_RULES.find((r) => r.line === line);
  if (!rule) return NOT_FLEXED;
  const planValue = sumOver(monthsOfLine(plan, line, 'plan'), months);
  const volumeVariance = rule.volumes.reduce((sum, volume) => sum + (rates[line]?.[volume] ?? 0)
    * (sumOver(monthsOfLine(actual, volume, 'latest'), months) - sumOver(monthsOfLine(plan, volume, 'plan'), months)), 0);
  const flexedPlan = planValue + volumeVariance;
  const spending = actualValue - flexedPlan;
  return { flexed_plan: flexedPlan, volume_variance: volumeVariance, spending_variance: spending, spending_favourable: spending === 0 ? null : spending < 0 };
}

/**
 * The payroll of some months against its plan, with the FTE-months of each side: the plan's people,
 * and the months' actual FTEs (the months' `ftes`, the latest estimate, is only an actual where
 * the month reports headcount).
 */
function payrollOver(key: string, plan: MonthlyLines, actual: MonthlyLines, months: readonly number[], year: number, headcountReported: readonly boolean[]): PayrollSplit {
  const volume = (lines: MonthlyLines, which: string) => ({
    payroll: sumOver(monthsOfLine(lines, PAYROLL_LINE, which), months),
    fteMonths: sumOver(monthsOfLine(lines, FTE_LINE, which), months),
  });
  return payrollSplit({
    period: key, period_label: periodLabel(key), plan: volume(plan, 'plan'), actual: volume(actual, 'latest'),
    monthsWithoutHeadcount: months.filter((m) => headcountReported[m] !== true).map((m) => `${year}-${pad(m + 1)}`),
  });
}

export function budgetVsActual({ year, plan, latest, planDrivers, closedCount, period, headcountReported = [] }: BudgetVsActualInput): BudgetVsActualResult {
  if (!Number.isInteger(closedCount) || closedCount < 0 || closedCount > 12) throw new RangeError('closedCount must be a whole number from 0 to 12');
  for (const line of new Set([...VARIANCE_LINES, ...SPLIT_LINES])) {
    monthsOfLine(plan, line, 'plan');
    monthsOfLine(latest, line, 'latest');
  }
  const rates = flexRates(planDrivers);
  const periods = periodsOf(year, period, closedCount).map((p) => {
    const closed = p.months.filter((m) => m < closedCount);
    // Like for like: a period partly closed compares the plan of its closed months only.
    return { ...p, closed, compared: closed.length > 0 ? closed : p.months };
  });

  const rows: VarianceRow[] = periods.flatMap((p) => VARIANCE_LINES.map((line): VarianceRow => {
    const planValue = over(monthsOfLine(plan, line, 'plan'), p.compared, line);
    const actual = p.closed.length > 0 ? over(monthsOfLine(latest, line, 'latest'), p.closed, line) : null;
    const variance = actual === null ? null : actual - planValue;
    return {
      line, label: lineLabel(line), unit: LINE_BY_ID.get(line)?.unit ?? 'EUR', period: p.key, period_label: periodLabel(p.key),
      months: p.months.length, months_closed: p.closed.length,
      plan: planValue, actual, variance, variance_pct: variancePercent(variance, planValue), favourable: isFavourable(line, variance),
      ...(actual === null ? NOT_FLEXED : flexed(line, rates, plan, latest, p.closed, actual)),
    };
  }));

  const wholeYear = Array.from({ length: 12 }, (_, m) => m);
  const fullYear: FullYearRow[] = VARIANCE_LINES.map((line) => {
    const planValue = over(monthsOfLine(plan, line, 'plan'), wholeYear, line);
    const estimate = over(monthsOfLine(latest, line, 'latest'), wholeYear, line);
    const variance = estimate - planValue;
    return {
      line, label: lineLabel(line), unit: LINE_BY_ID.get(line)?.unit ?? 'EUR',
      plan: planValue, latest_estimate: estimate, variance, variance_pct: variancePercent(variance, planValue), favourable: isFavourable(line, variance),
      ...flexed(line, rates, plan, latest, wholeYear, estimate),
    };
  });

  return {
    year,
    period,
    closed_through: closedCount === 0 ? null : `${year}-${pad(closedCount)}`,
    closed_months: closedCount,
    rows,
    full_year: fullYear,
    revenue_split: {
      periods: periods.filter((p) => p.closed.length > 0).map((p) => revenueSplit(p.key, plan, latest, p.closed)),
      full_year: revenueSplit(String(year), plan, latest, wholeYear),
    },
    payroll_split: {
      periods: periods.filter((p) => p.closed.length > 0).map((p) => payrollOver(p.key, plan, latest, p.closed, year, headcountReported)),
    },
  };
}
