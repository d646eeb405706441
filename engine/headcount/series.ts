import { FORECAST_MONTHS, monthNumberOf, yearOf } from '../calendar.ts';
import { contributionRatesOf, contributionTotal, type ContributionRates } from './contributions.ts';
import type { Department, HeadcountPlan, Position } from './plan.ts';

/**
 * The arithmetic of a headcount plan, month by month: who is employed, what each person costs and
 * what the employer pays on top. Column 0 is December 2025 (the staff the plan opens with, heads
 * only: the month is an actual), columns 1–60 are January 2026 to December 2030, as the model's
 * Monthly sheet.
 *
 * - A person's monthly salary is the annual salary ÷ 12, raised by `raise_pct` (or the scenario's
 *   Employee Cost Growth) in `raise_month` of every year after January 2026. Salaries are stated at
 *   January 2026 prices, so what a person costs in a month does not depend on when they started:
 *   moving a hire moves exactly the months it moves.
 * - Variable pay is `variable_pct` of the month's salary, accrued as it is earned.
 * - Contributions are the employer's, on salary + variable pay, each capped at its monthly ceiling
 *   (contributions.ts), plus accident insurance at the driver's rate.
 * - Recruiting is `recruiting_cost` per person, in the month the position starts (not for the
 *   opening staff, who were hired before the plan).
 * - A hiring delay of d months (a driver; fractional in forecast-range draws) moves the start of
 *   every position hired from January 2026 by d months; a fraction of a month employs that fraction
 *   of the month. End months stay: a late hire still leaves when the position ends.
 */

export const PLAN_COLUMNS = 1 + FORECAST_MONTHS.length;

/** Column of a month: 2025-12 → 0, 2026-01 → 1, 2030-12 → 60 (before 2025-12: negative). */
export function planColumn(month: string): number {
  return (yearOf(month) - 2026) * 12 + monthNumberOf(month);
}

export interface HeadcountParameters {
  /** Employee Cost Growth, %/year: the raise of positions without their own. */
  costGrowth: number;
  /** Accident insurance, % of gross pay. */
  accidentRate: number;
  /** Months every hire from January 2026 starts late (0 or more). */
  hiringDelay: number;
}

/** Per-month arrays of one department, or of the whole plan. */
export interface CostSeries {
  heads: Float64Array;
  salaries: Float64Array;
  variable: Float64Array;
  contributions: Float64Array;
  recruiting: Float64Array;
  /** salaries + variable + contributions + recruiting: the employee cost. */
  cost: Float64Array;
}

export interface HeadcountSeries {
  departments: readonly Department[];
  byDepartment: ReadonlyMap<string, CostSeries>;
  total: CostSeries;
}

/** What one person of a position costs in each month, were they employed all of it. */
export interface PerHeadCost {
  salary: Float64Array;
  variable: Float64Array;
  contributions: Float64Array;
}

const RATES: readonly ContributionRates[] = FORECAST_MONTHS.map((month) => contributionRatesOf(yearOf(month)));
const MONTH_OF_YEAR: readonly number[] = [12, ...FORECAST_MONTHS.map(monthNumberOf)];
export function perHeadCost(position: Position, parameters: Pick<HeadcountParameters, 'costGrowth' | 'accidentRate'>): PerHeadCost {
  const salary = new Float64Array(PLAN_COLUMNS);
  const variable = new Float64Array(PLAN_COLUMNS);
  const contributions = new Float64Array(PLAN_COLUMNS);
  const raise = 1 + (position.raise_pct ?? parameters.costGrowth) / 100;
  const withVariable = 1 + position.variable_pct / 100;
  // Month by month as the Headcount sheet computes it: the pay of January 2026, raised in every raise month after it.
  let pay = (position.annual_salary / 12) * withVariable;
  for (let c = 1; c < PLAN_COLUMNS; c += 1) {
    if (c > 1 && MONTH_OF_YEAR[c] === position.raise_month) pay *= raise;
    salary[c] = pay / withVariable;
    variable[c] = pay - (salary[c] as number);
    contributions[c] = contributionTotal(pay, RATES[c - 1] as ContributionRates, parameters.accidentRate);
  }
  return { salary, variable, contributions };
}

