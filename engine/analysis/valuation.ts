import { periodLabel, yearOf, monthNumberOf } from '../calendar.ts';
import { discountedCashFlow, DEFAULT_DCF_OPTIONS, type DcfOptions, type DcfResult } from './dcf.ts';
import {
  valuationMethods, valuationRange, valuationReconciliation,
  type EquityBridge, type ValuationMethod, type ValuationMethodId, type ValuationReconciliation,
} from './valuationMethods.ts';
import type { QuarterFigures, ValuationInputs } from './valuationInputs.ts';

/**
 * Enterprise valuation of the Rides/Wallet screen and GET /api/valuation/enterprise (part 2 §3):
 * at the valuation date — the end of the last closed month — the plan's discounted cash flow and
 * the ARR and transaction multiples of the run-rates there, each bridged to equity value, and the
 * quarterly run-rates Q4/2025 … Q4/2030 valued with the multiples, plus cash. Pure over plain
 * figures, so the worker can revalue as a slider moves without touching the workbook.
 * Definitions: docs/model.md ("Enterprise valuation").
 */

export { valuationInputs, quarterLabel, type ValuationInputs, type QuarterFigures } from './valuationInputs.ts';
export {
  DCF_DISCOUNT_RATE, DCF_TERMINAL_GROWTH, DEFAULT_DCF_OPTIONS, DEFAULT_EXIT_MULTIPLE, EXIT_MULTIPLE_BOUNDS, EXIT_MULTIPLE_STEP,
  exitMultipleProblem, type DcfCashFlow, type DcfOptions, type DcfResult,
} from './dcf.ts';
export type { EquityBridge, ValuationMethod, ValuationMethodId, ValuationReconciliation } from './valuationMethods.ts';

export interface Multipliers {
  arr: number;
  transaction: number;
}

/** Part 2 §4 defaults. */
export const DEFAULT_MULTIPLIERS: Multipliers = { arr: 8, transaction: 3 };
/** Part 2 §5: both sliders move in steps of 0.5 within these bounds. */
export const MULTIPLIER_BOUNDS = { arr: { min: 4, max: 15 }, transaction: { min: 1, max: 8 } } as const;
export const MULTIPLIER_STEP = 0.5;
/** Part 2 §3 / §9. */
export const DEFAULT_TARGET_EV = 100_000_000;
/** The quarters the valuation's timeline runs between, and the timeline as the API words it. */
export const VALUATION_QUARTERS = { from: 'Q4/2025', to: 'Q4/2030' } as const;
export const VALUATION_TIMELINE = `${VALUATION_QUARTERS.from} to ${VALUATION_QUARTERS.to}`;
/** Part 2 §9: the table shows the latest 8 quarters. */
export const LATEST_QUARTERS_SHOWN = 8;

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The valuation date of a valuation month: its last day, '31 October 2026'. */
export function valuationDateLabel(month: string): string {
  const year = yearOf(month);
  const number = monthNumberOf(month);
  const lastDay = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return `${lastDay} ${MONTH_NAMES[number - 1] ?? ''} ${year}`;
}

/** Null when the value is allowed, else the reason (the server answers it as a 400 naming the field). */
export function multiplierProblem(which: keyof Multipliers, value: number): string | null {
  const { min, max } = MULTIPLIER_BOUNDS[which];
  if (!Number.isFinite(value) || value < min || value > max || !Number.isInteger(value / MULTIPLIER_STEP)) {
    return `must be between ${min} and ${max} in steps of ${MULTIPLIER_STEP}`;
  }
  return null;
}

export interface QuarterlyProjection {
  period: string;
  /** ARR at the quarter's end: its last month's recurring revenue × 12. */
  arr_revenue: number;
  /** The quarter's transaction revenue × 4. */
  transaction_revenue: number;
  /** arr_revenue × ARR multiple + transaction_revenue × transaction multiple. */
  total_ev: number;
  closing_cash: number;
  /** total_ev + closing cash of the quarter. */
  ev_plus_cash: number;
}

export interface YearlyProgression {
  arr_revenue: number;
  transaction_revenue: number;
  total_ev: number;
  ev_plus_cash: number;
  revenue: number;
  ebitda: number;
}

export interface Position {
  ev_plus_cash: number;
  quarter: string;
  scenario_name: string;
}

