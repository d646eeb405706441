/** Why a request failed, so that screens can pick the specification's message for each case. */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'invalid_response';

export class ApiRequestError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly field: string | undefined;
  /** The whole parsed error body, for callers that need more than the message (e.g. a 409's current version). */
  readonly body: unknown;
  /** A 429's or 503's Retry-After in seconds: how long the server asks the client to wait before asking again. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    kind: ApiErrorKind,
    message: string,
    options: { status?: number; code?: string; field?: string; body?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.kind = kind;
    this.status = options.status;
    this.code = options.code;
    this.field = options.field;
    this.body = options.body;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

interface ServerErrorShape {
  detail?: unknown;
  error?: { code?: unknown; message?: unknown; field?: unknown } | unknown;
}

/** Reads the server's message from an error body: `error.message`, else `detail`. */
export function messageFromBody(body: unknown): { message?: string; code?: string; field?: string } {
  if (!body || typeof body !== 'object') return {};
  const shape = body as ServerErrorShape;
  const error = shape.error && typeof shape.error === 'object' ? (shape.error as Record<string, unknown>) : undefined;
  const message = typeof error?.message === 'string' ? error.message : typeof shape.detail === 'string' ? shape.detail : undefined;
  return {
    message,
    code: typeof error?.code === 'string' ? error.code : undefined,
    field: typeof error?.field === 'string' ? error.field : undefined,
  };
}
