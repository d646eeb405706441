import type { KpiDef } from '../types.ts';

/**
 * Lifetime gross profit of a medical client: revenue per average medical client × gross margin
 * after hosting × its lifetime (1 ÷ logo churn, at most the LTV horizon). Both LTV/CAC ratios
 * divide it, by the specification's CAC and by the fully loaded one.
 */
const MEDICAL_LTV = '((medical_recurring_revenue + transaction_revenue) / ((prev_year(medical_clients) + medical_clients) / 2) * gross_profit_after_hosting / total_revenue * MIN(100 / logo_churn_rate, ltv_horizon_years))';

/** Margin tab: what revenue leaves after the cost of revenue, acquisition and operations. See engine/model/kpis.ts for the formula language. */
export const MARGIN_KPIS: readonly KpiDef[] = [
  {
    id: 'gross_margin', name: 'Gross Margin', tab: 'margin', unit: '%',
    formula: '100 * gross_profit_after_hosting / total_revenue',
    benchmark: { kind: 'range', min: 75, max: 85 }, benchmark_source: 'KeyBanc SaaS survey (75–85% for SaaS with services)',
    reference: 'P1 §9 KPI table',
    description: 'Revenue left after the cost of revenue: direct costs and hosting.',
    definition: '(Gross profit − Hosting & Licenses) ÷ total revenue. Hosting runs the platform the clients pay for, so it is a cost of revenue here, although the P&L lists it among the operating expenses.',
    remedy: {
      warning: 'Gross margin is just outside its band: below it, renegotiate telephony, maps and payment fees to lower the Direct Cost per Ride; above it, check that Customer Success per Client is funded well enough to keep clients.',
      critical: 'Gross margin is far outside its band: below it, cut the Direct Cost per Ride, bring the Implementation Cost per Facility under the implementation fee and raise the Platform Revenue Share; above it, the plan under-funds service (Customer Success per Client).',
    },
  },
  {
    id: 'ltv_cac', name: 'LTV/CAC Ratio', tab: 'margin', unit: 'x',
    // CAC from the Sales & Marketing line and the new clients, not from the acquisition-cost driver:
    // in a closed month both are actuals.
    formula: `${MEDICAL_LTV} / (sales_marketing / new_medical_clients)`,
    closedYear: 'The lifetime reads the Logo Churn Rate and the LTV Horizon, drivers.', closedYearAlsoActualYears: true,
    benchmark: { kind: 'above', value: 3 }, benchmark_source: 'SaaS unit economics rule of thumb (LTV/CAC above 3)',
    reference: 'P1 §9 KPI table',
    description: 'Lifetime gross profit of a medical client per euro of acquisition spend on winning one, as the specification counts it (sales & marketing spend only).',
    definition: 'LTV = medical revenue per average medical client × gross margin (after hosting) × min(1 ÷ logo churn, LTV horizon); CAC here = cost of winning an active medical client = sales & marketing ÷ new active medical clients (the P&L line and the client line, so actuals in closed months). Transport partners come through referrals and market pull, so the spend is the medical clients\'.',
    remedy: {
      warning: 'Acquisition pays back slowly: move spend to the channels with the lowest Acquisition Cost per Medical Facility and grow revenue per account through the Premium Conversion Rate.',
      critical: 'Clients cost more to win than they return: cut the Acquisition Cost per Medical Facility by moving to referrals and inside sales, lower the Logo Churn Rate and raise prices per account before adding sales spend.',
    },
  },
  {
    id: 'ltv_cac_fully_loaded', name: 'LTV/CAC (Fully Loaded)', tab: 'margin', unit: 'x',
    formula: `${MEDICAL_LTV} / ((sales_marketing + sales_team_payroll) / new_medical_clients)`,
    closedYear: 'The lifetime reads the Logo Churn Rate and the LTV Horizon, and the sales team\'s payroll the Sales Team Size: drivers.',
    benchmark: { kind: 'above', value: 3 }, benchmark_source: 'SaaS unit economics rule of thumb (LTV/CAC above 3)',
    reference: 'ours: issue 25, the standard fully loaded CAC',
    description: 'Lifetime gross profit of a medical client per euro it costs to win one, the sales team\'s salaries included.',
    definition: 'The LTV of the LTV/CAC Ratio ÷ the fully loaded cost of winning an active medical client: (sales & marketing + the sales team\'s payroll) ÷ new active medical clients.',
    remedy: {
      warning: 'Counting the sales team\'s salaries, a client returns a little less than three times its cost: raise Sales Rep Productivity with better qualified leads before growing the Sales Team Size.',
      critical: 'With the sales team\'s salaries, winning a client costs more than it returns: hold the Sales Team Size until Sales Rep Productivity and the Onboarding-to-Active Conversion rise, and lower the Logo Churn Rate to lengthen the lifetime.',
    },
  },
  {
    id: 'unit_economics', name: 'Unit Economics', tab: 'margin', unit: 'x',
    formula: 'gross_profit_after_hosting / (cost_of_goods_sold + hosting_licenses)',
    benchmark: { kind: 'above', value: 2.5 }, benchmark_source: 'Marketplace unit economics (gross profit above 2.5× direct cost)',
    reference: 'P1 §9 KPI table',
    description: 'Gross profit earned per euro of cost of revenue.',
    definition: '(Gross profit − Hosting & Licenses) ÷ (cost of goods sold + Hosting & Licenses): hosting is a cost of revenue, as in the Gross Margin.',
    remedy: {
      warning: 'Direct costs eat into each euro of revenue: lower the Direct Cost per Ride through volume deals with telephony, maps and payment providers.',
      critical: 'Rides barely cover their direct cost: renegotiate the Direct Cost per Ride, standardise roll-outs to reduce the Implementation Cost per Facility and raise the Platform Revenue Share on transaction revenue.',
    },
  },
  {
    id: 'operating_margin', name: 'Operating Margin', tab: 'margin', unit: '%',
    formula: '100 * ebitda / total_revenue',
    closedYear: 'EBITDA adds own work capitalised, which follows the Capitalised Development Share driver.',
    benchmark: { kind: 'above', value: 20 }, benchmark_source: 'Rule of 40 profile for scaled SaaS (above 20%)',
    reference: 'P1 §9 KPI table',
    description: 'EBITDA as a share of revenue.',
    definition: 'EBITDA ÷ total revenue.',
    remedy: {
      warning: 'Margin is just below target: hold hiring to the FTE Plan 2026 and the later years\' plans, and renegotiate hosting and the Factoring Fee.',
      critical: 'Costs outgrow revenue: freeze discretionary spend such as Brand Marketing, cut acquisition channels whose Acquisition Cost per Medical Facility is above plan and revisit the FTE Plan 2026 and the later years.',
    },
  },
  {
    id: 'contribution_margin', name: 'Contribution Margin', tab: 'margin', unit: '%',
    formula: '100 * (gross_profit_after_hosting - sales_marketing - bonus_pool_tc - bonus_pool_mc) / total_revenue',
    benchmark: { kind: 'above', value: 60 }, benchmark_source: 'Marketplace contribution benchmarks (above 60%)',
    reference: 'P1 §9 KPI table',
    description: 'Revenue left after the cost of revenue, acquisition and bonus costs.',
    definition: '(Gross profit − Hosting & Licenses − sales & marketing − bonus pools) ÷ total revenue.',
    remedy: {
      warning: 'Acquisition and bonus costs take too much of revenue: hold Brand Marketing to the plan and check the Driver Quality Bonus against the rides it brings in.',
      critical: 'Variable costs leave too little to pay for the team: cut the Acquisition Cost per Medical Facility, bring the Medical Client Bonus and Driver Referral Bonus down to what wins clients, and raise prices to lift gross profit.',
    },
  },
  {
    id: 'cac', name: 'Customer Acquisition Cost', tab: 'margin', unit: '€',
    formula: 'sales_marketing / (new_medical_clients + new_transport_clients)',
    benchmark: { kind: 'below', value: 2000 }, benchmark_source: 'Internal target (below €2,000 per new client)',
    reference: 'P1 §9 fixed values: CAC benchmark below €2,000',
    description: 'As the specification counts it: sales and marketing spend per new client, medical and transport, without the sales team\'s salaries (see the fully loaded CAC beside it).',
    definition: 'Sales & marketing ÷ new clients (medical and transport). Not the Acquisition Cost per Medical Facility driver, which is the cost of onboarding one medical facility.',
    remedy: {
      warning: 'Each new client costs a little more than planned: shift budget from Brand Marketing to referrals and inbound leads, and hold the Acquisition Cost per Medical Facility of sales-led wins to plan.',
      critical: 'New clients cost far more than planned: stop the channels with the highest Acquisition Cost per Medical Facility, pause Brand Marketing until conversion improves, and give reps better qualified leads to raise Sales Rep Productivity.',
    },
  },
  {
    id: 'cac_fully_loaded', name: 'Customer Acquisition Cost (Fully Loaded)', tab: 'margin', unit: '€',
    formula: '(sales_marketing + sales_team_payroll) / (new_medical_clients + new_transport_clients)',
    closedYear: 'The sales team\'s payroll follows the Sales Team Size: no actual splits Employees by team.',
    benchmark: { kind: 'below', value: 2000 }, benchmark_source: 'Internal target (below €2,000 per new client, as for the CAC)',
    reference: 'ours: issue 25, the standard fully loaded CAC beside the specification\'s',
    description: 'All it costs to win a new client, medical and transport: sales and marketing spend plus the sales team\'s salaries.',
    definition: '(Sales & marketing + the sales reps\' share of the payroll) ÷ new clients (medical and transport).',
    remedy: {
      warning: 'With the sales team\'s salaries a new client costs a little more than planned: raise Sales Rep Productivity with a standard contract and shift Brand Marketing to referrals.',
      critical: 'With the sales team\'s salaries new clients cost far more than planned: hold the Sales Team Size, coach reps to a higher Sales Rep Productivity and stop the channels with the highest Acquisition Cost per Medical Facility.',
    },
  },
];
