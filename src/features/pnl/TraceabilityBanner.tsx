import { Link2 } from 'lucide-react';
import type { PnlTraceItem } from '../../../engine/session/traceability.ts';
import type { WorkerQuery } from '../../model/useWorkerQuery.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useTranslation } from '../../i18n/index.ts';

/**
 * Part 2 §2 / §4 / §8: the traceability banner with its Show/Hide button (hidden by default); while
 * shown, the report's loading state or the 'Traceability Error' box with Retry.
 */
export function TraceabilityBanner({ shown, onToggle, query }: { shown: boolean; onToggle: () => void; query: WorkerQuery<PnlTraceItem[]> }) {
  const { t } = useTranslation('pnl', { keyPrefix: 'traceability' });
  return (
    <div className="pnl-trace-banner-wrap">
      <div className="pnl-trace-banner" role="region" aria-label={t('bannerTitle')}>
        <Link2 size={18} aria-hidden="true" />
        <div className="pnl-trace-banner-text">
          <strong>{t('bannerTitle')}</strong>
          <span className="muted">{t('bannerBody')}</span>
        </div>
        <button type="button" className="button" aria-pressed={shown} onClick={onToggle}>
          {shown ? t('hide') : t('show')}
        </button>
      </div>
      {shown && query.status === 'error' ? (
        <Alert tone="error" title={t('errorTitle')}>
          <p>{query.message}</p>
          <button type="button" className="button" onClick={query.retry}>{t('retry')}</button>
        </Alert>
      ) : null}
      {shown && query.status === 'loading' && !query.data ? <Spinner label={t('loading')} /> : null}
    </div>
  );
}
