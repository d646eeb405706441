import type { Actuals } from '../actuals/schema.ts';
import { builtInScenario } from '../scenarios.ts';
import { createModelSession, type ModelSession } from './session.ts';
import { effectiveDrivers } from './effectiveDrivers.ts';
import { scenarioSnapshot, type ScenarioSnapshot } from './figures.ts';

/**
 * The scenario evaluation host: one loaded baseline and the engine sessions that evaluate driver
 * sets on it. The calculation worker and the server both go through it, so the effective-drivers
 * recipe, session reuse and the figures of a driver set are written once.
 *
 * It holds at most two sessions, each built when first needed:
 * - the working session, which a person edits (the worker's): `activate` sets it to a driver
 *   set, then it changes driver by driver and keeps its undo history;
 * - the evaluation session, set to whatever driver set `evaluate` is asked for (the server's
 *   per-request figures, the cockpit's other scenarios), so the working session is never moved.
 * Moving a session to another driver set recalculates only what the changed drivers reach, which
 * is much cheaper than building a workbook.
 */
export interface ScenarioHost {
  readonly actuals: Actuals;
  /** Catalog ← the baseline data's capital injection ← `overrides` (a scenario's values, then drafts). */
  effectiveDrivers(overrides?: Readonly<Record<string, number>>): Record<string, number>;
  /** The built-in Baseline scenario's effective drivers on these actuals. */
  readonly baselineDrivers: Record<string, number>;
  /** The catalog's values on these actuals: what a scenario uses for a driver it does not set. */
  readonly catalogDrivers: Record<string, number>;
  /** Sets the working session to the effective drivers of `overrides` (one undo step) and returns it. */
  activate(overrides: Readonly<Record<string, number>>): ModelSession;
  /** The working session as the last activate and later edits left it. */
  workingSession(): ModelSession;
  /** Runs `read` on the evaluation session set to the effective drivers of `overrides`. */
  evaluate<T>(overrides: Readonly<Record<string, number>>, read: (session: ModelSession) => T): T;
  /** Everything a screen shows of the working session. */
  snapshot(): ScenarioSnapshot;
  destroy(): void;
}

export function createScenarioHost(actuals: Actuals): ScenarioHost {
  let working: ModelSession | undefined;
  let evaluation: ModelSession | undefined;
  const reference = {
    baselineDrivers: effectiveDrivers(actuals, builtInScenario('baseline')?.key_drivers ?? {}),
    catalogDrivers: effectiveDrivers(actuals),
  };

  /** A session set to `overrides`: built on them the first time, moved to them afterwards. */
  function setTo(session: ModelSession | undefined, overrides: Readonly<Record<string, number>>): ModelSession {
    if (!session) return createModelSession({ actuals, drivers: overrides });
    session.setDrivers(effectiveDrivers(actuals, overrides));
    return session;
  }

  const host: ScenarioHost = {
    actuals,
    effectiveDrivers: (overrides) => effectiveDrivers(actuals, overrides),
    ...reference,
    activate(overrides) {
      working = setTo(working, overrides);
      return working;
    },
    workingSession() {
      if (!working) throw new Error('The model is not loaded yet');
      return working;
    },
    evaluate(overrides, read) {
      evaluation = setTo(evaluation, overrides);
      return read(evaluation);
    },
    snapshot: () => scenarioSnapshot(host.workingSession(), reference),
    destroy() {
      working?.destroy();
      evaluation?.destroy();
      working = undefined;
      evaluation = undefined;
    },
  };
  return host;
}
