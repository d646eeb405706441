import pg from 'pg';
import { changeEventSchema, createListeners, type BusProblem, type EventBus } from './changeEvents.ts';
import { connectionConfig, type Pool } from '../db/postgres/pool.ts';

const CHANNEL = 'fahrplan_changes';
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;

/**
 * The bus of instances sharing one PostgreSQL database: publish is NOTIFY on the channel
 * fahrplan_changes (through the pool, after the change committed), and each instance LISTENs on
 * one dedicated connection. PostgreSQL delivers a notification once to every listening
 * connection, the publisher's own instance included, in commit order — so every subscriber of
 * every instance gets each event once. A lost listening connection is reopened (100 ms, doubling
 * to 5 s); events published while it was down are not delivered to that instance.
 */
export async function createPostgresEventBus(url: string, pool: Pool, report: BusProblem): Promise<EventBus> {
  const listeners = createListeners(report);
  let listening: pg.Client | undefined;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  function receive(message: pg.Notification): void {
    if (message.channel !== CHANNEL || closed) return;
    let payload: unknown;
    try {
      payload = JSON.parse(message.payload ?? '');
    } catch (error) {
      report('a change event that is not JSON was ignored', error);
      return;
    }
    const event = changeEventSchema.safeParse(payload);
    if (event.success) listeners.deliver(event.data);
    else report('a change event of an unknown shape was ignored', event.error);
  }

  function lost(client: pg.Client, error?: unknown): void {
    if (listening !== client) return;
    listening = undefined;
    client.end().catch(() => undefined);
    if (closed) return;
    report('the connection listening for change events was lost; reconnecting', error);
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    retryTimer = setTimeout(() => {
      listen().catch((error: unknown) => {
        if (closed) return;
        report(`listening for change events failed; retrying in ${retryMs} ms`, error);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        scheduleReconnect();
      });
    }, retryMs);
  }

  async function listen(): Promise<void> {
    const client = new pg.Client(connectionConfig(url));
    client.on('notification', receive);
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await client.end();
      return;
    }
    listening = client;
    retryMs = RETRY_FIRST_MS;
  }

  await listen();
  return {
    async publish(event) {
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      listeners.clear();
      const client = listening;
      listening = undefined;
      await client?.end();
    },
  };
}
