import { createHash } from 'node:crypto';
import { parseMonthlyActualsCsv } from '../../engine/actuals/monthlyActualsCsv.ts';
import { readDriversWorkbook } from '../import/excelDrivers.ts';
import { readBaselineCsv } from '../import/baselineCsv.ts';
import { readMonthlyActualsXlsx } from '../actuals/readMonthlyActualsXlsx.ts';
import { UploadRefusedError } from '../upload/uploadRefusal.ts';
import { readDefinition } from '../../engine/model/definitionPreview.ts';
import { bookingsOf, readLedger } from '../../engine/actuals/datev/readLedger.ts';
import type { UploadMessage, UploadOutcome, UploadKind, UploadReads } from './uploadTask.ts';

/**
 * A thread of the upload pool (server/pool/uploadPool.ts): reads one uploaded file with the
 * thread's memory limit and the pool's time limit around it. A refusal (a limit reached, a shape
 * outside the expected one) is an answer, not a failure.
 */
async function read(task: Exclude<UploadMessage, { kind: 'warm' }>): Promise<UploadReads[UploadKind]> {
  switch (task.kind) {
    case 'drivers-workbook': return readDriversWorkbook(task.file, task.catalog);
    case 'monthly-actuals-xlsx': return readMonthlyActualsXlsx(task.file);
    case 'monthly-actuals-csv': return parseMonthlyActualsCsv(task.text);
    case 'baseline-csv': return readBaselineCsv(task.text, task.current);
    case 'model-definition': return readDefinition(task.source, task.actuals, task.published);
    case 'datev-ledger': {
      // The hash is taken here too: 24 MB of SHA-256 is work the event loop should not do.
      const read = readLedger(task.file, task.fileKind, task.month, task.limits);
      return read.ok ? { ...read, sha256: createHash('sha256').update(task.file).digest('hex') } : read;
    }
    case 'datev-bookings': return bookingsOf(task.file, task.month, task.accounts, task.limit);
  }
}

export default async function parseUpload(task: UploadMessage): Promise<UploadOutcome<UploadKind> | null> {
  if (task.kind === 'warm') return null;
  try {
    return { ok: true, read: await read(task) };
  } catch (error) {
    if (error instanceof UploadRefusedError) return { ok: false, refusal: error.refusal };
    throw error;
  }
}
