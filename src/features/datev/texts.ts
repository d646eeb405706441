import type { DatevKind } from '../../../contract/datev.ts';
import type { DatevChart } from '../../../engine/actuals/datev/mapping.ts';

/**
 * DATEV's own names of its exports and charts (issue 29): the same in every language, they are the
 * format's names. The screen's other texts are the `datev` namespace's (src/i18n/locales).
 */
export const DATEV_KIND_NAMES = { buchungsstapel: 'Buchungsstapel', susa: 'Summen- und Saldenliste' } as const satisfies Record<DatevKind, string>;
export const DATEV_CHART_NAMES = { skr03: 'SKR03', skr04: 'SKR04' } as const satisfies Record<DatevChart, string>;

/** The first characters of a SHA-256: enough to tell two files apart on screen. */
export function shortSha(sha256: string): string {
  return sha256.slice(0, 12);
}
