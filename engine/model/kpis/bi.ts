import type { KpiDef } from '../types.ts';

/** BI tab: evidence for the investor hypotheses H1–H9 that no other tab shows (engine/model/hypotheses.ts). See engine/model/kpis.ts for the formula language. */
export const BI_KPIS: readonly KpiDef[] = [
  {
    id: 'premium_conversion', name: 'Premium Conversion', tab: 'bi', unit: '%',
    formula: 'premium_conversion_rate',
    closedYear: 'A driver: no actual reports the premium tier.', closedYearAlsoActualYears: true,
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
    closedYear: 'Prices and attach rates are drivers.', closedYearAlsoActualYears: true,
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
];
