import type { ModelSession, Period, Statement, YearRecord } from '../engine/session/session.ts';
import { readStatement } from '../engine/session/statement.ts';
import type { ModelCells } from '../engine/workbook/cells.ts';
import { parseActualsCsv } from '../engine/actuals/csv.ts';
import type { Actuals, BaselineSettings } from '../engine/actuals/schema.ts';
import { NO_CLOSED_MONTHS, type ClosedMonths } from '../engine/actuals/closedMonths.ts';
import type { ExplainRef } from '../engine/session/cellRef.ts';
import type { Explanation } from '../engine/session/explain.ts';
import { assumptionMappings, type AssumptionEntry, type AssumptionMapping, type PnlTraceItem } from '../engine/session/traceability.ts';
import { driverImpacts } from '../engine/session/driverImpacts.ts';
import type { ScenarioSnapshot } from '../engine/session/figures.ts';
import type { KeyFigures } from '../engine/session/keyFigures.ts';
import { createScenarioHost, type ScenarioHost } from '../engine/session/scenarioHost.ts';
import type { KernelEvaluator } from '../engine/kernel/evaluator.ts';
import { CASH_PROFILE_LINES, cashProfile, type CashProfile } from '../engine/session/cash.ts';
import { sensitivitySweep, type SensitivityRow } from '../engine/analysis/sensitivity.ts';
import {
  enterpriseValuation, exitMultipleProblem, multiplierProblem, valuationInputs,
  type DcfOptions, type EnterpriseValuation, type Multipliers, type ValuationInputs,
} from '../engine/analysis/valuation.ts';
import { leversFromDrivers, type LeverSet } from '../engine/analysis/gtm.ts';
import { gtmAnalysis, type GtmAnalysis } from '../engine/analysis/gtmPlan.ts';
import { gtmPlanFigures } from '../engine/analysis/gtmStart.ts';
import { numberFormatter, type NumberFormat } from '../engine/format/number.ts';
import { createRangesRunner, type RangesRunProgress, type RangesRunRequest } from './rangesRunner.ts';
import { goalSeek, type GoalSeekResult } from '../engine/analysis/goalSeek.ts';
import { hiringSeek, type HiringSeekResult } from '../engine/analysis/hiringSeek.ts';
import { attribution, type AttributionResult } from '../engine/analysis/attribution.ts';
import { openingBalanceSheet, type OpeningBalanceRow } from '../engine/session/openingBalance.ts';
import { reconcilingItems, type ReconcilingItem } from '../engine/session/reconcilingItems.ts';
import { DEFAULT_MODEL_SOURCE, publishedDefinition, type ModelSource } from '../engine/model/definition.ts';
import { PLAN_REFUSALS, samePlan, type HeadcountPlan } from '../engine/headcount/plan.ts';
import { headcountView, type HeadcountView } from './headcountView.ts';

/** Everything a screen shows after a change, in one round trip; `version` counts the changes. */
export interface ModelSnapshot extends ScenarioSnapshot {
  version: number;
}

/** A preview's key figures, sent ahead of its snapshot, with the version that snapshot will carry. */
export interface EarlyKeyFigures {
  version: number;
  figures: KeyFigures;
}

/**
 * What the UI may ask of the model: plain data in and out (it crosses Comlink). The worker hosts
 * one scenario host (engine/session/scenarioHost.ts) per loaded baseline: its working session is
 * the active scenario with drafts, its evaluation session answers for other driver sets, its
 * compiled kernel answers where speed matters (a slider's preview, driver impacts, assumption
 * mappings, the sensitivity sweep, valuation inputs). The same API is hosted by the browser worker
 * and, for the benchmark, a Node thread.
 *
 * The active scenario's headcount plan (its draft, else the plan it saved) comes with its drivers
 * to load, applyOverrides and preview; absent or null, the plan is generated from the drivers.
 * Every answer about the active scenario computes with it: the working session holds it, and the
 * shared kernel is set to it for each reading (ScenarioHost.withPlan) and back to generated after.
 *
 * A preview moves the drivers without moving the working session: the figures come from the
 * kernel, and so do the statements, the cash profile and the reconciling items asked for during
 * a drag (the kernel's cells at the previewed drivers), so the HyperFormula session never catches
 * up per preview (issue 26). It catches up on the next applyOverrides (the app sends one when a
 * drag pauses) or on the first question only the workbook answers (explain, traceability,
 * assumptions, …). Both evaluators agree cell for cell, so no figure changes when it does.
 */
