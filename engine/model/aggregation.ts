import { FIRST_FORECAST_YEAR } from '../calendar.ts';
import { LINE_BY_ID } from './lines.ts';
import type { Aggregation } from './types.ts';

/**
 * How a line's months roll up into quarters and years, as the definition declares it (`aggregate`
 * of each line; every actual field and every row the Actuals sheet computes is a line too). The
 * workbook's Annual sheet is compiled from the same declaration (engine/workbook/compile.ts).
 */
export function aggregationOf(id: string): Aggregation {
  return LINE_BY_ID.get(id)?.aggregate ?? 'sum';
}

/** Aggregates monthly values; missing months (null) are left out, none present gives null. */
export function aggregate(values: readonly (number | null)[], how: Aggregation): number | null {
  const present = values.filter((v): v is number => v !== null);
  if (present.length === 0) return null;
  switch (how) {
    case 'sum': return present.reduce((a, b) => a + b, 0);
    case 'avg': return present.reduce((a, b) => a + b, 0) / present.length;
    case 'first': return values[0] ?? null;
    case 'last': return values[values.length - 1] ?? null;
  }
}

const AGGREGATION_WORD: Record<Aggregation, string> = { sum: 'SUM', avg: 'AVERAGE', last: 'DECEMBER', first: 'JANUARY' };

/**
 * A line's value in a year in business names, as the Annual sheet computes it from the months:
 * the formula and explanation that explain and traceability show for an annual cell.
 */
export function annualAggregation(id: string, year: number, how: Aggregation = aggregationOf(id)): { formula: string; explanation: string } {
  const word = AGGREGATION_WORD[how];
  const source = year < FIRST_FORECAST_YEAR ? 'the actual months' : 'the forecast months';
  return { formula: `${word}(${id}, ${year})`, explanation: `${word} of ${source} of ${year}.` };
}
