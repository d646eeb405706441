import { formatEuroExact } from '../../ui/figures.ts';
import type { OpeningBalanceRow } from '../../../engine/session/openingBalance.ts';
import type { WorkerQuery } from '../../model/useWorkerQuery.ts';
import { useTranslation } from '../../i18n/index.ts';

/** A figure of the opening balance the model computes: shown beside the inputs, not editable. */
function Derived({ id, label, hint, query }: { id: string; label: string; hint: string; query: WorkerQuery<OpeningBalanceRow[]> }) {
  const { t } = useTranslation('baselineData', { keyPrefix: 'opening' });
  const value = query.data?.find((row) => row.id === id)?.value;
  const shown = query.status === 'error' ? t('failed') : value === undefined ? t('computing') : formatEuroExact(value);
  return (
    <div className="field baseline-field baseline-derived">
      <span className="baseline-field-label">{label}</span>
      <output className="baseline-derived-value" data-testid={`opening-${id}`} aria-busy={query.status === 'loading' ? true : undefined}>{shown}</output>
      <span className="muted baseline-field-hint">{hint} {t('derived')}</span>
    </div>
  );
}

/** The opening balance's cash and its balancing item, the retained earnings, from the worker. */
export function OpeningBalanceFigures({ query }: { query: WorkerQuery<OpeningBalanceRow[]> }) {
  const { t } = useTranslation('baselineData', { keyPrefix: 'opening' });
  return (
    <>
      <Derived id="cash" label={t('cash')} hint={t('cashHint')} query={query} />
      <Derived id="retained_earnings" label={t('retainedEarnings')} hint={t('retainedEarningsHint')} query={query} />
    </>
  );
}