export interface CalcApi {
  /**
   * Builds the session from actuals (CSV text or parsed), the published model definition (the
   * shipped one when absent) and the values a scenario (plus drafts) sets over the driver catalog.
   */
  load(input: { actuals: Actuals | string; closed?: ClosedMonths; definition?: ModelSource; overrides: Record<string, number>; headcount?: HeadcountPlan | null }): ModelSnapshot;
  /**
   * Resets every driver to catalog + baseline data + `overrides` and the plan to `headcount` in one
   * batch (switching scenario, editing a draft). Throws with the driver's name when a value is refused.
   */
  applyOverrides(overrides: Record<string, number>, headcount?: HeadcountPlan | null): ModelSnapshot;
  /**
   * The snapshot applyOverrides would answer for `overrides` and `headcount`, from the compiled
   * kernel (well within a frame): what the app shows while a slider is dragged. Refuses what
   * applyOverrides refuses. When a port is watched (watchKeyFigures), the preview's key figures
   * are posted on it as soon as the kernel has evaluated, ahead of the snapshot.
   */
  preview(overrides: Record<string, number>, headcount?: HeadcountPlan | null): ModelSnapshot;
  /**
   * Posts every later preview's key figures (EarlyKeyFigures) on `port`, ahead of its snapshot:
   * the Key Drivers screen draws a moved slider's figures from them while the worker still puts
   * the rest of the snapshot together and copies it across (issue 26).
   */
  watchKeyFigures(port: MessagePort): void;
  /** Changes some drivers, keeping the others (validated like applyOverrides). */
  setDrivers(drivers: Record<string, number>): ModelSnapshot;
  snapshot(): ModelSnapshot;
  statement(options: { period: Period; from?: string; to?: string; lines?: readonly string[] }): Statement;
  explain(ref: ExplainRef): Explanation;
  /** Impact per +1% of each given driver on a cell (the explain panel asks for all of a figure's drivers at once). */
  driverImpacts(ref: ExplainRef, driverIds: readonly string[]): Record<string, number | null>;
  /** The loaded baseline's settings (last_updated, data_source, …) for screen headers. */
  baselineSettings(): BaselineSettings;
  /**
   * The balance sheet at 31 December 2025 on `actuals` (Baseline Data Input's form, saved or not):
   * the opening balance with its balancing item, the retained earnings. Leaves the loaded model alone.
   */
  openingBalance(actuals: Actuals): OpeningBalanceRow[];
  /**
   * The balance items of the closed months (bank cash, receivables, payables) beside the active
   * scenario's figures, with the differences (engine/session/reconcilingItems.ts): for a balance sheet.
   */
  reconcilingItems(): ReconcilingItem[];
  pnlTraceability(year: number): { year: number; pnl_line_items: PnlTraceItem[] };
  assumptionMappings(year: number): AssumptionMapping[];
  assumptions(): AssumptionEntry[];
  /**
   * Annual figures of other scenarios (e.g. the built-ins for the cockpit's charts), each its
   * driver values and its saved plan (absent or null: generated), computed in a second session so
   * the active one keeps its state and undo history.
   */
  scenarioYears(sets: Record<string, ScenarioSet>): Record<string, Record<number, YearRecord>>;
  /** Monthly closing cash 2024–2030 with the covenant and the first month below it, the cash-out month, the low point and when the business turns EBITDA- and cash-positive. */
  cashProfile(): CashProfile;
  /** Sensitivity sweep of the 12 key drivers on the current drivers (part 2 §2). */
  sensitivity(): SensitivityRow[];
  /**
   * Enterprise valuation of the current drivers at these multipliers and DCF options (part 2 §3).
   * The model's figures are read once per snapshot, so moving a multiplier only revalues.
   */
  valuation(input: { multipliers: Multipliers; dcf?: DcfOptions; scenarioName: string; targetEv?: number }): EnterpriseValuation;
  /**
   * The GTM market-leadership simulator for one lever set (part 2 §9), started from the current
   * drivers' forecast: at the levers those drivers give, its 2030 revenue is the P&L's.
   */
  /** The GTM analysis; its texts write figures in `format`, the reader's number format. */
  gtm(levers: LeverSet, format: NumberFormat): GtmAnalysis;

