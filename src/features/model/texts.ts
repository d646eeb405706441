import type { Language } from '../../../contract/preferences.ts';

/**
 * A publication time as the Model screen shows it: the day, as an ISO date in English (the
 * specification's form) and the German way (28.11.2026) in German. The screen's words are in the
 * `model` namespace.
 */
export function publishedDay(at: string, language: Language): string {
  const day = at.slice(0, 10);
  const found = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (language === 'en' || !found) return day;
  return new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(Date.UTC(Number(found[1]), Number(found[2]) - 1, Number(found[3]))));
}
