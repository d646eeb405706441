import type { ReactNode } from 'react';

export function Alert({ tone, title, children }: { tone: 'error' | 'warning' | 'info'; title?: string; children?: ReactNode }) {
  return (
    <div className={`alert alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {title ? <strong>{title}</strong> : null}
      {children ? <div className="alert-body">{children}</div> : null}
    </div>
  );
}
