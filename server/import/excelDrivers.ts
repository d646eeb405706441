import { DRIVERS, DRIVER_BY_ID } from '../../engine/model/drivers.ts';
import { DERIVED } from '../../engine/model/derived.ts';
import type { DriverDef } from '../../engine/model/types.ts';
import { driverValueProblem } from '../../engine/session/validate.ts';
import { cellText, readNumberCell, type TableCell } from '../../engine/actuals/tableCells.ts';
import { DRIVERS_SHEET, DRIVERS_SHEET_TEXTS, driversSheetShape } from '../export/excel/driversSheetLayout.ts';
import { readSheetCells } from '../upload/sheetCells.ts';

/**
 * Reads the driver values of an Excel model Fahrplan exported (perhaps edited in Excel or
 * LibreOffice since): its Drivers sheet, column A the driver's id, column B its value. A workbook
 * of another shape is refused as a whole; a value the model would refuse is named by its row. The
 * sheet is read within the shape the export writes (server/upload/sheetCells.ts), on an upload
 * thread (server/pool/uploadWorker.ts); a workbook beyond the limits throws UploadRefusedError.
 */
export interface DriverCellProblem {
  row: number;
  column: 'A' | 'B';
  driver: string | null;
  message: string;
}

export type DriversWorkbookRead =
  | { ok: true; values: Record<string, number> }
  | { ok: false; kind: 'shape'; shape: DriversSheetMissing }
  | { ok: false; kind: 'values'; errors: DriverCellProblem[] };

/**
 * Why a workbook is not an exported model: no Drivers sheet with its headers, or one naming none of
 * the model's drivers (`driverCount`). The route words it in the reader's language.
 */
export type DriversSheetMissing = { problem: 'not_exported' } | { problem: 'no_drivers'; driverCount: number };

/** The published model's drivers and how many derived values follow them: what an export of it holds. */
export interface DriversCatalog {
  drivers: readonly DriverDef[];
  derivedCount: number;
}

const SHIPPED_CATALOG: DriversCatalog = { drivers: DRIVERS, derivedCount: DERIVED.length };

const { columns } = DRIVERS_SHEET;

/** A driver's value from its cell: a number stored as a number (a formula's last computed value counts). */
function valueProblem(id: string, cell: TableCell | undefined, byId: ReadonlyMap<string, DriverDef>): { value: number } | { message: string } {
  if (cell === undefined) return { message: driverValueProblem(id, undefined, byId)?.message ?? `${id} must be a number` };
  const read = readNumberCell(cell);
  if (!read.ok) return { message: read.message };
  const problem = driverValueProblem(id, read.value, byId);
  return problem ? { message: problem.message } : { value: read.value };
}

/** The driver values of an exported workbook, read against the published model's drivers (the shipped ones by default). */
export async function readDriversWorkbook(file: Uint8Array, catalog: DriversCatalog = SHIPPED_CATALOG): Promise<DriversWorkbookRead> {
  const byId = catalog.drivers === DRIVERS ? DRIVER_BY_ID : new Map(catalog.drivers.map((driver) => [driver.id, driver]));
  const shape = { ...driversSheetShape(catalog.drivers.length, catalog.derivedCount), describe: `the ${DRIVERS_SHEET.name} sheet of an exported model` };
  // The Drivers sheet in the language the model was exported in; its headers are that language's too.
  const texts = Object.values(DRIVERS_SHEET_TEXTS);
  const sheet = await readSheetCells(file, (names) => names.find((name) => texts.some((language) => language.name === name)), shape);
  const exported = texts.find((language) => language.name === sheet?.sheetName);
  if (!sheet || !exported) return { ok: false, kind: 'shape', shape: { problem: 'not_exported' } };
  const { headers } = exported;
  const rows = new Map<number, Map<number, TableCell>>();
  for (const { row, column, cell } of sheet.cells) {
    if (column === columns.id || column === columns.value) rows.set(row, (rows.get(row) ?? new Map()).set(column, cell));
  }
  const text = (row: number, column: number) => {
    const cell = rows.get(row)?.get(column);
    return cell === undefined ? '' : cellText(cell).trim();
  };
  if (text(1, columns.id) !== headers.id || text(1, columns.value) !== headers.value) return { ok: false, kind: 'shape', shape: { problem: 'not_exported' } };

  const values: Record<string, number> = {};
  const errors: DriverCellProblem[] = [];
  const seen = new Map<string, number>();
  for (const row of [...rows.keys()].sort((a, b) => a - b)) {
    const id = text(row, columns.id);
    // Derived values (formulas of the model) and notes below the drivers are not inputs.
    if (row === 1 || !byId.has(id)) continue;
    const first = seen.get(id);
    if (first !== undefined) {
      errors.push({ row, column: 'A', driver: id, message: `${id} appears twice (rows ${first} and ${row})` });
      continue;
    }
    seen.set(id, row);
    const read = valueProblem(id, rows.get(row)?.get(columns.value), byId);
    if ('message' in read) errors.push({ row, column: 'B', driver: id, message: `${byId.get(id)?.name ?? id}: ${read.message}` });
    else values[id] = read.value;
  }
  if (errors.length > 0) return { ok: false, kind: 'values', errors };
  if (seen.size === 0) return { ok: false, kind: 'shape', shape: { problem: 'no_drivers', driverCount: catalog.drivers.length } };
  return { ok: true, values };
}
