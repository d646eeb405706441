import type { ModelCells } from '../workbook/cells.ts';
import { readYears } from '../session/annualFigures.ts';
import { readStatement } from '../session/statement.ts';
import {
  discountedCashFlow, valuationMethods, valuationRange,
  type DcfResult, type ValuationMethod, type ValuationMethodId,
} from './valuationMethods.ts';

/**
 * Enterprise valuation of the Rides/Wallet screen and GET /api/valuation/enterprise (part 2 §3):
 * quarterly run-rates Q4/2025 … Q4/2030 from the model, valued with an ARR and a transaction
 * multiple, plus cash. Pure over plain figures, so the worker can revalue as a slider moves
 * without touching the workbook. Definitions: docs/model.md ("Enterprise valuation").
 */

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
export const VALUATION_TIMELINE = 'Q4/2025 to Q4/2030';
/**
 * The date the valuation is taken at: the end of the last quarter of actuals, whose run-rates the
 * multiples apply to and where the DCF discounts to (docs/decisions.md: not the specification's
 * 'September 2025').
 */
export const VALUATION_DATE = 'December 2025';
/** Part 2 §9: the table shows the latest 8 quarters. */
export const LATEST_QUARTERS_SHOWN = 8;

/** Null when the value is allowed, else the reason (the server answers it as a 400 naming the field). */
export function multiplierProblem(which: keyof Multipliers, value: number): string | null {
  const { min, max } = MULTIPLIER_BOUNDS[which];
  if (!Number.isFinite(value) || value < min || value > max || !Number.isInteger(value / MULTIPLIER_STEP)) {
    return `must be between ${min} and ${max} in steps of ${MULTIPLIER_STEP}`;
  }
  return null;
}

export interface QuarterFigures {
  /** 'Q4/2025'. */
  period: string;
  /**
   * Run-rate ARR at the quarter's end: the recurring revenue of its last month × 12, the one ARR
   * every screen shows (at a year's end it is the `arr` line).
   */
  arrRunRate: number;
  transactionRevenue: number;
  closingCash: number;
}

export interface YearFigures {
  year: number;
  totalRevenue: number;
  ebitda: number;
}

export interface ValuationInputs {
  scenarioName: string;
  quarters: QuarterFigures[];
  years: YearFigures[];
}

const FIRST_QUARTER = '2025-Q4';
const LAST_QUARTER = '2030-Q4';
const FIRST_QUARTER_MONTH = '2025-10';
const LAST_QUARTER_MONTH = '2030-12';
const VALUATION_YEAR = 2025;

/** '2025-Q4' → 'Q4/2025'. */
export function quarterLabel(key: string): string {
  const [year, quarter] = key.split('-');
  return `${quarter}/${year}`;
}

/**
 * Reads what the valuation needs from evaluated cells (the compiled kernel's in the worker, a
 * scenario's workbook at rest on the server): quarterly revenue and cash, annual revenue and EBITDA.
 */
export function valuationInputs(cells: ModelCells, scenarioName: string): ValuationInputs {
  const statement = readStatement(cells, {
    period: 'quarter', from: FIRST_QUARTER, to: LAST_QUARTER,
    lines: ['transaction_revenue', 'closing_cash'],
  });
  const [transaction, cash] = statement.rows;
  const recurring = readStatement(cells, { period: 'month', from: FIRST_QUARTER_MONTH, to: LAST_QUARTER_MONTH, lines: ['recurring_revenue'] }).rows[0]?.values ?? [];
  const quarters = statement.periods.map((period, i) => ({
    period: quarterLabel(period),
    arrRunRate: 12 * (recurring[3 * i + 2] ?? 0),
    transactionRevenue: transaction?.values[i] ?? 0,
    closingCash: cash?.values[i] ?? 0,
  }));
  const years = readYears(cells);
  const annual = [2025, 2026, 2027, 2028, 2029, 2030].map((year) => ({
    year, totalRevenue: years[year]?.total_revenue ?? 0, ebitda: years[year]?.ebitda ?? 0,
  }));
  return { scenarioName, quarters, years: annual };
}

export interface QuarterlyProjection {
  period: string;
  /** Run-rate ARR at the quarter's end: its last month's recurring revenue × 12. */
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
  valuation_date: string;
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
  dcf: DcfResult;
}

export function quarterlyProjection(quarter: QuarterFigures, multipliers: Multipliers): QuarterlyProjection {
  const arrRevenue = quarter.arrRunRate;
  const transactionRevenue = quarter.transactionRevenue * 4;
  const totalEv = arrRevenue * multipliers.arr + transactionRevenue * multipliers.transaction;
  return {
    period: quarter.period,
    arr_revenue: arrRevenue,
    transaction_revenue: transactionRevenue,
    total_ev: totalEv,
    closing_cash: quarter.closingCash,
    ev_plus_cash: totalEv + quarter.closingCash,
  };
}

export function enterpriseValuation(
  inputs: ValuationInputs,
  multipliers: Multipliers = DEFAULT_MULTIPLIERS,
  targetEv: number = DEFAULT_TARGET_EV,
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

  const dcf = discountedCashFlow(
    inputs.years.filter((y) => y.year > VALUATION_YEAR).map((y) => ({ year: y.year, freeCashFlow: y.ebitda })),
    VALUATION_YEAR,
  );
  const methods = valuationMethods({ arrRevenue: first.arr_revenue, transactionRevenue: first.transaction_revenue, quarter: first.period }, multipliers, dcf.enterprise_value);
  const withRange = Object.fromEntries(
    Object.entries(methods).map(([id, method]) => [id, { ...method, range: valuationRange(method.value) }]),
  ) as EnterpriseValuation['valuation_methods'];

  const totalValueCreation = last.ev_plus_cash - first.ev_plus_cash;
  return {
    scenario_name: inputs.scenarioName,
    valuation_date: VALUATION_DATE,
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
    dcf,
  };
}

/** Part 2 §2: the latest quarters of the projection, oldest first. */
export function latestQuarters(projections: readonly QuarterlyProjection[], count = LATEST_QUARTERS_SHOWN): QuarterlyProjection[] {
  return projections.slice(Math.max(0, projections.length - count));
}
