import type { DatevChart } from '../../engine/actuals/datev/mapping.ts';

/** A stored version of the company's DATEV account mapping of one chart (issue 29). */
export interface DatevMappingVersion {
  version: number;
  chart: DatevChart;
  accounts: Record<string, string>;
  created_by: string;
  created_at: string;
  comment: string;
}

/** A line's figure of an import: its cents and the accounts that make it. */
export interface ImportedFigure {
  cents: number;
  accounts: { account: number; name: string; cents: number; booking_count: number }[];
}

/** One entry of the DATEV import log, without the file's bytes. */
export interface DatevImportRecord {
  id: number;
  created_at: string;
  created_by: string;
  file_name: string;
  sha256: string;
  kind: 'buchungsstapel' | 'susa';
  chart: DatevChart;
  booking_count: number;
  period_from: string;
  period_to: string;
  months: string[];
  mapping_version: number;
  actuals_version: number;
  /** month → line → figure. */
  figures: Record<string, Record<string, ImportedFigure>>;
}

export type NewDatevImport = Omit<DatevImportRecord, 'id' | 'created_at'> & { file: Uint8Array };

/**
 * DATEV account mappings (versioned; versions count across both charts) and the import log, which
 * is only ever appended to: the database refuses an UPDATE or DELETE of it (migration 20).
 */
export interface DatevRepo {
  /** The newest mapping of `chart`, or null while the company has mapped none (the template alone). */
  mapping(chart: DatevChart): Promise<DatevMappingVersion | null>;
  /**
   * Stores `accounts` as the chart's next mapping when `expectedVersion` is still the chart's
   * newest (0: none yet); null when it is stale.
   */
  saveMapping(chart: DatevChart, accounts: Record<string, string>, createdBy: string, expectedVersion: number, comment: string): Promise<DatevMappingVersion | null>;
  /** The import of a file with this SHA-256, if any. */
  importByHash(sha256: string): Promise<DatevImportRecord | undefined>;
  /** Appends an import; undefined when a file of the same SHA-256 was recorded meanwhile. */
  recordImport(entry: NewDatevImport): Promise<DatevImportRecord | undefined>;
  /** Newest first, at most `limit`. */
  imports(limit: number): Promise<DatevImportRecord[]>;
  /** The newest import whose figures hold `line` of `month`. */
  latestImportOf(month: string, line: string): Promise<DatevImportRecord | undefined>;
  /** The bytes of an imported file. */
  file(id: number): Promise<Uint8Array | undefined>;
}
