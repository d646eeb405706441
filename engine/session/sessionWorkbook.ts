import type { HyperFormula } from 'hyperformula';
import { ACTUAL_MONTHS, FORECAST_MONTHS } from '../calendar.ts';
import { opensInDecember2025, type ModelCells } from '../workbook/cells.ts';
import { OPENING_COL, SHEET, type Layout, type SheetName } from '../workbook/compile.ts';
import { numberOf } from './values.ts';

/** A session's HyperFormula workbook with its layout: what the read models and explain read. */
export interface SessionWorkbook {
  hf: HyperFormula;
  layout: Layout;
  sheetId(name: SheetName): number;
  /** The last closed month of the actuals the workbook holds (engine/actuals/closedMonths.ts). */
  closedThrough(): string | null;
}

/** A whole sheet's values (one read instead of one per cell). */
export function sheetValues(wb: SessionWorkbook, name: SheetName) {
  return wb.hf.getSheetValues(wb.sheetId(name));
}

/** The workbook's cells as the read models read them; each sheet is read once, when first asked for. */
export function workbookCells(wb: SessionWorkbook): ModelCells {
  const { layout } = wb;
  const grids = new Map<SheetName, ReturnType<typeof sheetValues>>();
  const grid = (name: SheetName) => {
    let values = grids.get(name);
    if (!values) {
      values = sheetValues(wb, name);
      grids.set(name, values);
    }
    return values;
  };
  const at = (name: SheetName, row: number | undefined, col: number) => (row === undefined ? null : numberOf(grid(name)[row]?.[col]));
  return {
    layout,
    closedThrough: () => wb.closedThrough(),
    annual: (id, year) => at(SHEET.annual, layout.rows.Annual.get(id), layout.annualCol(year)),
    kpi: (id, year) => at(SHEET.kpis, layout.rows.KPIs.get(id), layout.kpiCol(year)),
    months(id) {
      const actualRow = layout.rows.Actuals.get(id);
      const monthlyRow = layout.rows.Monthly.get(id);
      const actual = ACTUAL_MONTHS.map((_, i) => at(SHEET.actuals, actualRow, layout.actualCol(i)));
      if (opensInDecember2025(layout, id)) actual[actual.length - 1] = at(SHEET.monthly, monthlyRow, OPENING_COL);
      return [...actual, ...FORECAST_MONTHS.map((_, i) => at(SHEET.monthly, monthlyRow, layout.monthlyCol(i)))];
    },
  };
}
