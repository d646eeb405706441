import type { KpiDef } from '../types.ts';

/** Cockpit figures outside the KPI tabs: the OKRs' revenue growth and the cost efficiency metrics. See engine/model/kpis.ts for the formula language. */
export const COCKPIT_KPIS: readonly KpiDef[] = [
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
