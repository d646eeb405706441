import type { z } from 'zod';
import { ApiRequestError, messageFromBody } from './errors.ts';
import { currentLanguage } from '../i18n/index.ts';

/** Build-time setting (part 1 §7); the app is served by the API server, so the default is same-origin. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';

export const DEFAULT_TIMEOUT_MS = 10_000;

type Query = Record<string, string | number | boolean | undefined>;

/** A body sent as it is (an uploaded file) instead of as JSON. */
export interface FileBody {
  content: Blob;
  type: string;
}

export interface RequestOptions<T> {
  body?: unknown;
  file?: FileBody;
  query?: Query;
  timeoutMs?: number;
  /** Parses the answer; a mismatch is an 'invalid_response' error. */
  schema: z.ZodType<T>;
  /** Overrides the session token (used to validate a token before it is stored). */
  token?: string | null;
}

interface ClientHooks {
  getToken: () => string | null;
  /** Called on any 401 answer to a request that carried a token (part 1 §4: a 401 clears auth). */
  onUnauthorized: () => void;
  /** Told after every request whether the server answered (offline detection, src/state/connectivity.ts). */
  onReachability: (reachable: boolean) => void;
}

let hooks: ClientHooks = { getToken: () => null, onUnauthorized: () => undefined, onReachability: () => undefined };

export function installClientHooks(next: Partial<ClientHooks>): void {
  hooks = { ...hooks, ...next };
}

function urlFor(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

interface SendOptions {
  body?: unknown;
  file?: FileBody;
  query?: Query;
  timeoutMs?: number;
  token?: string | null;
  accept: string;
  /** Ends the request from outside (a stream the app no longer reads). */
  signal?: AbortSignal;
}

/** Sends one request with token and timeout, reports reachability, and throws the error kinds; the answer is not read yet. */
async function send(method: string, path: string, options: SendOptions): Promise<{ response: Response; token: string | null }> {
  const token = options.token !== undefined ? options.token : hooks.getToken();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(urlFor(path, options.query), {
      method,
      headers: {
        Accept: options.accept,
        // The server answers a message a person reads in the app's language, not the browser's.
        'Accept-Language': currentLanguage(),
        ...(options.file ? { 'Content-Type': options.file.type } : options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: options.file ? options.file.content : options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: options.signal ? AbortSignal.any([controller.signal, options.signal]) : controller.signal,
    });
  } catch (error) {
    // Ended by the app, not by the network: says nothing about the server.
    if (options.signal?.aborted) throw new ApiRequestError('network', 'Request aborted');
    const aborted = error instanceof DOMException && error.name === 'AbortError';
    hooks.onReachability(false);
    throw new ApiRequestError(aborted ? 'timeout' : 'network', aborted ? 'Request timed out' : 'Network error');
  } finally {
    clearTimeout(timer);
  }
  // 502-504 come from a proxy in front of a server that is down.
  hooks.onReachability(response.status < 502 || response.status > 504);
  return { response, token };
}

/** Retry-After as seconds; the HTTP-date form is not one our server sends, so it counts as absent. */
function retryAfterSeconds(response: Response): number | undefined {
  const value = response.headers.get('retry-after');
  return value !== null && /^\d+$/.test(value.trim()) ? Number(value) : undefined;
}

/** The error of a non-OK answer: the server's message, else the status text. */
async function failure(response: Response, token: string | null): Promise<ApiRequestError> {
  let body: unknown = undefined;
  try {
    body = JSON.parse(await response.text());
  } catch {
    // not JSON: the status text speaks
  }
  if (response.status === 401 && token) hooks.onUnauthorized();
  const { message, code, field } = messageFromBody(body);
  return new ApiRequestError('http', message ?? (response.statusText || `HTTP ${response.status}`), {
    status: response.status, code, field, body, retryAfterSeconds: retryAfterSeconds(response),
  });
}

/** The one place the app talks HTTP: bearer token, timeout, error kinds and the 401 hook. */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions<T>): Promise<T> {
  const { response, token } = await send(method, path, { ...options, accept: 'application/json' });
  if (!response.ok) throw await failure(response, token);
  const text = await response.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiRequestError('invalid_response', 'Invalid server response', { status: response.status });
    }
  }
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) throw new ApiRequestError('invalid_response', 'Invalid server response', { status: response.status });
  return parsed.data;
}

/** A file the server answers (an export): its content and the name Content-Disposition gives it, else `fallbackName`. */
export async function apiFile(path: string, options: { query?: Query; timeoutMs?: number; fallbackName: string }): Promise<{ blob: Blob; fileName: string }> {
  const { response, token } = await send('GET', path, { ...options, accept: '*/*' });
  if (!response.ok) throw await failure(response, token);
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="([^"]+)"/i.exec(disposition)?.[1];
  return { blob: await response.blob(), fileName: encoded ? decodeURIComponent(encoded) : plain ?? options.fallbackName };
}

/**
 * A long-lived answer read as it arrives (the live updates, an export's progress): its body once the server has accepted
 * the request; the timeout covers only the wait for that. `signal` ends it.
 */
export async function apiStream(
  path: string,
  options: { accept: string; signal: AbortSignal; method?: 'GET' | 'POST'; body?: unknown },
): Promise<ReadableStream<Uint8Array>> {
  const { response, token } = await send(options.method ?? 'GET', path, options);
  if (!response.ok || !response.body) throw await failure(response, token);
  return response.body;
}
