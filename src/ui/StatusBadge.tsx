import type { KpiStatus } from '../../engine/model/types.ts';

/**
 * good / warning / critical, coloured; `title` carries the hover text. A badge is no Tab stop: text
 * a keyboard user needs belongs in the card, or in a control that opens it (see KpiStatusBadge).
 */
export function StatusBadge({ status, title }: { status: KpiStatus; title?: string }) {
  return <span className={`badge badge-${status}`} title={title}>{status}</span>;
}

export function Badge({ tone, children }: { tone: 'info' | 'good' | 'warning' | 'critical' | 'neutral' | 'admin' | 'user' | 'beta'; children: string }) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}
