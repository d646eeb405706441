import {
  createModelSession, initialDriverValues,
  type KpiResult, type ModelSession, type ReconciliationRow, type Statement, type YearRecord, type Period,
} from '../engine/session/session.ts';
import { parseActualsCsv } from '../engine/actuals/csv.ts';
import type { Actuals, BaselineSettings } from '../engine/actuals/schema.ts';
import type { ExplainRef } from '../engine/session/cellRef.ts';
import type { Explanation } from '../engine/session/explain.ts';
import type { AssumptionEntry, AssumptionMapping, PnlTraceItem } from '../engine/session/traceability.ts';
import { KPI_YEARS } from '../engine/workbook/compile.ts';
import { dashboardMetrics, type DashboardMetrics } from '../engine/session/dashboard.ts';
import { strategicOkrs, type Okr } from '../engine/session/okrs.ts';
import { evaluateHypotheses, type HypothesisResult } from '../engine/session/hypotheses.ts';
import { cashProfile, type CashProfile } from '../engine/session/cash.ts';
import { builtInScenario } from '../engine/scenarios.ts';
import { driverDifferences } from '../engine/session/driverDelta.ts';
import { sensitivitySweep, type SensitivityRow } from '../engine/analysis/sensitivity.ts';
import {
  enterpriseValuation, multiplierProblem, valuationInputs,
  type EnterpriseValuation, type Multipliers, type ValuationInputs,
} from '../engine/analysis/valuation.ts';
import { leversFromDrivers, type LeverSet } from '../engine/analysis/gtm.ts';
import { gtmAnalysis, type GtmAnalysis } from '../engine/analysis/gtmPlan.ts';
import { gtmPlanFigures } from '../engine/analysis/gtmStart.ts';

/** Everything a screen shows after a change, in one round trip. */
export interface ModelSnapshot {
  version: number;
  drivers: Record<string, number>;
  years: Record<number, YearRecord>;
  kpis: Record<number, KpiResult[]>;
  reconciliation: ReconciliationRow[];
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
  /** Each driver's current value minus its Baseline value. */
  driverVsBaseline: Record<string, number>;
}

/**
 * What the UI may ask of the model: plain data in and out (it crosses Comlink). One engine session
 * per worker; the same API is hosted by the browser worker and, for the benchmark, a Node thread.
 */
export interface CalcApi {
  /**
   * Builds the session from actuals (CSV text or parsed) and the values a scenario (plus drafts)
   * sets over the driver catalog.
   */
  load(input: { actuals: Actuals | string; overrides: Record<string, number> }): ModelSnapshot;
  /**
   * Resets every driver to catalog + baseline data + `overrides` in one batch (switching scenario,
   * editing a draft). Throws with the driver's name when a value is refused.
   */
  applyOverrides(overrides: Record<string, number>): ModelSnapshot;
  /** Changes some drivers, keeping the others (validated like applyOverrides). */
  setDrivers(drivers: Record<string, number>): ModelSnapshot;
  snapshot(): ModelSnapshot;
  statement(options: { period: Period; from?: string; to?: string; lines?: readonly string[] }): Statement;
  explain(ref: ExplainRef, options?: { impacts?: boolean }): Explanation;
  /** Impact per +1% of each driver on a cell; the explain panel asks in small batches. */
  driverImpacts(ref: ExplainRef, driverIds: readonly string[]): Record<string, number | null>;
  /** The loaded baseline's settings (last_updated, data_source, …) for screen headers. */
  baselineSettings(): BaselineSettings;
  pnlTraceability(year: number): { year: number; pnl_line_items: PnlTraceItem[] };
  assumptionMappings(year: number): AssumptionMapping[];
  assumptions(): AssumptionEntry[];
  /**
   * Annual figures of other driver sets (e.g. the built-in scenarios for the cockpit's charts),
   * computed in a second session so the active one keeps its state and undo history.
   */
  scenarioYears(sets: Record<string, Record<string, number>>): Record<string, Record<number, YearRecord>>;
  /** Monthly closing cash 2024–2030 with the cash-out month and the low point. */
  cashProfile(): CashProfile;
  /** Sensitivity sweep of the 12 key drivers on the current drivers (part 2 §2); the session ends unchanged. */
  sensitivity(): SensitivityRow[];
  /**
   * Enterprise valuation of the current drivers at these multipliers (part 2 §3). The model's
   * figures are read once per snapshot, so moving a multiplier only revalues.
   */
  valuation(input: { multipliers: Multipliers; scenarioName: string; targetEv?: number }): EnterpriseValuation;
  /**
   * The GTM market-leadership simulator for one lever set (part 2 §9), started from the current
   * drivers' forecast: at the levers those drivers give, its 2030 revenue is the P&L's.
   */
  gtm(levers: LeverSet): GtmAnalysis;
}

