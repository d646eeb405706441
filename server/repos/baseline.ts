import fs from 'node:fs';

/** The shipped 2024–2025 actuals: version 1 of every new database. */
export const FIXTURE_BASELINE_CSV = fs.readFileSync(new URL('../../fixtures/baseline-2024-2025.csv', import.meta.url), 'utf8');

export interface BaselineVersion {
  version: number;
  csv: string;
  created_by: string;
  created_at: string;
  note: string;
}

/**
 * Every saved baseline is a new version (the CSV of engine/actuals/csv.ts); the newest is the
 * one every forecast uses, older ones are kept. Opening the storage seeds version 1 from the
 * fixture when there is none.
 */
export interface BaselineRepo {
  current(): Promise<BaselineVersion>;
  /** The newest version's number, without its CSV (asked once per request, see newestBaseline.ts). */
  currentVersion(): Promise<number>;
  get(version: number): Promise<BaselineVersion | undefined>;
  /** Stores `csv` as the next version when `expectedVersion` is still the newest; null when it is stale. */
  save(csv: string, createdBy: string, expectedVersion: number, note?: string): Promise<BaselineVersion | null>;
  /** Newest first. */
  history(): Promise<Omit<BaselineVersion, 'csv'>[]>;
}
