import type { Actuals } from '../../engine/actuals/schema.ts';
import type { BaselineImport } from '../../engine/actuals/importCsv.ts';
import type { MonthlyActualsRead } from '../../engine/actuals/monthlyActualsCsv.ts';
import type { DriversCatalog, DriversWorkbookRead } from '../import/excelDrivers.ts';
import type { UploadRefusal } from '../upload/uploadRefusal.ts';
import type { ModelSource } from '../../engine/model/definition.ts';
import type { DefinitionRead } from '../../engine/model/definitionPreview.ts';
import type { DatevLimits } from '../../engine/actuals/datev/format.ts';
import type { DatevBooking } from '../../engine/actuals/datev/read.ts';
import type { DatevFileKind, LedgerRead, LedgerRefusal } from '../../engine/actuals/datev/readLedger.ts';

/**
 * One uploaded file as an upload thread gets it (server/pool/uploadWorker.ts), and what it
 * answers: the file's read, or why it was refused (413, 422). A model definition to check is read
 * there too: compiling and evaluating it is work of the size of a file's parse. Plain data, copied by structured
 * clone. `warm` only starts the thread (its modules loaded), so the first parse's time limit
 * measures the parse.
 */
export type UploadTask =
  | { kind: 'drivers-workbook'; file: Uint8Array; catalog: DriversCatalog }
  | { kind: 'monthly-actuals-xlsx'; file: Uint8Array }
  | { kind: 'monthly-actuals-csv'; text: string }
  | { kind: 'baseline-csv'; text: string; current: Actuals }
  | { kind: 'model-definition'; source: ModelSource; actuals: Actuals; published: ModelSource }
  | { kind: 'datev-ledger'; file: Uint8Array; fileKind: DatevFileKind; month: string | undefined; limits: DatevLimits }
  | { kind: 'datev-bookings'; file: Uint8Array; month: string; accounts: number[]; limit: number };

export interface UploadReads {
  'drivers-workbook': DriversWorkbookRead;
  'monthly-actuals-xlsx': MonthlyActualsRead;
  'monthly-actuals-csv': MonthlyActualsRead;
  'baseline-csv': BaselineImport;
  'model-definition': DefinitionRead;
  'datev-ledger': (LedgerRead & { sha256: string }) | LedgerRefusal;
  'datev-bookings': { bookings: DatevBooking[]; count: number };
}

export type UploadKind = UploadTask['kind'];

export type UploadOutcome<K extends UploadKind> = { ok: true; read: UploadReads[K] } | { ok: false; refusal: UploadRefusal };

export type UploadMessage = UploadTask | { kind: 'warm' };