function toActuals(input: Actuals | string): Actuals {
  if (typeof input !== 'string') return input;
  const parsed = parseActualsCsv(input);
  if (!parsed.ok) throw new Error(`Actuals do not parse: line ${parsed.errors[0]?.line}: ${parsed.errors[0]?.message}`);
  return parsed.actuals;
}

export function createCalcApi(): CalcApi {
  let session: ModelSession | undefined;
  let compareSession: ModelSession | undefined;
  let actualsInUse: Actuals | undefined;
  let baselineDrivers: Record<string, number> = {};
  let catalogDrivers: Record<string, number> = {};
  let version = 0;
  let valuationFigures: { version: number; inputs: ValuationInputs } | undefined;
  const current = (): ModelSession => {
    if (!session) throw new Error('The model is not loaded yet');
    return session;
  };
  const snapshot = (): ModelSnapshot => {
    const s = current();
    const drivers = s.driverValues();
    const years = s.years();
    const kpis = Object.fromEntries(KPI_YEARS.map((year) => [year, s.kpis(year)]));
    return {
      version,
      drivers,
      years,
      kpis,
      reconciliation: s.reconciliation(),
      dashboard: dashboardMetrics(years),
      okrs: strategicOkrs(years, drivers),
      hypotheses: evaluateHypotheses(kpis[2026] ?? []),
      baselineDrivers,
      catalogDrivers,
      driverVsBaseline: driverDifferences(drivers, baselineDrivers),
    };
  };
  return {
    load({ actuals, overrides }) {
      const parsed = toActuals(actuals);
      session?.destroy();
      compareSession?.destroy();
      compareSession = undefined;
      session = createModelSession({ actuals: parsed, drivers: overrides });
      actualsInUse = parsed;
      baselineDrivers = initialDriverValues(parsed, builtInScenario('baseline')?.key_drivers ?? {});
      catalogDrivers = initialDriverValues(parsed);
      version += 1;
      return snapshot();
    },
    applyOverrides(overrides) {
      if (!actualsInUse) throw new Error('The model is not loaded yet');
      current().setDrivers(initialDriverValues(actualsInUse, overrides));
      version += 1;
      return snapshot();
    },
    setDrivers(drivers) {
      current().setDrivers(drivers);
      version += 1;
      return snapshot();
    },
    snapshot,
    statement: (options) => current().statement(options),
    explain: (ref, options) => current().explain(ref, options),
    driverImpacts: (ref, driverIds) => current().driverImpacts(ref, driverIds),
    baselineSettings() {
      if (!actualsInUse) throw new Error('The model is not loaded yet');
      return actualsInUse.settings;
    },
    pnlTraceability: (year) => current().pnlTraceability(year),
    assumptionMappings: (year) => current().assumptionMappings(year),
    assumptions: () => current().assumptions(),
    scenarioYears(sets) {
      if (!actualsInUse) throw new Error('The model is not loaded yet');
      const actuals = actualsInUse;
      compareSession ??= createModelSession({ actuals });
      const other = compareSession;
      return Object.fromEntries(Object.entries(sets).map(([key, overrides]) => {
        other.setDrivers(initialDriverValues(actuals, overrides));
        return [key, other.years()];
      }));
    },
    cashProfile: () => cashProfile(current().statement({ period: 'month', lines: ['closing_cash'] })),
    sensitivity: () => sensitivitySweep(current()),
    valuation({ multipliers, scenarioName, targetEv }) {
      for (const which of ['arr', 'transaction'] as const) {
        const problem = multiplierProblem(which, multipliers[which]);
        if (problem) throw new Error(`${which} multiplier ${problem}`);
      }
      if (valuationFigures?.version !== version) valuationFigures = { version, inputs: valuationInputs(current(), scenarioName) };
      return enterpriseValuation({ ...valuationFigures.inputs, scenarioName }, multipliers, targetEv);
    },
    gtm(levers) {
      const s = current();
      return gtmAnalysis(levers, leversFromDrivers(s.driverValues()), gtmPlanFigures(s.years(), s.kpis(2026)));
    },
  };
}