export interface EnterpriseValuation {
  scenario_name: string;
  /** The last day of the valuation month: '31 December 2025'. */
  valuation_date: string;
  /** 'YYYY-MM': the last closed month, else 2025-12. */
  valuation_month: string;
  timeline: string;
  target_ev: number;
  multipliers: { arr_multiplier: number; transaction_multiplier: number };
  quarterly_projections: QuarterlyProjection[];
  /** Q4 of each year 2025–2030 (year-end run-rates) with the year's revenue and EBITDA. */
  yearly_progression: Record<string, YearlyProgression>;
  waterfall_analysis: {
    starting_position: Position;
    ending_position: Position;
    value_flow: { total_value_creation: number; ev_growth: number; cash_growth: number };
  };
  value_creation_summary: {
    starting_position: number;
    total_value_creation: number;
    final_position: number;
    /** final position ÷ target EV × 100. */
    target_achievement_percent: number;
  };
  valuation_methods: Record<ValuationMethodId, ValuationMethod & { range: ReturnType<typeof valuationRange> }>;
  /** From enterprise to equity value at the valuation date: + cash − loans. */
  equity_bridge: EquityBridge;
  /** Why the DCF and the multiples differ. */
  reconciliation: ValuationReconciliation;
  dcf: DcfResult;
}

export function quarterlyProjection(quarter: QuarterFigures, multipliers: Multipliers): QuarterlyProjection {
  const totalEv = quarter.arrRunRate * multipliers.arr + quarter.transactionRunRate * multipliers.transaction;
  return {
    period: quarter.period,
    arr_revenue: quarter.arrRunRate,
    transaction_revenue: quarter.transactionRunRate,
    total_ev: totalEv,
    closing_cash: quarter.closingCash,
    ev_plus_cash: totalEv + quarter.closingCash,
  };
}

export function enterpriseValuation(
  inputs: ValuationInputs,
  multipliers: Multipliers = DEFAULT_MULTIPLIERS,
  targetEv: number = DEFAULT_TARGET_EV,
  dcfOptions: DcfOptions = DEFAULT_DCF_OPTIONS,
): EnterpriseValuation {
  const projections = inputs.quarters.map((quarter) => quarterlyProjection(quarter, multipliers));
  const first = projections[0];
  const last = projections[projections.length - 1];
  if (!first || !last) throw new Error('The valuation needs at least one quarter');

  const yearly: Record<string, YearlyProgression> = {};
  for (const { year, totalRevenue, ebitda } of inputs.years) {
    const q4 = projections.find((p) => p.period === `Q4/${year}`);
    if (!q4) continue;
    yearly[String(year)] = {
      arr_revenue: q4.arr_revenue, transaction_revenue: q4.transaction_revenue, total_ev: q4.total_ev,
      ev_plus_cash: q4.ev_plus_cash, revenue: totalRevenue, ebitda,
    };
  }

  const dcf = discountedCashFlow(inputs, dcfOptions);
  const bridge: EquityBridge = { cash: inputs.bridge.cash, debt: inputs.bridge.debt, net_cash: inputs.bridge.cash - inputs.bridge.debt };
  const runRates = { ...inputs.runRates, month: periodLabel(inputs.valuationMonth) };
  const methods = valuationMethods(runRates, multipliers, dcf.enterprise_value, bridge);
  const withRange = Object.fromEntries(
    Object.entries(methods).map(([id, method]) => [id, { ...method, range: valuationRange(method.value) }]),
  ) as EnterpriseValuation['valuation_methods'];
  const revenue2030 = inputs.years.find((y) => y.year === 2030)?.totalRevenue ?? 0;

  const totalValueCreation = last.ev_plus_cash - first.ev_plus_cash;
  return {
    scenario_name: inputs.scenarioName,
    valuation_date: valuationDateLabel(inputs.valuationMonth),
    valuation_month: inputs.valuationMonth,
    timeline: VALUATION_TIMELINE,
    target_ev: targetEv,
    multipliers: { arr_multiplier: multipliers.arr, transaction_multiplier: multipliers.transaction },
    quarterly_projections: projections,
    yearly_progression: yearly,
    waterfall_analysis: {
      starting_position: { ev_plus_cash: first.ev_plus_cash, quarter: first.period, scenario_name: inputs.scenarioName },
      ending_position: { ev_plus_cash: last.ev_plus_cash, quarter: last.period, scenario_name: inputs.scenarioName },
      value_flow: {
        total_value_creation: totalValueCreation,
        ev_growth: last.total_ev - first.total_ev,
        cash_growth: last.closing_cash - first.closing_cash,
      },
    },
    value_creation_summary: {
      starting_position: first.ev_plus_cash,
      total_value_creation: totalValueCreation,
      final_position: last.ev_plus_cash,
      target_achievement_percent: targetEv > 0 ? (last.ev_plus_cash / targetEv) * 100 : 0,
    },
    valuation_methods: withRange,
    equity_bridge: bridge,
    reconciliation: valuationReconciliation(runRates, revenue2030, dcf.enterprise_value, methods.revenue_multiple.value, dcf.terminal_share),
    dcf,
  };
}

/** Part 2 §2: the latest quarters of the projection, oldest first. */
export function latestQuarters(projections: readonly QuarterlyProjection[], count = LATEST_QUARTERS_SHOWN): QuarterlyProjection[] {
  return projections.slice(Math.max(0, projections.length - count));
}
