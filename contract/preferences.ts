import { z } from 'zod';
import { NUMBER_FORMATS } from '../engine/format/number.ts';

/**
 * A user's own display preferences (docs/api.md "Auth"): kept on the server so they follow the user
 * to every device. Each field is null until the user chooses; the client then falls back to the
 * device's choice or the browser's language. New preferences (the language, issue 30) join as
 * further nullable fields.
 */
export const preferencesSchema = z.object({
  number_format: z.enum(NUMBER_FORMATS).nullable().describe("'de': 1.234,5 € · 'en': €1,234.5; null: not chosen yet"),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** The preferences a user changes; fields left out keep their value, null clears a choice. */
export const preferencesBody = z
  .strictObject({ number_format: z.enum(NUMBER_FORMATS).nullable().optional() })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), 'Nothing to update: send number_format');
export type PreferencesPatch = z.infer<typeof preferencesBody>;

export const NO_PREFERENCES: Preferences = { number_format: null };
