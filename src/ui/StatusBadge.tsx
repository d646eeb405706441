/** A coloured label: a status, a role, a flag. It is no Tab stop: text a keyboard user needs belongs in the card, or in a control that opens it (see KpiStatusBadge). */
export function Badge({ tone, children }: { tone: 'info' | 'good' | 'warning' | 'critical' | 'neutral' | 'admin' | 'modeller' | 'user' | 'beta'; children: string }) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}
