import type { LineDef } from '../types.ts';

/**
 * The operating business, month by month: headcount, clients, rides, revenue, cost and EBITDA.
 * See types.ts for the formula language. Lines on a statement appear there in this order.
 */
export const OPERATING_LINES: readonly LineDef[] = [
  // ── headcount ─────────────────────────────────────────────────────────────────────────────
  {
    // The sum of the departments, so a closed month's actual FTEs of a department (below) reach
    // every reader of FTEs; the plan's own total (plan_heads) is the same sum in forecast months.
    id: 'ftes', name: 'FTEs', unit: 'FTE', section: 'headcount', aggregate: 'avg', total: true, actuals: { baseline: true },
    formula: 'SUM_SECTION(headcount)',
    opening: 'actual(ftes)',
    explanation: 'The people employed in the month: the sum of the departments\' FTEs (Headcount sheet; a closed month\'s actual FTEs where it gives them).',
  },
  // One line per department of the headcount plan (engine/headcount/plan.ts). A closed month may
  // give a department's actual FTEs (the HR system reports heads, the ledger only payroll); a
  // department it leaves out keeps the plan's people.
  {
    id: 'sales_reps', name: 'Sales reps', unit: 'FTE', section: 'headcount', aggregate: 'avg', actuals: { closed: 'optional' },
    formula: 'heads_sales',
    explanation: 'The people of the sales department in the headcount plan (a closed month\'s actual where it gives one): the sales capacity.',
  },
  {
    id: 'customer_success_ftes', name: 'Customer success FTEs', unit: 'FTE', section: 'headcount', aggregate: 'avg', actuals: { closed: 'optional' },
    formula: 'heads_customer_success',
    explanation: 'The people of the customer success department in the headcount plan (a closed month\'s actual where it gives one).',
  },
  {
    id: 'implementation_ftes', name: 'Implementation FTEs', unit: 'FTE', section: 'headcount', aggregate: 'avg', actuals: { closed: 'optional' },
    formula: 'heads_implementation',
    explanation: 'The people of the implementation department in the headcount plan (a closed month\'s actual where it gives one).',
  },
  {
    id: 'engineering_ftes', name: 'Engineering FTEs', unit: 'FTE', section: 'headcount', aggregate: 'avg', actuals: { closed: 'optional' },
    formula: 'heads_engineering',
    explanation: 'The people of the engineering department in the headcount plan (a closed month\'s actual where it gives one).',
  },
  {
    id: 'operations_ftes', name: 'Operations FTEs', unit: 'FTE', section: 'headcount', aggregate: 'avg', actuals: { closed: 'optional' },
    formula: 'heads_operations',
    explanation: 'The people of the operations department (partner and ride support) in the headcount plan (a closed month\'s actual where it gives one).',
  },
  {
    id: 'g_and_a_ftes', name: 'G&A FTEs', unit: 'FTE', section: 'headcount', aggregate: 'avg', actuals: { closed: 'optional' },
    formula: 'heads_g_and_a',
    explanation: 'The people of general and administration (management, finance, people) in the headcount plan (a closed month\'s actual where it gives one).',
  },
  // ── medical clients ───────────────────────────────────────────────────────────────────────
  {
    id: 'onboarded_medical_clients', name: 'Onboarded medical facilities', unit: 'count', section: 'medical', aggregate: 'sum',
    actuals: { closed: 'optional' },
    formula: 'sales_reps * sales_rep_productivity + prev(medical_clients) * medical_client_growth_rate / 100 / 12 * MAX(0, 1 - prev(medical_facilities_won) / addressable_medical_facilities)',
    explanation: 'Sales-led onboardings plus referrals from the existing base, slowing as the facilities not yet won run out.',
  },
  {
    // Referrals slow with the facilities already won, not with today's clients: otherwise churn
    // would free market for referrals to refill, and more churn could bring more new facilities
    // (and the transport partners they bring). docs/decisions.md "Churn never adds clients".
    id: 'medical_facilities_won', name: 'Medical facilities won (cumulative)', unit: 'count', section: 'medical', aggregate: 'last',
    formula: 'prev(medical_facilities_won) + onboarded_medical_clients',
    opening: 'actual(inpatient_clients) + actual(outpatient_clients)',
    explanation: 'Every facility onboarded since December 2025, on top of that month\'s clients: the part of the addressable market already taken. A facility that leaves does not come back within the plan.',
  },
  {
    id: 'new_medical_clients', name: 'New active medical clients', unit: 'count', section: 'medical', aggregate: 'sum',
    actuals: { baseline: true, closed: 'optional' },
    formula: 'onboarded_medical_clients * onboarding_conversion_rate / 100',
    explanation: 'Onboarded facilities that become active clients.',
  },
  {
    id: 'inpatient_clients', name: 'Inpatient clients (EOP)', unit: 'count', section: 'medical', aggregate: 'last',
    actuals: { baseline: true, closed: 'required' },
    formula: 'prev(inpatient_clients) * (1 - monthly_logo_churn) + new_medical_clients * inpatient_share_of_new_clients / 100',
    opening: 'actual(inpatient_clients)',
    explanation: 'Last month\'s inpatient clients after churn plus the inpatient share of new clients.',
  },
  {
    id: 'outpatient_clients', name: 'Outpatient clients (EOP)', unit: 'count', section: 'medical', aggregate: 'last',
    actuals: { baseline: true, closed: 'required' },
    formula: 'prev(outpatient_clients) * (1 - monthly_logo_churn) + new_medical_clients * (1 - inpatient_share_of_new_clients / 100)',
    opening: 'actual(outpatient_clients)',
    explanation: 'Last month\'s outpatient clients after churn plus the outpatient share of new clients.',
  },
  {
    id: 'medical_clients', name: 'Medical clients (EOP)', unit: 'count', section: 'medical', aggregate: 'last',
    formula: 'inpatient_clients + outpatient_clients',
    opening: 'actual(inpatient_clients) + actual(outpatient_clients)',
    explanation: 'Inpatient plus outpatient clients at the end of the month.',
  },
  // ── transport partners ────────────────────────────────────────────────────────────────────
  {
    id: 'new_transport_clients', name: 'New transport partners', unit: 'count', section: 'transport', aggregate: 'sum',
    actuals: { baseline: true, closed: 'optional' },
    formula: 'MAX(0, serviceable_transport_companies - prev(transport_clients) * (1 - monthly_logo_churn)) * (1 - EXP(-(prev(transport_clients) * transport_client_growth_rate / 100 / 12 + german_transport_companies * transport_market_penetration_start / 100 / 12 + new_medical_clients * transport_partners_per_new_medical_client) / serviceable_transport_companies))',
    explanation: 'Partner demand (referrals among partners, inbound market pull, partners brought by new facilities) fills part of the serviceable market still open: headroom × (1 − e^(−demand ÷ serviceable market)). For small demand this is demand × (1 − partners ÷ market); it never overshoots the market.',
  },
  {
    id: 'transport_clients', name: 'Transport partners (EOP)', unit: 'count', section: 'transport', aggregate: 'last',
    actuals: { baseline: true, closed: 'required' },
    formula: 'prev(transport_clients) * (1 - monthly_logo_churn) + new_transport_clients',
    opening: 'actual(transport_clients)',
    explanation: 'Last month\'s partners after churn plus new partners.',
  },
  // ── rides ─────────────────────────────────────────────────────────────────────────────────
  {
    id: 'platform_adoption', name: 'Platform adoption', unit: 'ratio', section: 'rides', aggregate: 'avg',
    formula: 'prev(platform_adoption) + (platform_adoption_rate / 100 - prev(platform_adoption)) / adoption_ramp_months',
    opening: 'actual(medical_rides) / (actual(inpatient_clients) * inpatient_potential_rides_per_client + actual(outpatient_clients) * outpatient_rides_per_client_month)',
    explanation: 'Share of potential medical rides booked on the platform, closing 1/ramp of the gap to the adoption rate each month.',
  },
  {
    id: 'outpatient_rides', name: 'Outpatient rides', unit: 'rides', section: 'rides', aggregate: 'sum',
    formula: 'outpatient_clients * outpatient_rides_per_client_month * platform_adoption',
    explanation: 'Outpatient clients × rides per station × adoption.',
  },
  {
    id: 'medical_rides', name: 'Medical rides (booked)', unit: 'rides', section: 'rides', aggregate: 'sum',
    actuals: { baseline: true, closed: 'required' },
    formula: 'inpatient_clients * inpatient_potential_rides_per_client * platform_adoption + outpatient_rides',
    explanation: 'Inpatient clients × potential rides per facility × adoption, plus outpatient rides: the rides medical clients book through the platform.',
  },
  {
    id: 'transport_rides', name: 'Dispatched rides', unit: 'rides', section: 'rides', aggregate: 'sum',
    actuals: { baseline: true, closed: 'required' },
    formula: 'transport_clients * transport_rides_per_partner',
    explanation: 'Rides transport partners dispatch with the software.',
  },
  {
    id: 'rides', name: 'Total rides', unit: 'rides', section: 'rides', aggregate: 'sum',
    actuals: { baseline: true },
    formula: 'medical_rides + transport_rides',
    explanation: 'Booked medical rides plus dispatched rides.',
  },
  // ── revenue ───────────────────────────────────────────────────────────────────────────────
  {
    id: 'medical_revenue_index', name: 'Medical account revenue index', unit: 'index', section: 'medical', aggregate: 'last',
    formula: 'POWER(1 + account_net_expansion, month_index / 12)',
    opening: '1',
    explanation: 'Revenue per medical account relative to December 2025, growing with net expansion.',
  },
  {
    id: 'one_time_revenue', name: 'One-time implementation', unit: 'EUR', section: 'revenue', aggregate: 'sum',
    statement: 'pnl', label: 'One-time Implementation', hgb: '1', actuals: { baseline: true, closed: 'required' },
    formula: 'onboarded_medical_clients * (inpatient_share_of_new_clients / 100 * inpatient_implementation_fee + (1 - inpatient_share_of_new_clients / 100) * implementation_fee_min) + new_transport_clients * transport_onboarding_fee',
    explanation: 'Implementation fees of onboarded facilities plus onboarding fees of new partners.',
  },
  {
    id: 'medical_recurring_revenue', name: 'Recurring revenue, medical', unit: 'EUR', section: 'revenue_detail', aggregate: 'sum',
    actuals: { baseline: true, closed: 'required' },
    formula: 'medical_revenue_index * (inpatient_clients * beds_per_inpatient_client * per_bed_module_fee + outpatient_rides * outpatient_dispatch_saas_per_ride + medical_clients * premium_conversion_rate / 100 * medical_premium_monthly_fee)',
    explanation: 'Per-bed modules, outpatient per-ride SaaS and premium, scaled by the account revenue index.',
  },
  {
    id: 'transport_recurring_revenue', name: 'Recurring revenue, transport', unit: 'EUR', section: 'revenue_detail', aggregate: 'sum',
    actuals: { baseline: true, closed: 'required' },
    formula: 'transport_rides * outpatient_dispatch_saas_per_ride + transport_clients * vehicles_per_transport_client * dispatch_software_per_vehicle_month',
    explanation: 'Per-ride dispatch SaaS plus dispatch software for every vehicle of every partner.',
  },
  {
    id: 'recurring_revenue', name: 'Recurring revenue', unit: 'EUR', section: 'revenue', aggregate: 'sum',
    statement: 'pnl', label: 'Recurring Revenue', hgb: '1', actuals: { baseline: true },
    formula: 'medical_recurring_revenue + transport_recurring_revenue',
    explanation: 'Medical plus transport recurring revenue.',
  },
  {
    id: 'transaction_revenue', name: 'Transaction (per ride)', unit: 'EUR', section: 'revenue', aggregate: 'sum',
    statement: 'pnl', label: 'Transaction (per Ride)', hgb: '1', actuals: { baseline: true, closed: 'required' },
    formula: 'medical_rides * transaction_revenue_per_medical_ride',
    explanation: 'Booked medical rides × transaction revenue per ride.',
  },
  {
    id: 'total_revenue', name: 'Total revenue', unit: 'EUR', section: 'revenue', aggregate: 'sum',
    statement: 'pnl', label: 'Total Revenue', total: true, actuals: { baseline: true },
    formula: 'SUM_SECTION(revenue)',
    explanation: 'One-time plus recurring plus transaction revenue.',
  },
  // ── cost of goods sold ────────────────────────────────────────────────────────────────────
  {
    id: 'cost_of_goods_sold', name: 'Cost of goods sold', unit: 'EUR', section: 'cogs', aggregate: 'sum',
    statement: 'pnl', label: 'Cost of Goods Sold', hgb: '5b', actuals: { baseline: true, closed: 'required' },
    formula: 'rides * cogs_per_ride + medical_clients * customer_success_cost_per_client_month + onboarded_medical_clients * implementation_cost_per_client',
    explanation: 'Direct cost per ride, customer success per client and implementation per onboarding.',
  },
  {
    id: 'gross_profit', name: 'Gross profit', unit: 'EUR', section: 'result', aggregate: 'sum',
    statement: 'pnl', label: 'Gross Profit', total: true, actuals: { baseline: true },
    formula: 'total_revenue - cost_of_goods_sold',
    explanation: 'Revenue minus cost of goods sold.',
  },
  // ── operating expenses ────────────────────────────────────────────────────────────────────
  {
    id: 'employees', name: 'Employees', unit: 'EUR', section: 'opex', aggregate: 'sum',
    statement: 'pnl', label: 'Employees', hgb: '6', actuals: { baseline: true, closed: 'required' },
    formula: 'plan_cost',
    explanation: 'The cost of every position of the headcount plan in the month: salaries, variable pay, the employer\'s contributions and recruiting (Headcount sheet).',
  },
  {
    id: 'sales_team_payroll', name: 'Payroll of the sales team', unit: 'EUR', section: 'kpi_inputs', aggregate: 'sum',
    formula: 'IF(plan_cost > 0, employees * cost_sales / plan_cost, 0)',
    explanation: 'The sales department\'s share of the payroll (Employees): what a fully loaded acquisition cost adds to sales & marketing.',
  },
  {
    id: 'sales_marketing', name: 'Sales & marketing', unit: 'EUR', section: 'opex', aggregate: 'sum',
    statement: 'pnl', label: 'Sales & Marketing', hgb: '8', actuals: { baseline: true, closed: 'required' },
    formula: 'onboarded_medical_clients * customer_acquisition_cost + new_transport_clients * transport_acquisition_cost + marketing_fixed_monthly',
    explanation: 'Acquisition cost per onboarded facility and per new partner plus fixed brand marketing.',
  },
  {
    id: 'hosting_licenses', name: 'Hosting & licenses', unit: 'EUR', section: 'opex', aggregate: 'sum',
    statement: 'pnl', label: 'Hosting & Licenses', hgb: '8', actuals: { baseline: true, closed: 'required' },
    formula: 'rides * hosting_cost_per_ride + ftes * licenses_per_fte_month + hosting_fixed_monthly',
    explanation: 'Hosting per ride, licences per FTE and fixed platform cost.',
  },
  {
    id: 'gross_profit_after_hosting', name: 'Gross profit after hosting', unit: 'EUR', section: 'kpi_inputs', aggregate: 'sum',
    formula: 'gross_profit - hosting_licenses',
    explanation: 'Gross profit less Hosting & Licenses: the margin KPIs count hosting as a cost of revenue, as SaaS benchmarks do.',
  },
  {
    id: 'office_infrastructure', name: 'Office infrastructure', unit: 'EUR', section: 'opex', aggregate: 'sum',
    statement: 'pnl', label: 'Office Infrastructure', hgb: '8', actuals: { baseline: true, closed: 'required' },
    formula: 'ftes * office_cost_per_fte_month',
    explanation: 'Office cost per FTE.',
  },
  {
    id: 'legal_tax', name: 'Legal & tax', unit: 'EUR', section: 'opex', aggregate: 'sum',
    statement: 'pnl', label: 'Legal & Tax', hgb: '8', actuals: { baseline: true, closed: 'required' },
    formula: 'legal_tax_monthly + total_revenue * legal_tax_share_of_revenue / 100',
    explanation: 'Fixed legal and tax fees plus a share of revenue.',
  },
  {
    id: 'bfs_factoring', name: 'Factoring & accounting', unit: 'EUR', section: 'opex', aggregate: 'sum',
    statement: 'pnl', label: 'Factoring & Accounting', hgb: '8', actuals: { baseline: true, closed: 'required' },
    formula: 'accounting_monthly + total_revenue * factored_invoice_share / 100 * bfs_factoring_rate / 100',
    explanation: 'Fixed accounting plus the BFS factoring fee on the invoices sold to the factor.',
  },
  {
    id: 'bonus_pool_tc', name: 'Bonus pool TC', unit: 'EUR', section: 'opex', aggregate: 'sum',
    statement: 'pnl', label: 'Bonus Pool TC', hgb: '8', actuals: { baseline: true, closed: 'required' },
    formula: 'medical_rides * driver_bonus_gate_share / 100 * driver_quality_bonus + new_medical_clients * driver_referral_share / 100 * driver_referral_bonus',
    explanation: 'Driver quality bonus on gated marketplace rides plus driver referral bonuses.',
  },
  {
    id: 'bonus_pool_mc', name: 'Bonus pool MC', unit: 'EUR', section: 'opex', aggregate: 'sum',
    statement: 'pnl', label: 'Bonus Pool MC', hgb: '8', actuals: { baseline: true, closed: 'required' },
    formula: 'transaction_revenue * medical_client_bonus_rate / 100',
    explanation: 'Medical client bonus on transaction revenue.',
  },
  {
    id: 'rounding_adjustment', name: 'Rounding / reconciliation adjustment', unit: 'EUR', section: 'opex', aggregate: 'sum',
    statement: 'pnl', label: 'Rounding / Reconciliation Adjustment', hgb: '8', actuals: { baseline: true },
    formula: '0',
    explanation: 'Only the 2024 actuals carry a rounding adjustment; the forecast needs none.',
  },
  {
    id: 'total_operating_expenses', name: 'Total operating expenses', unit: 'EUR', section: 'opex', aggregate: 'sum',
    statement: 'pnl', label: 'Total Operating Expenses', total: true, actuals: { baseline: true },
    formula: 'SUM_SECTION(opex)',
    explanation: 'Sum of the operating expense lines.',
  },
  {
    // HGB §248(2): own development may be capitalised (not for tax, EStG §5(2)); the payroll stays in
    // Employees and this line adds back what becomes an intangible asset (docs/model.md "Fixed assets").
    id: 'own_work_capitalised', name: 'Own work capitalised', unit: 'EUR', section: 'other_income', aggregate: 'sum',
    statement: 'pnl', label: 'Own Work Capitalised', hgb: '3',
    formula: 'employees * capitalised_development_share / 100',
    explanation: 'The share of payroll spent on developing the platform that is capitalised as an intangible asset (HGB §248(2); 0 unless chosen).',
  },
  {
    id: 'ebitda', name: 'EBITDA', unit: 'EUR', section: 'result', aggregate: 'sum',
    statement: 'pnl', label: 'EBITDA', total: true, actuals: { baseline: true },
    formula: 'gross_profit - total_operating_expenses + own_work_capitalised',
    explanation: 'Gross profit minus operating expenses, plus own work capitalised (development cost that becomes an asset instead of an expense).',
  },
];
