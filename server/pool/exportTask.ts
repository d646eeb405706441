import type { ExportInput } from '../export/buildExport.ts';

/**
 * One export as the worker thread gets it: the baseline it is for (its CSV and version, read from
 * storage by the main thread) and the export's plain input. Never a live object: it is copied by
 * structured clone.
 */
export interface ExportTask {
  baseline: { version: number; csv: string };
  input: ExportInput;
}
