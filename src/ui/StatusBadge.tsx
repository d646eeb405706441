import type { KpiStatus } from '../../engine/model/types.ts';

/** good / warning / critical, coloured; `title` carries the hover text (e.g. a remedy). */
export function StatusBadge({ status, title }: { status: KpiStatus; title?: string }) {
  return <span className={`badge badge-${status}`} title={title} tabIndex={title ? 0 : undefined}>{status}</span>;
}

export function Badge({ tone, children }: { tone: 'info' | 'good' | 'warning' | 'critical' | 'neutral' | 'admin' | 'user' | 'beta'; children: string }) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}
