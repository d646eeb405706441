import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { DriverInputError } from '../../engine/session/errors.ts';
import { AnalysisInputError } from '../../engine/analysis/analysisErrors.ts';
import { DriverRangeError } from '../../engine/analysis/ranges/driverRanges.ts';
import type { ErrorAnswer } from '../../contract/errors.ts';
import { byteSize } from '../upload/uploadRefusal.ts';

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

  constructor(status: number, code: string, message: string, field?: string, extra?: Record<string, unknown>) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
    this.extra = extra;
  }
}

/** `detail` is the message again, under the name the specification's client reads. */
export function errorBody(code: string, message: string, field?: string, extra?: Record<string, unknown>): ErrorAnswer {
  return { ...extra, error: field === undefined ? { code, message } : { code, message, field }, detail: message };
}

export function fromZodError(error: ZodError, where: 'body' | 'query' | 'params'): ApiError {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : where;
  const message = issue ? `${field}: ${issue.message}` : `Invalid ${where}`;
  return new ApiError(400, 'invalid_input', message, field);
}

/** What a library's 4xx says, in our words: its own message may quote the request. */
function clientErrorMessage(error: FastifyError, status: number): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.name === 'SyntaxError') return 'Request body is not valid JSON';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'Request body is empty: send a JSON value';
  return STATUS_CODES[status] ?? 'Bad request';
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError | ZodError | DriverInputError | DriverRangeError | AnalysisInputError, request, reply) => {
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
      return reply.status(error.status).send(errorBody(error.code, error.message, error.field, error.extra));
    }
    if (error instanceof ZodError) {
      const apiError = fromZodError(error, 'body');
      return reply.status(400).send(errorBody(apiError.code, apiError.message, apiError.field));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 413) return reply.status(413).send(errorBody('payload_too_large', `Request body is larger than ${byteSize(request.routeOptions.bodyLimit ?? DEFAULT_BODY_LIMIT)}`));
    if (status === 415) return reply.status(415).send(errorBody('unsupported_media_type', 'Send the body as application/json'));
    if (status === 429) return reply.status(429).send(errorBody('too_many_requests', error.message));
    if (status >= 400 && status < 500) return reply.status(status).send(errorBody('bad_request', clientErrorMessage(error, status)));
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('internal_error', 'Internal server error'));
  });
}
