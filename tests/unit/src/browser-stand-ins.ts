/**
 * What the browser gives the app and Node lacks, for unit tests of src/state: a localStorage and a
 * fetch that answers like the server of docs/api.md (or fails like an unplugged network). The
 * app's own modules run unchanged.
 */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

export interface SeenRequest {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

export type Answer = { status: number; body?: unknown } | 'network-down';

/** Installs a fetch answering `METHOD /path` (without /api and query) from `answer`; returns the requests seen. */
export function installFakeServer(answer: (request: SeenRequest) => Answer): SeenRequest[] {
  const seen: SeenRequest[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    const headers = new Headers(init?.headers);
    const request: SeenRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      authorization: headers.get('Authorization'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    seen.push(request);
    const result = answer(request);
    if (result === 'network-down') throw new TypeError('Failed to fetch');
    return new Response(result.body === undefined ? '' : JSON.stringify(result.body), { status: result.status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return seen;
}

export function installLocalStorage(): MemoryStorage {
  const storage = new MemoryStorage();
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true, writable: true });
  return storage;
}
