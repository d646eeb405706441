/** A coloured label: a status, a role, a flag. */
export function Badge({ tone, children }: { tone: 'info' | 'good' | 'warning' | 'critical' | 'neutral' | 'admin' | 'user' | 'beta'; children: string }) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}
