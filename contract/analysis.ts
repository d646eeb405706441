import { z } from 'zod';
import { UNCERTAINTY_DISTRIBUTIONS } from '../engine/model/uncertainty.ts';
import { DEFAULT_DRAWS, FAN_LINES, MAX_DRAWS, YEARLY_FIGURES } from '../engine/analysis/ranges/rangeFigures.ts';
import { MAX_SEED } from '../engine/analysis/seededRandom.ts';
import { MAX_SALES_HIRES } from '../engine/analysis/hiringSeek.ts';
import { driverMap, driverRangesMap } from './drivers.ts';
import { scenarioParam } from './params.ts';

/**
 * Forecast ranges, goal seek and gap attribution (docs/api.md "Analyses of uncertainty and
 * gaps", docs/model.md for the methods). Figures are annual line or KPI ids of docs/model.md; the
 * engine refuses an unknown one with a 400 naming `figure`.
 */

const finite = z.number({ message: 'must be a number' }).finite('must be a finite number');
const year = z.number({ message: 'must be a year' }).int('must be a year');
const figureId = z.string().trim().min(1, 'must name an annual line or a KPI').max(100, 'is too long');
const driverId = z.string().trim().min(1, 'must name a driver').max(100, 'is too long');
const seed = z.number({ message: `must be a whole number from 0 to ${MAX_SEED}` }).int(`must be a whole number from 0 to ${MAX_SEED}`)
  .min(0, `must be a whole number from 0 to ${MAX_SEED}`).max(MAX_SEED, `must be a whole number from 0 to ${MAX_SEED}`);

// ── Forecast ranges ──────────────────────────────────────────────────────────────────────────

export const rangesBody = z.strictObject({
  scenario_id: scenarioParam.describe('default: the caller\'s active scenario'),
  drivers: driverMap.optional().describe('draft driver values over the scenario\'s'),
  driver_ranges: driverRangesMap.optional().describe('draft ranges over the scenario\'s saved ones; each must hold its driver\'s value'),
  draws: z.number({ message: `must be a whole number from 1 to ${MAX_DRAWS}` }).int(`must be a whole number from 1 to ${MAX_DRAWS}`)
    .min(1, `must be a whole number from 1 to ${MAX_DRAWS}`).max(MAX_DRAWS, `must be at most ${MAX_DRAWS}`).default(DEFAULT_DRAWS),
  seed: seed.optional().describe('default: a fresh seed, answered in `seed`'),
});

const percentiles = z.object({ p10: z.number(), p50: z.number(), p90: z.number(), mean: z.number() });
const yearlyFigures = z.object(Object.fromEntries(YEARLY_FIGURES.map((figure) => [figure, percentiles])) as Record<(typeof YEARLY_FIGURES)[number], typeof percentiles>);
const fanSeries = z.object({
  p10: z.array(z.number()), p50: z.array(z.number()), p90: z.array(z.number()),
  plan: z.array(z.number()).describe('the forecast at the likely values'),
});
const fan = z.object({
  periods: z.array(z.string()).describe('months 2026-01 … 2030-12, or years 2026 … 2030'),
  lines: z.object(Object.fromEntries(FAN_LINES.map((line) => [line, fanSeries])) as Record<(typeof FAN_LINES)[number], typeof fanSeries>),
});
const histogramBins = z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() }));

export const rangesAnswer = z.object({
  scenario_id: z.string(),
  draws: z.number().int(),
  requested_draws: z.number().int(),
  seed: z.number().int(),
  years: z.record(z.string().describe('year, 2026–2030'), yearlyFigures),
  lowest_cash: percentiles.describe('the lowest month-end cash of 2026-01 … 2030-12'),
  fans: z.object({ monthly: fan, yearly: fan }),
  histograms: z.object({ revenue_2030: histogramBins, lowest_cash: histogramBins })
    .describe('round bin widths (1, 2, 2.5 or 5 × 10ⁿ) from the draws\' spread, 10 to 40 bins (far-off draws may share a wider end bin), one edge on the 2030 revenue target and the minimum cash covenant'),
  targets: z.object({ target_revenue_2026: z.number(), target_revenue_2030: z.number(), target_net_profit_2026: z.number(), minimum_cash_covenant: z.number() }),
  probabilities: z.object({
    reach_target_revenue_2026: z.number(),
    reach_target_revenue_2030: z.number(),
    reach_target_net_profit_2026: z.number().describe('net income 2026 at or above the net-profit target, as the cockpit\'s OKR'),
    cash_below_covenant: z.number().describe('the month-end cash falls below the minimum cash covenant at least once in 2026–2030'),
    cash_never_below_zero: z.number(),
  }).describe('shares of draws, 0 … 1'),
  drivers_of_spread: z.array(z.object({
    driver: z.string(),
    share: z.number().describe('ρ² ÷ Σρ²: the driver\'s share of the spread of 2030 revenue'),
    rank_correlation: z.number().describe('Spearman\'s ρ with 2030 revenue'),
  })),
  correlated_groups: z.array(z.object({
    id: z.string(),
    label: z.string(),
    correlation: z.number().describe('the rank correlation declared between its members'),
    members: z.array(z.object({ driver: z.string(), inverse: z.boolean().describe('moves against the others') })).describe('its members drawn in this run'),
    realised: z.number().nullable().describe('the mean rank correlation of its pairs in the draws (inverse members turned)'),
  })).describe('driver groups drawn correlated (Iman–Conover)'),
  ranges: z.array(z.object({ driver: z.string(), low: z.number(), likely: z.number(), high: z.number(), distribution: z.enum(UNCERTAINTY_DISTRIBUTIONS) })),
});

