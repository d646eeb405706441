import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { CloseWarnings } from '../../../src/ui/CloseWarnings.tsx';
import { closeWarningsOf } from '../../../contract/closeWarnings.ts';

describe('the banner of closed months that lack actuals (forecast P&L, Budget vs Actual)', () => {
  it('shows each warning\'s sentence, naming the month and its missing lines, and nothing without warnings', () => {
    const warnings = closeWarningsOf({ lastClosedMonth: '2026-02', incomplete: [{ month: '2026-03', missing: ['inpatient_clients', 'closing_cash'] }] });
    const html = renderToStaticMarkup(<CloseWarnings warnings={warnings} />);
    expect(html).toContain('role="status"');
    expect(html).toContain('2026-03 is closed but has no actual for inpatient_clients, closing_cash; the figures use the actuals through 2026-02');
    expect(renderToStaticMarkup(<CloseWarnings warnings={[]} />)).toBe('');
  });

  it('says when no monthly actual is used at all: the first month lacks a line', () => {
    const [warning] = closeWarningsOf({ lastClosedMonth: null, incomplete: [{ month: '2026-01', missing: ['employees'] }] });
    expect(warning?.message).toContain('the figures use no monthly actuals');
  });
});
