import type { ReactNode } from 'react';

/** A screen's title row: title, optional subtitle and actions on the right. */
export function PageHeader({ title, subtitle, actions, badge }: { title: string; subtitle?: ReactNode; actions?: ReactNode; badge?: ReactNode }) {
  return (
    <header className="page-header">
      <div>
        <h1 className="screen-title">{title}{badge ? <span className="page-header-badge">{badge}</span> : null}</h1>
        {subtitle ? <p className="muted page-header-subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="page-header-actions">{actions}</div> : null}
    </header>
  );
}
