import type { HyperFormula } from 'hyperformula';
import type { Layout, SheetName } from '../workbook/compile.ts';

/** A session's HyperFormula workbook with its layout: what the read models and explain read. */
export interface SessionWorkbook {
  hf: HyperFormula;
  layout: Layout;
  sheetId(name: SheetName): number;
}

/** A whole sheet's values (one read instead of one per cell). */
export function sheetValues(wb: SessionWorkbook, name: SheetName) {
  return wb.hf.getSheetValues(wb.sheetId(name));
}
