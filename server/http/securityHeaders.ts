import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer. Scripts and workers come only from this origin
 * (the built app is plain files: no inline script, no eval — the client switches zod's eval-based
 * fast path off, see src/app/strictCsp.ts). 'wasm-unsafe-eval' lets the model worker compile the
 * kernel's WebAssembly, written from the model definition in memory (engine/kernel/wasm.ts); it
 * allows no JavaScript from text. Styles allow 'unsafe-inline' because AG Grid's
 * theming writes <style> elements at run time; see docs/decisions.md (2026-11-23 CSP).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** Adds the security headers to every answer (API, app files, errors, 404s); API answers are never cached. */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
