import { closedMonthsOfPeriod, FIRST_FORECAST_YEAR } from '../calendar.ts';
import type { KpiDef, KpiStatus, KpiTab } from '../model/types.ts';
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
  /** The text shown instead of the value in a year the KPI has no number for (KpiDef.textWhen): "Cash-positive"; null when the value is shown. */
  display: string | null;
  base2025: number | null;
  /** The same for the 2025 base. */
  base2025_display: string | null;
  unit: string;
  benchmark: string;
  benchmark_source: string;
  status: KpiStatus;
  description: string;
  definition: string;
  remedy: string | null;
  /** Closed months of the year (0 to 12): so many of its months are actuals. */
  closed_months: number;
  /**
   * In a year with closed months, why this KPI still follows the scenario's drivers there (an input
   * no actual holds: KpiDef.closedYear); null when its closed months are facts or none is closed.
   */
  follows_drivers_when_closed: string | null;
}

/** A KPI's benchmark never changes, and every snapshot reads 240 KPI results: each text is written once. */
const BENCHMARK_TEXT = new WeakMap<KpiDef, string>();

function benchmarkOf(kpi: KpiDef): string {
  let text = BENCHMARK_TEXT.get(kpi);
  if (text === undefined) {
    text = benchmarkText(kpi.benchmark, kpi.unit);
    BENCHMARK_TEXT.set(kpi, text);
  }
  return text;
}

/** The text that stands for the KPI's number in `year`, when its rule applies (KpiDef.textWhen). */
function textOf(cells: ModelCells, kpi: KpiDef, year: number): string | null {
  const rule = kpi.textWhen;
  if (!rule) return null;
  const line = cells.annual(rule.line, year);
  return line !== null && line >= rule.atLeast ? rule.text : null;
}

/** What of a KPI result varies with the drivers and the year; the rest is the definition's. */
export interface KpiFigures {
  value: number | null;
  display: string | null;
  base2025: number | null;
  base2025_display: string | null;
  status: KpiStatus;
  /** Closed months of the KPI's year (0 to 12). */
  closed_months: number;
}

/** A KPI result from its definition and its figures in `year` (the one recipe; workers/snapshotWire.ts rebuilds results with it). */
export function kpiResultOf(kpi: KpiDef, year: number, { value, display, base2025, base2025_display, status, closed_months }: KpiFigures): KpiResult {
  return {
    id: kpi.id, name: kpi.name, tab: kpi.tab, year, value, display, base2025, base2025_display, unit: kpi.unit,
    benchmark: benchmarkOf(kpi), benchmark_source: kpi.benchmark_source, status,
    description: kpi.description, definition: kpi.definition,
    remedy: status === 'good' ? null : kpi.remedy[status],
    closed_months,
    follows_drivers_when_closed: followsDriversWhenClosed(kpi, year, closed_months),
  };
}

/**
 * Why a KPI of a year with closed months still follows the scenario's drivers there (KpiDef.closedYear),
 * or null: its closed months are facts, none is closed, or it is an actual year whose actuals hold every input.
 */
export function followsDriversWhenClosed(kpi: KpiDef, year: number, closedMonths: number): string | null {
  return closedMonths > 0 && (year >= FIRST_FORECAST_YEAR || kpi.closedYearAlsoActualYears) ? kpi.closedYear ?? null : null;
}

export function readKpis(cells: ModelCells, year: number): KpiResult[] {
  if (!KPI_YEARS.includes(year as (typeof KPI_YEARS)[number])) throw new Error(`KPIs exist for ${KPI_YEARS.join(', ')}`);
  const closed_months = closedMonthsOfPeriod(String(year), cells.closedThrough());
  return cells.layout.definition.kpis.map((kpi) => {
    const value = cells.kpi(kpi.id, year);
    const display = textOf(cells, kpi, year);
    const status = display !== null && kpi.textWhen ? kpi.textWhen.status : kpiStatus(value, kpi.benchmark);
    return kpiResultOf(kpi, year, { value, display, base2025: cells.kpi(kpi.id, 2025), base2025_display: textOf(cells, kpi, 2025), status, closed_months });
  });
}
