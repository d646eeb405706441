import { KPIS } from '../model/kpis.ts';
import type { KpiStatus, KpiTab } from '../model/types.ts';
import type { ModelCells } from '../workbook/cells.ts';
import { KPI_YEARS } from '../workbook/compile.ts';
import { benchmarkText, kpiStatus } from './status.ts';

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

/** The benchmark texts never change, and every snapshot reads 240 KPI results: written once. */
const BENCHMARK_TEXT: ReadonlyMap<string, string> = new Map(KPIS.map((kpi) => [kpi.id, benchmarkText(kpi.benchmark, kpi.unit)]));

export function readKpis(cells: ModelCells, year: number): KpiResult[] {
  if (!KPI_YEARS.includes(year as (typeof KPI_YEARS)[number])) throw new Error(`KPIs exist for ${KPI_YEARS.join(', ')}`);
  return KPIS.map((kpi) => {
    const value = cells.kpi(kpi.id, year);
    const base2025 = cells.kpi(kpi.id, 2025);
    const status = kpiStatus(value, kpi.benchmark);
    return {
      id: kpi.id, name: kpi.name, tab: kpi.tab, year, value, base2025, unit: kpi.unit,
      benchmark: BENCHMARK_TEXT.get(kpi.id) as string, benchmark_source: kpi.benchmark_source, status,
      description: kpi.description, definition: kpi.definition,
      remedy: status === 'good' ? null : kpi.remedy[status],
    };
  });
}
