/**
 * What calibration may change and what it aims at, per built-in scenario. Fixed values are the
 * scenario's stated assumptions (specification values where it gives them); free drivers are
 * searched within their bounds so that the model reaches the scenario's revenue figures and the
 * KPI statuses of part 1 §9. See docs/model.md "Calibration".
 */
export interface CalibrationSpec {
  scenario: 'baseline' | 'low_case' | 'high_case';
  fixed: Record<string, number>;
  free: Record<string, [number, number]>;
  revenue2026: number;
  revenue2030: number;
}

const FREE: Record<string, [number, number]> = {
  sales_team_size: [2, 15],
  sales_rep_productivity: [1, 5],
  serviceable_transport_share: [5, 100],
  transport_client_growth_rate: [0, 300],
  transport_partners_per_new_medical_client: [0, 4],
  account_expansion_rate: [0, 60],
  cogs_per_ride: [0.05, 3],
  marketing_fixed_monthly: [0, 150000],
};

export const CALIBRATION: readonly CalibrationSpec[] = [
  {
    scenario: 'baseline',
    fixed: {},
    free: { ...FREE, strategic_reporting_attach_rate: [0, 100] },
    revenue2026: 4_900_000,
    revenue2030: 50_000_000,
  },
  {
    scenario: 'low_case',
    fixed: {
      qrago_revenue_share: 3, premium_conversion_rate: 8, customer_retention_rate: 88, logo_churn_rate: 8.5,
      platform_adoption_rate: 58, onboarding_conversion_rate: 52, medical_client_growth_rate: 8, customer_acquisition_cost: 4200,
      core_reporting_attach_rate: 80, strategic_reporting_attach_rate: 10,
      fte_plan_2026: 27, fte_plan_2027: 30, fte_plan_2028: 33, fte_plan_2029: 36, fte_plan_2030: 40,
      capital_injection_2025: 3_500_000, target_revenue_2026: 2_800_000, target_revenue_2030: 30_000_000, target_rides_2026: 1_000_000,
    },
    free: { ...FREE, transport_market_penetration_start: [0, 5], cogs_per_ride: [0.05, 3], marketing_fixed_monthly: [0, 150000] },
    revenue2026: 2_800_000,
    revenue2030: 30_000_000,
  },
  {
    scenario: 'high_case',
    fixed: {
      premium_conversion_rate: 25, customer_retention_rate: 97, logo_churn_rate: 2.1, platform_adoption_rate: 92,
      onboarding_conversion_rate: 89, medical_client_growth_rate: 20, customer_acquisition_cost: 2400,
      strategic_reporting_attach_rate: 80,
      fte_plan_2026: 22, fte_plan_2027: 32, fte_plan_2028: 42, fte_plan_2029: 52, fte_plan_2030: 60,
      capital_injection_2025: 1_800_000, target_revenue_2026: 5_800_000, target_revenue_2030: 100_000_000, target_rides_2026: 2_500_000,
    },
    free: FREE,
    revenue2026: 5_800_000,
    revenue2030: 100_000_000,
  },
];
