import { scenarioNameKey, type ScenarioDefinition } from '../../engine/scenarios.ts';
import type { ScenarioType } from '../../contract/scenarios.ts';
import type { DriverRange } from '../../engine/analysis/ranges/driverRanges.ts';
import type { HeadcountPlan } from '../../engine/headcount/plan.ts';

/**
 * A scenario as stored: a named, versioned driver set. Routes show it as the contract's Scenario
 * (toApiScenario in server/routes/scenarioAccess.ts).
 */
export interface ScenarioRecord {
  scenario_id: string;
  scenario_name: string;
  description: string;
  scenario_type: ScenarioType;
  /** The user whose Simulation (Editable) this is; null for the others. */
  owner_id: number | null;
  /** The creator of a user-created scenario (null once that account is deleted). */
  created_by_id: number | null;
  created_by: string | null;
  key_drivers: Record<string, number>;
  /** Uncertainty ranges over the catalog's defaults (forecast ranges); built-ins carry none. */
  driver_ranges: Record<string, DriverRange>;
  /**
   * The headcount plan the scenario saved (issue 28); null while it has saved none, and its plan
   * is the one generated from its drivers (engine/headcount/defaultPlan.ts).
   */
  headcount: HeadcountPlan | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface ScenarioChanges {
  scenario_name?: string;
  description?: string;
  key_drivers?: Record<string, number>;
  driver_ranges?: Record<string, DriverRange>;
  /** A plan replaces the saved one; null drops it (back to the generated plan); undefined keeps it. */
  headcount?: HeadcountPlan | null;
}

/** Who saves a version: the signed-in user (null for the built-ins' definitions). */
export interface Saver {
  id: number;
  username: string;
}

/** One driver value a save changed; null where the scenario did not set the driver (the catalog's value applies). */
export interface DriverChange {
  driver: string;
  old: number | null;
  new: number | null;
}

/**
 * A kept version of a scenario: its drivers, ranges and headcount plan as saved, who saved it when, and what
 * changed against the version before. Written in the transaction of the save that made it, never
 * changed afterwards except for its name.
 */
export interface ScenarioVersionRecord {
  scenario_id: string;
  version: number;
  key_drivers: Record<string, number>;
  driver_ranges: Record<string, DriverRange>;
  /** The headcount plan as saved; null: none saved (the plan generated from the version's drivers). */
  headcount: HeadcountPlan | null;
  saved_by_id: number | null;
  saved_by: string | null;
  saved_at: string;
  comment: string | null;
  name: string | null;
  changes: DriverChange[];
  /** The model version in force when it was saved (issue 27). */
  model_version: number;
}

/**
 * The driver values that differ between two versions' maps, in the order of the new map, then
 * the drivers the new map no longer sets. Without a previous map (a first version): every value.
 */
export function driverChanges(previous: Readonly<Record<string, number>> | undefined, next: Readonly<Record<string, number>>): DriverChange[] {
  const before = previous ?? {};
  const changes: DriverChange[] = [];
  for (const [driver, value] of Object.entries(next)) {
    if (before[driver] !== value) changes.push({ driver, old: before[driver] ?? null, new: value });
  }
  for (const [driver, value] of Object.entries(before)) {
    if (!(driver in next)) changes.push({ driver, old: value, new: null });
  }
  return changes;
}

export interface NewScenario {
  scenario_name: string;
  description: string;
  key_drivers: Record<string, number>;
  driver_ranges?: Record<string, DriverRange>;
  creator: { id: number; username: string };
}

/** Another scenario the writer sees already carries the name (scenarioNameKey). */
export interface NameTaken {
  ok: false;
  reason: 'name_taken';
  existing: ScenarioRecord;
}

export type CreateOutcome = { ok: true; scenario: ScenarioRecord } | NameTaken;

export type UpdateOutcome =
  | { ok: true; scenario: ScenarioRecord }
  | { ok: false; reason: 'version_conflict'; current: ScenarioRecord }
  | { ok: false; reason: 'not_found' }
  | NameTaken;

export const WORKING_SCENARIO_NAME = 'Simulation (Editable)';

export function workingScenarioId(userId: number): string {
  return `sim-${userId}`;
}

/** Whether `id` names a user's Simulation (Editable) (workingScenarioId); other scenarios' ids are UUIDs or the built-ins'. */
export function isWorkingScenarioId(id: string): boolean {
  return /^sim-\d+$/.test(id);
}

/** The user whose Simulation (Editable) `id` names (workingScenarioId); null for every other scenario. */
export function workingScenarioOwner(id: string): number | null {
  return isWorkingScenarioId(id) ? Number(id.slice('sim-'.length)) : null;
}

export function workingScenarioDescription(from: ScenarioRecord): string {
  return `Your working copy for what-if changes, created from ${from.scenario_name}.`;
}

/**
 * The scenario among `visible` (what the writer sees) other than `exceptId` whose name is the
 * same as `name`. Both implementations ask it inside the write's transaction, with writers of
 * names serialised, so two writers cannot both take a free name.
 */
export function sameNameAmong(visible: readonly ScenarioRecord[], name: string, exceptId?: string): ScenarioRecord | undefined {
  const key = scenarioNameKey(name);
  return visible.find((candidate) => candidate.scenario_id !== exceptId && scenarioNameKey(candidate.scenario_name) === key);
}

/** Whether a stored built-in differs from its definition in engine/scenarios.ts (and so needs a new version). */
export function builtInChanged(stored: ScenarioRecord, definition: ScenarioDefinition): boolean {
  return stored.scenario_name !== definition.scenario_name
    || stored.description !== definition.description
    || JSON.stringify(stored.key_drivers) !== JSON.stringify(definition.key_drivers);
}

/**
 * Scenarios and the per-user active scenario. Every write is one transaction; an update only
 * succeeds against the version the caller read, so nothing is silently overwritten.
 */
export interface ScenariosRepo {
  /**
   * Brings the built-ins in line with engine/scenarios.ts (run at start). A changed definition
   * gets a new version, so no cache keeps numbers of the old one.
   */
  seedBuiltIns(definitions: readonly ScenarioDefinition[]): Promise<void>;
  get(id: string): Promise<ScenarioRecord | undefined>;
  /** Built-ins first in catalog order, then the user's Simulation (Editable), then user-created ones by age. */
  listVisibleTo(userId: number): Promise<ScenarioRecord[]>;
  /** The user's Simulation (Editable), created from `from` (Baseline) when it does not exist yet. */
  ensureWorkingScenario(user: { id: number; username: string }, from: ScenarioRecord): Promise<ScenarioRecord>;
  /** Creates a user-created scenario (and its version 1) unless a scenario the creator sees already has its name. */
  create(input: NewScenario): Promise<CreateOutcome>;
  /**
   * Applies `changes` when the stored version is still `expectedVersion` (otherwise reports the
   * current one) and a new name is not taken among the scenarios `editor` sees. The new version
   * is kept (versions) with `editor` as its saver and the optional comment.
   */
  update(id: string, expectedVersion: number, changes: ScenarioChanges, editor: Saver, comment?: string | null): Promise<UpdateOutcome>;
  /** The kept versions of a scenario, newest first (none for an unknown id). */
  versions(id: string): Promise<ScenarioVersionRecord[]>;
  version(id: string, version: number): Promise<ScenarioVersionRecord | undefined>;
  /** Names (or with null unnames) a kept version; undefined when there is no such version. */
  nameVersion(id: string, version: number, name: string | null): Promise<ScenarioVersionRecord | undefined>;
  /**
   * Deletes the scenario and its versions and answers what it was; users who had it active fall
   * back to the default (their row goes with it). Plans of record keep their own copy.
   */
  delete(id: string): Promise<ScenarioRecord | undefined>;
  /** The id of the user's active scenario (Baseline until they choose another). */
  activeId(userId: number): Promise<string>;
  activate(userId: number, scenarioId: string): Promise<void>;
}
