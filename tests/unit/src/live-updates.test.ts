import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer, installLocalStorage, type Answer, type SeenRequest } from './browser-stand-ins.ts';
import type { Scenario } from '../../../contract/scenarios.ts';
import type { LiveEvent } from '../../../contract/events.ts';

installLocalStorage();
Object.defineProperty(globalThis, 'window', { value: new EventTarget(), configurable: true, writable: true });
Object.defineProperty(globalThis, 'navigator', { value: { onLine: true }, configurable: true, writable: true });
const { appStore } = await import('../../../src/state/store.ts');
const { authAtom } = await import('../../../src/state/auth.ts');
const state = await import('../../../src/state/scenarios.ts');
const { draftMetaAtom, setDraftMeta } = await import('../../../src/state/draftStore.ts');
const { saveDrafts } = await import('../../../src/state/draftSync.ts');
const { applyLiveEvent, startLiveUpdates, RECONNECT_WAITS_MS } = await import('../../../src/state/liveUpdates.ts');
const { baselineRevisionAtom, monthlyActualsRevisionAtom, risksRevisionAtom, usersRevisionAtom } = await import('../../../src/state/liveRevisions.ts');
const { appDatabase } = await import('../../../src/db/database.ts');

/**
 * The browser side of the live updates (src/state/liveUpdates.ts) against a stand-in server: what
 * each event reloads, that drafts survive a change made elsewhere and meet the conflict dialog on
 * save, and how the stream reconnects.
 */

const USER_ID = 7;

function scenario(id: string, overrides: Partial<Scenario> = {}): Scenario {
  return {
    scenario_id: id, scenario_name: id, description: '', scenario_type: id.startsWith('sim-') ? 'user' : 'built-in', created_by: null,
    created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z', version: 1, is_active: false, key_drivers: {}, driver_ranges: {}, ...overrides,
  };
}

interface StreamControl {
  opened: number;
  refuse: boolean;
  /** Answers 429 too_many_streams with this Retry-After (seconds) instead of a stream. */
  busyFor: number | null;
  /** Ends the stream that is open now. */
  end: () => void;
  send: (event: LiveEvent) => void;
}

/** The scenario routes (with 409 on a stale version), the actuals, and GET /events as a stream this test drives. */
function liveServer(initial: Scenario[]) {
  const scenarios = new Map(initial.map((s) => [s.scenario_id, s]));
  const seen = installFakeServer((request: SeenRequest): Answer => {
    if (request.method === 'GET' && request.path === '/scenarios') return { status: 200, body: { scenarios: [...scenarios.values()] } };
    if (request.method === 'GET' && request.path === '/baseline/actuals') return { status: 200, body: { version: 2, csv: 'not read here' } };
    if (request.method === 'GET' && request.path === '/actuals/monthly') {
      return {
        status: 200,
        body: {
          version: 3, rows: [{ month: '2026-01', line: 'employees', value: 91_000 }], last_closed_month: '2026-01', close_setting: null,
          latest_closable_month: '2026-01', updated_by: 'admin', updated_at: '2026-11-01T00:00:00.000Z',
        },
      };
    }
    const update = /^\/scenarios\/([^/]+)$/.exec(request.path);
    if (request.method === 'PUT' && update) {
      const current = scenarios.get(update[1] ?? '');
      const body = request.body as { version: number };
      if (!current) return { status: 404 };
      if (body.version !== current.version) return { status: 409, body: { error: { code: 'version_conflict', message: 'changed meanwhile', field: 'version' }, detail: 'changed meanwhile', current } };
      return { status: 200, body: { ...current, version: current.version + 1 } };
    }
    return { status: 404 };
  });
  const jsonFetch = globalThis.fetch;
  const encoder = new TextEncoder();
  const stream: StreamControl = { opened: 0, refuse: false, busyFor: null, end: () => undefined, send: () => undefined };
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).endsWith('/events')) return jsonFetch(input, init);
    stream.opened += 1;
    if (stream.busyFor !== null) {
      const message = 'You have 5 live update streams open, the most one user may';
      return new Response(JSON.stringify({ error: { code: 'too_many_streams', message }, detail: message }), {
        status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': String(stream.busyFor) },
      });
    }
    if (stream.refuse) {
      return new Response(JSON.stringify({ error: { code: 'unauthenticated', message: 'Token is invalid, expired or revoked' }, detail: 'Token is invalid, expired or revoked' }), { status: 401 });
    }
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(': connected\n\n'));
        stream.send = (event) => controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
        stream.end = () => controller.close();
        init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
      },
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  }) as typeof fetch;
  return { seen, scenarios, stream };
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 400; i += 1) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('condition not reached');
}

