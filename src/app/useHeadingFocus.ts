import { useEffect, useRef } from 'react';

/** How long a screen that loads lazily may take to show its heading before we stop waiting. */
const HEADING_WAIT_MS = 5000;

/**
 * After a change of page, focus moves to the new screen's heading (its h1, tabindex=-1), so a
 * keyboard user starts on the page they chose instead of in the menu (issue 26). The first page
 * after loading keeps the browser's start of the tab order. A screen that loads lazily shows its
 * heading later: the main element is watched until it appears.
 */
export function useHeadingFocus(path: string, mainId: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const main = document.getElementById(mainId);
    if (!main) return undefined;
    // A screen that suspends stays in the page hidden behind the spinner: its heading takes no
    // focus, so success is focus actually on a heading, not a heading found.
    const focusHeading = (): boolean => {
      const heading = main.querySelector<HTMLElement>('h1[tabindex="-1"]');
      heading?.focus({ preventScroll: true });
      return heading !== null && document.activeElement === heading;
    };
    if (focusHeading()) return undefined;
    // While the screen loads the user may already have moved on (opened the scenario list, typed
    // in the header): focus elsewhere than where the change started is theirs, not ours to take.
    const startedFrom = document.activeElement;
    const movedOn = (): boolean => {
      const active = document.activeElement;
      return active !== null && active !== document.body && active !== startedFrom && !main.contains(active);
    };
    const observer = new MutationObserver(() => {
      if (movedOn() || focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
    const giveUp = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [path, mainId]);
}
