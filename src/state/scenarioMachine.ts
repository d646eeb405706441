import type { Scenario } from '../../contract/scenarios.ts';
import { ApiRequestError } from '../api/errors.ts';
import { retryWhenRefused, type RetryOptions } from '../api/retry.ts';

/** Part 1 §8: local activation of an unknown id. */
export const SCENARIO_NOT_FOUND = 'Scenario not found';

/**
 * The scenario state machine of part 1 §4 as pure steps; src/state/scenarioActions.ts applies them
 * to the atoms, the cache and the server.
 */
export type ScenarioLoadOutcome =
  | { kind: 'loaded'; scenarios: Scenario[]; activeId: string }
  /** The server answered with no scenarios: baseline 2024-2025 data, backend flagged unavailable. */
  | { kind: 'empty' }
  /** The server could not be reached or failed: same fallback, or the cache when there is one. */
  | { kind: 'unavailable'; reason: string }
  /** A refusal after every retry (or the session ended while waiting). */
  | { kind: 'refused'; status: number | undefined };

/** The one flagged is_active, otherwise the first (part 1 §4). */
export function pickActiveScenarioId(scenarios: readonly Scenario[]): string | null {
  return (scenarios.find((scenario) => scenario.is_active) ?? scenarios[0])?.scenario_id ?? null;
}

/** Local activation: only the chosen scenario is flagged is_active; an unknown id throws. */
export function activateLocally(scenarios: readonly Scenario[], id: string): Scenario[] {
  if (!scenarios.some((scenario) => scenario.scenario_id === id)) throw new Error(SCENARIO_NOT_FOUND);
  return scenarios.map((scenario) => ({ ...scenario, is_active: scenario.scenario_id === id }));
}

export async function loadScenarioList(list: () => Promise<Scenario[]>, retry: RetryOptions = {}): Promise<ScenarioLoadOutcome> {
  try {
    const scenarios = await retryWhenRefused(list, retry);
    const activeId = pickActiveScenarioId(scenarios);
    if (activeId === null) return { kind: 'empty' };
    return { kind: 'loaded', scenarios: activateLocally(scenarios, activeId), activeId };
  } catch (error) {
    if (error instanceof ApiRequestError && error.kind === 'http' && (error.status === 401 || error.status === 403)) {
      return { kind: 'refused', status: error.status };
    }
    return { kind: 'unavailable', reason: error instanceof Error ? error.message : String(error) };
  }
}

/** Whether a failure means "the server is not there" (as opposed to "the server said no"). */
export function isUnreachable(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  return error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'http' && (error.status ?? 0) >= 502 && (error.status ?? 0) <= 504);
}

/** The message a failed scenario call shows: the server's, else the specification's fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.kind === 'http' && error.message) return error.message;
  return fallback;
}
