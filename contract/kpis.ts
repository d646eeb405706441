import { z } from 'zod';
import type { KpiResult } from '../engine/session/session.ts';
import { KPI_YEARS } from '../engine/workbook/compile.ts';
import { scenarioParam, yearParam } from './params.ts';
import { closeWarnings } from './closeWarnings.ts';

/** The KPI list of the cockpit (part 1 §2 "KPI Performance Analysis"), docs/api.md "KPIs and baseline". */

export const DEFAULT_KPI_YEAR = 2026;

const kpiResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  tab: z.enum(['bi', 'growth', 'margin', 'efficiency', 'industry', 'other']),
  year: z.number().int(),
  value: z.number().nullable(),
  display: z.string().nullable().describe('a text shown instead of the value in a year the KPI has no number for ("Cash-positive" for the Cash Runway of a year that adds cash); null when the value is shown'),
  base2025: z.number().nullable(),
  base2025_display: z.string().nullable().describe('the same for the 2025 base'),
  unit: z.string(),
  benchmark: z.string(),
  benchmark_source: z.string(),
  status: z.enum(['good', 'warning', 'critical']),
  description: z.string(),
  definition: z.string(),
  remedy: z.string().nullable().describe('what to do when the KPI is warning or critical'),
  closed_months: z.number().int().min(0).max(12).describe('months of the year that are closed (actuals)'),
  follows_drivers_when_closed: z.string().nullable().describe('in a year with closed months, why the KPI still follows the scenario\'s drivers there (an input no actual holds); null when its closed months are facts'),
}) satisfies z.ZodType<KpiResult>;

export const kpiDashboardQuery = z.object({
  scenario: scenarioParam,
  year: yearParam(KPI_YEARS[0], KPI_YEARS[5]).default(DEFAULT_KPI_YEAR),
});

export const kpiDashboardAnswer = z.object({
  scenario_id: z.string(),
  scenario_name: z.string(),
  year: z.number().int(),
  kpis: z.array(kpiResultSchema),
  warnings: closeWarnings,
});

export const kpisRecalculatedAnswer = z.object({
  status: z.literal('ok'),
  scenario_id: z.string(),
  baseline_version: z.number().int(),
  year: z.literal(DEFAULT_KPI_YEAR),
  kpis: z.array(kpiResultSchema),
});
