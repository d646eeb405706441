import { atom } from 'jotai';

// Part 1 §1: the preference lives under 'darkMode'; unset means the system colour scheme.
export const DARK_MODE_KEY = 'darkMode';

export function initialDarkMode(): boolean {
  const stored = localStorage.getItem(DARK_MODE_KEY);
  if (stored === 'true') return true;
  if (stored === 'false') return false;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

export function applyDarkMode(dark: boolean): void {
  document.documentElement.classList.toggle('dark', dark);
}

const darkBaseAtom = atom(initialDarkMode());

/** Reading gives the current mode; writing stores it and sets the 'dark' class on the root element. */
export const darkModeAtom = atom(
  (get) => get(darkBaseAtom),
  (_get, set, dark: boolean) => {
    localStorage.setItem(DARK_MODE_KEY, String(dark));
    applyDarkMode(dark);
    set(darkBaseAtom, dark);
  },
);
