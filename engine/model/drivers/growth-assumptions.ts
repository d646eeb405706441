import type { DriverDef } from '../types.ts';

/** Drivers of the category growth_assumptions (see engine/model/drivers.ts for the catalog's conventions). */
export const GROWTH_ASSUMPTIONS_DRIVERS: readonly DriverDef[] = [
  {
    id: 'target_revenue_2026', name: 'Target Revenue 2026', category: 'growth_assumptions', unit: '€',
    min: 0, max: 1000000000, baseline: 4900000, source: 'Management target', impact_level: 'low', editable: true, role: 'target',
    reference: 'P1 §3 (default 4,900,000)', direction: { favourable: 'neutral', note: 'a target the plan is measured against, not a lever' },
    business_logic: 'Target the cockpit compares the 2026 revenue forecast with.', description: 'Revenue target 2026.',
  },
  {
    id: 'target_net_profit_2026', name: 'Target Net Profit 2026', category: 'growth_assumptions', unit: '€',
    min: -100000000, max: 1000000000, baseline: 1000000, source: 'Management target', impact_level: 'low', editable: true, role: 'target',
    reference: 'P1 §3 (default 1,000,000)', direction: { favourable: 'neutral', note: 'a target the plan is measured against, not a lever' },
    business_logic: 'Target the cockpit compares the 2026 EBITDA forecast with.', description: 'Profit target 2026.',
  },
  {
    id: 'target_revenue_2030', name: 'Target Revenue 2030', category: 'growth_assumptions', unit: '€',
    min: 0, max: 10000000000, baseline: 50000000, source: 'Management target', impact_level: 'low', editable: true, role: 'target',
    reference: 'P1 §3 (default 50,000,000)', direction: { favourable: 'neutral', note: 'a target the plan is measured against, not a lever' },
    business_logic: 'Target the cockpit compares the 2030 revenue forecast with.', description: 'Revenue target 2030.',
  },
  {
    id: 'target_rides_2026', name: 'Target Rides 2026', category: 'growth_assumptions', unit: 'rides',
    min: 0, max: 100000000, baseline: 1500000, source: 'Management target', impact_level: 'low', editable: true, role: 'target',
    reference: 'P1 §9 (ride targets 1,000,000 / 2,500,000 / 1,500,000)', direction: { favourable: 'neutral', note: 'a target the plan is measured against, not a lever' },
    business_logic: 'Target the cockpit\'s Rides Coverage compares the 2026 rides forecast with.', description: 'Ride volume target 2026.',
  },
  {
    id: 'time_to_first_value_days', name: 'Time to First Value', category: 'growth_assumptions', unit: 'days',
    min: 1, max: 180, baseline: 18, source: 'Management estimate 2025', impact_level: 'low', editable: true, role: 'assessment',
    reference: 'P1 §9 (18 days in 2026 against 28 in 2025)', direction: { favourable: 'lower' },
    business_logic: 'Assessed: days from contract to the first booked ride (from onboarding records).', description: 'Onboarding speed.',
  },
  {
    id: 'rides_digitization_rate', name: 'Rides Digitization Rate', category: 'growth_assumptions', unit: '%',
    min: 0, max: 100, baseline: 65, source: 'Market study', impact_level: 'low', editable: true, role: 'assessment',
    reference: 'P2 §3 fixed extra (65)', direction: { favourable: 'higher' },
    business_logic: 'Assessed: share of German rides booked digitally by 2030 (market strategy simulator).', description: 'Market digitization.',
  },
  {
    id: 'competitive_advantage_premium', name: 'Competitive Advantage Premium', category: 'growth_assumptions', unit: '%',
    min: 0, max: 50, baseline: 8, source: 'Management assessment', impact_level: 'low', editable: true, role: 'assessment',
    reference: 'P2 §3 fixed extra (8)', direction: { favourable: 'higher' },
    business_logic: 'Assessed: price premium the platform can hold over competitors (market strategy simulator).', description: 'Pricing power.',
  },
  {
    id: 'ltv_horizon_years', name: 'LTV Horizon', category: 'growth_assumptions', unit: 'years',
    min: 1, max: 15, baseline: 5, source: 'Fahrplan model', impact_level: 'low', editable: true, role: 'assessment',
    reference: 'ours: the usual five-year cap on customer lifetime', direction: { favourable: 'neutral', note: 'a measurement convention of the LTV/CAC ratio, not a business lever' },
    business_logic: 'Customer lifetime in the LTV is 1 ÷ logo churn, capped at this horizon.', description: 'Lifetime cap for LTV.',
  },
  {
    id: 'regulatory_moat_strength', name: 'Regulatory Moat Strength', category: 'growth_assumptions', unit: 'score',
    min: 0, max: 10, baseline: 7.5, source: 'Management assessment', impact_level: 'low', editable: true, role: 'assessment',
    reference: 'ours: assessed (DiGA/KHZG compliance, certified interfaces)', direction: { favourable: 'higher' },
    business_logic: 'Assessed 0–10: how hard certification and hospital IT integration make it to copy the platform.', description: 'Industry KPI input.',
  },
  {
    id: 'cross_vertical_synergy_index', name: 'Cross-Vertical Synergy Index', category: 'growth_assumptions', unit: 'score',
    min: 0, max: 10, baseline: 6.5, source: 'Management assessment', impact_level: 'low', editable: true, role: 'assessment',
    reference: 'ours: assessed', direction: { favourable: 'higher' },
    business_logic: 'Assessed 0–10: reuse of the medical platform for logistics and insurance (BI H8).', description: 'Industry KPI input.',
  },
];
