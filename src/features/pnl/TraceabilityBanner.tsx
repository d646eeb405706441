import { Link2 } from 'lucide-react';
import type { PnlTraceItem } from '../../../engine/session/traceability.ts';
import type { WorkerQuery } from '../../model/useWorkerQuery.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { TRACEABILITY_TEXT } from './pnlTexts.ts';

/**
 * Part 2 §2 / §4 / §8: the traceability banner with its Show/Hide button (hidden by default); while
 * shown, the report's loading state or the 'Traceability Error' box with Retry.
 */
export function TraceabilityBanner({ shown, onToggle, query }: { shown: boolean; onToggle: () => void; query: WorkerQuery<PnlTraceItem[]> }) {
  return (
    <div className="pnl-trace-banner-wrap">
      <div className="pnl-trace-banner" role="region" aria-label={TRACEABILITY_TEXT.bannerTitle}>
        <Link2 size={18} aria-hidden="true" />
        <div className="pnl-trace-banner-text">
          <strong>{TRACEABILITY_TEXT.bannerTitle}</strong>
          <span className="muted">{TRACEABILITY_TEXT.bannerBody}</span>
        </div>
        <button type="button" className="button" aria-pressed={shown} onClick={onToggle}>
          {shown ? TRACEABILITY_TEXT.hide : TRACEABILITY_TEXT.show}
        </button>
      </div>
      {shown && query.status === 'error' ? (
        <Alert tone="error" title={TRACEABILITY_TEXT.errorTitle}>
          <p>{query.message}</p>
          <button type="button" className="button" onClick={query.retry}>{TRACEABILITY_TEXT.retry}</button>
        </Alert>
      ) : null}
      {shown && query.status === 'loading' && !query.data ? <Spinner label={TRACEABILITY_TEXT.loading} /> : null}
    </div>
  );
}
