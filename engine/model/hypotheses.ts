/**
 * The investor hypotheses of the KPI analysis's BI tab (part 1 §2). The specification gives only
 * their titles and groups; the evidence — the model KPIs that support or refute each hypothesis —
 * is ours and documented in docs/model.md ("BI hypotheses").
 */
export type HypothesisGroup = 'core' | 'upside' | 'growth_execution';

export interface HypothesisDef {
  id: string;
  group: HypothesisGroup;
  title: string;
  /** What the hypothesis claims, in one sentence. */
  claim: string;
  /** KPI ids (engine/model/kpis.ts) whose 2026 values evidence the claim. */
  evidence: readonly string[];
}

export const HYPOTHESIS_GROUPS: readonly { id: HypothesisGroup; title: string }[] = [
  { id: 'core', title: 'H1-H4 Core' },
  { id: 'upside', title: 'H5-H6 Upside' },
  { id: 'growth_execution', title: 'H7-H9 Growth Execution' },
];

export const HYPOTHESES: readonly HypothesisDef[] = [
  {
    id: 'H1', group: 'core', title: 'Must-Have & Growth',
    claim: 'Facilities book most of their transports on the platform, stay, and revenue compounds.',
    evidence: ['adoption_rate', 'logo_churn', 'revenue_growth'],
  },
  {
    id: 'H2', group: 'core', title: 'Premium Pricing Achievable',
    claim: 'Clients buy the premium tier and pay more per account than in 2025.',
    evidence: ['premium_conversion', 'revenue_per_medical_client'],
  },
  {
    id: 'H3', group: 'core', title: 'Short Sales Cycles',
    claim: 'Reps close facilities quickly, onboardings activate and the first ride follows within weeks.',
    evidence: ['sales_model_efficiency', 'onboarding_conversion', 'time_to_first_value'],
  },
  {
    id: 'H4', group: 'core', title: 'Creating Switching Barriers',
    claim: 'Accounts expand, rarely leave and buy most of the suite, so switching costs grow.',
    evidence: ['nrr', 'logo_churn', 'share_of_wallet'],
  },
  {
    id: 'H5', group: 'upside', title: 'Reusable Technology & Regulatory Adaptability',
    claim: 'One platform scales with little extra cost and is protected by certification and integration.',
    evidence: ['asset_light_scalability', 'gross_margin', 'regulatory_moat'],
  },
  {
    id: 'H6', group: 'upside', title: 'Data-driven Add-on Products',
    claim: 'Reporting modules and the premium tier carry a real share of account spend, on top of ride revenue.',
    evidence: ['data_addon_share', 'b2b2c_revenue_multiplier'],
  },
  {
    id: 'H7', group: 'growth_execution', title: 'Strategic Fit',
    claim: 'The two-sided marketplace fills the whitespace and rides grow faster than clients.',
    evidence: ['whitespace_penetration_velocity', 'network_effect_multiplier', 'market_creation_velocity'],
  },
  {
    id: 'H8', group: 'growth_execution', title: 'Shift from Medical to Logistics/Insurance',
    claim: 'Revenue from transport and logistics partners grows and the platform is reused across verticals.',
    evidence: ['logistics_revenue_share', 'cross_vertical_synergy'],
  },
  {
    id: 'H9', group: 'growth_execution', title: 'Team Development',
    claim: 'The team grows productive: revenue per FTE rises and sales capacity converts into clients.',
    evidence: ['revenue_per_employee', 'sales_efficiency'],
  },
];
