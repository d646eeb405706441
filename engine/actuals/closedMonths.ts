import { FORECAST_MONTHS } from '../calendar.ts';
import { LINE_BY_ID, LINES } from '../model/lines.ts';

/**
 * Monthly actuals of the forecast years (issue #19): per month from 2026-01 on, the actual value of
 * each line the definition marks `closed: 'required'`. Months up to the last closed month replace
 * the forecast of these lines; the forecast continues from the closed month's balances. Totals
 * (total revenue, gross profit, EBITDA, rides, medical clients) stay formulas over these, so every
 * statement still reconciles.
 */
export const CLOSED_MONTH_LINES: readonly string[] = LINES.filter((line) => line.actuals?.closed === 'required').map((line) => line.id);
export type ClosedMonthLine = string;

/**
 * Lines a closed month takes when its actuals give them, else their closed-month formula
 * (engine/model/closedMonthSources.ts): onboardings and new clients, which make the KPIs of closed
 * months (conversion, acquisition cost) facts rather than the scenario's drivers.
 */
export const OPTIONAL_ACTUAL_LINES: readonly string[] = LINES.filter((line) => line.actuals?.closed === 'optional').map((line) => line.id);

/**
 * The optional lines that count people: a closed month's actual FTEs by department. A month that
 * gives any of them reports headcount (reportsHeadcount), which splits the payroll variance into
 * heads and cost per head (engine/analysis/payrollSplit.ts).
 */
export const FTE_ACTUAL_LINES: readonly string[] = OPTIONAL_ACTUAL_LINES.filter((line) => LINE_BY_ID.get(line)?.unit === 'FTE');

/** The lines whose actuals a closed month's figures read: the required ones, then the optional ones. */
export const CLOSED_INPUT_LINES: readonly string[] = [...CLOSED_MONTH_LINES, ...OPTIONAL_ACTUAL_LINES];

/**
 * Balance items a month's actuals may carry (bank cash, receivables, payables): never written over
 * the model's own figure, shown beside it with the difference as a reconciling item.
 */
export const BALANCE_ACTUAL_LINES: readonly string[] = LINES.filter((line) => line.actuals?.closed === 'balance').map((line) => line.id);

/** Every line a month's actuals may hold: the required ones, the optional ones, then the balance items. */
export const MONTHLY_ACTUAL_LINES: readonly string[] = [...CLOSED_INPUT_LINES, ...BALANCE_ACTUAL_LINES];

/** Lines that may be negative (cash); every other actual is ≥ 0. */
export const SIGNED_CLOSED_MONTH_LINES: ReadonlySet<string> = new Set(['closing_cash']);

/**
 * The largest magnitude of a monthly actual, by its line's unit in the model definition
 * (docs/model.md "Monthly actuals 2026"): 10¹² € in a month is beyond any business of this
 * kind; 10⁸ rides a month is many times all patient transport in Germany; 10⁶ clients is five times
 * the largest market the drivers allow (200,000 addressable medical facilities). A 300-digit
 * figure would otherwise reach every forecast and PDF. 10⁴ FTEs in a department is a hundred times
 * the team a company of this kind plans by 2030; fractions are part-time.
 */
export const ACTUAL_LIMIT_BY_UNIT = { EUR: 1e12, rides: 1e8, count: 1e6, FTE: 1e4 } as const;
export type ActualUnit = keyof typeof ACTUAL_LIMIT_BY_UNIT;

/** The unit of a line's actual, as the model definition gives it. */
export function actualUnit(line: ClosedMonthLine): ActualUnit {
  const unit = LINE_BY_ID.get(line)?.unit;
  if (unit === undefined || !(unit in ACTUAL_LIMIT_BY_UNIT)) throw new Error(`The monthly line ${line} has no unit with an actual limit (${unit})`);
  return unit as ActualUnit;
}

/** The months that can hold actuals: the forecast months, 2026-01 … 2030-12. */
export const CLOSABLE_MONTHS = FORECAST_MONTHS;

