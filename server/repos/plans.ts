import type { DriverRange } from '../../engine/analysis/ranges/driverRanges.ts';
import type { HeadcountPlan } from '../../engine/headcount/plan.ts';
import { isWorkingScenarioId, type Saver } from './scenarios.ts';
import { PRIVATE_PLAN_SCENARIO } from '../../contract/plans.ts';

/**
 * The plan of record of a year: a frozen copy of a named scenario version, taken when an admin
 * locked it. Nothing changes it afterwards: neither saves, renames or restores of the scenario,
 * nor a new name of the version, nor the scenario's deletion. An admin may replace it with a
 * reason (issue 26); the replaced plan is kept as it was, superseded.
 */
export interface PlanRecord {
  year: number;
  scenario_id: string;
  /** The scenario's name when the plan was locked. */
  scenario_name: string;
  version: number;
  /** The version's name when the plan was locked. */
  version_name: string;
  key_drivers: Record<string, number>;
  driver_ranges: Record<string, DriverRange>;
  /** The version's headcount plan; null: generated from `key_drivers`. */
  headcount: HeadcountPlan | null;
  locked_by_id: number | null;
  locked_by: string;
  locked_at: string;
  /** Why it was approved: the note given with the lock, or the reason of the replacement that made it the plan; '' when none was given. */
  approval_note: string;
  /** The model version the plan's scenario version was saved under. */
  model_version: number;
}

/** A plan an admin replaced: the plan as it was, who replaced it, when and why. */
export interface SupersededPlanRecord extends PlanRecord {
  superseded_by: string;
  superseded_at: string;
  reason: string;
}

export type LockOutcome =
  | { ok: true; plan: PlanRecord }
  | { ok: false; reason: 'version_not_found' }
  | { ok: false; reason: 'unnamed' }
  | { ok: false; reason: 'plan_exists'; existing: PlanRecord };

export type ReplaceOutcome =
  | { ok: true; plan: PlanRecord; replaced: PlanRecord }
  | { ok: false; reason: 'version_not_found' }
  | { ok: false; reason: 'unnamed' }
  | { ok: false; reason: 'no_plan' };

export interface PlanToLock {
  year: number;
  scenario_id: string;
  scenario_name: string;
  version: number;
  locker: Saver;
  /** Why the plan is approved ('' for none). */
  approval_note: string;
}

/**
 * A plan as every reader gets it: one locked from a Simulation (Editable), which only its owner
 * sees (possible before issue 24 refused such locks), shows neither that scenario's id nor its
 * name. Its drivers stay: they are the plan.
 */
export function withoutPrivateScenario<T extends PlanRecord>(plan: T): T {
  return isWorkingScenarioId(plan.scenario_id) ? { ...plan, scenario_id: PRIVATE_PLAN_SCENARIO.id, scenario_name: PRIVATE_PLAN_SCENARIO.name } : plan;
}

/** Plans of record by year (issue 19). The variance analysis reads a year's plan with get(year). */
export interface PlansRepo {
  /** Every plan, by year. */
  list(): Promise<PlanRecord[]>;
  /** The frozen drivers and ranges of a year's plan of record; undefined when the year has none. */
  get(year: number): Promise<PlanRecord | undefined>;
  /** The years whose plan is the given version of the scenario. */
  yearsOf(scenarioId: string): Promise<{ version: number; year: number }[]>;
  /**
   * Locks the named version of the scenario as the plan of `year`, copying its drivers and ranges
   * in one transaction with the checks: the year has no plan yet (a plan stays frozen; there is
   * no unlock), and the version exists and has a name.
   */
  lock(input: PlanToLock): Promise<LockOutcome>;
  /**
   * Replaces the year's plan with the named version, in one transaction: the current plan moves
   * to the superseded plans with who replaced it, when and why (the new plan's `approval_note`);
   * `no_plan` when the year has none.
   */
  replace(input: PlanToLock): Promise<ReplaceOutcome>;
  /** The plans replaced so far, newest first. */
  superseded(): Promise<SupersededPlanRecord[]>;
}
