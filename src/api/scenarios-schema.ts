import { z } from 'zod';

/** docs/api.md "Scenarios": the shape every screen reads. A figure the model cannot give is null. */
export const forecastYearSchema = z.object({
  total_revenue: z.number().nullable(),
  ebitda: z.number().nullable(),
  total_rides: z.number().nullable(),
  total_medical_clients: z.number().nullable(),
  total_transport_clients: z.number().nullable(),
  total_clients: z.number().nullable().optional(),
}).passthrough();

export const scenarioSchema = z.object({
  scenario_id: z.string(),
  scenario_name: z.string(),
  description: z.string(),
  scenario_type: z.enum(['built-in', 'user-created', 'user']),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string().optional(),
  version: z.number().int(),
  is_active: z.boolean(),
  key_drivers: z.record(z.string(), z.number()),
  forecast: z.object({ forecast_years: z.record(z.string(), forecastYearSchema) }).optional(),
});
export type Scenario = z.infer<typeof scenarioSchema>;