const listRequests = (seen: SeenRequest[]) => seen.filter((r) => r.method === 'GET' && r.path === '/scenarios').length;

beforeEach(async () => {
  await appDatabase().delete();
  await appDatabase().open();
  appStore.set(authAtom, {
    status: 'signedIn', token: 'tok',
    user: { id: USER_ID, username: 'planner', full_name: '', email: '', access_level: 'user', status: 'active', force_password_change: false,
      created_at: '2026-11-01T00:00:00.000Z', last_login: null },
  });
  appStore.set(state.scenariosAtom, [scenario('baseline'), scenario('sim-7', { is_active: true })]);
  appStore.set(state.activeScenarioIdAtom, 'sim-7');
  appStore.set(state.driverDraftsAtom, {});
  appStore.set(state.scenarioConflictAtom, null);
  appStore.set(draftMetaAtom, {});
});

afterEach(() => {
  vi.useRealTimers();
});

describe('what a change elsewhere reloads', () => {
  it('a scenario saved elsewhere: the list reloads, the chosen scenario and the drafts stay, and saving asks Keep mine / Take theirs', async () => {
    const theirs = scenario('sim-7', { version: 2, key_drivers: { sales_team_size: 9 } });
    const { seen } = liveServer([scenario('baseline', { is_active: true }), theirs]);
    appStore.set(state.driverDraftsAtom, { 'sim-7': { logo_churn_rate: 4 } });
    setDraftMeta('sim-7', { baseVersion: 1, pendingSave: false });

    applyLiveEvent({ type: 'scenario', id: 'sim-7', version: 2 });
    await until(() => appStore.get(state.activeScenarioAtom)?.version === 2);
    expect(appStore.get(state.activeScenarioIdAtom)).toBe('sim-7');
    expect(appStore.get(state.activeOverridesAtom)).toEqual({ sales_team_size: 9, logo_churn_rate: 4 });
    expect(listRequests(seen)).toBe(1);

    expect(await saveDrafts('sim-7')).toEqual({ kind: 'conflict' });
    expect(appStore.get(state.scenarioConflictAtom)?.theirs.version).toBe(2);
    expect(appStore.get(state.driverDraftsAtom)['sim-7']).toEqual({ logo_churn_rate: 4 });
  });

  it('asks nothing for a version already shown (the event of one\'s own save) or a deletion of a scenario not shown', async () => {
    const { seen } = liveServer([scenario('baseline'), scenario('sim-7')]);
    applyLiveEvent({ type: 'scenario', id: 'sim-7', version: 1 });
    applyLiveEvent({ type: 'scenario_deleted', id: 'custom-gone' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]);
  });

  it('a deleted scenario that was chosen: the list reloads and the server\'s active one is chosen', async () => {
    liveServer([scenario('baseline', { is_active: true })]);
    appStore.set(state.scenariosAtom, [scenario('baseline'), scenario('custom-1', { is_active: true })]);
    appStore.set(state.activeScenarioIdAtom, 'custom-1');
    applyLiveEvent({ type: 'scenario_deleted', id: 'custom-1' });
    await until(() => appStore.get(state.activeScenarioIdAtom) === 'baseline');
    expect(appStore.get(state.scenariosAtom).map((s) => s.scenario_id)).toEqual(['baseline']);
  });

  it('users, risks and baseline events move the counters the screens load by; the baseline reloads the actuals first', async () => {
    const { seen } = liveServer([]);
    const before = { users: appStore.get(usersRevisionAtom), risks: appStore.get(risksRevisionAtom), baseline: appStore.get(baselineRevisionAtom) };
    applyLiveEvent({ type: 'users' });
    applyLiveEvent({ type: 'risks' });
    applyLiveEvent({ type: 'baseline', version: 2 });
    expect(appStore.get(usersRevisionAtom)).toBe(before.users + 1);
    expect(appStore.get(risksRevisionAtom)).toBe(before.risks + 1);
    await until(() => appStore.get(baselineRevisionAtom) === before.baseline + 1);
    expect(seen.some((r) => r.path === '/baseline/actuals')).toBe(true);
  });

  it('a monthly actuals version or a new close reloads the closed months the model forecasts from, then moves the Monthly Actuals counter', async () => {
    const { seen } = liveServer([]);
    const before = appStore.get(monthlyActualsRevisionAtom);
    applyLiveEvent({ type: 'monthly_actuals', version: 3 });
    applyLiveEvent({ type: 'close' });
    await until(() => appStore.get(monthlyActualsRevisionAtom) > before);
    expect(seen.some((r) => r.path === '/actuals/monthly')).toBe(true);
    expect(appStore.get(state.closedMonthsAtom)).toEqual({ values: { '2026-01': { employees: 91_000 } }, lastClosedMonth: '2026-01' });
  });
});

