import type { KpiDef } from './types.ts';

const ASSESSED_2025 = 'assessed 2025 value: the specification passes 2025 bases in without showing them, and the actuals do not hold this input';

/**
 * KPI definitions over the model (docs/model.md explains each and compares with the seed values of
 * part 1 §9). Names in formulas are annual values of the year (sums of flows, year-end stocks,
 * averages of ratios); prev_year() is the year before.
 */
export const KPIS: readonly KpiDef[] = [
  // ── Growth ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'nrr', name: 'Net Revenue Retention', tab: 'growth', unit: '%',
    formula: '100 * (1 - logo_churn_rate / 100) * medical_revenue_index / prev_year(medical_revenue_index)',
    benchmark: { kind: 'above', value: 110 }, benchmark_source: 'SaaS Capital B2B SaaS benchmarks (top quartile above 110%)',
    description: 'Recurring revenue kept and grown from last year\'s medical accounts.',
    definition: '(1 − logo churn) × growth of the medical account revenue index over the year.',
    base2025: { value: 108, source: ASSESSED_2025 },
    remedy: {
      warning: 'Expansion is slowing: push the premium tier and strategic reporting into accounts without them.',
      critical: 'Existing accounts shrink: run account reviews on the largest clients, fix downgrade reasons and price the modules as a bundle.',
    },
  },
  {
    id: 'adoption_rate', name: 'Adoption Rate', tab: 'growth', unit: '%',
    formula: '100 * platform_adoption',
    benchmark: { kind: 'above', value: 80 }, benchmark_source: 'Healthcare SaaS usage benchmarks (active booking share above 80%)',
    description: 'Share of clients\' potential rides booked through the platform (average over the year).',
    definition: 'Booked medical rides ÷ potential medical rides, averaged over the months of the year.',
    remedy: {
      warning: 'Some wards still book by phone: train ward staff and switch the default booking channel to the platform.',
      critical: 'Most rides bypass the platform: appoint a champion per facility, integrate with the hospital information system and report unbooked rides weekly.',
    },
  },
  {
    id: 'new_customer_growth', name: 'New Customer Growth YoY', tab: 'growth', unit: '%',
    formula: '100 * (medical_clients / prev_year(medical_clients) - 1)',
    benchmark: { kind: 'above', value: 40 }, benchmark_source: 'Growth-stage SaaS (T2D3 path: above 40% logo growth)',
    description: 'Growth of the medical client base over the year.',
    definition: 'Medical clients at year end ÷ medical clients a year earlier − 1.',
    remedy: {
      warning: 'Logo growth lags the plan: add sales capacity in the strongest regions and reactivate the referral programme.',
      critical: 'Acquisition has stalled: review the pipeline weekly, shorten the sales cycle with a standard contract and hire reps ahead of the plan.',
    },
  },
  {
    id: 'logo_churn', name: 'Logo Churn Rate', tab: 'growth', unit: '%',
    formula: '100 * (prev_year(medical_clients) + prev_year(transport_clients) + new_medical_clients + new_transport_clients - medical_clients - transport_clients) / ((prev_year(medical_clients) + prev_year(transport_clients) + medical_clients + transport_clients) / 2)',
    benchmark: { kind: 'below', value: 5 }, benchmark_source: 'B2B SaaS annual logo churn (healthy below 5%)',
    description: 'Clients lost during the year relative to the average client base.',
    definition: 'Clients lost in the year (opening + new − closing, medical and transport) ÷ average of opening and closing clients.',
    remedy: {
      warning: 'Churn is creeping up: add health scores and call clients whose booking volume falls.',
      critical: 'Clients leave in numbers: run exit interviews, assign customer success managers to every account and offer multi-year terms.',
    },
  },
  {
    id: 'onboarding_conversion', name: 'Onboarding-to-Active Conversion', tab: 'growth', unit: '%',
    formula: '100 * new_medical_clients / onboarded_medical_clients',
    benchmark: { kind: 'above', value: 70 }, benchmark_source: 'SaaS onboarding benchmarks (activation above 70%)',
    description: 'Share of onboarded facilities that become active clients.',
    definition: 'New active medical clients ÷ onboarded medical facilities.',
    base2025: { value: 74, source: ASSESSED_2025 },
  },
  {
    id: 'share_of_wallet', name: 'Share of Wallet', tab: 'growth', unit: '%',
    formula: '100 * (beds_per_inpatient_client * per_bed_module_fee + premium_conversion_rate / 100 * medical_premium_monthly_fee) / (beds_per_inpatient_client * per_bed_list_fee + medical_premium_monthly_fee)',
    benchmark: { kind: 'above', value: 60 }, benchmark_source: 'Vertical SaaS suite penetration (above 60%)',
    description: 'Share of the full product suite an average inpatient client buys.',
    definition: 'Monthly spend of an average inpatient client (modules at attach rates, premium at conversion) ÷ the full suite at list price.',
  },
  // ── Margin ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'gross_margin', name: 'Gross Margin', tab: 'margin', unit: '%',
    formula: '100 * gross_profit / total_revenue',
    benchmark: { kind: 'range', min: 75, max: 85 }, benchmark_source: 'KeyBanc SaaS survey (75–85% for SaaS with services)',
    description: 'Revenue left after direct costs.',
    definition: 'Gross profit ÷ total revenue.',
  },
  {
    id: 'ltv_cac', name: 'LTV/CAC Ratio', tab: 'margin', unit: 'x',
    formula: '((medical_recurring_revenue + transaction_revenue) / ((prev_year(medical_clients) + medical_clients) / 2) * gross_profit / total_revenue * MIN(100 / logo_churn_rate, ltv_horizon_years)) / (onboarded_medical_clients * customer_acquisition_cost / new_medical_clients)',
    benchmark: { kind: 'above', value: 3 }, benchmark_source: 'SaaS unit economics rule of thumb (LTV/CAC above 3)',
    description: 'Lifetime gross profit of a medical client per euro spent winning one active medical client.',
    definition: 'LTV = medical revenue per average medical client × gross margin × min(1 ÷ logo churn, LTV horizon); CAC here = cost of winning an active medical client = Acquisition Cost per Medical Facility × onboarded facilities ÷ new active medical clients (not the blended Customer Acquisition Cost).',
  },
  {
    id: 'unit_economics', name: 'Unit Economics', tab: 'margin', unit: 'x',
    formula: 'gross_profit / cost_of_goods_sold',
    benchmark: { kind: 'above', value: 2.5 }, benchmark_source: 'Marketplace unit economics (gross profit above 2.5× direct cost)',
    description: 'Gross profit earned per euro of direct cost.',
    definition: 'Gross profit ÷ cost of goods sold.',
  },
  {
    id: 'operating_margin', name: 'Operating Margin', tab: 'margin', unit: '%',
    formula: '100 * ebitda / total_revenue',
    benchmark: { kind: 'above', value: 20 }, benchmark_source: 'Rule of 40 profile for scaled SaaS (above 20%)',
    description: 'EBITDA as a share of revenue.',
    definition: 'EBITDA ÷ total revenue.',
    remedy: {
      warning: 'Margin is just below target: hold hiring to the FTE plan and renegotiate hosting and factoring.',
      critical: 'Costs outgrow revenue: freeze discretionary spend, cut acquisition channels with CAC above target and revisit the FTE plan.',
    },
  },
  {
    id: 'contribution_margin', name: 'Contribution Margin', tab: 'margin', unit: '%',
    formula: '100 * (gross_profit - sales_marketing - bonus_pool_tc - bonus_pool_mc) / total_revenue',
    benchmark: { kind: 'above', value: 60 }, benchmark_source: 'Marketplace contribution benchmarks (above 60%)',
    description: 'Revenue left after direct, acquisition and bonus costs.',
    definition: '(Gross profit − sales & marketing − bonus pools) ÷ total revenue.',
  },
  {
    id: 'cac', name: 'Customer Acquisition Cost', tab: 'margin', unit: '€',
    formula: 'sales_marketing / (new_medical_clients + new_transport_clients)',
    benchmark: { kind: 'below', value: 2000 }, benchmark_source: 'P1 §9 (benchmark below €2,000)',
    description: 'Blended: all sales and marketing spend per new client, medical and transport.',
    definition: 'Sales & marketing ÷ new clients (medical and transport). Not the Acquisition Cost per Medical Facility driver, which is the cost of onboarding one medical facility.',
  },
  // ── Efficiency ────────────────────────────────────────────────────────────────────────────
  {
    id: 'monthly_burn', name: 'Monthly Burn Rate', tab: 'efficiency', unit: 'k€',
    formula: 'total_operating_expenses / 12 / 1000',
    benchmark: { kind: 'below', value: 300 }, benchmark_source: 'P1 §9 (under €300k)',
    description: 'Gross operating burn: operating expenses per month.',
    definition: 'Total operating expenses ÷ 12, in thousand euros.',
    remedy: {
      warning: 'Burn is near the limit: phase hires by revenue milestones.',
      critical: 'Burn is far above plan: cut spend to the revenue run rate and stop non-essential programmes.',
    },
  },
  {
    id: 'cash_runway', name: 'Cash Runway', tab: 'efficiency', unit: 'months',
    formula: 'closing_cash / (total_operating_expenses / 12)',
    benchmark: { kind: 'above', value: 12 }, benchmark_source: 'VC guidance (over 12 months of cost covered)',
    description: 'Months the year-end cash covers the monthly operating expenses.',
    definition: 'Closing cash ÷ monthly operating expenses (gross burn).',
    remedy: {
      warning: 'Runway is under a year: start the next funding round or secure a credit line now.',
      critical: 'Cash runs out within months: cut burn immediately and raise bridge financing.',
    },
  },
  {
    id: 'revenue_per_employee', name: 'Revenue per Employee', tab: 'efficiency', unit: 'k€',
    formula: 'total_revenue / ftes / 1000',
    benchmark: { kind: 'above', value: 150 }, benchmark_source: 'European SaaS (over €150k per FTE)',
    description: 'Revenue per average FTE.',
    definition: 'Total revenue ÷ average FTEs, in thousand euros.',
  },
  {
    id: 'sales_efficiency', name: 'Sales Efficiency', tab: 'efficiency', unit: 'x',
    formula: '(new_medical_clients * (medical_recurring_revenue + transaction_revenue) / ((prev_year(medical_clients) + medical_clients) / 2)) / (onboarded_medical_clients * customer_acquisition_cost)',
    benchmark: { kind: 'above', value: 1 }, benchmark_source: 'SaaS magic number (over 1.0)',
    description: 'Annualised revenue won per euro spent acquiring medical clients.',
    definition: 'New medical clients × the year\'s recurring and transaction revenue per average medical client ÷ acquisition spend on onboarded facilities.',
    base2025: { value: 0.9, source: ASSESSED_2025 },
  },
  {
    id: 'capital_efficiency', name: 'Capital Efficiency', tab: 'efficiency', unit: 'x',
    formula: 'arr / capital_injection_2025',
    benchmark: { kind: 'above', value: 2 }, benchmark_source: 'Bessemer efficiency score (ARR over 2× capital)',
    description: 'Year-end ARR per euro of the funding round.',
    definition: 'ARR at year end ÷ capital injection.',
  },
  {
    id: 'time_to_first_value', name: 'Time to First Value', tab: 'efficiency', unit: 'days',
    formula: 'time_to_first_value_days',
    benchmark: { kind: 'below', value: 21 }, benchmark_source: 'P1 §9 (under 21 days)',
    description: 'Days from contract to the first booked ride (assessed from onboarding records).',
    definition: 'The assessed input time_to_first_value_days.',
    base2025: { value: 28, source: 'P1 §9 (28 days in 2025)' },
  },
  // ── Industry ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'network_effect_multiplier', name: 'Network Effect Multiplier', tab: 'industry', unit: 'x',
    formula: '(rides / prev_year(rides)) / ((medical_clients + transport_clients) / (prev_year(medical_clients) + prev_year(transport_clients)))',
    benchmark: { kind: 'above', value: 1 }, benchmark_source: 'ours: rides should grow faster than clients',
    description: 'Ride growth relative to client growth.',
    definition: '(Rides ÷ last year\'s rides) ÷ (clients ÷ last year\'s clients).',
  },
  {
    id: 'whitespace_penetration_velocity', name: 'Whitespace Penetration Velocity', tab: 'industry', unit: 'pp/year',
    formula: '100 * (medical_clients - prev_year(medical_clients)) / addressable_medical_facilities',
    benchmark: { kind: 'above', value: 1.7 }, benchmark_source: 'ours: 8.5% target penetration (P2 §3) over five years',
    description: 'Percentage points of the addressable facilities won per year.',
    definition: 'Net new medical clients ÷ addressable medical facilities.',
  },
  {
    id: 'b2b2c_revenue_multiplier', name: 'B2B2C Revenue Multiplier', tab: 'industry', unit: 'x',
    formula: 'total_revenue / recurring_revenue',
    benchmark: { kind: 'above', value: 1.3 }, benchmark_source: 'ours: ride revenue adds at least 30% on top of software',
    description: 'Total revenue per euro of software revenue.',
    definition: 'Total revenue ÷ recurring revenue.',
  },
  {
    id: 'cross_vertical_synergy', name: 'Cross-Vertical Synergy Index', tab: 'industry', unit: 'score',
    formula: 'cross_vertical_synergy_index',
    benchmark: { kind: 'above', value: 6 }, benchmark_source: 'ours: assessed scale 0–10',
    description: 'Assessed reuse of the platform across medical, logistics and insurance.',
    definition: 'The assessed input cross_vertical_synergy_index.',
  },
  {
    id: 'regulatory_moat', name: 'Regulatory Moat Strength', tab: 'industry', unit: 'score',
    formula: 'regulatory_moat_strength',
    benchmark: { kind: 'above', value: 7 }, benchmark_source: 'ours: assessed scale 0–10',
    description: 'Assessed protection from certification and hospital IT integration.',
    definition: 'The assessed input regulatory_moat_strength.',
  },
  {
    id: 'asset_light_scalability', name: 'Asset-Light Scalability Ratio', tab: 'industry', unit: 'x',
    formula: '(total_revenue / prev_year(total_revenue)) / (total_expenses / prev_year(total_expenses))',
    benchmark: { kind: 'above', value: 1.2 }, benchmark_source: 'ours: revenue should grow 20% faster than costs',
    description: 'Revenue growth relative to cost growth (operating leverage).',
    definition: '(Revenue ÷ last year\'s revenue) ÷ (total expenses ÷ last year\'s total expenses).',
  },
  {
    id: 'sales_model_efficiency', name: 'Sales Model Efficiency Index', tab: 'industry', unit: 'clients/rep/month',
    formula: 'new_medical_clients / sales_reps / 12',
    benchmark: { kind: 'above', value: 1 }, benchmark_source: 'ours: one active client per rep and month',
    description: 'New active medical clients per sales rep and month.',
    definition: 'New medical clients ÷ average sales reps ÷ 12.',
    base2025: { value: 0.6, source: ASSESSED_2025 },
  },
  {
    id: 'viral_coefficient', name: 'Viral Coefficient', tab: 'industry', unit: 'x',
    formula: '(onboarded_medical_clients - 12 * sales_reps * sales_rep_productivity) / prev_year(medical_clients)',
    benchmark: { kind: 'above', value: 0.1 }, benchmark_source: 'ours: B2B referral benchmark (above 0.1)',
    description: 'Referred facilities per existing client per year.',
    definition: '(Onboarded facilities − sales-led onboardings) ÷ last year\'s medical clients.',
    base2025: { value: 0.08, source: ASSESSED_2025 },
  },
  {
    id: 'market_creation_velocity', name: 'Market Creation Velocity', tab: 'industry', unit: '%',
    formula: '100 * (rides / prev_year(rides) - 1)',
    benchmark: { kind: 'above', value: 40 }, benchmark_source: 'ours: digital ride volume growth above 40%',
    description: 'Growth of rides handled by the platform.',
    definition: 'Rides ÷ last year\'s rides − 1.',
  },
  // ── BI: evidence for the investor hypotheses H1–H9 that no other tab shows ───────────────────
  {
    id: 'premium_conversion', name: 'Premium Conversion', tab: 'bi', unit: '%',
    formula: 'premium_conversion_rate',
    benchmark: { kind: 'above', value: 10 }, benchmark_source: 'ours: top-tier attach of vertical SaaS (10–20% of accounts)',
    description: 'Share of medical clients on the premium tier (H2 Premium Pricing Achievable).',
    definition: 'The scenario\'s premium conversion rate.',
  },
  {
    id: 'revenue_per_medical_client', name: 'Revenue per Medical Client', tab: 'bi', unit: 'k€',
    formula: '(medical_recurring_revenue + transaction_revenue) / ((prev_year(medical_clients) + medical_clients) / 2) / 1000',
    benchmark: { kind: 'above', value: 5 }, benchmark_source: 'ours: the 2025 level (€4.5k) raised by a tenth or more',
    description: 'Yearly software and ride revenue per average medical client (H2 Premium Pricing Achievable).',
    definition: '(Medical recurring revenue + transaction revenue) ÷ average medical clients, in thousand euros.',
  },
  {
    id: 'data_addon_share', name: 'Data Add-on Revenue Share', tab: 'bi', unit: '%',
    formula: '100 * (beds_per_inpatient_client * (core_reporting_per_bed_month * core_reporting_attach_rate / 100 + strategic_reporting_per_bed_month * strategic_reporting_attach_rate / 100) + premium_conversion_rate / 100 * medical_premium_monthly_fee) / (beds_per_inpatient_client * per_bed_module_fee + premium_conversion_rate / 100 * medical_premium_monthly_fee)',
    benchmark: { kind: 'above', value: 20 }, benchmark_source: 'ours: data products should carry a fifth of an account\'s spend',
    description: 'Share of an average inpatient client\'s monthly spend on data products: reporting modules and the premium tier (H6).',
    definition: '(Beds × reporting fees at their attach rates + premium at conversion) ÷ the client\'s monthly spend on modules and premium.',
  },
  {
    id: 'logistics_revenue_share', name: 'Logistics Revenue Share', tab: 'bi', unit: '%',
    formula: '100 * transport_recurring_revenue / total_revenue',
    benchmark: { kind: 'above', value: 30 }, benchmark_source: 'ours: more than the 2025 share (26%)',
    description: 'Share of revenue earned from transport partners rather than medical clients (H8 Shift from Medical to Logistics/Insurance).',
    definition: 'Transport recurring revenue ÷ total revenue.',
  },
  // ── Cockpit figures (OKRs and cost efficiency) ────────────────────────────────────────────
  {
    id: 'revenue_growth', name: 'Revenue Growth', tab: 'other', unit: '%',
    formula: '100 * (total_revenue / prev_year(total_revenue) - 1)',
    benchmark: { kind: 'above', value: 40 }, benchmark_source: 'ours: growth-stage SaaS',
    description: 'Revenue growth over the previous year.', definition: 'Total revenue ÷ last year\'s total revenue − 1.',
  },
  {
    id: 'cogs_share', name: 'Total COGS', tab: 'other', unit: '%',
    formula: '100 * cost_of_goods_sold / total_revenue',
    benchmark: { kind: 'below', value: 25 }, benchmark_source: 'P1 §9 (under 25% of revenue)',
    description: 'Cost of goods sold as a share of revenue.', definition: 'Cost of goods sold ÷ total revenue.',
  },
  {
    id: 'cogs_per_ride', name: 'COGS per Ride', tab: 'other', unit: '€',
    formula: 'cost_of_goods_sold / rides',
    benchmark: { kind: 'below', value: 2.2 }, benchmark_source: 'P1 §9 (under €2.20)',
    description: 'Cost of goods sold per ride.', definition: 'Cost of goods sold ÷ rides.',
  },
];

export const KPI_BY_ID: ReadonlyMap<string, KpiDef> = new Map(KPIS.map((kpi) => [kpi.id, kpi]));
