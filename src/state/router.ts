import { atom } from 'jotai';
import { appStore } from './store.ts';

/**
 * Views are real URLs (decision 2026-11-22 in docs/decisions.md): deep links, reload and the back
 * button work. The path is an atom; navigate() pushes history.
 */
export const pathAtom = atom(window.location.pathname);

window.addEventListener('popstate', () => appStore.set(pathAtom, window.location.pathname));

/** `target` may carry a query ('/key-drivers?driver=id'); the path atom holds the path alone. */
export function navigate(target: string, options: { replace?: boolean } = {}): void {
  const url = new URL(target, window.location.origin);
  if (url.pathname + url.search === window.location.pathname + window.location.search) return;
  if (options.replace) window.history.replaceState(null, '', url.pathname + url.search);
  else window.history.pushState(null, '', url.pathname + url.search);
  appStore.set(pathAtom, url.pathname);
}
