import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../src/api/errors.ts';
import type { Scenario } from '../../../contract/scenarios.ts';
import {
  SCENARIO_NOT_FOUND, activateLocally, isUnreachable, loadScenarioList, pickActiveScenarioId,
} from '../../../src/state/scenarioMachine.ts';

function scenario(id: string, isActive = false): Scenario {
  return {
    scenario_id: id, scenario_name: id, description: '', scenario_type: 'built-in', created_by: null,
    created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z', version: 1, is_active: isActive, key_drivers: {}, driver_ranges: {},
  };
}
const refused = (status: number) => new ApiRequestError('http', 'Access denied', { status });

describe('scenario load with the 401/403 retry of part 1 §8', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries 4 times, waiting 1 s, 2 s and 3 s, then falls back', async () => {
    const attemptsAt: number[] = [];
    const start = Date.now();
    const list = vi.fn(async () => {
      attemptsAt.push(Date.now() - start);
      throw refused(403);
    });
    const outcome = loadScenarioList(list);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(outcome).resolves.toEqual({ kind: 'refused', status: 403 });
    expect(attemptsAt).toEqual([0, 1_000, 3_000, 6_000]);
  });

  it('succeeds on a later attempt after a 401 and takes the flagged scenario as active', async () => {
    const answers: Array<() => Scenario[]> = [
      () => { throw refused(401); },
      () => [scenario('baseline'), scenario('high_case', true)],
    ];
    const outcome = loadScenarioList(async () => answers.shift()!());
    await vi.advanceTimersByTimeAsync(999);
    expect(answers).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toMatchObject({ kind: 'loaded', activeId: 'high_case' });
  });

  it('stops retrying once the session is gone', async () => {
    let signedIn = true;
    const list = vi.fn(async () => {
      signedIn = false;
      throw refused(401);
    });
    const outcome = loadScenarioList(list, { shouldStop: () => !signedIn });
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(outcome).resolves.toEqual({ kind: 'refused', status: 401 });
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('falls back at once on any other failure, and on an empty list', async () => {
    const list = vi.fn(async (): Promise<Scenario[]> => {
      throw new ApiRequestError('network', 'Network error');
    });
    await expect(loadScenarioList(list)).resolves.toEqual({ kind: 'unavailable', reason: 'Network error' });
    expect(list).toHaveBeenCalledTimes(1);
    const serverError = vi.fn(async (): Promise<Scenario[]> => {
      throw new ApiRequestError('http', 'Internal error', { status: 500 });
    });
    await expect(loadScenarioList(serverError)).resolves.toMatchObject({ kind: 'unavailable' });
    expect(serverError).toHaveBeenCalledTimes(1);
    await expect(loadScenarioList(async () => [])).resolves.toEqual({ kind: 'empty' });
  });
});

describe('scenario activation', () => {
  it('takes the flagged scenario, else the first', () => {
    expect(pickActiveScenarioId([scenario('baseline'), scenario('low_case', true)])).toBe('low_case');
    expect(pickActiveScenarioId([scenario('baseline'), scenario('low_case')])).toBe('baseline');
    expect(pickActiveScenarioId([])).toBeNull();
  });

  it('flags only the chosen scenario and refuses an unknown id with the specification message', () => {
    const list = [scenario('baseline', true), scenario('low_case'), scenario('high_case', true)];
    expect(activateLocally(list, 'low_case').map((s) => s.is_active)).toEqual([false, true, false]);
    expect(() => activateLocally(list, 'nope')).toThrow(SCENARIO_NOT_FOUND);
  });

  it('tells an unreachable server from a refusal', () => {
    expect(isUnreachable(new ApiRequestError('network', 'x'))).toBe(true);
    expect(isUnreachable(new ApiRequestError('timeout', 'x'))).toBe(true);
    expect(isUnreachable(new ApiRequestError('http', 'x', { status: 503 }))).toBe(true);
    expect(isUnreachable(new ApiRequestError('http', 'x', { status: 409 }))).toBe(false);
    expect(isUnreachable(new Error('x'))).toBe(false);
  });
});
