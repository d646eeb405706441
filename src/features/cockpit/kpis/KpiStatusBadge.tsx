import { useCallback, useId, useRef, useState } from 'react';
import type { KpiStatus } from '../../../../engine/model/types.ts';
import { useDismiss } from '../../../ui/useDismiss.ts';
import { KPI_TEXT } from './texts.ts';

/**
 * A status badge whose hover shows the remedy suggestion (part 1 §2) in a tooltip. A warning or
 * critical badge is also a button that opens the remedy for keyboard and touch (Escape or a click
 * elsewhere closes it) and announces it as its description; a good badge, or one whose hint the
 * card already shows (`hintShown`), is no Tab stop: it has nothing to open. A badge whose hint
 * explains a good status too (`explainsGood`: an OKR's exact attainment) opens whatever the status.
 */
export function KpiStatusBadge({ status, hint, label, hintShown = false, explainsGood = false }: {
  status: KpiStatus; hint: string; label?: string; hintShown?: boolean; explainsGood?: boolean;
}) {
  const id = useId();
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const focusButton = useCallback(() => button.current?.focus(), []);
  useDismiss(root, open, close, focusButton);
  const text = label ?? KPI_TEXT.status(status);
  const opens = (status !== 'good' || explainsGood) && !hintShown;
  return (
    <span className={`kpi-status${open ? ' kpi-status-open' : ''}`} ref={root}>
      {opens ? (
        <button ref={button} type="button" className={`badge badge-${status} kpi-status-button`} aria-expanded={open} aria-describedby={id} data-status={status} onClick={() => setOpen(!open)}>
          {text}
        </button>
      ) : (
        <span className={`badge badge-${status}`} data-status={status}>{text}</span>
      )}
      <span id={id} role="tooltip" className="kpi-tooltip">{hint}</span>
    </span>
  );
}
