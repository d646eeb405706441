import { currentLanguage, i18n } from '../../i18n/index.ts';

/** Which data a P&L's "Last updated" date is the save of. */
export type LastSaveSource = 'baseline' | 'monthly';

export interface LastSave {
  /** The day of the save, 'YYYY-MM-DD' (UTC). */
  day: string;
  source: LastSaveSource;
}

const DAY = /^\d{4}-\d{2}-\d{2}/;

/**
 * The later of the baseline's last save and the monthly actuals' last save (issue 26: after
 * actuals were saved in November 2026 the P&L still said the baseline's 1 November 2025). Either
 * may be unknown; a value that is no date counts as unknown.
 */
export function latestSave(baselineUpdated: string | undefined, monthlySavedAt: string | null): LastSave | null {
  const baseline = baselineUpdated !== undefined && DAY.test(baselineUpdated) ? baselineUpdated.slice(0, 10) : null;
  const monthly = monthlySavedAt !== null && DAY.test(monthlySavedAt) ? monthlySavedAt.slice(0, 10) : null;
  if (monthly !== null && (baseline === null || monthly > baseline)) return { day: monthly, source: 'monthly' };
  return baseline === null ? null : { day: baseline, source: 'baseline' };
}

const DAY_FORMATS = {
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  de: new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
} as const;

/** "28 November 2026 (monthly actuals)" / "28. November 2026 (Monats-Istwerte)", or a dash when neither save is known. */
export function lastUpdatedText(save: LastSave | null): string {
  if (!save) return '—';
  const day = DAY_FORMATS[currentLanguage()].format(new Date(`${save.day}T00:00:00Z`));
  return i18n.t('pnl:header.lastUpdatedValue', { day, source: i18n.t(`pnl:header.lastSaveSource.${save.source}`) });
}
