import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer, installLocalStorage } from './browser-stand-ins.ts';

installLocalStorage();
Object.defineProperty(globalThis, 'window', { value: new EventTarget(), configurable: true, writable: true });
const { appStore } = await import('../../../src/state/store.ts');
const { onServerBack, reportReachability, serverUnreachableAtom, startConnectivityWatch } = await import('../../../src/state/connectivity.ts');

let serverUp = true;
let healthChecks = 0;
beforeEach(() => {
  serverUp = true;
  healthChecks = 0;
  appStore.set(serverUnreachableAtom, false);
  installFakeServer((request) => {
    if (request.path === '/health') healthChecks += 1;
    return serverUp ? { status: 200, body: { status: 'ok' } } : 'network-down';
  });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('noticing that the server went away and came back', () => {
  it('tells the listeners once per recovery, not on every answer', () => {
    const back = vi.fn();
    const stop = onServerBack(back);
    reportReachability(true);
    expect(back).not.toHaveBeenCalled();
    reportReachability(false);
    reportReachability(false);
    expect(appStore.get(serverUnreachableAtom)).toBe(true);
    reportReachability(true);
    reportReachability(true);
    expect(back).toHaveBeenCalledTimes(1);
    expect(appStore.get(serverUnreachableAtom)).toBe(false);
    stop();
  });

  it('notices an outage with the heartbeat and the recovery with the faster probe', async () => {
    vi.useFakeTimers();
    const back = vi.fn();
    const stopListening = onServerBack(back);
    const stopWatch = startConnectivityWatch();

    serverUp = false;
    await vi.advanceTimersByTimeAsync(14_999);
    expect(appStore.get(serverUnreachableAtom)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(appStore.get(serverUnreachableAtom)).toBe(true);

    const checksWhileDown = healthChecks;
    await vi.advanceTimersByTimeAsync(9_000);
    expect(healthChecks - checksWhileDown).toBe(3);
    expect(back).not.toHaveBeenCalled();

    serverUp = true;
    await vi.advanceTimersByTimeAsync(3_000);
    expect(appStore.get(serverUnreachableAtom)).toBe(false);
    expect(back).toHaveBeenCalledTimes(1);

    stopWatch();
    const checksAtStop = healthChecks;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(healthChecks).toBe(checksAtStop);
    stopListening();
  });
});
