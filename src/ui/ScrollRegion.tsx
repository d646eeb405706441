import type { ReactNode } from 'react';

/**
 * A box in which wide content (a table on a phone) scrolls in its own place: a region named
 * `label` that takes focus, so a keyboard user reaches it with Tab and scrolls it with the arrow
 * keys, and a screen reader says what the stop holds (axe's `scrollable-region-focusable`; the
 * e2e keyboard walk takes a named region as a valid Tab stop). Every scroll box of a screen is one
 * of these, with a name of its own on its screen. `className` sets how it scrolls
 * (`table-scroll`: sideways, the first column kept in view).
 */
export function ScrollRegion({ label, className = 'table-scroll', children }: { label: string; className?: string; children: ReactNode }) {
  return <div className={className} role="region" aria-label={label} tabIndex={0}>{children}</div>;
}
