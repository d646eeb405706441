import type { Services } from '../services.ts';
import type { PublishedModel } from '../repos/newestBaseline.ts';
import { DEFAULT_MODEL_SOURCE } from '../../engine/model/definition.ts';
import type { DriverRange } from '../../engine/analysis/ranges/driverRanges.ts';
import { RETIRED_DRIVERS } from '../../engine/session/validate.ts';
import type { ScenarioVersionRecord } from '../repos/scenarios.ts';
import type { ScenarioVersion } from '../../contract/scenarioVersions.ts';

/**
 * A kept version as the API shows it (docs/api.md "Scenario versions"): shared by the History's
 * routes and the 409 of a save, which lists the versions saved since the one the caller read.
 */

function sameRange(a: DriverRange | undefined, b: DriverRange | undefined): boolean {
  return a?.low === b?.low && a?.high === b?.high && a?.distribution === b?.distribution;
}

/** Drivers whose saved range differs between two versions (every range, for the first version kept). */
function rangesChanged(previous: ScenarioVersionRecord | undefined, record: ScenarioVersionRecord): string[] {
  const before = previous?.driver_ranges ?? {};
  const ids = [...new Set([...Object.keys(record.driver_ranges), ...Object.keys(before)])];
  return ids.filter((id) => !RETIRED_DRIVERS.has(id) && !sameRange(before[id], record.driver_ranges[id]));
}

/**
 * `previous` is the version before it, when kept; `catalog` the catalog's driver values (what a
 * driver the scenario does not set is worth), read now: a change shows the values in effect.
 */
export function toApiVersion(
  record: ScenarioVersionRecord,
  previous: ScenarioVersionRecord | undefined,
  planYears: readonly { version: number; year: number }[],
  catalog: Readonly<Record<string, number>>,
): ScenarioVersion {
  return {
    version: record.version,
    saved_at: record.saved_at,
    saved_by: record.saved_by,
    comment: record.comment,
    name: record.name,
    // History keeps what was saved; a retired driver's change is not shown (the model ignores it).
    changes: record.changes
      .filter((change) => !RETIRED_DRIVERS.has(change.driver) && catalog[change.driver] !== undefined)
      .map((change) => ({ ...change, old_value: change.old ?? catalog[change.driver] as number, new_value: change.new ?? catalog[change.driver] as number })),
    ranges_changed: rangesChanged(previous, record),
    plan_years: planYears.filter((plan) => plan.version === record.version).map((plan) => plan.year),
    model_version: record.model_version,
  };
}

/**
 * A published model version's source: the one in force, the shipped model (version 1), or an
 * earlier one from the database; a version no longer stored counts as the one in force.
 */
export async function publishedModelOf(services: Services, version: number): Promise<PublishedModel> {
  const current = services.newestBaseline.current().model;
  if (version === current.version) return current;
  if (version === DEFAULT_MODEL_SOURCE.version) return { version, source: DEFAULT_MODEL_SOURCE };
  const stored = await services.models.get(version);
  return stored ? { version, source: stored.source } : current;
}

/** The catalog's driver values: what a driver a scenario does not set is worth. */
export function catalogValues(services: Services): Record<string, number> {
  return services.model.effectiveDrivers({});
}

/** Every kept version of a scenario as the API shows it, newest first. */
export async function apiVersions(services: Services, scenarioId: string): Promise<ScenarioVersion[]> {
  const records = await services.scenarios.versions(scenarioId);
  const planYears = await services.plans.yearsOf(scenarioId);
  const catalog = catalogValues(services);
  return records.map((record, index) => toApiVersion(record, records[index + 1], planYears, catalog));
}

/** The versions saved after `version` (what a stale save did not see), oldest first. */
export async function versionsSince(services: Services, scenarioId: string, version: number): Promise<ScenarioVersion[]> {
  return (await apiVersions(services, scenarioId)).filter((kept) => kept.version > version).reverse();
}
