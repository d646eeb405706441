import type { Actuals } from '../../../engine/actuals/schema.ts';
import type { OpeningBalanceRow } from '../../../engine/session/openingBalance.ts';
import { modelWorker } from '../../model/modelClient.ts';
import { useWorkerQuery } from '../../model/useWorkerQuery.ts';
import { useTranslation } from '../../i18n/index.ts';

/**
 * The balance sheet at 31 December 2025 on the baseline the form shows (its valid edits applied),
 * computed by the worker as the model opens 2026: the form shows the cash and the balancing
 * retained earnings read-only. `key` changes whenever `actuals` does.
 */
export function useOpeningBalance(actuals: Actuals | null, key: string) {
  const { t } = useTranslation('baselineData');
  return useWorkerQuery<OpeningBalanceRow[]>(actuals ? key : null, () => modelWorker().openingBalance(actuals as Actuals), t('opening.failed'));
}
