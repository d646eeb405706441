import { STATUS_CODES } from 'node:http';
import { z } from 'zod';
import type { Language } from '../../contract/preferences.ts';
import { SERVER_RESOURCES, translatorFor } from './index.ts';
import { messageReader } from '../../engine/format/messageForms.ts';

/**
 * Error messages in the reader's language. The routes throw their messages in English (the
 * specification's words, which the API's English clients and tests read); the error handler
 * answers a message the `api` namespace knows in the request's language. Codes and fields are
 * never translated. A message it does not know (a one-off of a route) stays English.
 */
const KEY_OF_MESSAGE = new Map(Object.entries(SERVER_RESOURCES.en.api.messages).map(([key, text]) => [text, key]));

/** `message` in `language` when it is one of the common messages, else as it is. */
export function apiMessage(message: string, language: Language): string {
  const key = KEY_OF_MESSAGE.get(message);
  return key === undefined ? message : translatorFor(language, 'api')(`messages.${key}`);
}

/** Node's reason phrase of an HTTP status ('Not Found'), in `language`. */
export function statusText(status: number, language: Language): string | undefined {
  const known = (SERVER_RESOURCES.en.api.status as Record<string, string>)[String(status)];
  return known === undefined ? STATUS_CODES[status] : translatorFor(language, 'api')(`status.${status}`);
}

/** Zod's own wording of a failed check in German; a schema's own message is worded by schemaMessage (zod puts a schema's message first). */
const ZOD_LOCALE: Record<Exclude<Language, 'en'>, z.core.$ZodErrorMap> = { de: z.locales.de().localeError };

/**
 * The schemas' own messages (contract/, shared with the browser, so they are English there), read
 * back by their English forms in `api.schema` ("must be a year between {{min}} and {{max}}").
 */
const readSchemaMessage = messageReader(SERVER_RESOURCES.en.api.schema);

/** A schema's own `message` in `language` when it has one of the known forms, else as it is. */
export function schemaMessage(message: string, language: Language): string {
  const read = language === 'en' ? undefined : readSchemaMessage(message);
  return read ? translatorFor(language, 'api')(`schema.${read.form}`, read.values) : message;
}

/** The first problem of `input` against `schema` as "field: what is wrong", in `language`. */
export function zodProblem(schema: z.ZodType, input: unknown, where: string, language: Language): string | undefined {
  const parsed = language === 'en' ? schema.safeParse(input) : schema.safeParse(input, { error: ZOD_LOCALE[language] });
  const issue = parsed.error?.issues[0];
  if (!issue) return undefined;
  const field = issue.path.length > 0 ? issue.path.join('.') : where;
  return `${field}: ${schemaMessage(issue.message, language)}`;
}
