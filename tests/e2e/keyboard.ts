import type { Page } from 'playwright-core';

export interface TabStop {
  /** Tag, classes and name of the focused element, to find it in a failure message. */
  element: string;
  /** Focus shows as an outline of at least 2 px in a visible colour. */
  ring: boolean;
  /**
   * A control, a composite widget's cell, or a labelled region (role="region" with an accessible
   * name): something a Tab stop is for. A box that scrolls is reachable by keyboard as such a
   * region (axe's `scrollable-region-focusable`), so a screen reader names where focus landed; an
   * unnamed scrolling box is no valid stop.
   */
  interactive: boolean;
  insideMain: boolean;
}

type Step = { kind: 'end' } | { kind: 'same' } | { kind: 'stop'; stop: TabStop };

/**
 * Presses Tab from the top of the page until focus leaves the document or comes back to an
 * element it already visited (at most `limit` presses) and describes every element it landed on.
 */
export async function walkTabStops(page: Page, limit = 200): Promise<TabStop[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    Object.assign(window, { visitedTabStops: new WeakSet<Element>(), lastTabStop: null });
  });
  const stops: TabStop[] = [];
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const step = await page.evaluate((): Step => {
      const walk = window as unknown as { visitedTabStops: WeakSet<Element>; lastTabStop: Element | null };
      const element = document.activeElement as HTMLElement | null;
      // A date field takes several presses (day, month, year, calendar): one stop.
      if (element && element === walk.lastTabStop) return { kind: 'same' };
      if (!element || element === document.body || walk.visitedTabStops.has(element)) return { kind: 'end' };
      walk.visitedTabStops.add(element);
      walk.lastTabStop = element;
      const style = getComputedStyle(element);
      const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && style.outlineColor !== 'rgba(0, 0, 0, 0)';
      const roles = ['button', 'link', 'checkbox', 'radio', 'switch', 'tab', 'slider', 'spinbutton', 'combobox', 'textbox', 'searchbox',
        'menuitem', 'menuitemradio', 'menuitemcheckbox', 'option', 'gridcell', 'columnheader', 'rowheader', 'row', 'treeitem'];
      const labelledBy = (element.getAttribute('aria-labelledby') ?? '').split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
      const accessibleName = (element.getAttribute('aria-label') ?? labelledBy).trim();
      const labelledRegion = element.getAttribute('role') === 'region' && accessibleName !== '';
      const interactive = element.matches('a[href], button, input, select, textarea, summary') || roles.includes(element.getAttribute('role') ?? '') || labelledRegion;
      const name = (accessibleName || element.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const classes = [...element.classList].slice(0, 3).map((c) => `.${c}`).join('');
      return { kind: 'stop', stop: { element: `${element.tagName.toLowerCase()}${classes} "${name}"`, ring, interactive, insideMain: element.closest('main') !== null } };
    });
    if (step.kind === 'end') break;
    if (step.kind === 'stop') stops.push(step.stop);
  }
  return stops;
}
