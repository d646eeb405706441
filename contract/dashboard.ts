import { z } from 'zod';
import type { DashboardMetrics } from '../engine/session/dashboard.ts';

/**
 * The Key Performance Dashboard's forecast of draft drivers (part 2 §3 "Forecast response
 * (enhanced)"): P&L and cash per forecast year and the summary metrics of engine/session/dashboard.ts.
 */

const figure = z.number().nullable();

const enhancedYearSchema = z.object({
  revenue_breakdown: z.object({ one_time_revenue: figure, recurring_revenue: figure, transaction_revenue: figure, total_revenue: figure }),
  pnl_statement: z.object({
    gross_profit: figure,
    total_operating_expenses: figure,
    ebitda: figure,
    ebitda_margin: figure.describe('the Operating Margin KPI, 100 × EBITDA ÷ revenue'),
    ebit: figure,
    net_income: figure,
  }),
  cashflow: z.object({ opening_cash: figure, cash_from_operations: figure, cash_from_investing: figure, cash_from_financing: figure, closing_cash: figure }),
});
export type EnhancedYear = z.infer<typeof enhancedYearSchema>;

const growth = figure.describe('CAGR 2026→2030 in %; null when undefined (e.g. a negative start)');

const dashboardMetricsSchema = z.object({
  revenue_2026: figure,
  revenue_2030: figure,
  revenue_growth: growth,
  ebit_2026: figure,
  ebit_2030: figure,
  ebit_growth: growth,
  trips_2026: figure,
  trips_2030: figure,
  trips_growth: growth,
}) satisfies z.ZodType<DashboardMetrics>;

export const enhancedForecastAnswer = z.object({
  scenario_id: z.string(),
  pnl_cashflow: z.record(z.string().describe('year, 2026–2030'), enhancedYearSchema),
  dashboard_metrics: dashboardMetricsSchema,
});
