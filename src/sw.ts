/**
 * The service worker: the app's own files stay available when the server is not, so a signed-in
 * user can reload or reopen the app during an outage and keep working from this device
 * (docs/decisions.md "Offline-first in the browser"). Data never goes through here: /api is left
 * to the network and the app keeps its data in IndexedDB.
 * - Page loads: network first (a new build shows at once), the last index.html when offline.
 * - /assets/*: content-hashed, so cache first.
 */

// Only what this file uses of the service worker API (src/ is typed against the DOM library).
interface ExtendableEvent extends Event { waitUntil(promise: Promise<unknown>): void }
interface FetchEvent extends ExtendableEvent { readonly request: Request; respondWith(response: Promise<Response>): void }
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

const SHELL_CACHE = 'fahrplan-shell-v1';
const INDEX = '/';

/** The files index.html names (entry script, styles); chunks loaded later are cached when used. */
function assetsNamedIn(html: string): string[] {
  return [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? ''))].filter(Boolean);
}

async function cacheShell(): Promise<void> {
  const cache = await caches.open(SHELL_CACHE);
  const response = await fetch(INDEX, { cache: 'no-store' });
  if (!response.ok) return;
  await cache.put(INDEX, response.clone());
  await cache.addAll(assetsNamedIn(await response.text()));
}

worker.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().catch(() => undefined).then(() => worker.skipWaiting()));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name !== SHELL_CACHE) await caches.delete(name);
    await worker.clients.claim();
  })());
});

async function pageLoad(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(INDEX, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(INDEX);
    if (cached) return cached;
    throw error;
  }
}

async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== worker.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(pageLoad(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
});
