/**
 * HyperFormula's semantics, where they decide a figure, as the generated kernel (generated.ts)
 * evaluates them. The workbook runs with precisionEpsilon 0 and smartRounding off, so its
 * arithmetic and comparisons are plain IEEE arithmetic; what differs is errors:
 *
 * - A spreadsheet error (#DIV/0!, #NUM!, a bad CHOOSE index) is NaN. It reads as null, as the
 *   session reads an error (session/values.ts numberOf).
 * - HyperFormula turns every infinite or NaN result into #NUM!, which then propagates through
 *   every operation. The kernel lets + − × and negation run on plain numbers: they keep a
 *   non-finite operand non-finite (∞ + 1 is ∞, ∞ × 0 is NaN). Every operation that could turn a
 *   non-finite operand into a finite result (÷ by ∞, POWER, EXP, MAX, MIN, comparisons, IF's
 *   condition) checks its operands, and every cell is stored through `fin`. So a cell is NaN
 *   exactly where the workbook's cell holds an error.
 */

const isFinite = (value: number): boolean => value - value === 0;

/** A cell's value: #NUM! when not finite. (The generated code writes this and ÷ out, to stay within V8's inlining budget.) */
export function fin(value: number): number {
  return value - value === 0 ? value : NaN;
}

/** POWER and ^ (Math.pow(NaN, 0) is 1, but an error operand stays an error in the workbook). */
export function pow(base: number, exponent: number): number {
  return isFinite(base) && isFinite(exponent) ? Math.pow(base, exponent) : NaN;
}

export function exp(value: number): number {
  return isFinite(value) ? Math.exp(value) : NaN;
}

/** ROUND: half away from zero, at 10^places. */
export function round(value: number, places: number): number {
  if (!isFinite(value) || !isFinite(places)) return NaN;
  const scale = Math.pow(10, places);
  return value < 0 ? -Math.round(-value * scale) / scale : Math.round(value * scale) / scale;
}

/** MAX and MIN of two arguments; the generated code folds longer argument lists left to right, as HyperFormula does. */
export function max(a: number, b: number): number {
  return isFinite(a) && isFinite(b) ? Math.max(a, b) : NaN;
}
export function min(a: number, b: number): number {
  return isFinite(a) && isFinite(b) ? Math.min(a, b) : NaN;
}

/** Comparisons: TRUE as 1, FALSE as 0. Only IF's condition takes them (plan.ts). */
export function eq(a: number, b: number): number {
  return isFinite(a) && isFinite(b) ? Number(a === b) : NaN;
}
export function ne(a: number, b: number): number {
  return isFinite(a) && isFinite(b) ? Number(a !== b) : NaN;
}
export function lt(a: number, b: number): number {
  return isFinite(a) && isFinite(b) ? Number(a < b) : NaN;
}
export function gt(a: number, b: number): number {
  return isFinite(a) && isFinite(b) ? Number(a > b) : NaN;
}
export function le(a: number, b: number): number {
  return isFinite(a) && isFinite(b) ? Number(a <= b) : NaN;
}
export function ge(a: number, b: number): number {
  return isFinite(a) && isFinite(b) ? Number(a >= b) : NaN;
}

/** IF's condition: 0 is FALSE, any other number TRUE, an error the cell's error. */
export function condition(value: number): number {
  return isFinite(value) ? Number(value !== 0) : NaN;
}

/** CHOOSE's index: a whole number from 1 to the number of choices, or the cell is #NUM!. */
export function chooseIndex(index: number, choices: number): number {
  return index >= 1 && index <= choices && Number.isInteger(index) ? index : NaN;
}

/**
 * SUM (divisor 1) or AVERAGE (divisor 12) of twelve consecutive cells: HyperFormula folds a range
 * left to right from 0, and AVERAGE divides that sum by the count.
 */
export function twelveMonths(memory: Float64Array, first: number, divisor: number): number {
  let sum = 0;
  for (let k = first; k < first + 12; k += 1) sum += memory[k] as number;
  return fin(sum / divisor);
}
