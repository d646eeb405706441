import type { ScenarioVersion } from '../../../contract/scenarioVersions.ts';
import type { DriverRange } from '../../../engine/analysis/ranges/driverRanges.ts';
import { formatTimestampDe } from '../../../engine/format/number.ts';
import { i18n } from '../../i18n/index.ts';
import type { ScenarioConflict } from '../../state/scenarios.ts';
import { driverLabel, driverValueText } from './versionRows.ts';

/**
 * The two sides of a save conflict, as the conflict dialog lists them: every driver the versions
 * saved meanwhile changed (old → new, who saved it when) and every draft of mine (the value it was
 * made on → mine), a driver changed on both sides marked as a clash.
 */

export interface TheirChange {
  driver: string;
  label: string;
  before: string;
  after: string;
  clash: boolean;
}

/** One version saved meanwhile: who saved it when, its comment, and the drivers it changed. */
export interface TheirVersion {
  version: number;
  savedBy: string;
  comment: string | null;
  changes: TheirChange[];
}

export interface MyDraft {
  driver: string;
  label: string;
  before: string;
  mine: string;
  clash: boolean;
}

export interface ConflictRows {
  theirs: TheirVersion[];
  mine: MyDraft[];
  /** Drivers whose uncertainty range I changed in my drafts. */
  rangeDrafts: string[];
  /** Drivers whose uncertainty range the versions saved meanwhile changed. */
  theirRanges: string[];
}

const savedByText = (version: ScenarioVersion) => `${version.saved_by ?? i18n.t('scenarios:conflict.notRecorded')}, ${formatTimestampDe(version.saved_at)}`;

/**
 * The value a draft was made on: the value before the first change of the versions saved since,
 * or (when they did not change it) the value in their version, the catalog's where it sets none.
 */
function draftBase(driver: string, conflict: ScenarioConflict, catalog: Readonly<Record<string, number>>): number | null {
  for (const version of conflict.since) {
    const change = version.changes.find((c) => c.driver === driver);
    if (change) return change.old_value;
  }
  return conflict.theirs.key_drivers[driver] ?? catalog[driver] ?? null;
}

export function conflictRows(
  conflict: ScenarioConflict,
  drafts: Readonly<Record<string, number>>,
  rangeDrafts: Readonly<Record<string, DriverRange | null>>,
  catalog: Readonly<Record<string, number>>,
): ConflictRows {
  const theirDrivers = new Set(conflict.since.flatMap((version) => version.changes.map((change) => change.driver)));
  const theirs = conflict.since.map((version) => ({
    version: version.version,
    savedBy: savedByText(version),
    comment: version.comment,
    changes: version.changes.map((change) => ({
      driver: change.driver,
      label: driverLabel(change.driver),
      before: driverValueText(change.driver, change.old_value),
      after: driverValueText(change.driver, change.new_value),
      clash: change.driver in drafts,
    })),
  }));
  const mine = Object.entries(drafts).map(([driver, value]) => ({
    driver,
    label: driverLabel(driver),
    before: driverValueText(driver, draftBase(driver, conflict, catalog)),
    mine: driverValueText(driver, value),
    clash: theirDrivers.has(driver),
  }));
  return {
    theirs,
    mine,
    rangeDrafts: Object.keys(rangeDrafts).map(driverLabel),
    theirRanges: [...new Set(conflict.since.flatMap((version) => version.ranges_changed))].map(driverLabel),
  };
}
