/**
 * What calibration may change and what it aims at, per built-in scenario (docs/model.md "Scenario
 * stories" and "Calibration"). `stated` are the levers a case's story sets (specification values
 * where it gives them; whole numbers for people). `free` are the levers calibration searches so
 * that the case reaches its revenue narrative: Baseline within the plausibility box, Low Case and
 * High Case only on their side of the calibrated Baseline (engine/scenarioStories.ts), so the
 * three stay ordered along every driver's favourable direction.
 */
export type CaseSide = 'reference' | 'weaker' | 'stronger';

export interface CalibrationSpec {
  scenario: 'baseline' | 'low_case' | 'high_case';
  side: CaseSide;
  stated: Record<string, number>;
  free: readonly string[];
  revenue2026: number;
  revenue2030: number;
}

/** Where a calibrated lever stays plausible, before the ordering narrows it further. */
export const PLAUSIBLE: Readonly<Record<string, [number, number]>> = {
  sales_rep_productivity: [0.5, 2],
  transport_client_growth_rate: [20, 150],
  transport_market_penetration_start: [0.2, 5],
  transport_partners_per_new_medical_client: [0.2, 3],
  serviceable_transport_share: [10, 100],
  account_expansion_rate: [0, 50],
  cogs_per_ride: [0.1, 0.6],
};

const FREE = Object.keys(PLAUSIBLE);

export const CALIBRATION: readonly CalibrationSpec[] = [
  {
    scenario: 'baseline',
    side: 'reference',
    stated: { sales_team_size: 7 },
    free: FREE.filter((id) => id !== 'transport_market_penetration_start'),
    revenue2026: 4_900_000,
    revenue2030: 50_000_000,
  },
  {
    scenario: 'low_case',
    side: 'weaker',
    stated: {
      sales_team_size: 5, fte_plan_2026: 23, fte_plan_2027: 26, fte_plan_2028: 29, fte_plan_2029: 32, fte_plan_2030: 35,
      onboarding_conversion_rate: 52, platform_adoption_rate: 58, logo_churn_rate: 8.5, customer_retention_rate: 88,
      medical_client_growth_rate: 8, customer_acquisition_cost: 4200, qrago_revenue_share: 3, premium_conversion_rate: 8,
      core_reporting_attach_rate: 80, strategic_reporting_attach_rate: 10,
      equity_round_1_month: 202607, equity_round_1_amount: 1_500_000, target_revenue_2026: 2_800_000, target_revenue_2030: 30_000_000, target_rides_2026: 1_000_000,
    },
    free: FREE,
    revenue2026: 2_800_000,
    revenue2030: 30_000_000,
  },
  {
    scenario: 'high_case',
    side: 'stronger',
    stated: {
      sales_team_size: 8, fte_plan_2026: 25, fte_plan_2027: 34, fte_plan_2028: 42, fte_plan_2029: 51, fte_plan_2030: 60,
      onboarding_conversion_rate: 89, platform_adoption_rate: 92, logo_churn_rate: 2.1, customer_retention_rate: 97,
      medical_client_growth_rate: 20, customer_acquisition_cost: 2400, premium_conversion_rate: 25,
      target_revenue_2026: 5_800_000, target_revenue_2030: 100_000_000, target_rides_2026: 2_500_000,
    },
    free: FREE,
    revenue2026: 5_800_000,
    revenue2030: 100_000_000,
  },
];
