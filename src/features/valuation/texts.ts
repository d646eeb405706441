import type { EnterpriseValuation, ValuationMethod, ValuationMethodId } from '../../../engine/analysis/valuation.ts';
import type { Language } from '../../../contract/preferences.ts';

export const METHOD_ORDER: readonly ValuationMethodId[] = ['dcf', 'arr_multiple', 'transaction_multiple', 'revenue_multiple'];

/** The key of the words a method's multiple is of (`valuation:multipleBasis.*`). */
export const BASIS_KEY = { 'ARR': 'arr', 'transaction revenue': 'transaction', 'ARR + transaction revenue': 'both' } as const satisfies Record<NonNullable<ValuationMethod['basis']>['of'], string>;

/**
 * A day of the valuation month ('2025-12') in German words; English keeps the engine's words
 * ('31 December 2025', 'Dec 2025'), which the API answers too.
 */
function inGerman(month: string, english: string, day: (year: number, monthNumber: number) => number, options: Intl.DateTimeFormatOptions): string {
  const found = /^(\d{4})-(\d{2})$/.exec(month);
  if (!found) return english;
  const year = Number(found[1]);
  const monthNumber = Number(found[2]);
  return new Intl.DateTimeFormat('de-DE', { ...options, timeZone: 'UTC' }).format(new Date(Date.UTC(year, monthNumber - 1, day(year, monthNumber))));
}

/** The valuation date: the last day of the valuation month. */
export function valuationDateText(month: string, english: string, language: Language): string {
  if (language === 'en') return english;
  return inGerman(month, english, (year, monthNumber) => new Date(Date.UTC(year, monthNumber, 0)).getUTCDate(), { day: 'numeric', month: 'long', year: 'numeric' });
}

/** The month a run-rate is taken at. */
export function runRateMonthText(month: string, english: string, language: Language): string {
  return language === 'en' ? english : inGerman(month, english, () => 1, { month: 'short', year: 'numeric' });
}

const GERMAN_MONTHS = new Intl.DateTimeFormat('de-DE', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * The DCF's periods by name, in order: English keeps the engine's ('2027', 'Nov–Dec 2026'), German
 * names a part year by Intl ('Nov.–Dez. 2026'). A period begins the month after the one before it,
 * the first the month after the valuation month.
 */
export function dcfPeriodTexts(dcf: Pick<EnterpriseValuation['dcf'], 'valuation_month' | 'cash_flows'>, language: Language): string[] {
  const english = dcf.cash_flows.map((flow) => flow.period);
  const found = /^(\d{4})-(\d{2})$/.exec(dcf.valuation_month);
  if (language === 'en' || !found) return english;
  // Months counted from year 0, January 0: the valuation month's count + 1 is the month after it.
  let next = Number(found[1]) * 12 + Number(found[2]);
  const monthOf = (count: number) => new Date(Date.UTC(Math.floor(count / 12), count % 12, 1));
  return dcf.cash_flows.map((flow) => {
    const first = next;
    next += flow.months;
    if (flow.months === 12) return flow.period;
    return flow.months === 1 ? GERMAN_MONTHS.format(monthOf(first)) : GERMAN_MONTHS.formatRange(monthOf(first), monthOf(first + flow.months - 1));
  });
}
