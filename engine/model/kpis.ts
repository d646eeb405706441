import type { KpiDef } from './types.ts';

const ASSESSED_2025 = {
  source: 'Management estimate 2025',
  reference: 'assessed: the specification passes 2025 bases in without showing them, and the actuals do not hold this input',
} as const;

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
    reference: 'P1 §9 KPI table',
    description: 'Recurring revenue kept and grown from last year\'s medical accounts.',
    definition: '(1 − logo churn) × growth of the medical account revenue index over the year.',
    base2025: { value: 108, ...ASSESSED_2025 },
    remedy: {
      warning: 'Expansion is slowing: raise the Account Expansion Rate by selling the premium tier and strategic reporting into accounts without them, and find the downgrades that lower the Customer Retention Rate.',
      critical: 'Existing accounts shrink: run account reviews with the largest clients, fix the downgrade reasons behind a falling Customer Retention Rate, bring the Logo Churn Rate down with multi-year terms and price the modules as a bundle.',
    },
  },
  {
    id: 'adoption_rate', name: 'Adoption Rate', tab: 'growth', unit: '%',
    formula: '100 * platform_adoption',
    benchmark: { kind: 'above', value: 80 }, benchmark_source: 'Healthcare SaaS usage benchmarks (active booking share above 80%)',
    reference: 'P1 §9 KPI table',
    description: 'Share of clients\' potential rides booked through the platform (average over the year).',
    definition: 'Booked medical rides ÷ potential medical rides, averaged over the months of the year.',
    remedy: {
      warning: 'Some wards still book by phone: train ward staff and make the platform the default booking channel to lift the Platform Adoption Rate.',
      critical: 'Most rides bypass the platform: appoint a champion per facility, integrate with the hospital information system, report unbooked rides weekly and shorten the Adoption Ramp of new facilities.',
    },
  },
  {
    id: 'new_customer_growth', name: 'New Customer Growth YoY', tab: 'growth', unit: '%',
    formula: '100 * (medical_clients / prev_year(medical_clients) - 1)',
    benchmark: { kind: 'above', value: 40 }, benchmark_source: 'Growth-stage SaaS (T2D3 path: above 40% logo growth)',
    reference: 'P1 §9 KPI table',
    description: 'Growth of the medical client base over the year.',
    definition: 'Medical clients at year end ÷ medical clients a year earlier − 1.',
    remedy: {
      warning: 'Logo growth lags the plan: add reps to the Sales Team Size in the strongest regions and reactivate the referral programme.',
      critical: 'Acquisition has stalled: review the pipeline weekly, raise Sales Rep Productivity with a standard contract that shortens the sales cycle, and hire reps ahead of the plan to grow the Sales Team Size.',
    },
  },
  {
    id: 'logo_churn', name: 'Logo Churn Rate', tab: 'growth', unit: '%',
    formula: '100 * (prev_year(medical_clients) + prev_year(transport_clients) + new_medical_clients + new_transport_clients - medical_clients - transport_clients) / ((prev_year(medical_clients) + prev_year(transport_clients) + medical_clients + transport_clients) / 2)',
    benchmark: { kind: 'below', value: 5 }, benchmark_source: 'B2B SaaS annual logo churn (healthy below 5%)',
    reference: 'P1 §9 KPI table',
    description: 'Clients lost during the year relative to the average client base.',
    definition: 'Clients lost in the year (opening + new − closing, medical and transport) ÷ average of opening and closing clients.',
    remedy: {
      warning: 'Churn is creeping up: add health scores and call every client whose booking volume falls, before the Logo Churn Rate rises further.',
      critical: 'Clients leave in numbers: run exit interviews, assign customer success managers to every account and offer multi-year terms to bring the Logo Churn Rate down.',
    },
  },
  {
    id: 'onboarding_conversion', name: 'Onboarding-to-Active Conversion', tab: 'growth', unit: '%',
    formula: '100 * new_medical_clients / onboarded_medical_clients',
    benchmark: { kind: 'above', value: 70 }, benchmark_source: 'SaaS onboarding benchmarks (activation above 70%)',
    reference: 'P1 §9 KPI table',
    description: 'Share of onboarded facilities that become active clients.',
    definition: 'New active medical clients ÷ onboarded medical facilities.',
    base2025: { value: 74, ...ASSESSED_2025 },
    remedy: {
      warning: 'Some onboarded facilities never go live: give each a named onboarding lead and a go-live date to lift the Onboarding-to-Active Conversion.',
      critical: 'Most onboardings stall before the first ride: qualify facilities before signing, pay sales commission only at go-live and put a go-live plan into every contract to raise the Onboarding-to-Active Conversion.',
    },
  },
  {
    id: 'share_of_wallet', name: 'Share of Wallet', tab: 'growth', unit: '%',
    formula: '100 * (beds_per_inpatient_client * per_bed_module_fee + premium_conversion_rate / 100 * medical_premium_monthly_fee) / (beds_per_inpatient_client * per_bed_list_fee + medical_premium_monthly_fee)',
    benchmark: { kind: 'above', value: 60 }, benchmark_source: 'Vertical SaaS suite penetration (above 60%)',
    reference: 'P1 §9 KPI table',
    description: 'Share of the full product suite an average inpatient client buys.',
    definition: 'Monthly spend of an average inpatient client (modules at attach rates, premium at conversion) ÷ the full suite at list price.',
    remedy: {
      warning: 'Clients buy only part of the suite: offer strategic reporting as an upgrade at every renewal to raise the Strategic Reporting Attach Rate, and pitch the premium tier to lift the Premium Conversion Rate.',
      critical: 'Clients use the platform as a single tool: sell all per-bed modules as one suite price, tie the Core Reporting Attach Rate and Strategic Reporting Attach Rate to account reviews and lift the Premium Conversion Rate with a premium trial.',
    },
  },
  // ── Margin ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'gross_margin', name: 'Gross Margin', tab: 'margin', unit: '%',
    formula: '100 * gross_profit / total_revenue',
    benchmark: { kind: 'range', min: 75, max: 85 }, benchmark_source: 'KeyBanc SaaS survey (75–85% for SaaS with services)',
    reference: 'P1 §9 KPI table',
    description: 'Revenue left after direct costs.',
    definition: 'Gross profit ÷ total revenue.',
    remedy: {
      warning: 'Gross margin is just outside its band: below it, renegotiate telephony, maps and payment fees to lower the Direct Cost per Ride; above it, check that Customer Success per Client is funded well enough to keep clients.',
      critical: 'Gross margin is far outside its band: below it, cut the Direct Cost per Ride, bring the Implementation Cost per Facility under the implementation fee and raise the Platform Revenue Share; above it, the plan under-funds service (Customer Success per Client).',
    },
  },
  {
    id: 'ltv_cac', name: 'LTV/CAC Ratio', tab: 'margin', unit: 'x',
    formula: '((medical_recurring_revenue + transaction_revenue) / ((prev_year(medical_clients) + medical_clients) / 2) * gross_profit / total_revenue * MIN(100 / logo_churn_rate, ltv_horizon_years)) / (onboarded_medical_clients * customer_acquisition_cost / new_medical_clients)',
    benchmark: { kind: 'above', value: 3 }, benchmark_source: 'SaaS unit economics rule of thumb (LTV/CAC above 3)',
    reference: 'P1 §9 KPI table',
    description: 'Lifetime gross profit of a medical client per euro spent winning one active medical client.',
    definition: 'LTV = medical revenue per average medical client × gross margin × min(1 ÷ logo churn, LTV horizon); CAC here = cost of winning an active medical client = Acquisition Cost per Medical Facility × onboarded facilities ÷ new active medical clients (not the blended Customer Acquisition Cost).',
    remedy: {
      warning: 'Acquisition pays back slowly: move spend to the channels with the lowest Acquisition Cost per Medical Facility and grow revenue per account through the Premium Conversion Rate.',
      critical: 'Clients cost more to win than they return: cut the Acquisition Cost per Medical Facility by moving to referrals and inside sales, lower the Logo Churn Rate and raise prices per account before adding sales spend.',
    },
  },
  {
    id: 'unit_economics', name: 'Unit Economics', tab: 'margin', unit: 'x',
    formula: 'gross_profit / cost_of_goods_sold',
    benchmark: { kind: 'above', value: 2.5 }, benchmark_source: 'Marketplace unit economics (gross profit above 2.5× direct cost)',
    reference: 'P1 §9 KPI table',
    description: 'Gross profit earned per euro of direct cost.',
    definition: 'Gross profit ÷ cost of goods sold.',
    remedy: {
      warning: 'Direct costs eat into each euro of revenue: lower the Direct Cost per Ride through volume deals with telephony, maps and payment providers.',
      critical: 'Rides barely cover their direct cost: renegotiate the Direct Cost per Ride, standardise roll-outs to reduce the Implementation Cost per Facility and raise the Platform Revenue Share on transaction revenue.',
    },
  },
  {
    id: 'operating_margin', name: 'Operating Margin', tab: 'margin', unit: '%',
    formula: '100 * ebitda / total_revenue',
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
    formula: '100 * (gross_profit - sales_marketing - bonus_pool_tc - bonus_pool_mc) / total_revenue',
    benchmark: { kind: 'above', value: 60 }, benchmark_source: 'Marketplace contribution benchmarks (above 60%)',
    reference: 'P1 §9 KPI table',
    description: 'Revenue left after direct, acquisition and bonus costs.',
    definition: '(Gross profit − sales & marketing − bonus pools) ÷ total revenue.',
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
    description: 'Blended: all sales and marketing spend per new client, medical and transport.',
    definition: 'Sales & marketing ÷ new clients (medical and transport). Not the Acquisition Cost per Medical Facility driver, which is the cost of onboarding one medical facility.',
    remedy: {
      warning: 'Each new client costs a little more than planned: shift budget from Brand Marketing to referrals and inbound leads, and hold the Acquisition Cost per Medical Facility of sales-led wins to plan.',
      critical: 'New clients cost far more than planned: stop the channels with the highest Acquisition Cost per Medical Facility, pause Brand Marketing until conversion improves, and give reps better qualified leads to raise Sales Rep Productivity.',
    },
  },
  // ── Efficiency ────────────────────────────────────────────────────────────────────────────
  {
    id: 'monthly_burn', name: 'Monthly Burn Rate', tab: 'efficiency', unit: 'k€',
    formula: 'total_operating_expenses / 12 / 1000',
    benchmark: { kind: 'below', value: 300 }, benchmark_source: 'Internal target (under €300k a month)',
    reference: 'P1 §9 KPI table (burn rate under 300k)',
    description: 'Gross operating burn: operating expenses per month.',
    definition: 'Total operating expenses ÷ 12, in thousand euros.',
    remedy: {
      warning: 'Burn is near the limit: phase the hires of the FTE Plan 2026 by revenue milestones and review fixed costs such as Hosting & Platform and Office per FTE.',
      critical: 'Burn is far above plan: cut spend to the revenue run rate, freeze hiring beyond the FTE Plan 2026, stop Brand Marketing and end non-essential programmes.',
    },
  },
  {
    id: 'cash_runway', name: 'Cash Runway', tab: 'efficiency', unit: 'months',
    formula: 'closing_cash / (total_operating_expenses / 12)',
    benchmark: { kind: 'above', value: 12 }, benchmark_source: 'VC guidance (over 12 months of cost covered)',
    reference: 'P1 §9 KPI table',
    description: 'Months the year-end cash covers the monthly operating expenses.',
    definition: 'Closing cash ÷ monthly operating expenses (gross burn).',
    remedy: {
      warning: 'Runway is under a year: start the next funding round or secure a credit line now, and phase the hires of the FTE Plan 2026 by revenue milestones.',
      critical: 'Cash runs out within months: cut burn at once (hiring in the FTE Plan 2026, Brand Marketing) and raise bridge financing on top of the planned Capital Injection.',
    },
  },
  {
    id: 'revenue_per_employee', name: 'Revenue per Employee', tab: 'efficiency', unit: 'k€',
    formula: 'total_revenue / ftes / 1000',
    benchmark: { kind: 'above', value: 150 }, benchmark_source: 'European SaaS (over €150k per FTE)',
    reference: 'P1 §9 KPI table',
    description: 'Revenue per average FTE.',
    definition: 'Total revenue ÷ average FTEs, in thousand euros.',
    remedy: {
      warning: 'The team grows faster than revenue: hold the FTE Plan 2026 to revenue-funded roles and automate onboarding and support work.',
      critical: 'Revenue per head is far below SaaS peers: stop hiring non-revenue roles beyond the FTE Plan 2026 and grow through Sales Rep Productivity and prices rather than headcount.',
    },
  },
  {
    id: 'sales_efficiency', name: 'Sales Efficiency', tab: 'efficiency', unit: 'x',
    formula: '(new_medical_clients * (medical_recurring_revenue + transaction_revenue) / ((prev_year(medical_clients) + medical_clients) / 2)) / (onboarded_medical_clients * customer_acquisition_cost)',
    benchmark: { kind: 'above', value: 1 }, benchmark_source: 'SaaS magic number (over 1.0)',
    reference: 'P1 §9 KPI table',
    description: 'Annualised revenue won per euro spent acquiring medical clients.',
    definition: 'New medical clients × the year\'s recurring and transaction revenue per average medical client ÷ acquisition spend on onboarded facilities.',
    base2025: { value: 0.9, ...ASSESSED_2025 },
    remedy: {
      warning: 'Acquisition spend earns slightly less than it costs in first-year revenue: focus reps on facilities that go live fast (Onboarding-to-Active Conversion) and sell the premium tier at signing (Premium Conversion Rate).',
      critical: 'Acquisition spend does not earn itself back within a year: cut the Acquisition Cost per Medical Facility, stop low-converting channels and raise revenue per account with the Premium Conversion Rate and the reporting attach rates.',
    },
  },
  {
    id: 'capital_efficiency', name: 'Capital Efficiency', tab: 'efficiency', unit: 'x',
    formula: 'arr / (capital_injection_2025 + capital_reserve - capital_reserve_2025)',
    benchmark: { kind: 'above', value: 2 }, benchmark_source: 'Bessemer efficiency score (ARR over 2× capital)',
    reference: 'P1 §9 KPI table',
    description: 'Year-end ARR per euro raised in the funding rounds from the 2025 round on.',
    definition: 'Run-rate ARR at year end ÷ equity raised: the 2025 round plus every later equity round up to the year end.',
    remedy: {
      warning: 'ARR trails the capital raised: put the funds into what grows recurring revenue fastest, the Sales Team Size for medical clients and the Transport Client Growth Rate for partners.',
      critical: 'The capital raised has not turned into ARR: stop spend that does not grow recurring revenue, raise the Inpatient SaaS per Bed price at renewals and size the next Capital Injection to milestones, not to runway.',
    },
  },
  {
    id: 'time_to_first_value', name: 'Time to First Value', tab: 'efficiency', unit: 'days',
    formula: 'time_to_first_value_days',
    benchmark: { kind: 'below', value: 21 }, benchmark_source: 'Internal target (under 21 days)',
    reference: 'P1 §9 fixed values: time to first value under 21 days',
    description: 'Days from contract to the first booked ride (assessed from onboarding records).',
    definition: 'The assessed input time_to_first_value_days.',
    base2025: { value: 28, source: 'Onboarding records 2025 (28 days)', reference: 'P1 §9 fixed values: 28 days in 2025' },
    remedy: {
      warning: 'Onboarding takes a little too long: use a standard go-live checklist and book the first ride during the kick-off to bring down the Time to First Value.',
      critical: 'Clients wait weeks for their first ride: assign an implementation lead per facility, set up the hospital interface before signing and track the Time to First Value of every onboarding weekly.',
    },
  },
  // ── Industry ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'network_effect_multiplier', name: 'Network Effect Multiplier', tab: 'industry', unit: 'x',
    formula: '(rides / prev_year(rides)) / ((medical_clients + transport_clients) / (prev_year(medical_clients) + prev_year(transport_clients)))',
    benchmark: { kind: 'above', value: 1 }, benchmark_source: 'Internal target: rides grow faster than clients',
    reference: 'ours',
    description: 'Ride growth relative to client growth.',
    definition: '(Rides ÷ last year\'s rides) ÷ (clients ÷ last year\'s clients).',
    remedy: {
      warning: 'Rides grow only as fast as clients: lift the Platform Adoption Rate in existing facilities and connect more Transport Partners per New Facility, so each client brings more rides.',
      critical: 'Rides grow slower than the client base, so the marketplace is not pulling: route every booking of existing facilities through the platform (Platform Adoption Rate) and onboard each facility\'s transport partners with it (Transport Partners per New Facility).',
    },
  },
  {
    id: 'whitespace_penetration_velocity', name: 'Whitespace Penetration Velocity', tab: 'industry', unit: 'pp/year',
    formula: '100 * (medical_clients - prev_year(medical_clients)) / addressable_medical_facilities',
    benchmark: { kind: 'above', value: 1.7 }, benchmark_source: 'Internal target: 8.5% of addressable facilities within five years',
    reference: 'ours: P2 §3 fixed extra medical market penetration 8.5% ÷ 5 years',
    description: 'Percentage points of the addressable facilities won per year.',
    definition: 'Net new medical clients ÷ addressable medical facilities.',
    remedy: {
      warning: 'The market is won a little too slowly: add reps to the Sales Team Size in regions with many unserved facilities and raise the Onboarding-to-Active Conversion.',
      critical: 'At this pace the target market share is out of reach: grow sales-led acquisition (Sales Team Size, Sales Rep Productivity), enter new regions through hospital groups and cut the Logo Churn Rate so that wins are not lost again.',
    },
  },
  {
    id: 'b2b2c_revenue_multiplier', name: 'B2B2C Revenue Multiplier', tab: 'industry', unit: 'x',
    formula: 'total_revenue / recurring_revenue',
    benchmark: { kind: 'above', value: 1.3 }, benchmark_source: 'Internal target: ride revenue adds at least 30% on top of software',
    reference: 'ours',
    description: 'Total revenue per euro of software revenue.',
    definition: 'Total revenue ÷ recurring revenue.',
    remedy: {
      warning: 'Ride revenue adds little on top of software: move more bookings into revenue-generating rides (Revenue-Generating Rides) and review the Platform Revenue Share with transport partners.',
      critical: 'Revenue is almost all software and the marketplace earns too little per ride: raise the Platform Revenue Share, lift the share of Revenue-Generating Rides and book more rides through the platform (Platform Adoption Rate).',
    },
  },
  {
    id: 'cross_vertical_synergy', name: 'Cross-Vertical Synergy Index', tab: 'industry', unit: 'score',
    formula: 'cross_vertical_synergy_index',
    benchmark: { kind: 'above', value: 6 }, benchmark_source: 'Management assessment (scale 0–10)',
    reference: 'ours: assessed input',
    description: 'Assessed reuse of the platform across medical, logistics and insurance.',
    definition: 'The assessed input cross_vertical_synergy_index.',
    remedy: {
      warning: 'Reuse across verticals is assessed below target: run a pilot with a logistics or insurance partner on the existing platform, then re-assess the Cross-Vertical Synergy Index.',
      critical: 'The platform serves one vertical only: name a product owner for logistics and insurance use cases, build the shared interfaces first and re-assess the Cross-Vertical Synergy Index after the pilot.',
    },
  },
  {
    id: 'regulatory_moat', name: 'Regulatory Moat Strength', tab: 'industry', unit: 'score',
    formula: 'regulatory_moat_strength',
    benchmark: { kind: 'above', value: 7 }, benchmark_source: 'Management assessment (scale 0–10)',
    reference: 'ours: assessed input',
    description: 'Assessed protection from certification and hospital IT integration.',
    definition: 'The assessed input regulatory_moat_strength.',
    remedy: {
      warning: 'Protection by certification is assessed below target: finish the open certifications and certified hospital interfaces, then re-assess the Regulatory Moat Strength.',
      critical: 'Competitors could copy the offer easily: invest in DiGA and KHZG compliance and certified hospital IT interfaces, show them in every tender and re-assess the Regulatory Moat Strength.',
    },
  },
  {
    id: 'asset_light_scalability', name: 'Asset-Light Scalability Ratio', tab: 'industry', unit: 'x',
    formula: '(total_revenue / prev_year(total_revenue)) / (total_expenses / prev_year(total_expenses))',
    benchmark: { kind: 'above', value: 1.2 }, benchmark_source: 'Internal target: revenue grows 20% faster than costs',
    reference: 'ours',
    description: 'Revenue growth relative to cost growth (operating leverage).',
    definition: '(Revenue ÷ last year\'s revenue) ÷ (total expenses ÷ last year\'s total expenses).',
    remedy: {
      warning: 'Costs grow almost as fast as revenue: keep fixed costs such as Hosting & Platform, Legal & Tax and Office per FTE flat while volume grows.',
      critical: 'Costs grow faster than revenue: stop hiring ahead of revenue (FTE Plan 2026 and later), automate onboarding and support, and renegotiate the Hosting Cost per Ride before the next volume step.',
    },
  },
  {
    id: 'sales_model_efficiency', name: 'Sales Model Efficiency Index', tab: 'industry', unit: 'clients/rep/month',
    formula: 'new_medical_clients / sales_reps / 12',
    benchmark: { kind: 'above', value: 1 }, benchmark_source: 'Internal target: one active client per rep and month',
    reference: 'ours',
    description: 'New active medical clients per sales rep and month.',
    definition: 'New medical clients ÷ average sales reps ÷ 12.',
    base2025: { value: 0.6, ...ASSESSED_2025 },
    remedy: {
      warning: 'Reps close slightly fewer clients than planned: feed them qualified leads from referrals and use a standard contract to raise Sales Rep Productivity.',
      critical: 'Each rep wins far too few clients: coach or replace low performers, narrow territories to facilities that buy fast and raise Sales Rep Productivity before growing the Sales Team Size.',
    },
  },
  {
    id: 'viral_coefficient', name: 'Viral Coefficient', tab: 'industry', unit: 'x',
    formula: '(onboarded_medical_clients - 12 * sales_reps * sales_rep_productivity) / prev_year(medical_clients)',
    benchmark: { kind: 'above', value: 0.1 }, benchmark_source: 'Industry benchmark for B2B referrals (above 0.1)',
    reference: 'ours',
    description: 'Referred facilities per existing client per year.',
    definition: '(Onboarded facilities − sales-led onboardings) ÷ last year\'s medical clients.',
    base2025: { value: 0.08, ...ASSESSED_2025 },
    remedy: {
      warning: 'Few clients bring in others: ask every live facility for a referral at its first review, so that referrals add to the Medical Client Growth Rate beyond sales-led wins.',
      critical: 'Growth comes from sales alone: build a referral programme with hospital groups, publish client case studies and plan the Medical Client Growth Rate so that referrals, not only Sales Rep Productivity, carry part of it.',
    },
  },
  {
    id: 'market_creation_velocity', name: 'Market Creation Velocity', tab: 'industry', unit: '%',
    formula: '100 * (rides / prev_year(rides) - 1)',
    benchmark: { kind: 'above', value: 40 }, benchmark_source: 'Internal target: digital ride volume grows above 40% a year',
    reference: 'ours',
    description: 'Growth of rides handled by the platform.',
    definition: 'Rides ÷ last year\'s rides − 1.',
    remedy: {
      warning: 'Ride volume grows a little slower than planned: move more wards to platform booking (Platform Adoption Rate) and sign transport partners faster (Transport Client Growth Rate).',
      critical: 'Ride volume is nearly flat: shorten the Adoption Ramp of new facilities, raise the Platform Adoption Rate in existing ones and add transport capacity through the Transport Client Growth Rate.',
    },
  },
  // ── BI: evidence for the investor hypotheses H1–H9 that no other tab shows ───────────────────
  {
    id: 'premium_conversion', name: 'Premium Conversion', tab: 'bi', unit: '%',
    formula: 'premium_conversion_rate',
    benchmark: { kind: 'above', value: 10 }, benchmark_source: 'Industry benchmark: top-tier attach of vertical SaaS (10–20% of accounts)',
    reference: 'ours',
    description: 'Share of medical clients on the premium tier (H2 Premium Pricing Achievable).',
    definition: 'The scenario\'s premium conversion rate.',
    remedy: {
      warning: 'Few clients take the premium tier: show premium reports in every quarterly review and offer a three-month trial to lift the Premium Conversion Rate.',
      critical: 'The premium tier does not sell: rework what premium contains with the largest clients, price it against the value it shows and give sales a target on the Premium Conversion Rate.',
    },
  },
  {
    id: 'revenue_per_medical_client', name: 'Revenue per Medical Client', tab: 'bi', unit: 'k€',
    formula: '(medical_recurring_revenue + transaction_revenue) / ((prev_year(medical_clients) + medical_clients) / 2) / 1000',
    benchmark: { kind: 'above', value: 5 }, benchmark_source: 'Internal target: the 2025 level (€4.5k) raised by a tenth or more',
    reference: 'ours',
    description: 'Yearly software and ride revenue per average medical client (H2 Premium Pricing Achievable).',
    definition: '(Medical recurring revenue + transaction revenue) ÷ average medical clients, in thousand euros.',
    remedy: {
      warning: 'Accounts pay a little less than planned: raise the Premium Conversion Rate and the Strategic Reporting Attach Rate at renewal.',
      critical: 'Revenue per account stays at the old level: review the Inpatient SaaS per Bed price at renewals, bundle the reporting modules and raise the Platform Adoption Rate so that more rides earn transaction revenue.',
    },
  },
  {
    id: 'data_addon_share', name: 'Data Add-on Revenue Share', tab: 'bi', unit: '%',
    formula: '100 * (beds_per_inpatient_client * (core_reporting_per_bed_month * core_reporting_attach_rate / 100 + strategic_reporting_per_bed_month * strategic_reporting_attach_rate / 100) + premium_conversion_rate / 100 * medical_premium_monthly_fee) / (beds_per_inpatient_client * per_bed_module_fee + premium_conversion_rate / 100 * medical_premium_monthly_fee)',
    benchmark: { kind: 'above', value: 20 }, benchmark_source: 'Internal target: data products carry a fifth of an account\'s spend',
    reference: 'ours',
    description: 'Share of an average inpatient client\'s monthly spend on data products: reporting modules and the premium tier (H6).',
    definition: '(Beds × reporting fees at their attach rates + premium at conversion) ÷ the client\'s monthly spend on modules and premium.',
    remedy: {
      warning: 'Data products carry a small share of spend: offer strategic reporting to every account at renewal to raise the Strategic Reporting Attach Rate.',
      critical: 'Clients hardly buy data products: build benchmark reports clients cannot get elsewhere, raise the Core Reporting Attach Rate and Strategic Reporting Attach Rate with a bundle and sell the premium tier (Premium Conversion Rate).',
    },
  },
  {
    id: 'logistics_revenue_share', name: 'Logistics Revenue Share', tab: 'bi', unit: '%',
    formula: '100 * transport_recurring_revenue / total_revenue',
    benchmark: { kind: 'above', value: 30 }, benchmark_source: 'Internal target: more than the 2025 share (26%)',
    reference: 'ours',
    description: 'Share of revenue earned from transport partners rather than medical clients (H8 Shift from Medical to Logistics/Insurance).',
    definition: 'Transport recurring revenue ÷ total revenue.',
    remedy: {
      warning: 'Transport partners carry a slightly smaller share of revenue than planned: sign partners faster (Transport Client Growth Rate) and sell dispatch software for the whole fleet (Dispatch Software per Vehicle).',
      critical: 'Revenue still depends on medical clients: build a transport sales team, raise the Transport Client Growth Rate and the Transport Market Pull with regional partner campaigns, and price Dispatch Software per Vehicle for whole fleets.',
    },
  },
  // ── Cockpit figures (OKRs and cost efficiency) ────────────────────────────────────────────
  {
    id: 'revenue_growth', name: 'Revenue Growth', tab: 'other', unit: '%',
    formula: '100 * (total_revenue / prev_year(total_revenue) - 1)',
    benchmark: { kind: 'above', value: 40 }, benchmark_source: 'Industry benchmark for growth-stage SaaS (above 40%)',
    reference: 'ours',
    description: 'Revenue growth over the previous year.', definition: 'Total revenue ÷ last year\'s total revenue − 1.',
    remedy: {
      warning: 'Revenue grows a little slower than a growth-stage SaaS should: add reps to the Sales Team Size and lift the Premium Conversion Rate in existing accounts.',
      critical: 'Revenue growth is far too slow: raise the Medical Client Growth Rate with more sales capacity (Sales Team Size), grow the Transport Client Growth Rate and raise prices through the Medical Premium Monthly Fee.',
    },
  },
  {
    id: 'cogs_share', name: 'Total COGS', tab: 'other', unit: '%',
    formula: '100 * cost_of_goods_sold / total_revenue',
    benchmark: { kind: 'below', value: 25 }, benchmark_source: 'Internal target (under 25% of revenue)',
    reference: 'P1 §9: COGS target under 25% of revenue',
    description: 'Cost of goods sold as a share of revenue.', definition: 'Cost of goods sold ÷ total revenue.',
    remedy: {
      warning: 'Direct costs take slightly more of revenue than planned: renegotiate telephony, maps and payment fees to lower the Direct Cost per Ride.',
      critical: 'Direct costs take far too much of revenue: cut the Direct Cost per Ride, standardise roll-outs to lower the Implementation Cost per Facility and price Customer Success per Client into the subscription.',
    },
  },
  {
    id: 'cogs_per_ride', name: 'COGS per Ride', tab: 'other', unit: '€',
    formula: 'cost_of_goods_sold / rides',
    benchmark: { kind: 'below', value: 2.2 }, benchmark_source: 'Internal target (under €2.20 per ride)',
    reference: 'P1 §9: COGS per ride target under €2.20',
    description: 'Cost of goods sold per ride.', definition: 'Cost of goods sold ÷ rides.',
    remedy: {
      warning: 'Each ride costs slightly more than planned: move telephony and maps to volume contracts to lower the Direct Cost per Ride.',
      critical: 'Each ride costs far more than planned: lower the Direct Cost per Ride with volume contracts, spread Customer Success per Client over more rides with self-service, and cut the Implementation Cost per Facility.',
    },
  },
];

export const KPI_BY_ID: ReadonlyMap<string, KpiDef> = new Map(KPIS.map((kpi) => [kpi.id, kpi]));
