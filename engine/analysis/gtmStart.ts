import type { KpiResult, YearRecord } from '../session/session.ts';

/**
 * Where the GTM simulator starts: the active scenario's own figures, read from the model's annual
 * values and KPIs (the same ones the P&L, the cockpit and the KPI tabs show). Nothing here is
 * computed; docs/model.md ("GTM market-leadership simulator") says which line or KPI each is.
 */
export interface GtmPlan {
  /** Total revenue 2030 of the forecast P&L: what the simulated revenue equals at the plan's levers. */
  revenue2030: number;
  /** Rides 2030 of the forecast: the platform's German rides at the plan's levers. */
  rides2030: number;
  revenue2025: number;
  rides2025: number;
  /** ARR at the end of 2025: December 2025 recurring revenue × 12 (`arr`). */
  arr2025: number;
  /** Medical clients plus transport partners at the end of 2025. */
  clients2025: number;
  /** KPI `gross_margin` 2025, %. */
  grossMargin2025: number | null;
  /** KPI `cac` (Customer Acquisition Cost, blended over new clients) 2025 and 2026, €. */
  customerAcquisitionCost2025: number | null;
  customerAcquisitionCost2026: number | null;
  /** KPI `ltv_cac` 2026 (the first year the model onboards facilities). */
  ltvCac2026: number | null;
  /** Sales & marketing of 2026 and 2027, €. */
  salesMarketing2026: number;
  salesMarketing2027: number;
}

export function gtmPlanFigures(years: Readonly<Record<number, YearRecord>>, kpis2026: readonly KpiResult[]): GtmPlan {
  const line = (year: number, id: string): number => years[year]?.[id] ?? 0;
  const kpi = (id: string) => kpis2026.find((k) => k.id === id);
  return {
    revenue2030: line(2030, 'total_revenue'),
    rides2030: line(2030, 'rides'),
    revenue2025: line(2025, 'total_revenue'),
    rides2025: line(2025, 'rides'),
    arr2025: line(2025, 'arr'),
    clients2025: line(2025, 'total_clients'),
    grossMargin2025: kpi('gross_margin')?.base2025 ?? null,
    customerAcquisitionCost2025: kpi('cac')?.base2025 ?? null,
    customerAcquisitionCost2026: kpi('cac')?.value ?? null,
    ltvCac2026: kpi('ltv_cac')?.value ?? null,
    salesMarketing2026: line(2026, 'sales_marketing'),
    salesMarketing2027: line(2027, 'sales_marketing'),
  };
}