  // Forecast ranges (issue 17): a run on the loaded baseline in steps the UI asks for (workers/rangesRunner.ts).
  /**
   * Starts a run of the effective drivers of `request.overrides` over `request.ranges` (replacing
   * a run still going) on the active scenario's plan (saved or drafted; else generated from each
   * draw's drivers), as the server runs them; refuses bad drivers, ranges, draws or seed with the
   * engine's message.
   */
  rangesStart(request: RangesRunRequest): RangesRunProgress;
  /** Evaluates the run for about `budgetMs`, then answers its progress, with the result once finished. */
  rangesStep(runId: number, budgetMs: number): RangesRunProgress;
  /** Drops the run: its next step answers `cancelled`. */
  rangesCancel(runId: number): void;
  // ── Goal seek and gap attribution (issue 17), answered by the compiled kernel ──
  /**
   * Which value of `driver` makes `figure` (an annual line or KPI id) in `year` equal `target`,
   * every other driver as the screen shows them (the active scenario with its drafts).
   */
  goalSeek(input: { driver: string; figure: string; year: number; target: number }): GoalSeekResult;
  /**
   * The fewest sales hires from `month` that bring `figure` in `year` to `target`, over the active
   * plan (saved or drafted; else generated) and the drivers the screen shows (engine/analysis/hiringSeek.ts).
   */
  hiringSeek(input: { month: string; figure: string; year: number; target: number }): HiringSeekResult;
  /**
   * The difference of `figure` in `year` between two driver sets, each the values a scenario (plus
   * drafts) sets over the catalog on the loaded baseline, split into per-driver Shapley values.
   * Both sides compute with one plan (absent or null: generated); different plans are refused as
   * the server refuses them, since a plan's difference is no driver's.
   */
  attribution(input: {
    from: Record<string, number>; to: Record<string, number>; figure: string; year: number;
    fromHeadcount?: HeadcountPlan | null; toHeadcount?: HeadcountPlan | null;
  }): AttributionResult;
  /**
   * People and employee cost by department and month of a headcount plan (null: the plan generated
   * from the drivers) under the drivers the screen shows (workers/headcountView.ts).
   */
  headcountView(plan: HeadcountPlan | null): HeadcountView;
}

/** A scenario evaluated beside the active one: its driver values and the plan it saved (absent or null: generated). */
export interface ScenarioSet {
  overrides: Record<string, number>;
  headcount?: HeadcountPlan | null;
}

function toActuals(input: Actuals | string): Actuals {
  if (typeof input !== 'string') return input;
  const parsed = parseActualsCsv(input);
  if (!parsed.ok) throw new Error(`Actuals do not parse: line ${parsed.errors[0]?.line}: ${parsed.errors[0]?.message}`);
  return parsed.actuals;
}