// ── Goal seek ────────────────────────────────────────────────────────────────────────────────

export const goalSeekBody = z.strictObject({
  scenario_id: scenarioParam.describe('default: the caller\'s active scenario'),
  drivers: driverMap.optional().describe('draft driver values over the scenario\'s'),
  driver: driverId,
  figure: figureId,
  year,
  target: finite,
});

export const goalSeekAnswer = z.object({
  scenario_id: z.string(),
  driver: z.string(),
  figure: z.string(),
  year: z.number().int(),
  target: z.number(),
  value: z.number().nullable().describe('null: the target is outside the reachable range'),
  achieved: z.number().nullable(),
  reachable: z.object({ min: z.number(), max: z.number() }).nullable(),
  current: z.object({ value: z.number(), figure: z.number().nullable() }),
  root: z.enum(['only', 'closest_to_current', 'closest_whole', 'closest_step']).nullable(),
  roots: z.number().int(),
  monotone: z.boolean(),
  evaluations: z.number().int(),
});

// ── Goal seek on sales hires ─────────────────────────────────────────────────────────────────

export const hiringSeekBody = z.strictObject({
  scenario_id: scenarioParam.describe('default: the caller\'s active scenario'),
  drivers: driverMap.optional().describe('draft driver values over the scenario\'s'),
  month: z.string({ message: 'must be a month written YYYY-MM' }).describe('the hires\' first month, 2026-01 … 2030-12'),
  figure: figureId,
  year,
  target: finite.describe('reached when the figure is at or above it'),
});

export const hiringSeekAnswer = z.object({
  scenario_id: z.string(),
  figure: z.string(),
  year: z.number().int(),
  target: z.number(),
  month: z.string(),
  hire: z.object({
    role: z.string(), annual_salary: z.number(), raise_pct: z.number().nullable(), raise_month: z.number().int(), variable_pct: z.number(), recruiting_cost: z.number(),
  }).describe('how each hire is paid: as the plan\'s newest sales position'),
  hires: z.number().int().nullable().describe(`the fewest sales hires from \`month\` that reach the target (0: reached without any); null: not with ${MAX_SALES_HIRES}`),
  achieved: z.number().nullable().describe('the figure with `hires` hires'),
  current: z.number().nullable().describe('the figure without hires'),
  reachable: z.object({ min: z.number(), max: z.number() }).nullable().describe(`the least and greatest figure with 0 … ${MAX_SALES_HIRES} hires`),
  direction: z.enum(['rises', 'falls', 'flat', 'both']).describe('how the figure moved as hires were added'),
  evaluations: z.number().int(),
});

// ── Gap attribution ──────────────────────────────────────────────────────────────────────────

const scenarioId = z.string().trim().min(1, 'must name a scenario').max(200, 'is too long');

export const attributionBody = z.strictObject({
  from: scenarioId,
  to: scenarioId,
  from_drivers: driverMap.optional().describe('draft driver values over the first scenario\'s'),
  to_drivers: driverMap.optional().describe('draft driver values over the second scenario\'s'),
  figure: figureId,
  year,
  seed: seed.optional().describe('of the sampled orders (more than 10 differing drivers); default 1'),
});

const scenarioRef = z.object({ scenario_id: z.string(), scenario_name: z.string() });

export const attributionAnswer = z.object({
  from: scenarioRef,
  to: scenarioRef,
  figure: z.string(),
  year: z.number().int(),
  from_value: z.number(),
  to_value: z.number(),
  difference: z.number().describe('to_value − from_value = Σ contributions'),
  method: z.enum(['exact', 'sampled']),
  permutations: z.number().int().nullable(),
  seed: z.number().int().nullable(),
  evaluations: z.number().int(),
  contributions: z.array(z.object({
    driver: z.string(),
    from: z.number(),
    to: z.number(),
    value: z.number(),
    standard_error: z.number().describe('0 when exact'),
  })).describe('every driver whose value differs, largest contribution first'),
});
