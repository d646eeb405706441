import type { ReactNode } from 'react';

/**
 * A link after the heading, shown only while focused, that takes the keyboard past the header's
 * actions to the screen's main controls (issue 26: from the menu to the first slider in a few
 * presses). `focus` moves focus itself, so the URL keeps its path.
 */
export interface SkipToControls {
  label: string;
  focus: () => void;
}

/**
 * A screen's title row: title, optional subtitle and actions on the right. The title takes focus
 * after a change of page (tabindex=-1, src/app/useHeadingFocus.ts).
 */
export function PageHeader({ title, subtitle, actions, badge, skip }: { title: string; subtitle?: ReactNode; actions?: ReactNode; badge?: ReactNode; skip?: SkipToControls }) {
  return (
    <header className="page-header">
      <div>
        <h1 className="screen-title" tabIndex={-1}>{title}{badge ? <span className="page-header-badge">{badge}</span> : null}</h1>
        {skip ? (
          <a
            href="#"
            className="skip-inline"
            onClick={(event) => {
              event.preventDefault();
              skip.focus();
            }}
          >
            {skip.label}
          </a>
        ) : null}
        {subtitle ? <p className="muted page-header-subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="page-header-actions">{actions}</div> : null}
    </header>
  );
}
