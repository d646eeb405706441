import type { Page } from 'playwright-core';

/** What the probe found on one page: what it looked at, and what it could not reach. */
export interface LayoutReport {
  scrollWidth: number;
  innerWidth: number;
  /** Accessible names of every control whose centre was checked. */
  checked: string[];
  /** Controls whose centre is covered by another element or lies outside the window. */
  covered: { control: string; coveredBy: string }[];
}

/**
 * Measures in the page: the document's width against the window, and for every visible control of
 * the app header (the banner: a header outside main, sections and navigation), of the sidebar or
 * open drawer, or on a page without the shell (the login) every control at all, whether
 * document.elementFromPoint at its centre is the control or inside it. Sidebar links are scrolled
 * into view first (the sidebar scrolls in its own box); header controls never are, so a control
 * the header clips counts as unreachable.
 */
export function probeLayout(page: Page): Promise<LayoutReport> {
  return page.evaluate(() => {
    const describe = (element: Element | null): string => {
      if (!element) return 'nothing (outside the window)';
      const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
      const text = (element.textContent ?? '').trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}${classes}>${text ? ` "${text}"` : ''}`;
    };
    // The accessible name as a screen reader gets it here: the label, else the text without what is hidden from it (an avatar's initials).
    const readText = (element: Element): string => {
      const copy = element.cloneNode(true) as Element;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return (copy.textContent ?? '').trim();
    };
    const nameOf = (element: Element): string => element.getAttribute('aria-label') ?? (readText(element) || describe(element));
    const shown = (element: Element): boolean =>
      element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden' && !element.closest('[inert]');
    const CONTROLS = 'button, a[href], select, input';

    const banner = [...document.querySelectorAll('header')].find((header) => !header.parentElement?.closest('main, section, article, aside, nav'));
    const sidebar = document.querySelector('aside nav')?.closest('aside') ?? null;
    const scopes: { root: Element; scroll: boolean }[] = banner
      ? [{ root: banner, scroll: false }, ...(sidebar ? [{ root: sidebar, scroll: true }] : [])]
      : [{ root: document.body, scroll: false }];

    const checked: string[] = [];
    const covered: LayoutReport['covered'] = [];
    for (const { root, scroll } of scopes) {
      for (const control of root.querySelectorAll(CONTROLS)) {
        if (!shown(control)) continue;
        if (scroll) control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        const box = control.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const inside = x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight;
        const hit = inside ? document.elementFromPoint(x, y) : null;
        checked.push(nameOf(control));
        if (!hit || !(hit === control || control.contains(hit))) covered.push({ control: nameOf(control), coveredBy: describe(hit) });
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, checked, covered };
  });
}

/**
 * Waits until the routed screen has drawn: its title is shown and no spinner, skeleton or busy
 * region is left in the main content, and every AG Grid grid has rows.
 */
export async function waitForScreen(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    if (!main || main.querySelector('.spinner, .skeleton, [aria-busy="true"]')) return false;
    return [...main.querySelectorAll('.ag-root-wrapper')].every((grid) => grid.querySelector('.ag-row') !== null);
  });
}

/** Waits until nothing inside `selector` is moving (the drawer slides in and out). */
export async function waitForStill(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const root = document.querySelector(sel);
    return root !== null && root.getAnimations({ subtree: true }).every((animation) => animation.playState !== 'running');
  }, selector);
}

/** The focused element: its name and whether it sits in the header banner, the sidebar or the main content. */
export function focusedPlace(page: Page): Promise<{ name: string; place: 'header' | 'sidebar' | 'main' | 'other' }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { name: '', place: 'other' as const };
    const name = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim();
    if (element.closest('main')) return { name, place: 'main' as const };
    if (element.closest('aside')) return { name, place: 'sidebar' as const };
    if (element.closest('header')) return { name, place: 'header' as const };
    return { name, place: 'other' as const };
  });
}

/** A table of the main content that does not fit its box and keeps neither its first column nor its place. */
export interface TableProblem {
  table: string;
  problem: string;
}

/**
 * Every table of the main content (HTML tables and AG Grid grids) wider than the box it sits in:
 * it must scroll inside that box (an ancestor scrolls sideways, never the page) with its first
 * column kept in view (sticky cells, or AG Grid's pinned-left column), so a row's name stays
 * beside its figures on a phone. A table that fits, or one laid out as one card per line, passes.
 * For a statement grid (data-testid ending in "-grid" with period columns `p:<n>`), at least two
 * period columns must stand fully in view beside the pinned names.
 */
export function probeTables(page: Page): Promise<TableProblem[]> {
  return page.evaluate(() => {
    const problems: { table: string; problem: string }[] = [];
    const main = document.querySelector('main');
    if (!main) return problems;
    const nameOf = (element: Element): string => {
      const labelled = element.closest('[aria-label]')?.getAttribute('aria-label');
      const caption = element.querySelector('caption, th')?.textContent?.trim().slice(0, 30);
      const testId = element.closest('[data-testid]')?.getAttribute('data-testid');
      return `${element.tagName.toLowerCase()} ${testId ?? labelled ?? caption ?? ''}`.trim();
    };
    const scrollsSideways = (element: Element): boolean => {
      for (let box = element.parentElement; box && box !== main; box = box.parentElement) {
        const overflow = getComputedStyle(box).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && box.clientWidth < box.scrollWidth) return true;
      }
      return false;
    };
    for (const table of main.querySelectorAll('table')) {
      if (table.getClientRects().length === 0 || table.closest('.ag-root-wrapper')) continue;
      const box = table.parentElement?.getBoundingClientRect();
      if (!box || table.scrollWidth <= Math.ceil(box.width) + 1) continue;
      if (!scrollsSideways(table)) problems.push({ table: nameOf(table), problem: 'wider than its box and does not scroll inside it' });
      const first = table.querySelector('tbody tr > :first-child');
      if (first && getComputedStyle(first).position !== 'sticky') problems.push({ table: nameOf(table), problem: 'first column not kept in view' });
    }
    for (const grid of main.querySelectorAll('.ag-root-wrapper')) {
      if (grid.getClientRects().length === 0) continue;
      // AG Grid scrolls its unpinned columns sideways with this bar: wider content than bar means it overflows.
      const scroller = grid.querySelector('.ag-body-horizontal-scroll-viewport');
      const content = grid.querySelector('.ag-body-horizontal-scroll-container');
      if (!scroller || !content || content.getBoundingClientRect().width <= scroller.clientWidth + 1) continue;
      const pinnedHeader = grid.querySelector('.ag-header-cell-last-left-pinned');
      if (!pinnedHeader) problems.push({ table: nameOf(grid), problem: 'first column not pinned' });
      const periods = [...grid.querySelectorAll('.ag-header-cell[col-id^="p:"]')];
      if (periods.length > 1) {
        const left = pinnedHeader?.getBoundingClientRect().right ?? grid.getBoundingClientRect().left;
        const right = grid.getBoundingClientRect().right;
        const inView = periods.filter((cell) => {
          const rect = cell.getBoundingClientRect();
          return rect.left >= left - 1 && rect.right <= right + 1;
        });
        if (inView.length < 2) problems.push({ table: nameOf(grid), problem: `${inView.length} period column(s) in view beside the names` });
      }
    }
    return problems;
  });
}

/** Clicks through every tab of each tab list on the screen, reading the page with `read` once per panel. */
export async function linesOfEveryTab(page: Page, read: (page: Page) => Promise<string[]>): Promise<string[]> {
  const lines = await read(page);
  const lists = page.locator('main [role="tablist"]');
  for (let l = 0; l < await lists.count(); l++) {
    const tabs = lists.nth(l).getByRole('tab');
    for (let t = 0; t < await tabs.count(); t++) {
      await tabs.nth(t).click();
      await waitForScreen(page);
      lines.push(...await read(page));
    }
  }
  return lines;
}
