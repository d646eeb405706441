import { z } from 'zod';

/**
 * `ForecastYears` of docs/api.md: per forecast year (2026 up to `to`), the eight metrics the
 * scenario screens read. A figure the model cannot give is null.
 */

const metric = z.number().nullable();

export const forecastYearSchema = z.object({
  total_revenue: metric,
  ebitda: metric,
  total_rides: metric.describe('medical and transport rides (the model\'s `rides`)'),
  total_medical_clients: metric,
  total_transport_clients: metric,
  total_clients: metric,
  gross_profit: metric,
  closing_cash: metric,
});
export type ForecastYear = z.infer<typeof forecastYearSchema>;
export type ForecastMetric = keyof ForecastYear;

/** The metrics of one forecast year, in the order of the answer. */
export const FORECAST_METRICS: readonly ForecastMetric[] = forecastYearSchema.keyof().options;

export const forecastYearsSchema = z.record(z.string().describe('year, 2026–2030'), forecastYearSchema);
export type ForecastYears = z.infer<typeof forecastYearsSchema>;
