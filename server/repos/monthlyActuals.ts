import fs from 'node:fs';
import { latestClosableMonth, type MonthlyActualValues } from '../../engine/actuals/closedMonths.ts';
import { parseMonthlyActualsCsv } from '../../engine/actuals/monthlyActualsCsv.ts';

/** The shipped sample actuals 2026-01 … 2026-10: version 1 of every new database (docs/model.md "Monthly actuals 2026"). */
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
}

/**
 * Monthly actuals of 2026 on (issue #19), versioned like the baseline: every save is a new
 * version, the newest is the effective one, older ones are kept. Opening the storage seeds
 * version 1 from the fixture when there is none. Beside them, the 'last closed month' setting.
 */
export interface MonthlyActualsRepo {
  current(): Promise<MonthlyActualsVersion>;
  /** Stores `values` as the next version when `expectedVersion` is still the newest; null when it is stale. */
  save(values: MonthlyActualValues, createdBy: string, expectedVersion: number, note: string): Promise<MonthlyActualsVersion | null>;
  /** The newest version's number and the explicit close, in one small query (asked once per API request). */
  stamp(): Promise<{ version: number; closeSetting: string | null }>;
  /** Newest first, without the values. */
  history(): Promise<Omit<MonthlyActualsVersion, 'values'>[]>;
  /** The explicit last closed month (YYYY-MM), or null for the default (effectiveClose). */
  closeSetting(): Promise<string | null>;
  /** Sets the explicit last closed month, recording who did; null clears it (back to the default). Answers the new setting. */
  setClose(month: string | null, updatedBy: string): Promise<string | null>;
}

/** The note of version 1: the shipped sample, or none (FAHRPLAN_SAMPLE_DATA=off). */
export function firstVersionNote(values: MonthlyActualValues): string {
  return Object.keys(values).length === 0 ? 'no monthly actuals yet' : 'shipped sample actuals';
}

/** The key of the close in the settings table. */
export const CLOSE_SETTING_KEY = 'last_closed_month';

/** The last closed month the model uses: the admin's setting if set, else the latest month with complete actuals. */
export function effectiveClose(values: MonthlyActualValues, setting: string | null): string | null {
  return setting ?? latestClosableMonth(values);
}
