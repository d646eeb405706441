import { closedMonthsOfPeriod, monthsOfPeriod, periodLabel } from '../calendar.ts';

/**
 * One notation, on every screen, chart, PDF and Excel sheet, for how much of a period is actual
 * (docs/decisions.md "Actual and forecast in one notation"): a period whose months are all closed
 * reads "2025 (Actual)", a partly closed one "2026 (11 + 1)" — eleven months actual and one
 * forecast — and a period with no closed month its plain label, a forecast.
 */

export const ACTUAL_WORD = 'Actual';
export const FORECAST_WORD = 'Forecast';

/** The legend that explains the notation wherever it is shown. */
export const PERIOD_MARKING_LEGEND = '(Actual): every month closed · (11 + 1): months actual + months forecast · no mark: forecast';

/** How a language words the two marks; the rule of which mark a period takes is this module's alone. */
export interface PeriodMarkWords {
  /** Every month closed: 'Nov 2026 (Actual)'. */
  actual(label: string): string;
  /** Partly closed: '2026 (11 + 1)'. */
  partly(label: string, actualMonths: number, forecastMonths: number): string;
}

export const ENGLISH_MARKS: PeriodMarkWords = {
  actual: (label) => `${label} (${ACTUAL_WORD})`,
  partly: (label, actualMonths, forecastMonths) => `${label} (${actualMonths} + ${forecastMonths})`,
};

/** A period label marked with its actual months: 'Nov 2026 (Actual)', '2026 (11 + 1)', 'Q1 2027'. */
export function markPeriodLabel(label: string, closedMonths: number, monthsInPeriod: number, words: PeriodMarkWords = ENGLISH_MARKS): string {
  if (closedMonths <= 0) return label;
  if (closedMonths >= monthsInPeriod) return words.actual(label);
  return words.partly(label, closedMonths, monthsInPeriod - closedMonths);
}

/** What a period holds, in words: 'actual', 'forecast' or '11 months actual + 1 forecast'. */
export function periodActualsInWords(closedMonths: number, monthsInPeriod: number): string {
  if (closedMonths <= 0) return 'forecast';
  if (closedMonths >= monthsInPeriod) return 'actual';
  const forecast = monthsInPeriod - closedMonths;
  return `${closedMonths} month${closedMonths === 1 ? '' : 's'} actual + ${forecast} forecast`;
}

/**
 * A period key ('2026', '2026-Q4', '2026-11') as a marked label, given the last closed month; a
 * language other than the engine's English gives its own period names and mark words.
 */
export function markedPeriod(key: string, closedThrough: string | null, label: (key: string) => string = periodLabel, words: PeriodMarkWords = ENGLISH_MARKS): string {
  return markPeriodLabel(label(key), closedMonthsOfPeriod(key, closedThrough), monthsOfPeriod(key).length, words);
}
