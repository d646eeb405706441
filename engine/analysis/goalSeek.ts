import { tablesOf } from '../model/tables.ts';
import type { DriverDef } from '../model/types.ts';
import { AnalysisInputError } from './analysisErrors.ts';
import type { AnalysisModel } from './analysisModel.ts';
import { modelFigure } from './modelFigure.ts';
import { brentRoot, finiteEdge, goldenMaximum } from './rootFinding.ts';

/**
 * Goal seek: which value of driver D makes figure F in year Y equal the target T, all other
 * drivers as they are (docs/model.md "Goal seek").
 *
 * 1. Scan: F at 65 evenly spaced values over the driver's bounds and at its current value. The
 *    scan shows whether F moves one way only (monotone) and where it crosses T.
 * 2. Reachable range: the least and greatest F of the scan; an extreme inside the bounds is
 *    refined by golden-section search between its neighbours, and where F has no value at a scan
 *    point (a division by zero at a bound) the edge of the values next to it is found by
 *    bisection. T outside the range: no value (null).
 * 3. Roots: Brent's method in every scan interval where F − T changes sign, to machine precision.
 *    When F crosses T more than once, the root closest to the driver's current value is the
 *    answer (the smallest change to the plan), and `roots` says how many there were.
 * Counts of people and months take whole values: every whole value (month) within the bounds is
 * evaluated and the one whose figure is closest to T is the answer.
 * 4. Steps: a figure can jump over T (the pay of a generated headcount plan is rounded to €100,
 *    so the figures move in steps with the average cost per FTE). Brent's method then ends at
 *    the jump, on its side nearer T; the answer says so (`root: 'closest_step'`).
 */

export interface GoalSeekInput {
  /** Every driver's value (the effective drivers of the scenario with its drafts). */
  drivers: Readonly<Record<string, number>>;
  driver: string;
  figure: string;
  year: number;
  target: number;
}

export interface GoalSeekResult {
  driver: string;
  figure: string;
  year: number;
  target: number;
  /** The driver value that reaches the target; null when the target is outside the reachable range. */
  value: number | null;
  /** The figure at `value`. */
  achieved: number | null;
  /** The least and greatest figure the driver reaches within its bounds; null when the figure has no value anywhere. */
  reachable: { min: number; max: number } | null;
  current: { value: number; figure: number | null };
  /**
   * How `value` was chosen: the only root, the root closest to the current value among several,
   * or (counts of people, months) the whole value whose figure is closest to the target;
   * 'closest_step' where the figure jumps over the target at `value` (it moves in steps there)
   * and `achieved` is the side of the jump nearer the target.
   */
  root: 'only' | 'closest_to_current' | 'closest_whole' | 'closest_step' | null;
  /** Crossings of the target found within the bounds. */
  roots: number;
  /** Whether the scan saw the figure move one way only. */
  monotone: boolean;
  evaluations: number;
}

export const SCAN_INTERVALS = 64;

/** How closely an answer reaches its target: 0.01 % of it, and for a target of 0 a billionth of the figure's size. */
export function reachesTarget(achieved: number, target: number, reachable: { min: number; max: number }): boolean {
  return Math.abs(achieved - target) <= 1e-4 * Math.abs(target) + 1e-9 * Math.max(Math.abs(reachable.min), Math.abs(reachable.max));
}

const finite = (value: number) => Number.isFinite(value);

function monthsBetween(from: number, to: number): number[] {
  const out: number[] = [];
  for (let key = from; key <= to; key = key % 100 === 12 ? key + 89 : key + 1) out.push(key);
  return out;
}

/** The whole values (or months) a discrete driver can take. */
function discreteValues(driver: DriverDef): number[] | null {
  if (driver.unit === 'month') return monthsBetween(driver.min, driver.max);
  if (driver.whole) return Array.from({ length: Math.floor(driver.max) - Math.ceil(driver.min) + 1 }, (_, i) => Math.ceil(driver.min) + i);
  return null;
}

function isMonotone(values: readonly number[]): boolean {
  const seen = values.filter(finite);
  let rises = false;
  let falls = false;
  for (let i = 1; i < seen.length; i += 1) {
    if ((seen[i] as number) > (seen[i - 1] as number)) rises = true;
    if ((seen[i] as number) < (seen[i - 1] as number)) falls = true;
  }
  return !(rises && falls);
}

interface Point {
  x: number;
  value: number;
}

/** Points where the figure equals the target, and intervals between points where it crosses it. */
function crossingsOf(points: readonly Point[], target: number): number {
  let count = 0;
  points.forEach((point, i) => {
    if (point.value === target) count += 1;
    const next = points[i + 1];
    if (next && (point.value - target) * (next.value - target) < 0) count += 1;
  });
  return count;
}

