import { periodLabel } from '../../../engine/calendar.ts';
import { markedPeriod, markPeriodLabel, type PeriodMarkWords } from '../../../engine/format/periodMarking.ts';
import { currentLanguage, i18n } from '../../i18n/index.ts';

/**
 * Period names in the user's language, for headers, titles and choices: the engine names periods
 * in English ('Sep 2026', the notation of exports and the API); German names a month by Intl
 * ('Sept. 2026', 'März 2026'). English keeps the engine's words rather than Intl's 'en-GB', whose
 * September is 'Sept': every screen, export and test reads 'Sep 2026'. Years and quarters read the
 * same in both languages ('2026', 'Q1 2026'); year to date is 'YTD 2026' / '2026 kumuliert'.
 */
const GERMAN_MONTH = new Intl.DateTimeFormat('de-DE', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A period key ('2026', '2026-Q4', '2026-11') as its name in the language the app speaks. */
export function shownPeriodLabel(key: string): string {
  const yearToDate = /^(\d{4})-YTD$/.exec(key);
  if (yearToDate) return i18n.t('statements:grid.yearToDate', { year: yearToDate[1] });
  const month = /^(\d{4})-(\d{2})$/.exec(key);
  if (!month || currentLanguage() === 'en') return periodLabel(key);
  return GERMAN_MONTH.format(new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1)));
}

/**
 * A label marked with its actual months in the one notation of engine/format/periodMarking.ts:
 * 'Nov 2026 (Actual)' / 'Nov. 2026 (Ist)', '2026 (11 + 1)', 'Q1 2027'.
 */
export function shownMarkedLabel(label: string, closedMonths: number, monthsInPeriod: number): string {
  return markPeriodLabel(label, closedMonths, monthsInPeriod, SHOWN_MARKS);
}

const SHOWN_MARKS: PeriodMarkWords = {
  actual: (label) => i18n.t('statements:grid.actualMark', { label }),
  partly: (label, actual, forecast) => i18n.t('statements:grid.partlyActualMark', { label, actual, forecast }),
};

/** A period key as a marked name, given the last closed month. */
export function shownMarkedPeriod(key: string, closedThrough: string | null): string {
  return markedPeriod(key, closedThrough, shownPeriodLabel, SHOWN_MARKS);
}
