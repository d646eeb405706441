/** The health probe starts a request this often, whether or not the last one has answered (open loop). */
const PROBE_EVERY_MS = 20;

export interface Probe {
  /** When it was sent (performance.now()). */
  at: number;
  ms: number;
}

/**
 * GET /api/health started every PROBE_EVERY_MS until `until`, each awaited to its end: open loop,
 * so a server that stalls is charged for every probe it keeps waiting. A probe that is not
 * answered 200 fails the bench.
 */
export async function probeHealth(baseUrl: string, until: number): Promise<Probe[]> {
  const pending: Promise<Probe>[] = [];
  while (performance.now() < until) {
    const started = performance.now();
    pending.push(fetch(`${baseUrl}/api/health`).then(async (response) => {
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`health answered ${response.status}`);
      return { at: started, ms: performance.now() - started };
    }));
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  return Promise.all(pending);
}