export function goalSeek(model: AnalysisModel, input: GoalSeekInput): GoalSeekResult {
  const { kernel } = model;
  const driver = tablesOf(kernel.layout.definition).driverById.get(input.driver);
  if (!driver) throw new AnalysisInputError('unknown_driver', 'driver', `Unknown driver "${input.driver}"`);
  if (!Number.isFinite(input.target)) throw new AnalysisInputError('not_a_number', 'target', 'target must be a finite number');
  const figure = modelFigure(kernel, input.figure, input.year);
  const vector = kernel.driverVector({ ...input.drivers });
  const index = kernel.driverIndex.get(driver.id) as number;
  const currentValue = vector[index] as number;
  let evaluations = 0;
  const figureAt = (x: number): number => {
    evaluations += 1;
    vector[index] = x;
    return figure.read(model.evaluateVector(vector));
  };
  const currentFigure = figureAt(currentValue);
  const base = {
    driver: driver.id, figure: figure.id, year: figure.year, target: input.target,
    current: { value: currentValue, figure: finite(currentFigure) ? currentFigure : null },
  };
  const answer = (rest: Omit<GoalSeekResult, keyof typeof base | 'evaluations'>): GoalSeekResult => ({ ...base, ...rest, evaluations });

  const discrete = discreteValues(driver);
  const grid = discrete ?? Array.from({ length: SCAN_INTERVALS + 1 }, (_, i) => (i === SCAN_INTERVALS ? driver.max : driver.min + ((driver.max - driver.min) * i) / SCAN_INTERVALS));
  const points: Point[] = [...new Set([...grid, ...(discrete ? [] : [currentValue])])].sort((a, b) => a - b).map((x) => ({ x, value: figureAt(x) }));
  const monotone = isMonotone(points.map((point) => point.value));
  const seen = points.filter((point) => finite(point.value));
  if (seen.length === 0) return answer({ value: null, achieved: null, reachable: null, root: null, roots: 0, monotone });

  if (discrete) {
    const values = seen.map((point) => point.value);
    const reachable = { min: Math.min(...values), max: Math.max(...values) };
    if (input.target < reachable.min || input.target > reachable.max) {
      return answer({ value: null, achieved: null, reachable, root: null, roots: 0, monotone });
    }
    const best = seen.reduce((a, b) => {
      const gap = Math.abs(b.value - input.target) - Math.abs(a.value - input.target);
      return gap < 0 || (gap === 0 && Math.abs(b.x - currentValue) < Math.abs(a.x - currentValue)) ? b : a;
    });
    return answer({ value: best.x, achieved: best.value, reachable, root: 'closest_whole', roots: crossingsOf(points, input.target), monotone });
  }

  // Next to a scan point without a value, F may take any value up to the edge: find the edge.
  for (const [i, point] of [...points.entries()]) {
    const next = points[i + 1];
    if (!next || finite(point.value) === finite(next.value)) continue;
    const [inside, outside] = finite(point.value) ? [point, next] : [next, point];
    points.push(...finiteEdge(figureAt, inside.x, outside.x));
  }
  points.sort((a, b) => a.x - b.x);
  seen.splice(0, seen.length, ...points.filter((point) => finite(point.value)));

  // Extremes inside the bounds lie between the neighbours of the scan's extreme points.
  const refine = (sign: 1 | -1) => {
    const at = seen.reduce((best, point, i) => (sign * point.value > sign * (seen[best] as Point).value ? i : best), 0);
    if (at === 0 || at === seen.length - 1) return;
    const found = goldenMaximum((x) => sign * figureAt(x), (seen[at - 1] as Point).x, (seen[at + 1] as Point).x);
    if (finite(found.value) && sign * found.value > sign * (seen[at] as Point).value) points.push({ x: found.x, value: sign * found.value });
  };
  refine(1);
  refine(-1);
  points.sort((a, b) => a.x - b.x);
  const values = points.map((point) => point.value).filter(finite);
  const reachable = { min: Math.min(...values), max: Math.max(...values) };
  if (input.target < reachable.min || input.target > reachable.max) {
    return answer({ value: null, achieved: null, reachable, root: null, roots: 0, monotone });
  }

  const roots: number[] = [];
  points.forEach((point, i) => {
    if (point.value === input.target) roots.push(point.x);
    const next = points[i + 1];
    if (!next) return;
    const before = point.value - input.target;
    const after = next.value - input.target;
    if (finite(before) && finite(after) && before * after < 0) {
      roots.push(brentRoot((x) => figureAt(x) - input.target, point.x, next.x, before, after));
    }
  });
  if (roots.length === 0) return answer({ value: null, achieved: null, reachable, root: null, roots: 0, monotone });
  const value = roots.reduce((best, x) => (Math.abs(x - currentValue) < Math.abs(best - currentValue) ? x : best));
  const achieved = figureAt(value);
  const root = !reachesTarget(achieved, input.target, reachable) ? 'closest_step' : roots.length === 1 ? 'only' : 'closest_to_current';
  return answer({ value, achieved, reachable, root, roots: roots.length, monotone });
}