/**
 * salary + variable + contributions of perHeadCost, month by month, in one array: what the
 * evaluators need. A person's pay changes only in the raise month and the rates only in January, so
 * the contributions are worked out again only then (a forecast-range draw does this for every role).
 */
export function monthlyCostPerHead(position: Position, parameters: Pick<HeadcountParameters, 'costGrowth' | 'accidentRate'>): Float64Array {
  const cost = new Float64Array(PLAN_COLUMNS);
  const raise = 1 + (position.raise_pct ?? parameters.costGrowth) / 100;
  let pay = (position.annual_salary / 12) * (1 + position.variable_pct / 100);
  let rates: ContributionRates | undefined;
  let contributions = 0;
  for (let c = 1; c < PLAN_COLUMNS; c += 1) {
    const raised = c > 1 && MONTH_OF_YEAR[c] === position.raise_month;
    if (raised) pay *= raise;
    if (raised || RATES[c - 1] !== rates) {
      rates = RATES[c - 1] as ContributionRates;
      contributions = contributionTotal(pay, rates, parameters.accidentRate);
    }
    cost[c] = pay + contributions;
  }
  return cost;
}

/** A position's first and last column (Infinity while open-ended), read from its months once. */
export interface PositionColumns {
  start: number;
  end: number;
}

export function columnsOf(position: Position): PositionColumns {
  return { start: planColumn(position.start_month), end: position.end_month === null ? Infinity : planColumn(position.end_month) };
}

/** Where a position begins with the hiring delay: hires from January 2026 move, the opening staff do not. */
export function beginning(columns: PositionColumns, hiringDelay: number): number {
  return columns.start >= 1 ? columns.start + hiringDelay : columns.start;
}

/**
 * The share of month `c` a person of the position works: 1 from the (delayed) start to the end
 * month, a fraction in the month a fractional delay starts it, 0 otherwise.
 */
export function activity(columns: PositionColumns, c: number, hiringDelay: number): number {
  if (c > columns.end) return 0;
  return Math.min(1, Math.max(0, c + 1 - beginning(columns, hiringDelay)));
}

/** The column the position's recruiting is booked in (its delayed start), or null (opening staff, or after 2030). */
export function recruitingColumn(columns: PositionColumns, hiringDelay: number): number | null {
  if (columns.start < 1) return null;
  const column = Math.floor(columns.start + hiringDelay);
  if (column >= PLAN_COLUMNS || column > columns.end) return null;
  return column;
}

function emptySeries(): CostSeries {
  return {
    heads: new Float64Array(PLAN_COLUMNS), salaries: new Float64Array(PLAN_COLUMNS), variable: new Float64Array(PLAN_COLUMNS),
    contributions: new Float64Array(PLAN_COLUMNS), recruiting: new Float64Array(PLAN_COLUMNS), cost: new Float64Array(PLAN_COLUMNS),
  };
}

/** A plan with each position's monthly cost per person worked out: the part of the arithmetic a hiring delay does not change. */
export interface PreparedPlan {
  plan: HeadcountPlan;
  departments: readonly Department[];
  /** Per position, monthlyCostPerHead; positions paid alike (salary, raise and its month, variable pay) share one. */
  costPerHead: readonly Float64Array[];
  columns: readonly PositionColumns[];
}

/** Whether two positions are paid alike: the same salary, raise and its month, and variable pay. */
const paidAlike = (a: Position, b: Position): boolean =>
  a.annual_salary === b.annual_salary && a.raise_pct === b.raise_pct && a.raise_month === b.raise_month && a.variable_pct === b.variable_pct;

