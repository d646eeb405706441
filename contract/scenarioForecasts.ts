import { z } from 'zod';
import { forecastYearSchema, forecastYearsSchema } from './forecasts.ts';
import { booleanParam, forecastToParam } from './params.ts';
import { SCENARIO_TYPES } from './scenarios.ts';
import { closeWarnings } from './closeWarnings.ts';

/** Forecasts and comparisons of saved scenarios (docs/api.md "Scenarios"). */

/**
 * `include_forecast` is accepted because the specification's client sends it; these routes always
 * answer the forecast years up to `to`.
 */
export const forecastQuery = z.object({ include_forecast: booleanParam.optional(), to: forecastToParam });

const scenarioInfoSchema = z.object({
  scenario_id: z.string(),
  scenario_name: z.string(),
  scenario_type: z.enum(SCENARIO_TYPES),
  version: z.number().int(),
});

/** Also the answer of POST /api/forecast/key-drivers (a payload over a scenario). */
export const scenarioForecastAnswer = z.object({ forecast_years: forecastYearsSchema, scenario_info: scenarioInfoSchema, warnings: closeWarnings });
export type ScenarioForecast = z.infer<typeof scenarioForecastAnswer>;

export const comparisonParams = z.object({ a: z.string(), b: z.string() });

const comparedScenario = z.object({ scenario_id: z.string(), scenario_name: z.string(), forecast_years: forecastYearsSchema });

/** A driver whose effective values differ between the two scenarios. */
const driverDifference = z.object({
  name: z.string(),
  unit: z.string(),
  scenario1: z.object({ value: z.number() }),
  scenario2: z.object({ value: z.number() }),
  difference: z.number().describe('scenario2 − scenario1'),
});

const metricDifference = z.object({ scenario1: z.number(), scenario2: z.number(), difference: z.number() });

export const comparisonAnswer = z.object({
  scenario1: comparedScenario,
  scenario2: comparedScenario,
  comparison: z.object({
    differences: z.record(z.string().describe('driver id'), driverDifference),
    years: z.record(z.string().describe('year'), z.partialRecord(forecastYearSchema.keyof(), metricDifference).describe('metrics both scenarios have a value for')),
  }),
});
export type ScenarioComparison = z.infer<typeof comparisonAnswer>;
