import ExcelJS from 'exceljs';
import { DRIVERS, DRIVER_BY_ID } from '../../engine/model/drivers.ts';
import { driverValueProblem } from '../../engine/session/validate.ts';
import { EXCEL_SHEET } from '../export/excel/sheetNames.ts';

/**
 * Reads the driver values of an Excel model Fahrplan exported (perhaps edited in Excel or
 * LibreOffice since): its Drivers sheet, column A the driver's id, column B its value. A workbook
 * of another shape is refused as a whole; a value the model would refuse is named by its row.
 */
export const DRIVERS_SHEET = EXCEL_SHEET.Drivers;
const ID_HEADER = 'Driver (name in formulas)';
const VALUE_HEADER = 'Value';

export interface DriverCellProblem {
  row: number;
  column: 'A' | 'B';
  driver: string | null;
  message: string;
}

export type DriversWorkbookRead =
  | { ok: true; values: Record<string, number> }
  | { ok: false; kind: 'shape'; message: string }
  | { ok: false; kind: 'values'; errors: DriverCellProblem[] };

/** A cell's number: a typed number, or the value a formula last computed (Excel and LibreOffice store it). */
function numberIn(value: ExcelJS.CellValue): unknown {
  if (value !== null && typeof value === 'object' && 'result' in value) return value.result;
  return value;
}

export async function readDriversWorkbook(file: Buffer): Promise<DriversWorkbookRead> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    return { ok: false, kind: 'shape', message: 'The file is not an Excel workbook (.xlsx)' };
  }
  const sheet = book.getWorksheet(DRIVERS_SHEET);
  if (!sheet || sheet.getCell('A1').text.trim() !== ID_HEADER || sheet.getCell('B1').text.trim() !== VALUE_HEADER) {
    return {
      ok: false, kind: 'shape',
      message: `Not an Excel model exported by Fahrplan: it needs a sheet "${DRIVERS_SHEET}" with "${ID_HEADER}" in A1 and "${VALUE_HEADER}" in B1`,
    };
  }
  const values: Record<string, number> = {};
  const errors: DriverCellProblem[] = [];
  const seen = new Map<string, number>();
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const id = row.getCell(1).text.trim();
    // Derived values (formulas of the model) and notes below the drivers are not inputs.
    if (!DRIVER_BY_ID.has(id)) return;
    const first = seen.get(id);
    if (first !== undefined) {
      errors.push({ row: number, column: 'A', driver: id, message: `${id} appears twice (rows ${first} and ${number})` });
      return;
    }
    seen.set(id, number);
    const value = numberIn(row.getCell(2).value);
    const problem = driverValueProblem(id, value);
    if (problem) errors.push({ row: number, column: 'B', driver: id, message: `${DRIVER_BY_ID.get(id)?.name ?? id}: ${problem.message}` });
    else values[id] = value as number;
  });
  if (errors.length > 0) return { ok: false, kind: 'values', errors };
  if (seen.size === 0) return { ok: false, kind: 'shape', message: `The sheet "${DRIVERS_SHEET}" names none of the model's ${DRIVERS.length} drivers in column A` };
  return { ok: true, values };
}
