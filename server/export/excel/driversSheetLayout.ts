import { DRIVERS } from '../../../engine/model/drivers.ts';
import { DERIVED } from '../../../engine/model/derived.ts';
import { EXCEL_SHEET } from './sheetNames.ts';

/**
 * Where the Excel model's Drivers sheet puts what (1-based rows and columns), written by
 * financialModel.ts and read back by the driver import (server/import/excelDrivers.ts), which
 * refuses a cell outside this shape (issue 24): a header row, a row per driver, then a row per
 * derived value; the driver's id, value, name and unit, its bounds, source and category, and the
 * export's notes (scenario, date, baseline version, how to use) in two columns beside them.
 */
export const DRIVERS_SHEET = {
  name: EXCEL_SHEET.Drivers,
  headers: { id: 'Driver (name in formulas)', value: 'Value' },
  columns: { id: 1, value: 2, name: 3, unit: 4, min: 5, max: 6, source: 7, category: 8, noteKey: 10, noteValue: 11 },
  /** Row of the catalog's first driver; the derived values follow the last one. */
  firstDriverRow: 2,
  rows: 1 + DRIVERS.length + DERIVED.length,
} as const;

/** The shape the import accepts: every row and column the export writes on the sheet, no more. */
export const DRIVERS_SHEET_SHAPE = {
  rows: DRIVERS_SHEET.rows,
  columns: DRIVERS_SHEET.columns.noteValue,
  cells: DRIVERS_SHEET.rows * DRIVERS_SHEET.columns.noteValue,
} as const;
