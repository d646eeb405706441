import type { KpiDef } from './types.ts';
import { BI_KPIS } from './kpis/bi.ts';
import { COCKPIT_KPIS } from './kpis/cockpit.ts';
import { EFFICIENCY_KPIS } from './kpis/efficiency.ts';
import { GROWTH_KPIS } from './kpis/growth.ts';
import { INDUSTRY_KPIS } from './kpis/industry.ts';
import { MARGIN_KPIS } from './kpis/margin.ts';

/**
 * KPI definitions over the model, one file per tab of the KPI analysis (docs/model.md "KPIs"
 * explains each and compares with the seed values of the specification). Names in formulas are
 * annual values of the year (sums of flows, year-end stocks, averages of ratios); prev_year() is
 * the year before.
 */
export const KPIS: readonly KpiDef[] = [...GROWTH_KPIS, ...MARGIN_KPIS, ...EFFICIENCY_KPIS, ...INDUSTRY_KPIS, ...BI_KPIS, ...COCKPIT_KPIS];

export const KPI_BY_ID: ReadonlyMap<string, KpiDef> = new Map(KPIS.map((kpi) => [kpi.id, kpi]));