export function preparePlan(plan: HeadcountPlan, parameters: Pick<HeadcountParameters, 'costGrowth' | 'accidentRate'>, departments: readonly Department[]): PreparedPlan {
  // A generated plan holds each role once per year it hires in: its cohorts are paid alike, worked
  // out once. Candidates are found by salary (a number key, no text to build per position).
  const bySalary = new Map<number, { position: Position; cost: Float64Array }[]>();
  const costPerHead = plan.positions.map((position) => {
    const candidates = bySalary.get(position.annual_salary) ?? [];
    const found = candidates.find((candidate) => paidAlike(candidate.position, position));
    if (found) return found.cost;
    const cost = monthlyCostPerHead(position, parameters);
    candidates.push({ position, cost });
    bySalary.set(position.annual_salary, candidates);
    return cost;
  });
  return { plan, departments, costPerHead, columns: plan.positions.map(columnsOf) };
}

/** Adds a position's months into `into` (and into `total`): only the months it employs anyone. */
function addPosition(position: Position, columns: PositionColumns, cost: PerHeadCost, hiringDelay: number, into: CostSeries, total: CostSeries): void {
  const first = Math.max(0, Math.floor(beginning(columns, hiringDelay)));
  const last = Math.min(PLAN_COLUMNS - 1, columns.end);
  for (let c = first; c <= last; c += 1) {
    const heads = position.count * activity(columns, c, hiringDelay);
    if (heads === 0) continue;
    into.heads[c] = (into.heads[c] as number) + heads;
    total.heads[c] = (total.heads[c] as number) + heads;
    if (c === 0) continue;
    const salaries = heads * (cost.salary[c] as number);
    const variable = heads * (cost.variable[c] as number);
    const contributions = heads * (cost.contributions[c] as number);
    into.salaries[c] = (into.salaries[c] as number) + salaries;
    into.variable[c] = (into.variable[c] as number) + variable;
    into.contributions[c] = (into.contributions[c] as number) + contributions;
    total.salaries[c] = (total.salaries[c] as number) + salaries;
    total.variable[c] = (total.variable[c] as number) + variable;
    total.contributions[c] = (total.contributions[c] as number) + contributions;
  }
  const hired = recruitingColumn(columns, hiringDelay);
  if (hired !== null) {
    const recruiting = position.count * position.recruiting_cost;
    into.recruiting[hired] = (into.recruiting[hired] as number) + recruiting;
    total.recruiting[hired] = (total.recruiting[hired] as number) + recruiting;
  }
}

/**
 * The plan's months by department and in total, with their parts (salaries, variable pay,
 * contributions, recruiting): for reading and explaining a plan. The evaluators fill the model's
 * plan rows from planRowsInto (planRows.ts), the same arithmetic without the parts.
 */
export function headcountSeries(plan: HeadcountPlan, parameters: HeadcountParameters, departments: readonly Department[]): HeadcountSeries {
  const byDepartment = new Map(departments.map((d) => [d.id, emptySeries()]));
  const total = emptySeries();
  plan.positions.forEach((position, i) => {
    const into = byDepartment.get(position.department);
    if (!into) throw new Error(`Position ${i + 1}: unknown department ${position.department}`);
    addPosition(position, columnsOf(position), perHeadCost(position, parameters), parameters.hiringDelay, into, total);
  });
  for (const series of [...byDepartment.values(), total]) {
    for (let c = 1; c < PLAN_COLUMNS; c += 1) {
      series.cost[c] = (series.salaries[c] as number) + (series.variable[c] as number) + (series.contributions[c] as number) + (series.recruiting[c] as number);
    }
  }
  return { departments, byDepartment, total };
}

/** Sum of a series over the twelve months of a forecast year. */
export function yearTotal(series: Float64Array, year: number): number {
  let sum = 0;
  const first = (year - 2026) * 12 + 1;
  for (let c = first; c < first + 12; c += 1) sum += series[c] as number;
  return sum;
}

/** Average of a series over the twelve months of a forecast year (heads: FTEs of the year). */
export function yearAverage(series: Float64Array, year: number): number {
  return yearTotal(series, year) / 12;
}

/** December of a forecast year (heads: the people at the year's end). */
export function yearEnd(series: Float64Array, year: number): number {
  return series[(year - 2025) * 12] as number;
}
