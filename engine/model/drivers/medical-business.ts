import type { DriverDef } from '../types.ts';

/** Drivers of the category medical_business (see engine/model/drivers.ts for the catalog's conventions). */
export const MEDICAL_BUSINESS_DRIVERS: readonly DriverDef[] = [
  {
    id: 'medical_client_growth_rate', name: 'Medical Client Growth Rate', category: 'medical_business', unit: '%/year',
    min: 0, max: 60, baseline: 14, source: 'P2 §3 key-driver default (14)', impact_level: 'high', editable: true, role: 'model',
    business_logic: 'Referral and network growth of the medical client base, applied monthly to last month\'s clients and slowing as the addressable market fills.',
    description: 'Organic (referral) acquisition of medical facilities per year, as a share of the current medical client base.',
    documentation: { group: 'medical_clients', category: 'Growth Projection', reasoning: 'Satisfied facilities refer peers within their hospital groups and regions.', flag: 'isProjection' },
  },
  {
    id: 'sales_team_size', name: 'Sales Team Size', category: 'medical_business', unit: 'reps',
    min: 1, max: 40, baseline: 7.31419, source: 'P1 §3 key-driver payload; value calibrated', impact_level: 'high', editable: true, role: 'model',
    business_logic: 'Sales reps in January 2026; the team then grows in proportion to the FTE plan.',
    description: 'Number of field sales representatives selling to hospitals and outpatient stations.',
    documentation: { group: 'medical_clients', category: 'Customer Acquisition', reasoning: 'Hospital sales are relationship-led; capacity scales with reps.' },
  },
  {
    id: 'sales_rep_productivity', name: 'Sales Rep Productivity', category: 'medical_business', unit: 'clients/rep/month',
    min: 0.1, max: 10, baseline: 1, source: 'P1 §3 key-driver payload; value calibrated', impact_level: 'high', editable: true, role: 'model',
    business_logic: 'New medical facilities onboarded per sales rep per month.',
    description: 'Onboardings closed by one sales rep in a month.',
    documentation: { group: 'medical_clients', category: 'Customer Acquisition', reasoning: 'Typical closing rate of a field rep selling a standardised SaaS to facilities.' },
  },
  {
    id: 'onboarding_conversion_rate', name: 'Onboarding-to-Active Conversion', category: 'medical_business', unit: '%',
    min: 10, max: 100, baseline: 81, source: 'P1 §9 KPI table (Baseline 81)', impact_level: 'medium', editable: true, role: 'model',
    business_logic: 'Share of onboarded facilities that become active, paying clients; the others pay the implementation fee only.',
    description: 'Conversion from a signed onboarding to an active client booking rides.',
  },
  {
    id: 'inpatient_share_of_new_clients', name: 'Inpatient Share of New Clients', category: 'medical_business', unit: '%',
    min: 0, max: 100, baseline: 65, source: 'ours: mix of the 2025 client base (150 inpatient of 230 medical clients)', impact_level: 'low', editable: true, role: 'model',
    business_logic: 'Splits new medical clients into hospitals (billed per bed) and outpatient stations (billed per ride).',
    description: 'Share of new medical clients that are inpatient facilities.',
  },
  {
    id: 'beds_per_inpatient_client', name: 'Beds per Inpatient Facility', category: 'medical_business', unit: 'beds',
    min: 10, max: 1500, baseline: 80, source: 'derived: 200 rides per inpatient facility (P1 §9) ÷ 2.5 rides per bed (P2 §3)', impact_level: 'medium', editable: true, role: 'model',
    business_logic: 'Inpatient SaaS and modules are billed per bed; rides scale with beds.',
    description: 'Average beds of an inpatient client.',
    documentation: { group: 'medical_clients', category: 'Volume Driver', reasoning: 'Average German general hospital department size served by one transport desk.' },
  },
  {
    id: 'medical_rides_per_bed_per_month', name: 'Rides per Bed per Month', category: 'medical_business', unit: 'rides/bed/month',
    min: 0.5, max: 10, baseline: 2.5, source: 'P2 §3 fixed extra (2.5); with 80 beds gives P1 §9\'s 200 rides per inpatient facility', impact_level: 'high', editable: true, role: 'model',
    business_logic: 'Potential patient transports of an inpatient facility per bed and month.',
    description: 'Transport demand of a hospital per bed.',
    documentation: { group: 'rides_volume', category: 'Volume Driver', reasoning: 'Inpatient rides per facility per month: 200 (P1 §9) at 80 beds.' },
  },
  {
    id: 'outpatient_rides_per_client_month', name: 'Outpatient Rides per Facility', category: 'medical_business', unit: 'rides/month',
    min: 5, max: 500, baseline: 60, source: 'P1 §9 (outpatient rides 60 per facility per month)', impact_level: 'medium', editable: true, role: 'model',
    business_logic: 'Potential patient transports of an outpatient station per month.',
    description: 'Transport demand of an outpatient station.',
    documentation: { group: 'rides_volume', category: 'Volume Driver', reasoning: 'Outpatient rides per facility per month: 60 (P1 §9).' },
  },
  {
    id: 'platform_adoption_rate', name: 'Platform Adoption Rate', category: 'medical_business', unit: '%',
    min: 10, max: 100, baseline: 88, source: 'P1 §9 KPI table (Baseline adoption 88)', impact_level: 'high', editable: true, role: 'model',
    business_logic: 'Share of a client\'s potential rides booked through the platform; adoption moves from the December 2025 level towards it.',
    description: 'Steady-state share of medical clients\' transport demand booked on the platform.',
  },
  {
    id: 'adoption_ramp_months', name: 'Adoption Ramp', category: 'medical_business', unit: 'months',
    min: 1, max: 36, baseline: 6, source: 'ours: half of the 12-month contract length (P1 §9)', impact_level: 'low', editable: true, role: 'model',
    business_logic: 'Each month adoption closes 1/ramp of the gap to the adoption rate.',
    description: 'How fast booking behaviour reaches the adoption rate.',
  },
  {
    id: 'logo_churn_rate', name: 'Logo Churn Rate', category: 'medical_business', unit: '%/year',
    min: 0, max: 40, baseline: 3.2, source: 'P1 §9 KPI table (Baseline logo churn 3.2)', impact_level: 'high', editable: true, role: 'model',
    business_logic: 'Share of clients (medical and transport) lost per year, applied monthly.',
    description: 'Annual client (logo) churn.',
  },
  {
    id: 'customer_retention_rate', name: 'Customer Retention Rate (gross revenue)', category: 'medical_business', unit: '%',
    min: 60, max: 100, baseline: 94, source: 'P2 §3 key-driver default (94)', impact_level: 'high', editable: true, role: 'model',
    business_logic: 'Gross revenue retention: revenue kept from existing accounts after churn and downgrades. Downgrades = 100 − retention − logo churn.',
    description: 'Gross revenue retention of medical accounts per year.',
  },
  {
    id: 'account_expansion_rate', name: 'Account Expansion Rate', category: 'medical_business', unit: '%/year',
    min: 0, max: 80, baseline: 42.8896, source: 'ours: value calibrated (net revenue retention 136% in 2026 against P1 §9\'s 125%)', impact_level: 'high', editable: true, role: 'model',
    business_logic: 'Upsell of modules, premium and connected sites per existing medical account per year; with downgrades it moves the revenue index of medical accounts.',
    description: 'Gross expansion of medical accounts per year.',
  },
  {
    id: 'medical_market_penetration', name: 'Medical Market Penetration Target', category: 'medical_business', unit: '%',
    min: 0, max: 100, baseline: 8.5, source: 'P2 §3 fixed extra (8.5)', impact_level: 'low', editable: true, role: 'assessment',
    business_logic: 'Benchmark for the whitespace KPIs: share of addressable facilities the plan aims to win.',
    description: 'Target share of addressable medical facilities.',
  },
  {
    id: 'addressable_medical_facilities', name: 'Addressable Medical Facilities (DE)', category: 'medical_business', unit: 'clients',
    min: 1000, max: 200000, baseline: 46304, source: 'P2 §2 CSV Data Integration Status (46,304 clients)', impact_level: 'medium', editable: true, role: 'model',
    business_logic: 'Referral growth slows as the medical client base approaches this market.',
    description: 'Hospitals, outpatient stations and care facilities in Germany that book patient transport.',
    documentation: { group: 'medical_clients', category: 'Business Model', reasoning: 'Facilities in the integrated German market data (P2 §2).' },
  },
];
