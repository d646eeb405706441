import type { ModelSession } from '../session/session.ts';
import { numberOf } from '../session/values.ts';
import { SHEET, type SheetName } from './compile.ts';

/** The computed numbers of every sheet, addressed like the compiled sheets: [row][column]; null for text, blanks and errors. */
export type SheetValues = Record<SheetName, (number | null)[][]>;

/**
 * Reads every sheet of a session's workbook. The Excel export stores these as the cached results
 * of its formulas (so previews show numbers before a spreadsheet recalculates), and the
 * LibreOffice cross-check compares its recalculated cells with them.
 */
export function sheetValues(session: ModelSession): SheetValues {
  const { hf, sheetId } = session.workbook;
  const read = (name: SheetName) => hf.getSheetValues(sheetId(name)).map((row) => row.map((value) => numberOf(value)));
  return {
    Drivers: read(SHEET.drivers),
    Actuals: read(SHEET.actuals),
    Monthly: read(SHEET.monthly),
    Annual: read(SHEET.annual),
    KPIs: read(SHEET.kpis),
  };
}
