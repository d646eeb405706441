import { atom } from 'jotai';
import type { Language } from '../../contract/preferences.ts';
import { getPreferences, putPreferences } from '../api/auth.ts';
import { currentLanguage, i18n, LANGUAGE_KEY } from '../i18n/index.ts';
import { authAtom } from './auth.ts';
import { appStore } from './store.ts';

/**
 * The user's language (English or German), kept like the number format: the device keeps it, so
 * the sign-in screen already speaks it; the server keeps it per user, so it follows the user to
 * every device: after sign-in the server's choice wins, and a choice made here is sent there.
 */
const languageBaseAtom = atom<Language>(currentLanguage());

function adopt(language: Language): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  void i18n.changeLanguage(language);
  appStore.set(languageBaseAtom, language);
}

/**
 * Reading gives the language the app speaks; writing switches every text at once and stores the
 * choice on the device and, once signed in, for the user (the sign-in screen's switch is the device's).
 */
export const languageAtom = atom(
  (get) => get(languageBaseAtom),
  (get, _set, language: Language) => {
    if (language === get(languageBaseAtom)) return;
    // Sent before the switch, whose redraw asks the server for every screen's data again: this
    // small request goes first rather than queue behind those.
    if (appStore.get(authAtom).status === 'signedIn') void putPreferences({ language }).catch(() => undefined);
    adopt(language);
  },
);

/** Marks the page's language before the first text is drawn (screen readers, hyphenation). */
export function applyInitialLanguage(): void {
  document.documentElement.lang = appStore.get(languageBaseAtom);
}

/**
 * After sign-in: the user's stored language wins over the device's; a user who never chose gets
 * the device's choice stored, so the next device follows. Unreachable server: the device's stays.
 */
export async function syncLanguage(): Promise<void> {
  const preferences = await getPreferences().catch(() => null);
  if (preferences === null) return;
  const chosen = preferences.language;
  if (chosen === null) {
    if (localStorage.getItem(LANGUAGE_KEY) !== null) void putPreferences({ language: appStore.get(languageBaseAtom) }).catch(() => undefined);
  } else if (chosen !== appStore.get(languageBaseAtom)) {
    adopt(chosen);
  }
}
