import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, Trans, useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LANGUAGES, languageOfLanguages, type Language } from '../../contract/preferences.ts';
import { DE, EN } from './resources.ts';

/**
 * The app's one i18next instance (docs/i18n.md). Resources are bundled, so it is ready the moment
 * this module is imported (no flash of keys, no request), in the browser and in unit tests alike.
 * Missing German falls back to English, which the resources test and the untranslated-text walk
 * keep from happening unnoticed.
 */
export const LANGUAGE_KEY = 'language';

const storedLanguage = z.enum(LANGUAGES);

/** The device's choice, else the browser's first language (de* → German, else English). */
export function initialLanguage(): Language {
  if (typeof localStorage === 'undefined' || typeof navigator === 'undefined') return 'en';
  const stored = storedLanguage.safeParse(localStorage.getItem(LANGUAGE_KEY));
  return stored.success ? stored.data : languageOfLanguages(navigator.languages ?? [navigator.language]);
}

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: EN, de: DE },
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: Object.keys(EN),
  defaultNS: 'common',
  initAsync: false,
  // React escapes what it renders; texts are never put into HTML as markup.
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
});

/** The language the app speaks now. */
export function currentLanguage(): Language {
  return storedLanguage.safeParse(i18n.language).data ?? 'en';
}

/** The language the app speaks, for a component that is drawn again when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return storedLanguage.safeParse(instance.language).data ?? 'en';
}

export { useTranslation, Trans };
