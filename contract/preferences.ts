import { z } from 'zod';
import { NUMBER_FORMATS } from '../engine/format/number.ts';

/** The languages of the product's text (docs/i18n.md): English, the specification's own words, and German. */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language a browser's languages suggest before the user chose one: German for de*, else English. */
export function languageOfLanguages(languages: readonly string[]): Language {
  return /^de\b/i.test(languages[0] ?? '') ? 'de' : 'en';
}

/**
 * A user's own display preferences (docs/api.md "Auth"): kept on the server so they follow the user
 * to every device. Each field is null until the user chooses; the client then falls back to the
 * device's choice or the browser's language.
 */
export const preferencesSchema = z.object({
  number_format: z.enum(NUMBER_FORMATS).nullable().describe("'de': 1.234,5 € · 'en': €1,234.5; null: not chosen yet"),
  language: z.enum(LANGUAGES).nullable().describe("'en': English · 'de': Deutsch; null: not chosen yet"),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** The preferences a user changes; fields left out keep their value, null clears a choice. */
export const preferencesBody = z
  .strictObject({
    number_format: z.enum(NUMBER_FORMATS).nullable().optional(),
    language: z.enum(LANGUAGES).nullable().optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), 'Nothing to update: send number_format or language');
export type PreferencesPatch = z.infer<typeof preferencesBody>;

export const NO_PREFERENCES: Preferences = { number_format: null, language: null };
