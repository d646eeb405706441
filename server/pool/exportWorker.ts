import { move } from 'piscina';
import { createModelService } from '../model/modelService.ts';
import { NO_CLOSED_MONTHS } from '../../engine/actuals/closedMonths.ts';
import { DEFAULT_MODEL_SOURCE } from '../../engine/model/definition.ts';
import { buildExportFile } from '../export/buildExport.ts';
import type { ExportTask } from './exportTask.ts';

/**
 * A worker thread of the export pool (server/pool/exportPool.ts). It keeps its own model host on
 * the newest baseline it was given — rebuilt when a task names another version — with the model
 * service's cache, so a second export of the same scenario version reuses the figures. The file
 * goes back as an ArrayBuffer moved (not copied) to the main thread.
 */
let baseline: ExportTask['baseline'] = { version: 0, csv: '', closed: { version: 0, months: NO_CLOSED_MONTHS, incomplete: [], sample: false }, model: { version: DEFAULT_MODEL_SOURCE.version, source: DEFAULT_MODEL_SOURCE } };
const model = createModelService({ current: () => baseline });

export default async function runExport(task: ExportTask): Promise<ArrayBuffer> {
  baseline = task.baseline;
  const file = await buildExportFile(model, task.input);
  // A small Buffer may be a view into Node's shared pool: copy out exactly its bytes to move them.
  const bytes = new Uint8Array(file.byteLength);
  bytes.set(file);
  return move(bytes.buffer) as ArrayBuffer;
}
