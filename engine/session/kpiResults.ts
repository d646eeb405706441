import { KPIS } from '../model/kpis.ts';
import type { KpiStatus, KpiTab } from '../model/types.ts';
import { KPI_YEARS, SHEET } from '../workbook/compile.ts';
import { sheetValues, type SessionWorkbook } from './sessionWorkbook.ts';
import { benchmarkText, kpiStatus } from './status.ts';
import { numberOf } from './values.ts';

/** The KPI read model: each KPI's value in a year with its 2025 base, benchmark, status and remedy. */
export interface KpiResult {
  id: string;
  name: string;
  tab: KpiTab;
  year: number;
  value: number | null;
  base2025: number | null;
  unit: string;
  benchmark: string;
  benchmark_source: string;
  status: KpiStatus;
  description: string;
  definition: string;
  remedy: string | null;
}

export function readKpis(wb: SessionWorkbook, year: number): KpiResult[] {
  if (!KPI_YEARS.includes(year as (typeof KPI_YEARS)[number])) throw new Error(`KPIs exist for ${KPI_YEARS.join(', ')}`);
  const { layout } = wb;
  const grid = sheetValues(wb, SHEET.kpis);
  return KPIS.map((kpi) => {
    const row = layout.rows.KPIs.get(kpi.id) as number;
    const value = numberOf(grid[row]?.[layout.kpiCol(year)]);
    const base2025 = numberOf(grid[row]?.[layout.kpiCol(2025)]);
    const status = kpiStatus(value, kpi.benchmark);
    return {
      id: kpi.id, name: kpi.name, tab: kpi.tab, year, value, base2025, unit: kpi.unit,
      benchmark: benchmarkText(kpi.benchmark, kpi.unit), benchmark_source: kpi.benchmark_source, status,
      description: kpi.description, definition: kpi.definition,
      remedy: status === 'good' ? null : kpi.remedy[status],
    };
  });
}
