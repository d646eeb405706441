// Asks for live update streams the way a hostile client would, from a worker thread, so the
// benchmark's health probe on the main thread is not kept waiting by the attacker's own work.
import { parentPort, workerData } from 'node:worker_threads';

export interface StreamAttack {
  baseUrl: string;
  /** One signed-in user each. */
  tokens: string[];
  streamsPerToken: number;
  /** Stream requests each token has in flight at once. */
  atOnce: number;
}

export interface StreamAttackOutcome {
  held: number;
  refused: number;
  failed: number;
}

if (!parentPort) throw new Error('run as a worker thread');
const attack = workerData as StreamAttack;
const outcome: StreamAttackOutcome = { held: 0, refused: 0, failed: 0 };

/** Asks for `streamsPerToken` streams of `token`, `atOnce` at a time; holds (and reads) each one the server opens. */
async function openStreams(token: string): Promise<void> {
  let asked = 0;
  const one = async (): Promise<void> => {
    while (asked < attack.streamsPerToken) {
      asked += 1;
      try {
        const response = await fetch(`${attack.baseUrl}/api/events`, { headers: { authorization: `Bearer ${token}` } });
        if (response.status === 200 && response.body) {
          outcome.held += 1;
          void response.body.pipeTo(new WritableStream()).catch(() => undefined);
        } else {
          if (response.status === 429) outcome.refused += 1;
          else outcome.failed += 1;
          await response.arrayBuffer();
        }
      } catch {
        outcome.failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: attack.atOnce }, one));
}

await Promise.all(attack.tokens.map(openStreams));
// The streams stay open until the benchmark ends the thread.
parentPort.postMessage(outcome);
