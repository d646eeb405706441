import { ACTUAL_MONTHS, ALL_YEARS, FORECAST_MONTHS } from '../calendar.ts';
import type { YearRecord } from '../session/session.ts';
import { KPI_YEARS } from '../workbook/compile.ts';
import type { KernelResult, ModelKernel } from './kernel.ts';
import { KERNEL_COLUMNS } from './modelPlan.ts';

/**
 * A kernel result read in the shapes the session returns, so a caller can swap evaluators: NaN
 * (an empty cell or a spreadsheet error) reads as null, as session/values.ts numberOf reads it.
 */

const valueAt = (cells: Float64Array, index: number): number | null => {
  const value = cells[index] as number;
  return value === value ? value : null;
};

/**
 * Every row of the Annual sheet per year (session.years() without the three client-count
 * aliases it adds on top: total_medical_clients, total_transport_clients, total_clients).
 */
export function annualRecords(kernel: ModelKernel, result: KernelResult): Record<number, YearRecord> {
  const out: Record<number, YearRecord> = {};
  ALL_YEARS.forEach((year, y) => {
    const record: YearRecord = {};
    for (const [id, row] of kernel.layout.rows.Annual) record[id] = valueAt(result.annual, (row - 1) * KERNEL_COLUMNS.annual + y);
    out[year] = record;
  });
  return out;
}

/** The value of every KPI in a year of KPI_YEARS (session.kpis(year)[…].value), by KPI id. */
export function kpiValues(kernel: ModelKernel, result: KernelResult, year: number): Record<string, number | null> {
  const column = KPI_YEARS.indexOf(year as (typeof KPI_YEARS)[number]);
  if (column < 0) throw new Error(`KPIs exist for ${KPI_YEARS.join(', ')}`);
  const out: Record<string, number | null> = {};
  for (const [id, row] of kernel.layout.rows.KPIs) out[id] = valueAt(result.kpis, (row - 1) * KERNEL_COLUMNS.kpis + column);
  return out;
}

/** A line month by month, 2024-01 … 2030-12, as the session's monthly statement reads it: actual months from the Actuals sheet, forecast months from Monthly. */
export function monthlySeries(kernel: ModelKernel, result: KernelResult, id: string): (number | null)[] {
  const actualRow = kernel.layout.rows.Actuals.get(id);
  const monthlyRow = kernel.layout.rows.Monthly.get(id);
  return [
    ...ACTUAL_MONTHS.map((_, i) => (actualRow === undefined ? null : valueAt(result.actuals, (actualRow - 1) * KERNEL_COLUMNS.actuals + i))),
    ...FORECAST_MONTHS.map((_, i) => (monthlyRow === undefined ? null : valueAt(result.monthly, (monthlyRow - 1) * KERNEL_COLUMNS.monthly + 1 + i))),
  ];
}