/** Stored monthly actuals: month (YYYY-MM) → line → value. A month may be partial while it is not closed. */
export type MonthlyActualValues = Record<string, Partial<Record<string, number>>>;

/** What the model reads: the actuals and the last closed month (null: nothing closed, the plain forecast). */
export interface ClosedMonths {
  values: MonthlyActualValues;
  lastClosedMonth: string | null;
}

export const NO_CLOSED_MONTHS: ClosedMonths = { values: {}, lastClosedMonth: null };

export function isClosedMonthLine(id: string): boolean {
  return CLOSED_MONTH_LINES.includes(id);
}

/** An optional line's actual of a month, or undefined when the month does not give it. */
export function optionalActual(closed: ClosedMonths | undefined, month: string, line: string): number | undefined {
  const value = closed?.values[month]?.[line];
  return value !== undefined && Number.isFinite(value) ? value : undefined;
}

/** Whether a month's actuals give the FTEs of at least one department. */
export function reportsHeadcount(values: Readonly<MonthlyActualValues>, month: string): boolean {
  const row = values[month];
  return row !== undefined && FTE_ACTUAL_LINES.some((line) => Number.isFinite(row[line]));
}

/** Whether a month has a value for every line. */
export function isCompleteMonth(values: MonthlyActualValues, month: string): boolean {
  const row = values[month];
  return row !== undefined && CLOSED_MONTH_LINES.every((line) => typeof row[line] === 'number' && Number.isFinite(row[line]));
}

/** The latest month such that it and every month before it (from 2026-01) are complete; null when 2026-01 is not. */
export function latestClosableMonth(values: MonthlyActualValues): string | null {
  let latest: string | null = null;
  for (const month of CLOSABLE_MONTHS) {
    if (!isCompleteMonth(values, month)) break;
    latest = month;
  }
  return latest;
}

/** A month up to the close that lacks lines: the model treats it, and every month after it, as open. */
export interface IncompleteMonth {
  month: string;
  missing: ClosedMonthLine[];
}

/** The months 2026-01 … `through` that lack a line, in order, each with the lines it lacks. */
export function incompleteMonths(values: MonthlyActualValues, through: string): IncompleteMonth[] {
  return CLOSABLE_MONTHS.filter((month) => month <= through).flatMap((month) => {
    const row = values[month];
    const missing = CLOSED_MONTH_LINES.filter((line) => !Number.isFinite(row?.[line]));
    return missing.length > 0 ? [{ month, missing }] : [];
  });
}

/** The close the model can forecast from, and the months that kept it from the one asked for. */
export interface CompleteClose {
  lastClosedMonth: string | null;
  incomplete: IncompleteMonth[];
}

/**
 * `through` cut back to the month before the first one that lacks a line: a closed month without
 * every line is treated as open (with the months after it, since the forecast continues from the
 * last closed month's balances), never refused. A close is set only on complete months and a save
 * may not break it, so this cuts only data written behind the API's back (issue 24).
 */
export function completeClose(values: MonthlyActualValues, through: string | null): CompleteClose {
  if (through === null) return { lastClosedMonth: null, incomplete: [] };
  const incomplete = incompleteMonths(values, through);
  const first = incomplete[0];
  if (!first) return { lastClosedMonth: through, incomplete };
  const index = CLOSABLE_MONTHS.indexOf(first.month);
  return { lastClosedMonth: index > 0 ? CLOSABLE_MONTHS[index - 1]! : null, incomplete };
}

/** `closed` with its close cut back to complete months (completeClose); the same object when nothing is cut. */
export function withCompleteClose(closed: ClosedMonths): ClosedMonths {
  const { lastClosedMonth } = completeClose(closed.values, closed.lastClosedMonth);
  return lastClosedMonth === closed.lastClosedMonth ? closed : { values: closed.values, lastClosedMonth };
}

/** How many forecast months are closed (0 … 60). */
export function closedMonthCount(lastClosedMonth: string | null): number {
  return lastClosedMonth === null ? 0 : CLOSABLE_MONTHS.indexOf(lastClosedMonth) + 1;
}
