import type { Actuals } from '../actuals/schema.ts';
import { withCompleteClose } from '../actuals/closedMonths.ts';
import { createKernelEvaluator, type KernelEvaluator } from '../kernel/evaluator.ts';
import { builtInScenario } from '../scenarios.ts';
import type { ModelDefinition } from '../model/definition.ts';
import type { HeadcountPlan } from '../headcount/plan.ts';
import { createModelSession, type ModelSession } from './session.ts';
import { effectiveDrivers } from './effectiveDrivers.ts';
import { figuresOf, scenarioSnapshot, type Figures, type ScenarioSnapshot } from './figures.ts';
import { keyFiguresOfCells, type KeyFigures } from './keyFigures.ts';

/**
 * The scenario evaluation host: one loaded baseline and the evaluators of driver sets on it. The
 * calculation worker and the server both go through it, so the effective-drivers recipe, session
 * reuse and the figures of a driver set are written once.
 *
 * It holds at most two engine sessions (HyperFormula workbooks, the model of record), each built
 * when first needed:
 * - the working session, which a person edits (the worker's): `activate` sets it to a driver
 *   set, then it changes driver by driver and keeps its undo history;
 * - the evaluation session, set to whatever driver set `evaluate` is asked for (the server's
 *   figures at rest, the cockpit's other scenarios), so the working session is never moved.
 * Moving a session to another driver set recalculates only what the changed drivers reach, which
 * is much cheaper than building a workbook.
 *
 * The closed months it is given are cut back to complete ones (withCompleteClose), so a closed
 * month without every line never fails an evaluation.
 *
 * And the compiled kernel prepared on the same actuals (engine/kernel/evaluator.ts), for answers
 * where speed matters: `figures` and `preview` evaluate a driver set in microseconds, cell for cell
 * the workbook's (docs/architecture.md "Two evaluators"), without moving either session.
 */
/** What a scenario evaluates from: its driver values and its headcount plan (null or absent: the plan generated from its drivers). */
export interface ScenarioInputs {
  key_drivers: Readonly<Record<string, number>>;
  headcount?: HeadcountPlan | null;
}

export interface ScenarioHost {
  readonly actuals: Actuals;
  /** Catalog ← the baseline data's capital injection ← `overrides` (a scenario's values, then drafts). */
  effectiveDrivers(overrides?: Readonly<Record<string, number>>): Record<string, number>;
  /** The built-in Baseline scenario's effective drivers on these actuals. */
  readonly baselineDrivers: Record<string, number>;
  /** The catalog's values on these actuals: what a scenario uses for a driver it does not set. */
  readonly catalogDrivers: Record<string, number>;
  /** Sets the working session to the effective drivers of `overrides` and the plan `headcount` (null: generated) and returns it. */
  activate(overrides: Readonly<Record<string, number>>, headcount?: HeadcountPlan | null): ModelSession;
  /** The working session as the last activate and later edits left it. */
  workingSession(): ModelSession;
  /** Runs `read` on the evaluation session set to the effective drivers of `overrides` and the plan `headcount`. */
  evaluate<T>(overrides: Readonly<Record<string, number>>, read: (session: ModelSession) => T, headcount?: HeadcountPlan | null): T;
  /** Everything a screen shows of the working session. */
  snapshot(): ScenarioSnapshot;
  /** The compiled kernel on these actuals, prepared when first needed, on plans generated from the drivers it evaluates. */
  kernel(): KernelEvaluator;
  /**
   * Runs `read` on the kernel set to the plan `headcount` (null: generated), then sets it back to
   * generated plans: the kernel is shared, and a plan set for one answer must not stay for the next reader.
   */
  withPlan<T>(headcount: HeadcountPlan | null, read: (kernel: KernelEvaluator) => T): T;
  /** Years, KPIs and reconciliation of the effective drivers of `overrides` and the plan `headcount`, evaluated by the compiled kernel. */
  figures(overrides: Readonly<Record<string, number>>, headcount?: HeadcountPlan | null): Figures;
  /**
   * The snapshot the working session shows once activated on `overrides`, evaluated by the
   * compiled kernel: the slider's answer within the frame. Neither session moves. `early`, when
   * given, is handed the snapshot's key figures as soon as the kernel has evaluated, before the
   * snapshot's lines and KPIs are read.
   */
  preview(overrides: Readonly<Record<string, number>>, headcount?: HeadcountPlan | null, early?: (figures: KeyFigures) => void): ScenarioSnapshot;
  destroy(): void;
}

/** A host of the shipped model, or of `definition` (a published model version) when given. */
export function createScenarioHost(given: Actuals, definition?: ModelDefinition): ScenarioHost {
  // A closed month without every line is forecast as open rather than refused (issue 24): the
  // browser's cached close or a database edited by hand must not stop every figure.
  const actuals: Actuals = given.closed ? { ...given, closed: withCompleteClose(given.closed) } : given;
  let working: ModelSession | undefined;
  let evaluation: ModelSession | undefined;
  let compiled: KernelEvaluator | undefined;
  const effective = (overrides: Readonly<Record<string, number>> = {}) => effectiveDrivers(actuals, overrides, definition);
  const reference = {
    baselineDrivers: effective(builtInScenario('baseline')?.key_drivers ?? {}),
    catalogDrivers: effective(),
  };

  /** A session set to `overrides`: built on them the first time, moved to them afterwards. */
  function setTo(session: ModelSession | undefined, overrides: Readonly<Record<string, number>>, headcount: HeadcountPlan | null): ModelSession {
    if (!session) return createModelSession({ actuals, drivers: overrides, headcount, ...(definition ? { definition } : {}) });
    session.setDrivers(effective(overrides));
    session.setHeadcount(headcount);
    return session;
  }

  const kernel = (): KernelEvaluator => {
    compiled ??= createKernelEvaluator(actuals, definition);
    return compiled;
  };

  function withPlan<T>(headcount: HeadcountPlan | null, read: (evaluator: KernelEvaluator) => T): T {
    const evaluator = kernel();
    evaluator.setHeadcount(headcount);
    try {
      return read(evaluator);
    } finally {
      evaluator.setHeadcount(null);
    }
  }

  const host: ScenarioHost = {
    actuals,
    effectiveDrivers: effective,
    ...reference,
    activate(overrides, headcount = null) {
      working = setTo(working, overrides, headcount);
      return working;
    },
    workingSession() {
      if (!working) throw new Error('The model is not loaded yet');
      return working;
    },
    evaluate(overrides, read, headcount = null) {
      evaluation = setTo(evaluation, overrides, headcount);
      return read(evaluation);
    },
    snapshot() {
      const session = host.workingSession();
      return scenarioSnapshot(session.driverValues(), figuresOf(session.cells()), reference);
    },
    kernel,
    withPlan,
    figures(overrides, headcount = null) {
      return withPlan(headcount, (evaluator) => figuresOf(evaluator.evaluate(effective(overrides))));
    },
    preview(overrides, headcount = null, early) {
      const drivers = effective(overrides);
      return withPlan(headcount, (evaluator) => {
        const cells = evaluator.evaluate(drivers);
        early?.(keyFiguresOfCells(cells));
        return scenarioSnapshot(drivers, figuresOf(cells), reference);
      });
    },
    destroy() {
      working?.destroy();
      evaluation?.destroy();
      working = undefined;
      evaluation = undefined;
    },
  };
  return host;
}