export function createCalcApi(): CalcApi {
  let host: ScenarioHost | undefined;
  let version = 0;
  /** Overrides previewed since the working session last caught up. */
  let previewed: Record<string, number> | null = null;
  /** The active scenario's plan, of the working session and of the last preview alike (null: generated). */
  let plan: HeadcountPlan | null = null;
  /**
   * `headcount`, or the plan held when it is the same: each call brings a copy (it crossed
   * Comlink), and the session and the kernel redo a plan's arithmetic only for a plan they do not hold.
   */
  const held = (headcount: HeadcountPlan | null): HeadcountPlan | null => (plan !== null && samePlan(plan, headcount) ? plan : headcount);
  let valuationFigures: { version: number; inputs: ValuationInputs } | undefined;
  let keyFiguresPort: MessagePort | null = null;
  const rangesRuns = createRangesRunner();
  const loaded = (): ScenarioHost => {
    if (!host) throw new Error('The model is not loaded yet');
    return host;
  };
  /** The working session, caught up with the last preview. */
  const current = (): ModelSession => {
    const scenarios = loaded();
    if (previewed) {
      const overrides = previewed;
      previewed = null;
      scenarios.activate(overrides, plan);
    }
    return scenarios.workingSession();
  };
  /** The drivers the screen shows: the last preview's, or the working session's. */
  const shownDrivers = (): Record<string, number> => (previewed ? loaded().effectiveDrivers(previewed) : loaded().workingSession().driverValues());
  /** Runs `read` on the shared kernel set to the active scenario's plan. */
  const onPlan = <T>(read: (kernel: KernelEvaluator) => T): T => loaded().withPlan(plan, read);
  /**
   * The cells the screen shows: while a preview is not committed the kernel's, evaluated at the
   * previewed drivers (a live view of that evaluation: read it before the kernel evaluates again);
   * else the working session's.
   */
  const shownCells = (): ModelCells => {
    if (!previewed) return current().cells();
    const drivers = loaded().effectiveDrivers(previewed);
    return onPlan((kernel) => kernel.evaluate(drivers));
  };
  const snapshot = (): ModelSnapshot => {
    current();
    return { version, ...loaded().snapshot() };
  };
  return {
    load({ actuals, closed, definition, overrides, headcount = null }) {
      const next = createScenarioHost({ ...toActuals(actuals), closed: closed ?? NO_CLOSED_MONTHS }, publishedDefinition(definition ?? DEFAULT_MODEL_SOURCE));
      try {
        next.activate(overrides, headcount);
      } catch (error) {
        // A refused load keeps the model that was loaded before.
        next.destroy();
        throw error;
      }
      host?.destroy();
      host = next;
      previewed = null;
      plan = headcount;
      version += 1;
      return snapshot();
    },
    applyOverrides(overrides, headcount = null) {
      const next = held(headcount);
      loaded().activate(overrides, next);
      previewed = null;
      plan = next;
      version += 1;
      return snapshot();
    },
    preview(overrides, headcount = null) {
      const next = held(headcount);
      // The version is taken first, so the key figures sent ahead carry the snapshot's (a refused
      // preview uses one up, and no answer carries it).
      version += 1;
      const answer = version;
      const port = keyFiguresPort;
      const early = port ? (figures: KeyFigures) => port.postMessage({ version: answer, figures } satisfies EarlyKeyFigures) : undefined;
      const figures = loaded().preview(overrides, next, early);
      previewed = overrides;
      plan = next;
      return { version: answer, ...figures };
    },
    watchKeyFigures(port) {
      keyFiguresPort = port;
    },
    setDrivers(drivers) {
      current().setDrivers(drivers);
      version += 1;
      return snapshot();
    },
    snapshot,
    statement: (options) => readStatement(shownCells(), options),
    explain: (ref) => current().explain(ref),
    driverImpacts: (ref, driverIds) => onPlan((kernel) => driverImpacts(kernel, shownDrivers(), ref, driverIds)),
    baselineSettings: () => loaded().actuals.settings,
    openingBalance: (actuals) => openingBalanceSheet(actuals),
    reconcilingItems: () => reconcilingItems(shownCells(), loaded().actuals.closed?.values ?? {}),
    pnlTraceability: (year) => current().pnlTraceability(year),
    assumptionMappings: (year) => onPlan((kernel) => assumptionMappings(kernel, shownDrivers(), year)),
    assumptions: () => current().assumptions(),
    scenarioYears(sets) {
      const scenarios = loaded();
      return Object.fromEntries(Object.entries(sets).map(([key, set]) => [key, scenarios.evaluate(set.overrides, (s) => s.years(), set.headcount ?? null)]));
    },
    cashProfile() {
      const monthly = readStatement(shownCells(), { period: 'month', lines: CASH_PROFILE_LINES });
      return cashProfile(monthly, shownDrivers().minimum_cash_covenant ?? 0);
    },
    sensitivity: () => onPlan((kernel) => sensitivitySweep(kernel, shownDrivers())),
    valuation({ multipliers, dcf, scenarioName, targetEv }) {
      for (const which of ['arr', 'transaction'] as const) {
        const problem = multiplierProblem(which, multipliers[which]);
        if (problem) throw new Error(`${which} multiplier ${problem}`);
      }
      const exitProblem = dcf ? exitMultipleProblem(dcf.exitMultiple) : null;
      if (exitProblem) throw new Error(`exit multiple ${exitProblem}`);
      if (valuationFigures?.version !== version) {
        const drivers = shownDrivers();
        valuationFigures = { version, inputs: onPlan((kernel) => valuationInputs(kernel.evaluate(drivers), drivers, scenarioName)) };
      }
      return enterpriseValuation({ ...valuationFigures.inputs, scenarioName }, multipliers, targetEv, dcf);
    },
    gtm(levers, format) {
      const s = current();
      return gtmAnalysis(levers, leversFromDrivers(s.driverValues()), gtmPlanFigures(s.years(), s.kpis(2026)), numberFormatter(format));
    },
    rangesStart(request) {
      const scenarios = loaded();
      return rangesRuns.start(scenarios.kernel(), scenarios.effectiveDrivers(request.overrides), request, plan);
    },
    rangesStep: (runId, budgetMs) => rangesRuns.step(runId, budgetMs),
    rangesCancel: (runId) => rangesRuns.cancel(runId),
    goalSeek: (input) => onPlan((kernel) => goalSeek(kernel, { ...input, drivers: shownDrivers() })),
    hiringSeek: (input) => hiringSeek(loaded().kernel(), { ...input, drivers: shownDrivers(), plan }),
    attribution({ from, to, figure, year, fromHeadcount = null, toHeadcount = null }) {
      const scenarios = loaded();
      if (!samePlan(fromHeadcount, toHeadcount)) throw new Error(PLAN_REFUSALS.plansDiffer);
      return scenarios.withPlan(fromHeadcount, (kernel) => attribution(kernel, { from: scenarios.effectiveDrivers(from), to: scenarios.effectiveDrivers(to), figure, year }));
    },
    headcountView: (plan) => headcountView(plan, shownDrivers(), loaded().workingSession().workbook.layout.definition.departments),
  };
}
