import type { ModelCells } from '../workbook/cells.ts';
import { KPI_YEARS } from '../workbook/compile.ts';
import { readKpis, type KpiResult } from './kpiResults.ts';
import { readYears, reconciliationOf, type ReconciliationRow, type YearRecord } from './annualFigures.ts';
import { dashboardMetrics, type DashboardMetrics } from './dashboard.ts';
import { strategicOkrs, type Okr } from './okrs.ts';
import { evaluateHypotheses, type HypothesisResult } from './hypotheses.ts';
import { driverDifferences } from './driverDifferences.ts';

/** The figures most readers want of one driver set: years, KPIs 2025–2030 and the reconciliation. */
export interface Figures {
  years: Record<number, YearRecord>;
  kpis: Record<number, KpiResult[]>;
  reconciliation: ReconciliationRow[];
}

/** The figures of evaluated cells, from the workbook or the compiled kernel alike. */
export function figuresOf(cells: ModelCells): Figures {
  const years = readYears(cells);
  return {
    years,
    kpis: Object.fromEntries(KPI_YEARS.map((year) => [year, readKpis(cells, year)])),
    reconciliation: reconciliationOf(years),
  };
}

/** Everything a screen shows after a change, in one round trip (the worker adds its version). */
export interface ScenarioSnapshot extends Figures {
  drivers: Record<string, number>;
  /** Key Performance Dashboard summary: revenue, EBIT, medical trips 2026/2030 with CAGR. */
  dashboard: DashboardMetrics;
  /** Cockpit 'Strategic OKRs 2026' against the scenario's targets. */
  okrs: Okr[];
  /** BI hypotheses H1–H9 on the 2026 KPIs. */
  hypotheses: HypothesisResult[];
  /** The Baseline scenario's effective driver values on the loaded actuals (the grid's baseline column). */
  baselineDrivers: Record<string, number>;
  /** The catalog's values on the loaded actuals: what a scenario uses for a driver it does not set. */
  catalogDrivers: Record<string, number>;
  /** Each driver's current value minus its Baseline value (months in months). */
  driverVsBaseline: Record<string, number>;
}

/** The snapshot of a driver set from its figures, whichever evaluator computed them. */
export function scenarioSnapshot(
  drivers: Record<string, number>,
  figures: Figures,
  reference: { baselineDrivers: Record<string, number>; catalogDrivers: Record<string, number> },
): ScenarioSnapshot {
  const differences = driverDifferences(reference.baselineDrivers, drivers);
  return {
    ...figures,
    drivers,
    dashboard: dashboardMetrics(figures.years),
    okrs: strategicOkrs(figures.years, drivers),
    hypotheses: evaluateHypotheses(figures.kpis[2026] ?? []),
    baselineDrivers: reference.baselineDrivers,
    catalogDrivers: reference.catalogDrivers,
    driverVsBaseline: Object.fromEntries(Object.entries(differences).map(([id, d]) => [id, d.difference])),
  };
}
