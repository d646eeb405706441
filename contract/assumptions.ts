import { z } from 'zod';
import type { AssumptionEntry, AssumptionMapping } from '../engine/session/traceability.ts';
import { scenarioParam, yearParam, YEARS } from './params.ts';

/**
 * Business Assumptions Documentation (part 1 §2–3, docs/api.md "Financial data and
 * traceability"): which P&L lines each assumption moves, and the documented values of a scenario.
 */

const DEFAULT_MAPPING_YEAR = 2026;

export const mappingsQuery = z.object({
  scenario: scenarioParam,
  year: yearParam(YEARS.first, YEARS.last).default(DEFAULT_MAPPING_YEAR),
});

const mapping = z.object({
  driver_id: z.string(),
  group: z.string(),
  affected_pnl_items: z.array(z.object({ line_id: z.string(), line_item_name: z.string(), impact_per_1pct: z.number() })),
  calculation_formula: z.string(),
  formula_explanation: z.string(),
  impact_coefficient: z.number().describe('change of EBITDA in the year for +1% of the assumption'),
}) satisfies z.ZodType<Omit<AssumptionMapping, 'key'>>;

export const mappingsAnswer = z.object({
  scenario_id: z.string(),
  year: z.number().int(),
  mappings: z.record(z.string().describe('"group: assumption name"'), mapping),
});

const entry = z.object({
  id: z.string(),
  group: z.enum(['medical_clients', 'transport_clients', 'rides_volume', 'pricing', 'costs', 'growth']),
  group_title: z.string(),
  name: z.string(),
  value: z.number(),
  unit: z.string(),
  reasoning: z.string(),
  businessLogic: z.string(),
  category: z.enum([
    'Volume Driver', 'Revenue Model', 'Pricing Model', 'Cost Structure', 'Customer Acquisition',
    'Business Model', 'Historical Data', 'Growth Projection',
  ]),
  isHistorical: z.boolean().optional(),
  isProjection: z.boolean().optional(),
  source: z.string(),
}) satisfies z.ZodType<AssumptionEntry>;

export const assumptionsAnswer = z.object({ scenario_id: z.string(), assumptions: z.array(entry) });
