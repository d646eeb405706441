import { MODEL_DEFINITION } from '../../../engine/model/definition.ts';
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
} as const;

/** The shape the import accepts for a model of so many drivers and derived values: every row and column the export writes on the sheet, no more. */
export function driversSheetShape(driverCount: number, derivedCount: number): { rows: number; columns: number; cells: number } {
  const rows = 1 + driverCount + derivedCount;
  return { rows, columns: DRIVERS_SHEET.columns.noteValue, cells: rows * DRIVERS_SHEET.columns.noteValue };
}

/** The shipped model's shape. */
export const DRIVERS_SHEET_SHAPE = driversSheetShape(MODEL_DEFINITION.drivers.length, MODEL_DEFINITION.derived.length);
