import { atom } from 'jotai';
import { appStore } from '../state/store.ts';

/**
 * Views are real URLs (decision 2026-11-22 in docs/decisions.md): deep links, reload and the back
 * button work. The path is an atom; navigate() pushes history.
 */
export const pathAtom = atom(window.location.pathname);

window.addEventListener('popstate', () => appStore.set(pathAtom, window.location.pathname));

export function navigate(path: string, options: { replace?: boolean } = {}): void {
  if (path === window.location.pathname) return;
  if (options.replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  appStore.set(pathAtom, path);
}
