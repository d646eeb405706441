import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { initReactI18next, Trans, useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LANGUAGES, languageOfLanguages, type Language } from '../../contract/preferences.ts';
import { DE, EN, type Namespace } from './resources.ts';

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

/** How many texts a kept translator holds before it starts afresh (texts with a value each: a name, a year). */
const KEPT_TEXTS = 2000;

/**
 * A namespace's translator for texts read on every drawing (a slider's drag draws its card and
 * the P&L impact each frame, issue 26, and i18next takes about a tenth of a millisecond for a
 * text with a value): each text is looked up once per language and kept, by its key and the
 * values it is given (strings, numbers, booleans only; anything else is translated each time).
 */
export function keptTexts<N extends Namespace>(namespace: N): TFunction<N> {
  const translate = i18n.getFixedT(null, namespace) as unknown as (...args: unknown[]) => string;
  const kept = new Map<string, string>();
  let language = i18n.language;
  const keyOf = (args: unknown[]): string | null => {
    const [key, options, ...rest] = args;
    if (typeof key !== 'string' || rest.length > 0) return null;
    if (options === undefined) return key;
    if (typeof options !== 'object' || options === null) return null;
    const values = Object.values(options);
    return values.every((value) => ['string', 'number', 'boolean'].includes(typeof value)) ? `${key}\u0000${JSON.stringify(options)}` : null;
  };
  const t = (...args: unknown[]): string => {
    const key = keyOf(args);
    if (key === null) return translate(...args);
    if (i18n.language !== language || kept.size >= KEPT_TEXTS) {
      kept.clear();
      language = i18n.language;
    }
    let text = kept.get(key);
    if (text === undefined) {
      text = translate(...args);
      kept.set(key, text);
    }
    return text;
  };
  return t as unknown as TFunction<N>;
}

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
