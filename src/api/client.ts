import type { z } from 'zod';
import { ApiRequestError, messageFromBody } from './errors.ts';

/** Build-time setting (part 1 §7); the app is served by the API server, so the default is same-origin. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';

export const DEFAULT_TIMEOUT_MS = 10_000;

type Query = Record<string, string | number | boolean | undefined>;

export interface RequestOptions<T> {
  body?: unknown;
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

/** The one place the app talks HTTP: bearer token, timeout, error kinds and the 401 hook. */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions<T>): Promise<T> {
  const token = options.token !== undefined ? options.token : hooks.getToken();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(urlFor(path, options.query), {
      method,
      headers: {
        Accept: 'application/json',
        ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: controller.signal,
    });
  } catch (error) {
    const aborted = error instanceof DOMException && error.name === 'AbortError';
    hooks.onReachability(false);
    throw new ApiRequestError(aborted ? 'timeout' : 'network', aborted ? 'Request timed out' : 'Network error');
  } finally {
    clearTimeout(timer);
  }
  // 502-504 come from a proxy in front of a server that is down.
  hooks.onReachability(response.status < 502 || response.status > 504);
  const text = await response.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      if (response.ok) throw new ApiRequestError('invalid_response', 'Invalid server response', { status: response.status });
    }
  }
  if (!response.ok) {
    if (response.status === 401 && token) hooks.onUnauthorized();
    const { message, code, field } = messageFromBody(body);
    throw new ApiRequestError('http', message ?? (response.statusText || `HTTP ${response.status}`), {
      status: response.status, code, field, body,
    });
  }
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) throw new ApiRequestError('invalid_response', 'Invalid server response', { status: response.status });
  return parsed.data;
}
