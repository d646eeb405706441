import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError, type ZodType } from 'zod';
import { DriverInputError } from '../../engine/session/errors.ts';
import { AnalysisInputError } from '../../engine/analysis/analysisErrors.ts';
import { DriverRangeError } from '../../engine/analysis/ranges/driverRanges.ts';
import type { ErrorAnswer } from '../../contract/errors.ts';
import { byteSize } from '../upload/uploadRefusal.ts';
import type { Language } from '../../contract/preferences.ts';
import { languageOf, translatorFor, type Translate } from '../i18n/index.ts';
import { apiMessage, statusText, zodProblem } from '../i18n/apiMessages.ts';

/** Every route's request body limit but the driver import's (its workbook as base64). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * An error that is a value at the boundary: status, stable code, a message for people and,
 * where one input is at fault, the field. Anything else becomes a 500 without internals.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  readonly extra: Record<string, unknown> | undefined;
  /** The message in a reader's language, where it is worded per language (a validation problem); else apiMessage. */
  readonly localised: ((language: Language) => string | undefined) | undefined;

  constructor(status: number, code: string, message: string, field?: string, extra?: Record<string, unknown>, localised?: (language: Language) => string | undefined) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
    this.extra = extra;
    this.localised = localised;
  }
}

/**
 * An ApiError whose message is a text of the `api` namespace with its values: `words` writes it
 * with a translator, in English for the error's own message (the words English clients, logs and
 * tests read) and again in the reader's language for the answer. A route's one-off message (a
 * version, a count, a month in it) is answered in German this way; a fixed one needs no words,
 * apiMessage knows it by its English text.
 */
export function wordedError(status: number, code: string, words: (t: Translate) => string, field?: string, extra?: Record<string, unknown>): ApiError {
  return new ApiError(status, code, words(translatorFor('en', 'api')), field, extra, (language) => words(translatorFor(language, 'api')));
}

/** `detail` is the message again, under the name the specification's client reads. */
export function errorBody(code: string, message: string, field?: string, extra?: Record<string, unknown>): ErrorAnswer {
  return { ...extra, error: field === undefined ? { code, message } : { code, message, field }, detail: message };
}

/**
 * A 400 naming the field of the first problem. With `checked` (the schema and the input that
 * failed it), the message can be worded again in the reader's language: zod's own wording is
 * German for a German reader, a schema's own message stays as the schema words it.
 */
export function fromZodError(error: ZodError, where: 'body' | 'query' | 'params', checked?: { schema: ZodType; input: unknown }): ApiError {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : where;
  const message = issue ? `${field}: ${issue.message}` : `Invalid ${where}`;
  // English is the message as it is; another language words the same check again in that language.
  const localised = (language: Language) => {
    if (language === 'en') return undefined;
    if (!issue) return translatorFor(language, 'api')('invalidInput', { where });
    return checked ? zodProblem(checked.schema, checked.input, where, language) : undefined;
  };
  return new ApiError(400, 'invalid_input', message, field, undefined, localised);
}

/** What a library's 4xx says, in our words (its own message may quote the request), in the reader's language. */
function clientErrorMessage(error: FastifyError, status: number, language: Language): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.name === 'SyntaxError') return apiMessage('Request body is not valid JSON', language);
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return apiMessage('Request body is empty: send a JSON value', language);
  return statusText(status, language) ?? 'Bad request';
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError | ZodError | DriverInputError | DriverRangeError | AnalysisInputError, request, reply) => {
    // Messages a person reads are in the browser's language (the client sends Accept-Language); codes and fields stay.
    const language = languageOf(request);
    if (error instanceof DriverInputError) {
      // The engine refused a driver value (unknown id, not a number, out of bounds): name it.
      return reply.status(400).send(errorBody(error.code, error.message, error.driver));
    }
    if (error instanceof DriverRangeError) {
      return reply.status(400).send(errorBody(error.code, error.message, `driver_ranges.${error.driver}`));
    }
    if (error instanceof AnalysisInputError) {
      // A question the model cannot answer as asked: 400 naming the input; a figure without a value is 422.
      return reply.status(error.code === 'no_value' ? 422 : 400).send(errorBody(error.code, error.message, error.field));
    }
    if (error instanceof ApiError) {
      const message = error.localised?.(language) ?? apiMessage(error.message, language);
      return reply.status(error.status).send(errorBody(error.code, message, error.field, error.extra));
    }
    if (error instanceof ZodError) {
      const apiError = fromZodError(error, 'body');
      return reply.status(400).send(errorBody(apiError.code, apiError.message, apiError.field));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 413) {
      const size = byteSize(request.routeOptions.bodyLimit ?? DEFAULT_BODY_LIMIT);
      return reply.status(413).send(errorBody('payload_too_large', translatorFor(language, 'api')('payloadTooLarge', { size })));
    }
    if (status === 415) return reply.status(415).send(errorBody('unsupported_media_type', apiMessage('Send the body as application/json', language)));
    if (status === 429) return reply.status(429).send(errorBody('too_many_requests', error.message));
    if (status >= 400 && status < 500) return reply.status(status).send(errorBody('bad_request', clientErrorMessage(error, status, language)));
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('internal_error', apiMessage('Internal server error', language)));
  });
}
