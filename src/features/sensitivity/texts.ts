import { SUM_OF_PARTS, SUM_OF_PARTS_REVENUE_MULTIPLE } from '../../../engine/analysis/sensitivity.ts';
import { formatMultiple } from '../../ui/figures.ts';
import { i18n } from '../../i18n/index.ts';

/**
 * The sum-of-parts notes of the Sensitivity Analysis (part 2 §2); the screen's other words are in
 * the `sensitivity` namespace. Read at render time: the figures are written in the number format
 * and the language of that moment.
 */
export function sumOfPartsNotes(): string[] {
  return [
    i18n.t('sensitivity:sumOfPartsNotes.arr', { share: Math.round(SUM_OF_PARTS.arrShare * 100), multiple: formatMultiple(SUM_OF_PARTS.arrMultiple) }),
    i18n.t('sensitivity:sumOfPartsNotes.transactional', { share: Math.round(SUM_OF_PARTS.transactionalShare * 100), multiple: formatMultiple(SUM_OF_PARTS.transactionalMultiple) }),
    i18n.t('sensitivity:sumOfPartsNotes.blended', { multiple: formatMultiple(SUM_OF_PARTS_REVENUE_MULTIPLE, 2) }),
    i18n.t('sensitivity:sumOfPartsNotes.impacts'),
  ];
}
