import { z } from 'zod';
import { FORECAST_METRICS } from '../model/forecastShapes.ts';

/**
 * Answer shapes of the scenario and forecast routes for the OpenAPI document (docs/api.md
 * "Scenarios"); the client parses the same shapes in src/api/scenarios-schema.ts.
 */
const forecastYear = z.object(Object.fromEntries(FORECAST_METRICS.map((metric) => [metric, z.number().nullable()])));
export const forecastYearsAnswer = z.record(z.string().describe('year, 2026–2030'), forecastYear);

export const scenarioAnswer = z.object({
  scenario_id: z.string(),
  scenario_name: z.string(),
  description: z.string(),
  scenario_type: z.enum(['built-in', 'user-created', 'user']),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int().describe('+1 on every update; send it back with PUT'),
  is_active: z.boolean().describe('the caller\'s active scenario'),
  key_drivers: z.record(z.string(), z.number()),
});

export const scenarioListAnswer = z.object({
  scenarios: z.array(scenarioAnswer.extend({ forecast: z.object({ forecast_years: forecastYearsAnswer }).optional() })),
});

export const scenarioForecastAnswer = z.object({
  forecast_years: forecastYearsAnswer,
  scenario_info: z.object({ scenario_id: z.string(), scenario_name: z.string(), scenario_type: z.string(), version: z.number() }),
});
