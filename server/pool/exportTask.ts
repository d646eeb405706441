import type { ModelInput } from '../model/modelService.ts';
import type { ExportInput } from '../export/buildExport.ts';

/**
 * One export as the worker thread gets it: the baseline and closed months it is for (read from
 * storage by the main thread) and the export's plain input. Never a live object: it is copied by
 * structured clone.
 */
export interface ExportTask {
  baseline: ModelInput;
  input: ExportInput;
}
