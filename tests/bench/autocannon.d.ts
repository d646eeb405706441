// autocannon ships no types; this declares the part tests/bench/api.bench.ts uses.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
    /** Worker threads that generate the load, so it does not share the server's event loop. */
    workers?: number;
    /**
     * The requests each connection sends in turn. With `workers`, `setupRequest` is the absolute
     * path of a CommonJS module exporting `(request) => request` (a function cannot cross threads).
     */
    requests?: { method?: string; body?: string; setupRequest?: string }[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
