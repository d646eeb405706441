/**
 * Registers src/sw.ts (built to /sw.js) in every build, so the app opens during a server outage.
 * The dev server (the only place with hot module replacement) serves modules on the fly and gets
 * no service worker.
 */
export function registerServiceWorker(): void {
  if (import.meta.hot || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/', type: 'module' }).catch((error: unknown) => {
    console.warn('Offline app files are not available: the service worker did not register', error);
  });
}
