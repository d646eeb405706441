import type { KpiDef } from '../types.ts';
import { ASSESSED_2025 } from './assessed.ts';

/** Efficiency tab: cash, burn, people and the spend that buys growth. See engine/model/kpis.ts for the formula language. */
export const EFFICIENCY_KPIS: readonly KpiDef[] = [
  {
    id: 'monthly_burn', name: 'Monthly Burn Rate', tab: 'efficiency', unit: 'k€',
    formula: 'MAX(0, -cash_flow_before_financing) / 12 / 1000',
    closedYear: 'Taxes, working capital and capital expenditure after EBITDA follow drivers: the close reports the bank balance only as a reconciling item.',
    benchmark: { kind: 'below', value: 300 }, benchmark_source: 'Internal target (under €300k a month)',
    reference: 'P1 §9 KPI table (burn rate under 300k)',
    description: 'Net burn: the cash the business consumes in an average month of the year, before any funding.',
    definition: 'The fall in cash over the year before financing (operating and investing cash flows and interest paid; equity and loan principal left out) ÷ 12, in thousand euros; 0 in a year that adds cash.',
    remedy: {
      warning: 'Net burn is near the limit: phase the hires of the FTE Plan 2026 by revenue milestones, collect from hospitals faster (Days Sales Outstanding, Medical) and review fixed costs such as Hosting & Platform.',
      critical: 'Net burn is far above plan: cut spend to the revenue run rate, freeze hiring beyond the FTE Plan 2026, stop Brand Marketing and end non-essential programmes.',
    },
  },
  {
    id: 'cash_runway', name: 'Cash Runway', tab: 'efficiency', unit: 'months',
    formula: 'closing_cash / (MAX(0, -cash_flow_before_financing) / 12)',
    closedYear: 'Taxes, working capital and capital expenditure after EBITDA follow drivers: the close reports the bank balance only as a reconciling item.',
    textWhen: { line: 'cash_flow_before_financing', atLeast: 0, text: 'Cash-positive', status: 'good' },
    benchmark: { kind: 'above', value: 12 }, benchmark_source: 'VC guidance (over 12 months of net burn covered)',
    reference: 'P1 §9 KPI table',
    description: 'Months the year-end cash lasts at the year\'s average net burn; "Cash-positive" when the year adds cash.',
    definition: 'Closing cash ÷ average monthly net burn (the Monthly Burn Rate). A year whose cash flow before financing is zero or positive burns nothing, so there is no runway to count: the KPI reads Cash-positive.',
    remedy: {
      warning: 'Runway is under a year: start the next funding round or secure a credit line now, and phase the hires of the FTE Plan 2026 by revenue milestones.',
      critical: 'Cash runs out within months: cut burn at once (hiring in the FTE Plan 2026, Brand Marketing) and raise bridge financing as a funding event (Equity Round 1 Amount or Loan 1 Principal).',
    },
  },
  {
    id: 'revenue_per_employee', name: 'Revenue per Employee', tab: 'efficiency', unit: 'k€',
    formula: 'total_revenue / ftes / 1000',
    closedYear: 'FTEs follow the headcount plan where the closed months give no actual FTEs.',
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
    id: 'clients_per_cs_fte', name: 'Clients per Customer Success FTE', tab: 'efficiency', unit: 'clients/FTE',
    formula: 'medical_clients / customer_success_ftes',
    closedYear: 'Customer success FTEs follow the headcount plan where the closed months give no actual FTEs.',
    benchmark: { kind: 'below', value: 200 }, benchmark_source: 'Internal target (an estimate: 50–200 accounts per customer success manager in B2B SaaS)',
    reference: 'ours (issue 28)',
    description: 'Medical clients at year end per customer success FTE of the year.',
    definition: 'Active medical clients at year end ÷ average customer success FTEs (the headcount plan\'s, a closed month\'s actual where it gives one).',
    remedy: {
      warning: 'The customer success team is near its capacity: plan the next customer success hire in the headcount plan and keep the Hiring Delay short before onboardings peak.',
      critical: 'Far more clients per customer success FTE than a team can serve: add customer success positions to the headcount plan now, or the Logo Churn Rate will rise with the waiting clients.',
    },
  },
  {
    id: 'partners_per_support_fte', name: 'Partners per Support FTE', tab: 'efficiency', unit: 'partners/FTE',
    formula: 'transport_clients / operations_ftes',
    closedYear: 'Operations FTEs follow the headcount plan where the closed months give no actual FTEs.',
    benchmark: { kind: 'below', value: 400 }, benchmark_source: 'Internal target (an estimate)',
    reference: 'ours (issue 28)',
    description: 'Transport partners at year end per operations (partner and ride support) FTE of the year.',
    definition: 'Transport partners at year end ÷ average operations FTEs (the headcount plan\'s, a closed month\'s actual where it gives one).',
    remedy: {
      warning: 'Partner support is near its capacity: plan the next operations hire in the headcount plan and keep the Hiring Delay short.',
      critical: 'Far more partners per support FTE than the team can serve: add operations positions to the headcount plan before the Transport Client Growth Rate brings more partners.',
    },
  },
  {
    id: 'sales_efficiency', name: 'Sales Efficiency', tab: 'efficiency', unit: 'x',
    // The spend is the Sales & Marketing line, not onboardings × the acquisition-cost driver: in a
    // closed month it is the actual, so the KPI of a closed year is the same in every scenario.
    formula: '(new_medical_clients * (medical_recurring_revenue + transaction_revenue) / ((prev_year(medical_clients) + medical_clients) / 2)) / sales_marketing',
    benchmark: { kind: 'above', value: 1 }, benchmark_source: 'Internal target: first-year revenue of new medical clients covers their acquisition spend (over 1.0)',
    reference: 'P1 §9 KPI table',
    description: 'Annualised revenue won per euro spent acquiring medical clients.',
    definition: 'New medical clients × the year\'s recurring and transaction revenue per average medical client ÷ sales & marketing (the P&L line: the actual in closed months).',
    base2025: { value: 0.9, ...ASSESSED_2025 },
    remedy: {
      warning: 'Acquisition spend earns slightly less than it costs in first-year revenue: focus reps on facilities that go live fast (Onboarding-to-Active Conversion) and sell the premium tier at signing (Premium Conversion Rate).',
      critical: 'Acquisition spend does not earn itself back within a year: cut the Acquisition Cost per Medical Facility, stop low-converting channels and raise revenue per account with the Premium Conversion Rate and the reporting attach rates.',
    },
  },
  {
    id: 'magic_number', name: 'Magic Number', tab: 'efficiency', unit: 'x',
    formula: '(arr - prev_year(arr)) / (sales_marketing + sales_team_payroll)',
    closedYear: 'The sales team\'s payroll follows the Sales Team Size: no actual splits Employees by team.',
    benchmark: { kind: 'above', value: 0.75 }, benchmark_source: 'Scale Venture Partners magic number (above 0.75: sales spend pays back)',
    reference: 'ours: issue 25, the standard SaaS magic number',
    description: 'Net new ARR of the year per euro of sales and marketing, the sales team\'s salaries included.',
    definition: '(ARR at year end − ARR a year earlier) ÷ (sales & marketing + the sales reps\' share of the payroll). ARR is December recurring revenue × 12; the P&L books the sales team\'s salaries under Employees, so they are added here.',
    remedy: {
      warning: 'Sales and marketing add a little less ARR per euro than they should: raise Sales Rep Productivity with better qualified leads and sell the premium tier at signing (Premium Conversion Rate).',
      critical: 'Sales and marketing spend adds little ARR: stop the channels with the highest Acquisition Cost per Medical Facility, pause Brand Marketing and hold the Sales Team Size until each rep closes more.',
    },
  },
  {
    id: 'rule_of_40', name: 'Rule of 40', tab: 'efficiency', unit: '%',
    formula: '100 * (total_revenue / prev_year(total_revenue) - 1) + 100 * ebitda / total_revenue',
    closedYear: 'EBITDA adds own work capitalised, which follows the Capitalised Development Share driver.',
    benchmark: { kind: 'above', value: 40 }, benchmark_source: 'Rule of 40 for SaaS (revenue growth plus EBITDA margin above 40%)',
    reference: 'ours: issue 25',
    description: 'Growth and profitability together: revenue growth plus EBITDA margin.',
    definition: 'Revenue growth over last year (%) + EBITDA ÷ total revenue (%).',
    remedy: {
      warning: 'Growth and margin together fall a little short of 40%: hold the FTE Plan 2026 to revenue-funded roles while lifting the Medical Client Growth Rate with referrals.',
      critical: 'The business neither grows fast nor earns a margin: choose one, either grow through the Sales Team Size and the Transport Client Growth Rate or cut the FTE Plan 2026 and Brand Marketing to reach a margin.',
    },
  },
  {
    id: 'capital_efficiency', name: 'Capital Efficiency', tab: 'efficiency', unit: 'x',
    formula: 'arr / (capital_injection_2025 + capital_reserve - capital_reserve_2025)',
    closedYear: 'Equity raised follows the funding events of the scenario.',
    benchmark: { kind: 'above', value: 2 }, benchmark_source: 'Bessemer efficiency score (ARR over 2× capital)',
    reference: 'P1 §9 KPI table',
    description: 'Year-end ARR per euro raised in the funding rounds from the 2025 round on.',
    definition: 'Run-rate ARR at year end ÷ equity raised: the 2025 round plus every later equity round up to the year end.',
    remedy: {
      warning: 'ARR trails the capital raised: put the funds into what grows recurring revenue fastest, the Sales Team Size for medical clients and the Transport Client Growth Rate for partners.',
      critical: 'The capital raised has not turned into ARR: stop spend that does not grow recurring revenue, raise the Inpatient SaaS per Bed price at renewals and size the next equity round (Equity Round 1 Amount) to milestones, not to runway.',
    },
  },
  {
    id: 'time_to_first_value', name: 'Time to First Value', tab: 'efficiency', unit: 'days',
    formula: 'time_to_first_value_days',
    closedYear: 'An assessed input, not a figure the close reports.',
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
];
