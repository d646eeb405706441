import { SAMPLE_ACTUALS_NOTICE } from '../../contract/monthlyActuals.ts';
import type { Translate } from '../i18n/index.ts';

/**
 * The notice that the closed months are the shipped sample, as the exports print it: the
 * contract's words in English, the export namespace's in another language.
 */
export function sampleActualsNotice(t: Translate, lastClosedMonth: string | null): string {
  if (t.language === 'en') return `${SAMPLE_ACTUALS_NOTICE.title}. ${SAMPLE_ACTUALS_NOTICE.detail(lastClosedMonth)}`;
  const detail = lastClosedMonth === null ? t('sample.detail') : t('sample.detailThrough', { month: lastClosedMonth });
  return `${t('sample.title')}. ${detail}`;
}
