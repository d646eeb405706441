import { useId } from 'react';
import type { KpiStatus } from '../../../engine/model/types.ts';

/**
 * A status badge whose hover (or keyboard focus) shows the remedy suggestion (part 1 §2) in a
 * tooltip; the badge announces it as its description.
 */
export function KpiStatusBadge({ status, hint, label }: { status: KpiStatus; hint: string; label?: string }) {
  const id = useId();
  return (
    <span className="kpi-status">
      <span className={`badge badge-${status}`} tabIndex={0} aria-describedby={id} data-status={status}>{label ?? status}</span>
      <span id={id} role="tooltip" className="kpi-tooltip">{hint}</span>
    </span>
  );
}
