import fs from 'node:fs';
import {
  completeClose, incompleteMonths, latestClosableMonth, type CompleteClose, type IncompleteMonth, type MonthlyActualValues,
} from '../../engine/actuals/closedMonths.ts';
import { parseMonthlyActualsCsv } from '../../engine/actuals/monthlyActualsCsv.ts';

/**
 * The shipped sample actuals 2026-01 … 2026-10 (docs/model.md "Monthly actuals 2026"): loaded only
 * by an explicit choice, FAHRPLAN_SAMPLE_DATA=on for a new database or the 'Load sample actuals'
 * action on an empty set, and marked as the sample wherever they show.
 */
export const FIXTURE_MONTHLY_ACTUALS: MonthlyActualValues = (() => {
  const read = parseMonthlyActualsCsv(fs.readFileSync(new URL('../../fixtures/monthly-actuals-2026.csv', import.meta.url), 'utf8'));
  if (!read.ok) throw new Error(`fixtures/monthly-actuals-2026.csv line ${read.errors[0]?.line}: ${read.errors[0]?.message}`);
  return read.values;
})();

export interface MonthlyActualsVersion {
  version: number;
  values: MonthlyActualValues;
  created_by: string;
  created_at: string;
  note: string;
  /** The shipped sample rather than the company's figures: screens and exports say so. */
  sample: boolean;
}

/** What a save stores beside the values. */
export interface SaveOptions {
  /** The values are the shipped sample (the load-sample action); a save of edited values is the company's own. */
  sample?: boolean;
}

export type SaveOutcome =
  | { ok: true; saved: MonthlyActualsVersion; closeSetting: string | null }
  | { ok: false; reason: 'stale'; current: number }
  /** The explicit close covers months `values` leaves without every line. */
  | { ok: false; reason: 'close_incomplete'; closeSetting: string; months: IncompleteMonth[] };

export type CloseOutcome =
  | { ok: true; closeSetting: string | null; values: MonthlyActualValues; sample: boolean }
  /** The actuals changed after the version the close was reviewed on. */
  | { ok: false; reason: 'stale'; current: number }
  /** The month is later than the latest month that is complete with every month before it (null: none is). */
  | { ok: false; reason: 'not_closable'; latest: string | null };

/** The version of the actuals a close was reviewed on: the close is refused once a newer one is saved. */
export type ReviewedVersion = number | undefined;

/**
 * Monthly actuals of 2026 on (issue #19), versioned like the baseline: every save is a new
 * version, the newest is the effective one, older ones are kept. Opening the storage seeds
 * version 1 from the fixture when there is none. Beside them, the 'last closed month' setting.
 *
 * A save and a new close each check the other's data in the transaction that writes (SQLite:
 * IMMEDIATE; PostgreSQL: the advisory lock `monthlyActualsAndClose`), so of a save and a close
 * racing on two instances one is refused and a closed month is never left incomplete (issue 24).
 */
export interface MonthlyActualsRepo {
  current(): Promise<MonthlyActualsVersion>;
  /** Stores `values` as the next version when `expectedVersion` is still the newest and the explicit close stays complete (saveRefusal). */
  save(values: MonthlyActualValues, createdBy: string, expectedVersion: number, note: string, options?: SaveOptions): Promise<SaveOutcome>;
  /** The newest version's number and the explicit close, in one small query (asked once per API request). */
  stamp(): Promise<{ version: number; closeSetting: string | null }>;
  /** Newest first, without the values. */
  history(): Promise<Omit<MonthlyActualsVersion, 'values'>[]>;
  /** The last closed month (YYYY-MM) an admin set, or null: nothing closed. */
  closeSetting(): Promise<string | null>;
  /**
   * Sets the explicit last closed month, recording who did, when the newest actuals are complete
   * up to it (closeRefusal) and, given `reviewedVersion`, are still that version (the review's
   * warnings were confirmed on it); null clears it (nothing closed). Answers the new setting and the
   * actuals it was checked against.
   */
  setClose(month: string | null, updatedBy: string, reviewedVersion?: ReviewedVersion): Promise<CloseOutcome>;
}

/** Why `values` may not be saved under the explicit close `setting`: the closed months it leaves without a line (none: it may). */
export function saveRefusal(values: MonthlyActualValues, setting: string | null): IncompleteMonth[] {
  return setting === null ? [] : incompleteMonths(values, setting);
}

/** Why `month` may not be closed on `values`; undefined when it may (null, nothing closed, always may). */
export function closeRefusal(values: MonthlyActualValues, month: string | null): CloseOutcome | undefined {
  if (month === null) return undefined;
  const latest = latestClosableMonth(values);
  return latest === null || month > latest ? { ok: false, reason: 'not_closable', latest } : undefined;
}

/** The note of version 1: the shipped sample (FAHRPLAN_SAMPLE_DATA=on), or none. */
export function firstVersionNote(values: MonthlyActualValues): string {
  return hasActuals(values) ? SAMPLE_NOTE : 'no monthly actuals yet';
}

/** The note of a version that is the shipped sample. */
export const SAMPLE_NOTE = 'shipped sample actuals';

/** Whether any month holds a value: the load-sample action is refused then. */
export function hasActuals(values: MonthlyActualValues): boolean {
  return Object.values(values).some((row) => Object.keys(row).length > 0);
}

/** Whether the version in use shows the shipped sample: it is marked so and holds values. */
export function showsSample(version: Pick<MonthlyActualsVersion, 'sample' | 'values'>): boolean {
  return version.sample && hasActuals(version.values);
}

/** The key of the close in the settings table. */
export const CLOSE_SETTING_KEY = 'last_closed_month';

/** Left by migration 13 where the close was the default: the next start writes that month as the close. */
export const PENDING_CLOSE_KEY = 'close_default_pending';

/** Who set the close migration 13 carries over. */
export const UPGRADE_CLOSER = 'system (upgrade)';

/**
 * The last closed month the model uses: the admin's close (null: nothing is closed; saving actuals
 * never moves it, issue 26), cut back before a closed month that lacks a line (completeClose),
 * with the months that did, so the answers can say so.
 */
export function effectiveClose(values: MonthlyActualValues, setting: string | null): CompleteClose {
  return completeClose(values, setting);
}

/** The close migration 13 carries over: the month the default gave before (the latest complete one). */
export function upgradedClose(values: MonthlyActualValues): string | null {
  return latestClosableMonth(values);
}
