import type { KpiDef } from '../types.ts';
import { ASSESSED_2025 } from './assessed.ts';

/** Growth tab: how the client base and its revenue grow. See engine/model/kpis.ts for the formula language. */
export const GROWTH_KPIS: readonly KpiDef[] = [
  {
    id: 'nrr', name: 'Net Revenue Retention', tab: 'growth', unit: '%',
    // By cohort at the run rate: only last December's accounts count, those that stay a year
    // (the monthly churn compounded over twelve months) at the growth of revenue per account.
    formula: '100 * POWER(1 - monthly_logo_churn, 12) * medical_revenue_index / prev_year(medical_revenue_index)',
    closedYear: 'Logo churn and account expansion are drivers: no actual reports a cohort\'s revenue.',
    benchmark: { kind: 'above', value: 110 }, benchmark_source: 'SaaS Capital B2B SaaS benchmarks (top quartile above 110%)',
    reference: 'P1 §9 KPI table',
    description: 'Recurring revenue this year from last year\'s medical accounts, per euro they paid a year earlier.',
    definition: 'By cohort, at the December run rate: recurring revenue from last December\'s medical accounts ÷ their recurring revenue a year earlier = the share of accounts still there after a year of logo churn × the growth of revenue per account (the medical account revenue index). Accounts won during the year do not count.',
    base2025: { value: 108, ...ASSESSED_2025 },
    remedy: {
      warning: 'Expansion is slowing: raise the Account Expansion Rate by selling the premium tier and strategic reporting into accounts without them, and find the downgrades that lower the Customer Retention Rate.',
      critical: 'Existing accounts shrink: run account reviews with the largest clients, fix the downgrade reasons behind a falling Customer Retention Rate, bring the Logo Churn Rate down with multi-year terms and price the modules as a bundle.',
    },
  },
  {
    id: 'adoption_rate', name: 'Adoption Rate', tab: 'growth', unit: '%',
    formula: '100 * platform_adoption',
    closedYear: 'Adoption is booked ÷ potential rides, and the potential rides per client are drivers.', closedYearAlsoActualYears: true,
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
    closedYear: 'Prices and attach rates are drivers: no actual reports the modules an account buys.', closedYearAlsoActualYears: true,
    benchmark: { kind: 'above', value: 60 }, benchmark_source: 'Vertical SaaS suite penetration (above 60%)',
    reference: 'P1 §9 KPI table',
    description: 'Share of the full product suite an average inpatient client buys.',
    definition: 'Monthly spend of an average inpatient client (modules at attach rates, premium at conversion) ÷ the full suite at list price.',
    remedy: {
      warning: 'Clients buy only part of the suite: offer strategic reporting as an upgrade at every renewal to raise the Strategic Reporting Attach Rate, and pitch the premium tier to lift the Premium Conversion Rate.',
      critical: 'Clients use the platform as a single tool: sell all per-bed modules as one suite price, tie the Core Reporting Attach Rate and Strategic Reporting Attach Rate to account reviews and lift the Premium Conversion Rate with a premium trial.',
    },
  },
];
