import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useAtom } from 'jotai';
import { navDrawerOpenAtom } from '../state/layout.ts';
import { useMediaQuery } from '../ui/useMediaQuery.ts';

/** Below this width the sidebar is a drawer; keep in step with the media queries of shell.css. */
export const DRAWER_MEDIA_QUERY = '(max-width: 1023.98px)';

export interface NavDrawer {
  /** The window is narrow enough for the sidebar to be a drawer. */
  isDrawer: boolean;
  open: boolean;
  toggle: () => void;
  close: () => void;
  menuButton: RefObject<HTMLButtonElement | null>;
  drawer: RefObject<HTMLElement | null>;
}

/**
 * The sidebar as a drawer on narrow windows (issue 14): it opens from the header's menu button and
 * closes on Escape, on choosing an entry (any change of path) and on a tap outside (the backdrop).
 * Opening moves focus to the current entry, closing hands it back to the menu button.
 */
export function useNavDrawer(path: string): NavDrawer {
  const isDrawer = useMediaQuery(DRAWER_MEDIA_QUERY);
  const [wanted, setWanted] = useAtom(navDrawerOpenAtom);
  const open = isDrawer && wanted;
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLElement>(null);
  const wasOpen = useRef(false);
  const close = useCallback(() => setWanted(false), [setWanted]);
  const toggle = useCallback(() => setWanted(!wanted), [setWanted, wanted]);

  // Forget an open drawer when the window grows into the sidebar layout, so it does not spring
  // open again when the window narrows; and close it whenever the page changes.
  useEffect(() => {
    if (!isDrawer) close();
  }, [isDrawer, close]);
  useEffect(() => {
    close();
  }, [path, close]);

  useEffect(() => {
    if (open) {
      const root = drawer.current;
      (root?.querySelector<HTMLElement>('[aria-current="page"]') ?? root?.querySelector<HTMLElement>('a[href]'))?.focus();
    } else if (wasOpen.current) {
      menuButton.current?.focus();
    }
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  return { isDrawer, open, toggle, close, menuButton, drawer };
}
