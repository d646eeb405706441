import i18next, { type i18n as I18n } from 'i18next';
import { LANGUAGES, languageOfLanguages, type Language } from '../../contract/preferences.ts';
import apiDe from './locales/de/api.json' with { type: 'json' };
import apiEn from './locales/en/api.json' with { type: 'json' };
import exportDe from './locales/de/export.json' with { type: 'json' };
import exportEn from './locales/en/export.json' with { type: 'json' };

/**
 * The server's words in the reader's language (docs/i18n.md): the PDF reports and the Excel model
 * (namespace `export`) and the messages of error answers (namespace `api`). One i18next instance,
 * its resources bundled and initialised synchronously at import; every request reads through a
 * translator fixed to its own language (getFixedT), so requests in different languages running at
 * the same time never share a current language.
 */
export const SERVER_RESOURCES = {
  en: { export: exportEn, api: apiEn },
  de: { export: exportDe, api: apiDe },
} as const;

export type ServerNamespace = keyof (typeof SERVER_RESOURCES)['en'];

const i18n: I18n = i18next.createInstance();
void i18n.init({
  resources: SERVER_RESOURCES,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: Object.keys(SERVER_RESOURCES.en),
  defaultNS: 'export',
  initAsync: false,
  // The texts go into PDFs, spreadsheets and JSON, never into HTML.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** A text of a namespace in one language; `key` is "namespace:path" or a path of the namespace it was made for. */
export interface Translate {
  (key: string, options?: Record<string, unknown>): string;
  readonly language: Language;
}

/**
 * A translator fixed to `language` (and to `namespace` for keys without one). A key the English
 * resources lack is a programming error, not a text to print: it throws, so a typo fails the
 * English export tests instead of printing the key.
 */
export function translatorFor(language: Language, namespace: ServerNamespace = 'export'): Translate {
  const fixed = i18n.getFixedT(language, namespace);
  const translate = (key: string, options?: Record<string, unknown>): string => {
    // With the options, so a plural key (`_one`/`_other`, asked for with a count) is found.
    if (!i18n.exists(key, { ...options, lng: 'en', ns: namespace, fallbackLng: false })) throw new Error(`No English text for ${namespace}:${key}`);
    return String(fixed(key, options ?? {}));
  };
  return Object.assign(translate, { language });
}

const languageValue = (value: unknown): Language | undefined => LANGUAGES.find((language) => language === value);

/** The languages an Accept-Language header names, most preferred first (q-values honoured, '*' dropped). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header.split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The language a request is answered in: the one it asks for (an export body's `language`), else
 * the user's stored preference, else the browser's (Accept-Language: de* → German), else English.
 */
export function languageOf(request: { headers: Record<string, string | string[] | undefined> }, ...chosen: readonly (Language | null | undefined)[]): Language {
  for (const language of chosen) {
    const known = languageValue(language);
    if (known) return known;
  }
  const header = request.headers['accept-language'];
  return languageOfLanguages(acceptedLanguages(Array.isArray(header) ? header.join(',') : header));
}
