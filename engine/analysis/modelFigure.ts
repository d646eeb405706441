import { ALL_YEARS } from '../calendar.ts';
import type { KernelResult, ModelKernel } from '../kernel/kernel.ts';
import { KERNEL_COLUMNS } from '../kernel/modelPlan.ts';
import { ANNUAL_EXTRAS } from '../model/annual.ts';
import { KPI_BY_ID } from '../model/kpis.ts';
import { LINE_BY_ID } from '../model/lines.ts';
import { KPI_YEARS } from '../workbook/compile.ts';
import { AnalysisInputError } from './analysisErrors.ts';

/**
 * One figure of one year that an analysis reads from each kernel evaluation: an annual line (a
 * line of the P&L, a count, cash, or an annual-only line such as ARR) or a KPI, by its id in
 * docs/model.md. Line and KPI ids never coincide (a test holds it), so an id names one figure.
 */
export interface ModelFigure {
  id: string;
  kind: 'line' | 'kpi';
  year: number;
  name: string;
  /** The figure in an evaluation's result; NaN where the model has no value (an error or an empty cell). */
  read(result: KernelResult): number;
}

const EXTRA_BY_ID = new Map(ANNUAL_EXTRAS.map((extra) => [extra.id, extra]));

/**
 * Every figure id an analysis accepts: the Annual sheet's rows, then the KPIs. Only the layout is
 * read, so a screen's figure picker can pass the workbook's layout without a kernel.
 */
export function figureIds(kernel: Pick<ModelKernel, 'layout'>): { lines: string[]; kpis: string[] } {
  return { lines: [...kernel.layout.rows.Annual.keys()], kpis: [...kernel.layout.rows.KPIs.keys()] };
}

export function modelFigure(kernel: ModelKernel, id: string, year: number): ModelFigure {
  const annualRow = kernel.layout.rows.Annual.get(id);
  if (annualRow !== undefined) {
    const column = ALL_YEARS.indexOf(year as (typeof ALL_YEARS)[number]);
    if (column < 0) throw new AnalysisInputError('no_such_year', 'year', `Annual lines have the years ${ALL_YEARS[0]}–${ALL_YEARS[ALL_YEARS.length - 1]}, not ${year}`);
    const index = (annualRow - 1) * KERNEL_COLUMNS.annual + column;
    const name = LINE_BY_ID.get(id)?.name ?? EXTRA_BY_ID.get(id)?.name ?? id;
    return { id, kind: 'line', year, name, read: (result) => result.annual[index] as number };
  }
  const kpiRow = kernel.layout.rows.KPIs.get(id);
  if (kpiRow !== undefined) {
    const column = KPI_YEARS.indexOf(year as (typeof KPI_YEARS)[number]);
    if (column < 0) throw new AnalysisInputError('no_such_year', 'year', `KPIs have the years ${KPI_YEARS[0]}–${KPI_YEARS[KPI_YEARS.length - 1]}, not ${year}`);
    const index = (kpiRow - 1) * KERNEL_COLUMNS.kpis + column;
    return { id, kind: 'kpi', year, name: KPI_BY_ID.get(id)?.name ?? id, read: (result) => result.kpis[index] as number };
  }
  throw new AnalysisInputError('unknown_figure', 'figure', `Unknown figure "${id}": use an annual line or a KPI id of docs/model.md`);
}
