import { formatCountShort, formatGridNumber, formatMoneyShort, formatValueWithUnit } from '../../ui/figures.ts';

/**
 * A figure of goal seek or gap attribution as the explain panel writes it (exact euros, counts
 * grouped, percentages with one decimal), a change of it, and a short form for chart labels.
 */
export function formatFigure(value: number | null | undefined, unit: string): string {
  return formatValueWithUnit(value, unit);
}

/** A change of a figure, signed: a change of a percentage is in percentage points. */
export function formatFigureChange(value: number | null | undefined, unit: string): string {
  return formatValueWithUnit(value, unit === '%' ? 'pp' : unit, { signed: true });
}

const COUNT_UNITS: ReadonlySet<string> = new Set(['', 'count', 'rides', 'FTE', 'vehicles']);

/** A figure in a chart: money and counts shortened (€49.9M, 23K), anything else as formatFigure. */
export function formatFigureShort(value: number | null | undefined, unit: string): string {
  if (unit === '€') return formatMoneyShort(value);
  if (COUNT_UNITS.has(unit)) return formatCountShort(value);
  return formatFigure(value, unit);
}

/**
 * A figure as a person would type it back: grouped like the Driver Grid, whole from a thousand up,
 * at most four decimals below. The typed-number parser reads it (src/ui/typedNumber.ts).
 */
export function typableFigure(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return formatGridNumber(Math.abs(value) >= 1000 ? Math.round(value) : value);
}

/** A standard error of a figure's change: "± €5,655" (whole euros), "± 0.12 pp". */
export function formatStandardError(value: number, unit: string): string {
  return `± ${formatFigure(unit === '€' ? Math.round(value) : value, unit === '%' ? 'pp' : unit)}`;
}
