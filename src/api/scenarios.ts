import { apiRequest } from './client.ts';
import {
  scenarioConflictAnswer, scenarioDeletedAnswer, scenarioListAnswer, scenarioSchema,
  type NewScenario, type Scenario, type ScenarioChanges,
} from '../../contract/scenarios.ts';
import { comparisonAnswer, scenarioForecastAnswer, type ScenarioComparison, type ScenarioForecast } from '../../contract/scenarioForecasts.ts';
import type { ScenarioVersion } from '../../contract/scenarioVersions.ts';

/** The scenario calls of docs/api.md; part 1 §7 timeouts: 10 s. */
const TIMEOUT_MS = 10_000;

export function listScenarios(options: { includeForecast?: boolean } = {}): Promise<Scenario[]> {
  return apiRequest('GET', '/scenarios', {
    schema: scenarioListAnswer,
    query: options.includeForecast ? { include_forecast: true, to: 2030 } : undefined,
    timeoutMs: TIMEOUT_MS,
  }).then((answer) => answer.scenarios);
}

export function getActiveScenario(): Promise<Scenario> {
  return apiRequest('GET', '/scenarios/active', { schema: scenarioSchema, timeoutMs: TIMEOUT_MS });
}

export function createScenario(input: NewScenario): Promise<Scenario> {
  return apiRequest('POST', '/scenarios', { body: input, schema: scenarioSchema, timeoutMs: TIMEOUT_MS });
}

/** 409 `version_conflict` carries the server's current scenario in the error body (`current`). */
export function updateScenario(id: string, input: ScenarioChanges): Promise<Scenario> {
  return apiRequest('PUT', `/scenarios/${encodeURIComponent(id)}`, { body: input, schema: scenarioSchema, timeoutMs: TIMEOUT_MS });
}

export function deleteScenario(id: string): Promise<unknown> {
  return apiRequest('DELETE', `/scenarios/${encodeURIComponent(id)}`, { schema: scenarioDeletedAnswer, timeoutMs: TIMEOUT_MS });
}

export function activateScenario(id: string): Promise<Scenario> {
  return apiRequest('POST', `/scenarios/${encodeURIComponent(id)}/activate`, { schema: scenarioSchema, timeoutMs: TIMEOUT_MS });
}

export function getScenarioForecast(id: string): Promise<ScenarioForecast> {
  return apiRequest('GET', `/scenarios/forecast/${encodeURIComponent(id)}`, {
    schema: scenarioForecastAnswer, query: { include_forecast: true, to: 2030 }, timeoutMs: TIMEOUT_MS,
  });
}

export function compareScenarios(a: string, b: string): Promise<ScenarioComparison> {
  return apiRequest('GET', `/scenarios/compare/${encodeURIComponent(a)}/${encodeURIComponent(b)}`, { schema: comparisonAnswer, timeoutMs: TIMEOUT_MS });
}

/** Reads the server's current scenario out of a 409 answer. */
export function currentFromConflict(body: unknown): Scenario | null {
  return versionConflictOf(body)?.current ?? null;
}

/** The server's current scenario and the versions saved since the one sent, out of a 409 version_conflict. */
export function versionConflictOf(body: unknown): { current: Scenario; since: ScenarioVersion[] } | null {
  const parsed = scenarioConflictAnswer.safeParse(body);
  if (!parsed.success || !parsed.data.current) return null;
  return { current: parsed.data.current, since: parsed.data.since ?? [] };
}