describe('the connection', () => {
  it('applies events as they arrive, reconnects after a drop with a wait, and reloads what it may have missed', async () => {
    const { seen, stream } = liveServer([scenario('baseline'), scenario('sim-7', { is_active: true })]);
    vi.useFakeTimers();
    const stop = startLiveUpdates({ random: () => 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(stream.opened).toBe(1);

    const users = appStore.get(usersRevisionAtom);
    stream.send({ type: 'users' });
    await vi.advanceTimersByTimeAsync(0);
    expect(appStore.get(usersRevisionAtom)).toBe(users + 1);

    stream.end();
    await vi.advanceTimersByTimeAsync((RECONNECT_WAITS_MS[0] ?? 0) - 1);
    expect(stream.opened).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(stream.opened).toBe(2);
    expect(listRequests(seen)).toBe(1);

    // Sign-out ends the stream and no reconnect follows.
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(stream.opened).toBe(2);
  });

  it('stops at a 401 (the client signs out) and waits while the browser is offline', async () => {
    const { stream } = liveServer([]);
    vi.useFakeTimers();
    const stop = startLiveUpdates({ random: () => 0 });
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('offline'));
    Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true, writable: true });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(stream.opened).toBe(1);

    stream.refuse = true;
    Object.defineProperty(globalThis, 'navigator', { value: { onLine: true }, configurable: true, writable: true });
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(stream.opened).toBe(2);
    expect(appStore.get(authAtom).status).toBe('signedOut');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(stream.opened).toBe(2);
    stop();
  });

  it('after a 429 waits at least its Retry-After before asking again, however short its own wait would be, and keeps the user signed in', async () => {
    const { stream } = liveServer([]);
    stream.busyFor = 30;
    vi.useFakeTimers();
    const stop = startLiveUpdates({ random: () => 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(stream.opened).toBe(1);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(stream.opened).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(stream.opened).toBe(2);

    // Refused for ten minutes: one try per Retry-After, no tight loop.
    await vi.advanceTimersByTimeAsync(600_000);
    expect(stream.opened).toBeLessThanOrEqual(2 + 600 / 30);
    expect(appStore.get(authAtom).status).toBe('signedIn');

    // Once a place is free the stream opens and events flow again.
    stream.busyFor = null;
    await vi.advanceTimersByTimeAsync(30_000);
    const users = appStore.get(usersRevisionAtom);
    stream.send({ type: 'users' });
    await vi.advanceTimersByTimeAsync(0);
    expect(appStore.get(usersRevisionAtom)).toBe(users + 1);
    stop();
  });
});
