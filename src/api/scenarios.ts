import { z } from 'zod';
import { apiRequest } from './client.ts';
import { forecastYearSchema, scenarioSchema, type Scenario } from './scenarios-schema.ts';

/** The scenario calls of docs/api.md; part 1 §7 timeouts: 10 s. */
const TIMEOUT_MS = 10_000;

const listSchema = z.object({ scenarios: z.array(scenarioSchema) });
const forecastSchema = z.object({
  forecast_years: z.record(z.string(), forecastYearSchema),
  scenario_info: z.object({ scenario_id: z.string(), scenario_name: z.string() }).passthrough(),
});
export type ScenarioForecast = z.infer<typeof forecastSchema>;

const compareSide = z.object({ scenario_id: z.string(), scenario_name: z.string(), forecast_years: z.record(z.string(), forecastYearSchema) });
const comparisonSchema = z.object({
  scenario1: compareSide,
  scenario2: compareSide,
  comparison: z.object({
    differences: z.record(z.string(), z.object({
      name: z.string().optional(),
      unit: z.string().optional(),
      scenario1: z.object({ value: z.number() }),
      scenario2: z.object({ value: z.number() }),
      difference: z.number(),
    })),
    years: z.record(z.string(), z.record(z.string(), z.object({ scenario1: z.number(), scenario2: z.number(), difference: z.number() }))).optional(),
  }),
});
export type ScenarioComparison = z.infer<typeof comparisonSchema>;

export function listScenarios(options: { includeForecast?: boolean } = {}): Promise<Scenario[]> {
  return apiRequest('GET', '/scenarios', {
    schema: listSchema,
    query: options.includeForecast ? { include_forecast: true, to: 2030 } : undefined,
    timeoutMs: TIMEOUT_MS,
  }).then((answer) => answer.scenarios);
}

export function getActiveScenario(): Promise<Scenario> {
  return apiRequest('GET', '/scenarios/active', { schema: scenarioSchema, timeoutMs: TIMEOUT_MS });
}

export function createScenario(input: { scenario_name: string; description: string; key_drivers: Record<string, number> }): Promise<Scenario> {
  return apiRequest('POST', '/scenarios', { body: input, schema: scenarioSchema, timeoutMs: TIMEOUT_MS });
}

/** 409 `version_conflict` carries the server's current scenario in the error body (`current`). */
export function updateScenario(id: string, input: { scenario_name?: string; description?: string; key_drivers?: Record<string, number>; version: number }): Promise<Scenario> {
  return apiRequest('PUT', `/scenarios/${encodeURIComponent(id)}`, { body: input, schema: scenarioSchema, timeoutMs: TIMEOUT_MS });
}

export function deleteScenario(id: string): Promise<unknown> {
  return apiRequest('DELETE', `/scenarios/${encodeURIComponent(id)}`, { schema: z.unknown(), timeoutMs: TIMEOUT_MS });
}

export function activateScenario(id: string): Promise<Scenario> {
  return apiRequest('POST', `/scenarios/${encodeURIComponent(id)}/activate`, { schema: scenarioSchema, timeoutMs: TIMEOUT_MS });
}

export function getScenarioForecast(id: string): Promise<ScenarioForecast> {
  return apiRequest('GET', `/scenarios/forecast/${encodeURIComponent(id)}`, {
    schema: forecastSchema, query: { include_forecast: true, to: 2030 }, timeoutMs: TIMEOUT_MS,
  });
}

export function compareScenarios(a: string, b: string): Promise<ScenarioComparison> {
  return apiRequest('GET', `/scenarios/compare/${encodeURIComponent(a)}/${encodeURIComponent(b)}`, { schema: comparisonSchema, timeoutMs: TIMEOUT_MS });
}

/** Reads the server's current scenario out of a 409 answer. */
export function currentFromConflict(body: unknown): Scenario | null {
  const parsed = z.object({ current: scenarioSchema }).safeParse(body);
  return parsed.success ? parsed.data.current : null;
}
