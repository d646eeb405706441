/**
 * HyperFormula's semantics, where they decide a figure, as the kernel (wasm.ts) evaluates them.
 * The workbook runs with precisionEpsilon 0 and smartRounding off, so its arithmetic and
 * comparisons are plain IEEE arithmetic; what differs is errors:
 *
 * - A spreadsheet error (#DIV/0!, #NUM!, a bad CHOOSE index) is NaN. It reads as null, as the
 *   session reads an error (session/values.ts numberOf).
 * - HyperFormula turns every infinite or NaN result into #NUM!, which then propagates through
 *   every operation. The kernel lets + − × and negation run on plain numbers: they keep a
 *   non-finite operand non-finite (∞ + 1 is ∞, ∞ × 0 is NaN). Every operation that could turn a
 *   non-finite operand into a finite result (÷ by ∞, POWER, EXP, MAX, MIN, comparisons, IF's
 *   condition) checks its operands, and every cell is stored as NaN when not finite. So a cell is
 *   NaN exactly where the workbook's cell holds an error.
 *
 * The WebAssembly writes ÷, MAX, MIN, the comparisons, IF and each cell's finite check inline;
 * it calls the functions below, which WebAssembly has no instruction for.
 */

const isFinite = (value: number): boolean => value - value === 0;

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

/** CHOOSE's index: a whole number from 1 to the number of choices, or the cell is #NUM!. */
export function chooseIndex(index: number, choices: number): number {
  return index >= 1 && index <= choices && Number.isInteger(index) ? index : NaN;
}
