import { ACTUAL_MONTHS, FORECAST_MONTHS } from '../calendar.ts';
import type { ModelCells } from '../workbook/cells.ts';
import { reconcilingThreshold } from '../session/reconcilingItems.ts';
import { CLOSED_MONTH_LINES, FTE_ACTUAL_LINES, reportsHeadcount, type MonthlyActualValues } from './closedMonths.ts';

/**
 * The review before months are closed (issue 26): per month the figures an admin checks (revenue,
 * costs, EBITDA and the cash bridge) and the plausibility warnings they confirm one by one. Pure:
 * the caller evaluates the model and hands in the cells.
 */

/** A month's figures as the model computes them: the P&L result and the cash bridge. */
export interface MonthFigures {
  month: string;
  revenue: number;
  /** Cost of goods sold plus operating expenses. */
  costs: number;
  ebitda: number;
  openingCash: number;
  operatingCash: number;
  investingCash: number;
  financingCash: number;
  /** The model's closing cash: opening + operating + investing + financing. */
  closingCash: number;
  /** The bank's closing cash balance of the month's actuals, when given. */
  bankCash: number | null;
  /** The month's FTEs: the actuals' by department where given, the headcount plan's for the rest. */
  ftes: number;
  /** Whether the month's actuals give FTEs (of at least one department). */
  ftesActual: boolean;
}

/** A line more than this share away from its reference is worth a second look. */
export const PLAUSIBLE_SHARE = 0.5;

export type PlausibilityKind = 'plan' | 'previous_month' | 'cash_bridge';

/** One thing an admin confirms before the month closes. */
export interface PlausibilityWarning {
  /** `month:line:kind`, stable across reviews of the same values: the close names the ids it confirms. */
  id: string;
  month: string;
  line: string;
  kind: PlausibilityKind;
  actual: number;
  /** The plan's figure, the previous month's, or the model's closing cash (cash_bridge). */
  reference: number;
  /** (actual − reference) / |reference|; null when the reference is 0. */
  change: number | null;
}

const columnOf = (month: string): number => ACTUAL_MONTHS.length + FORECAST_MONTHS.indexOf(month);

const at = (cells: ModelCells, line: string, column: number): number => cells.months(line)[column] ?? 0;

/** The figures of `months` from evaluated cells; `values` gives the bank's cash where stated. */
export function monthFigures(cells: ModelCells, months: readonly string[], values: Readonly<MonthlyActualValues>): MonthFigures[] {
  return months.map((month) => {
    const column = columnOf(month);
    const bank = values[month]?.closing_cash;
    return {
      month,
      revenue: at(cells, 'total_revenue', column),
      costs: at(cells, 'cost_of_goods_sold', column) + at(cells, 'total_operating_expenses', column),
      ebitda: at(cells, 'ebitda', column),
      openingCash: at(cells, 'opening_cash', column),
      operatingCash: at(cells, 'cash_from_operations', column),
      investingCash: at(cells, 'cash_from_investing', column),
      financingCash: at(cells, 'cash_from_financing', column),
      closingCash: at(cells, 'closing_cash', column),
      bankCash: typeof bank === 'number' && Number.isFinite(bank) ? bank : null,
      ftes: at(cells, 'ftes', column),
      ftesActual: reportsHeadcount(values, month),
    };
  });
}

/** Whether `actual` is beyond ±50 % of `reference` (any non-zero actual against a zero reference). */
function implausible(actual: number, reference: number): boolean {
  return reference === 0 ? actual !== 0 : Math.abs(actual - reference) > PLAUSIBLE_SHARE * Math.abs(reference);
}

function warning(month: string, line: string, kind: PlausibilityKind, actual: number, reference: number): PlausibilityWarning {
  return { id: `${month}:${line}:${kind}`, month, line, kind, actual, reference, change: reference === 0 ? null : (actual - reference) / Math.abs(reference) };
}

/** The lines held against the plan and the previous month: the required ones and a department's FTEs where given (a typo of 220 for 22 people). */
const CHECKED_LINES = [...CLOSED_MONTH_LINES, ...FTE_ACTUAL_LINES];

/**
 * The warnings of closing `months`: every actual line beyond ±50 % of the plan's figure or of the
 * previous month's actual (2026-01 against the baseline's December 2025), and a bank closing cash
 * off the model's cash by more than the reconciling threshold (1 %, at least €1,000). `closed`
 * holds the model with the months closed; `plan` the figures they are held against.
 */
export function plausibilityWarnings(months: readonly string[], values: Readonly<MonthlyActualValues>, closed: ModelCells, plan: ModelCells): PlausibilityWarning[] {
  return months.flatMap((month) => {
    const column = columnOf(month);
    const row = values[month] ?? {};
    const lines = CHECKED_LINES.flatMap((line) => {
      const actual = row[line];
      if (typeof actual !== 'number') return [];
      const planned = at(plan, line, column);
      const previous = at(closed, line, column - 1);
      return [
        ...(implausible(actual, planned) ? [warning(month, line, 'plan', actual, planned)] : []),
        ...(implausible(actual, previous) ? [warning(month, line, 'previous_month', actual, previous)] : []),
      ];
    });
    const bank = row.closing_cash;
    const derived = at(closed, 'closing_cash', column);
    const cash = typeof bank === 'number' && Math.abs(bank - derived) > reconcilingThreshold(derived)
      ? [warning(month, 'closing_cash', 'cash_bridge', bank, derived)] : [];
    return [...lines, ...cash];
  });
}
