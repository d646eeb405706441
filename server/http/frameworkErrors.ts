import type { Duplex } from 'node:stream';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors.ts';
import { SECURITY_HEADERS } from './securityHeaders.ts';
import type { Language } from '../../contract/preferences.ts';
import { languageOf, translatorFor } from '../i18n/index.ts';
import { apiMessage } from '../i18n/apiMessages.ts';

/**
 * Answers to what Fastify refuses before a route or hook runs: a URL it cannot decode
 * (`/api/scenarios/%c0%af`), a path parameter over MAX_PARAM_LENGTH, a request Node cannot parse.
 * Fastify's own answers echo the raw URL and skip our hooks; these use our error shape and
 * headers and name no part of the request.
 */

/** Longest path parameter a route accepts: scenario and user ids are far shorter. */
export const MAX_PARAM_LENGTH = 100;

interface Refusal {
  status: number;
  code: string;
  message: string;
}

function refusalOf(error: FastifyError, language: Language): Refusal {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return { status: 400, code: 'bad_url', message: apiMessage('The request path is not a valid URL', language) };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 414, code: 'path_parameter_too_long', message: translatorFor(language, 'api')('pathParameterTooLong', { max: MAX_PARAM_LENGTH }) };
    default:
      return { status: 500, code: 'internal_error', message: apiMessage('Internal server error', language) };
  }
}

/** Fastify's `frameworkErrors` option. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const refusal = refusalOf(error, languageOf(request));
  if (refusal.status === 500) request.log.error({ err: error }, 'framework error');
  // Fastify runs no hooks for these answers, so our headers are set here.
  reply.headers({ ...SECURITY_HEADERS, 'cache-control': 'no-store' }).status(refusal.status).send(errorBody(refusal.code, refusal.message));
}

/**
 * Fastify's `clientErrorHandler` option: the request never became one, so the answer is written to
 * the socket, in English (there are no headers to read a language from).
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // A reset connection has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal: Refusal = error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
    ? { status: 408, code: 'request_timeout', message: 'The request took too long to arrive' }
    : error.code === 'HPE_HEADER_OVERFLOW'
      ? { status: 431, code: 'headers_too_large', message: 'The request headers are too large' }
      : { status: 400, code: 'bad_request', message: 'The request is not valid HTTP' };
  const body = JSON.stringify(errorBody(refusal.code, refusal.message));
  const headers = {
    ...SECURITY_HEADERS,
    'cache-control': 'no-store',
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  if (socket.writable) {
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}`).join('\r\n');
    socket.write(`HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\n${head}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
