import { MODEL_DEFINITION } from '../../../engine/model/definition.ts';
import { LANGUAGES, type Language } from '../../../contract/preferences.ts';
import { translatorFor, type Translate } from '../../i18n/index.ts';
import { excelSheetNames } from './sheetNames.ts';

/**
 * Where the Excel model's Drivers sheet puts what (1-based rows and columns), written by
 * financialModel.ts and read back by the driver import (server/import/excelDrivers.ts), which
 * refuses a cell outside this shape (issue 24): a header row, a row per driver, then a row per
 * derived value; the driver's id, value, name and unit, its bounds, source and category, and the
 * export's notes (scenario, date, baseline version, how to use) in two columns beside them.
 */
export const DRIVERS_SHEET = {
  ...driversSheetTexts(translatorFor('en')),
  columns: { id: 1, value: 2, name: 3, unit: 4, min: 5, max: 6, source: 7, category: 8, noteKey: 10, noteValue: 11 },
  /** Row of the catalog's first driver; the derived values follow the last one. */
  firstDriverRow: 2,
} as const;

/** The sheet's name and the headers the import recognises it by, in the reader's language. */
export function driversSheetTexts(t: Translate): { name: string; headers: { id: string; value: string } } {
  return { name: excelSheetNames(t).compiled.Drivers, headers: { id: t('drivers.headers.id'), value: t('drivers.headers.value') } };
}

/** The sheet as each language names it: a model exported in German imports as well as one in English. */
export const DRIVERS_SHEET_TEXTS = Object.fromEntries(LANGUAGES.map((language) => [language, driversSheetTexts(translatorFor(language))])) as Record<Language, ReturnType<typeof driversSheetTexts>>;

/** The shape the import accepts for a model of so many drivers and derived values: every row and column the export writes on the sheet, no more. */
export function driversSheetShape(driverCount: number, derivedCount: number): { rows: number; columns: number; cells: number } {
  const rows = 1 + driverCount + derivedCount;
  return { rows, columns: DRIVERS_SHEET.columns.noteValue, cells: rows * DRIVERS_SHEET.columns.noteValue };
}

/** The shipped model's shape. */
export const DRIVERS_SHEET_SHAPE = driversSheetShape(MODEL_DEFINITION.drivers.length, MODEL_DEFINITION.derived.length);
