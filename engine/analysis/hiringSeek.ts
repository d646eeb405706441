import { generatedPlan } from '../headcount/defaultPlan.ts';
import { isPlanMonth, POSITION_BOUNDS, SALES_DEPARTMENT, type HeadcountPlan, type Position } from '../headcount/plan.ts';
import { AnalysisInputError } from './analysisErrors.ts';
import type { AnalysisModel } from './analysisModel.ts';
import { modelFigure } from './modelFigure.ts';

/**
 * Goal seek on hiring: how many sales hires, starting in a month, make a figure of a year reach a
 * target (docs/model.md "Goal seek on sales hires"). Hires are whole people, so every count from 0
 * to MAX_SALES_HIRES is evaluated on the compiled kernel with the scenario's plan plus one sales
 * position of that count (paid as the plan's newest sales hires); the answer is the fewest that
 * reach the target, the figure at or above it (a target is a floor: revenue, clients, EBITDA; a
 * figure already there needs none). The figure need not move one way: the fewest count that gets
 * there is the answer, and `direction` says how the figure moved over the counts.
 */

/** The most hires a seek tries: a sales team several times today's, well inside a position's bounds. */
export const MAX_SALES_HIRES = 100;
/** Hires start in a forecast month: the months before are actuals. */
const FIRST_HIRE_MONTH = '2026-01';

export interface HiringSeekInput {
  /** Every driver's value (the effective drivers of the scenario with its drafts). */
  drivers: Readonly<Record<string, number>>;
  /** The scenario's saved plan; null: the plan generated from `drivers`. */
  plan: HeadcountPlan | null;
  /** The hires' first month, YYYY-MM, 2026-01 … 2030-12. */
  month: string;
  figure: string;
  year: number;
  target: number;
}

/** What a hire of the seek is paid: the pay of the plan's newest sales position. */
export type HireTerms = Pick<Position, 'role' | 'annual_salary' | 'raise_pct' | 'raise_month' | 'variable_pct' | 'recruiting_cost'>;

export interface HiringSeekResult {
  figure: string;
  year: number;
  target: number;
  month: string;
  hire: HireTerms;
  /** The fewest hires that reach the target (0: reached without any); null: not within MAX_SALES_HIRES. */
  hires: number | null;
  /** The figure with `hires` hires. */
  achieved: number | null;
  /** The figure without hires. */
  current: number | null;
  /** The least and greatest figure over 0 … MAX_SALES_HIRES hires; null where the figure has no value at all. */
  reachable: { min: number; max: number } | null;
  /** How the figure moved as hires were added. */
  direction: 'rises' | 'falls' | 'flat' | 'both';
  evaluations: number;
}

/** The terms of the newest sales position (the latest start; the first of those), else of the generated plan's. */
export function hireTermsOf(plan: HeadcountPlan, drivers: Readonly<Record<string, number>>): HireTerms {
  const newest = (positions: readonly Position[]) => positions
    .filter((position) => position.department === SALES_DEPARTMENT)
    .reduce<Position | null>((best, position) => (!best || position.start_month > best.start_month ? position : best), null);
  const found = newest(plan.positions) ?? newest(generatedPlan(drivers).positions);
  if (!found) throw new AnalysisInputError('no_value', 'plan', 'The plan has no sales position to pay the hires like');
  const { role, annual_salary, raise_pct, raise_month, variable_pct, recruiting_cost } = found;
  return { role, annual_salary, raise_pct, raise_month, variable_pct, recruiting_cost };
}

function directionOf(values: readonly number[]): HiringSeekResult['direction'] {
  let rises = false;
  let falls = false;
  for (let i = 1; i < values.length; i += 1) {
    if ((values[i] as number) > (values[i - 1] as number)) rises = true;
    if ((values[i] as number) < (values[i - 1] as number)) falls = true;
  }
  if (rises && falls) return 'both';
  return rises ? 'rises' : falls ? 'falls' : 'flat';
}

export function hiringSeek(model: AnalysisModel, input: HiringSeekInput): HiringSeekResult {
  const { kernel } = model;
  if (!isPlanMonth(input.month) || input.month < FIRST_HIRE_MONTH || input.month > POSITION_BOUNDS.lastMonth) {
    throw new AnalysisInputError('not_a_number', 'month', `month must be a month written YYYY-MM from ${FIRST_HIRE_MONTH} to ${POSITION_BOUNDS.lastMonth}`);
  }
  if (!Number.isFinite(input.target)) throw new AnalysisInputError('not_a_number', 'target', 'target must be a finite number');
  const figure = modelFigure(kernel, input.figure, input.year);
  const plan = input.plan ?? generatedPlan(input.drivers);
  const hire = hireTermsOf(plan, input.drivers);
  const vector = kernel.driverVector({ ...input.drivers });
  const figureWith = (hires: number): number => {
    const position: Position = { ...hire, department: SALES_DEPARTMENT, count: hires, start_month: input.month, end_month: null };
    model.setHeadcount(hires === 0 ? plan : { positions: [...plan.positions, position] });
    return figure.read(model.evaluateVector(vector));
  };
  let values: number[];
  try {
    values = Array.from({ length: MAX_SALES_HIRES + 1 }, (_, hires) => figureWith(hires));
  } finally {
    // The shared kernel is on the generated plan between calls (engine/session/scenarioHost.ts).
    model.setHeadcount(null);
  }
  const current = values[0] as number;
  const seen = values.filter(Number.isFinite);
  const base = {
    figure: figure.id, year: figure.year, target: input.target, month: input.month, hire,
    current: Number.isFinite(current) ? current : null, evaluations: values.length,
  };
  if (seen.length === 0 || !Number.isFinite(current)) return { ...base, hires: null, achieved: null, reachable: null, direction: 'flat' };
  const reachable = { min: Math.min(...seen), max: Math.max(...seen) };
  const hires = values.findIndex((value) => Number.isFinite(value) && value >= input.target);
  return {
    ...base,
    hires: hires < 0 ? null : hires,
    achieved: hires < 0 ? null : (values[hires] as number),
    reachable,
    direction: directionOf(seen),
  };
}
