import type ExcelJS from 'exceljs';
import { ALL_YEARS } from '../../../engine/calendar.ts';
import { CASHFLOW_ROWS, statementLabel, TOTAL_LINES } from '../../../engine/model/statements.ts';
import { a1 } from '../../../engine/formula/translate.ts';
import type { CompiledWorkbook } from '../../../engine/workbook/compile.ts';
import type { SheetValues } from '../../../engine/workbook/snapshot.ts';
import { FORMAT, TOTAL_FONT } from './cellFormats.ts';
import { CASH_FLOW_SHEET, EXCEL_SHEET, sheetRef } from './sheetNames.ts';
import { layoutSheet, writeHeader, writeText } from './sheetWriter.ts';

/**
 * The cash flow statement by year: opening cash, EBITDA, capital injection, closing cash and the
 * runway they give. Each cell references the annual P&L or the KPIs sheet, so it follows the
 * drivers like every other sheet; nothing here is a number of its own.
 */

const RUNWAY_KPI = 'cash_runway';

function reference(sheet: string, row: number, col: number): string {
  return `${sheetRef(sheet)}!${a1(col, row)}`;
}

export function writeCashFlowSheet(book: ExcelJS.Workbook, compiled: CompiledWorkbook, values: SheetValues): void {
  const sheet = book.addWorksheet(CASH_FLOW_SHEET);
  const { layout } = compiled;
  writeHeader(sheet, ['Cash flow (EUR)', ...ALL_YEARS]);
  CASHFLOW_ROWS.forEach((id, i) => {
    const row = i + 1;
    const annualRow = layout.rows.Annual.get(id);
    if (annualRow === undefined) throw new Error(`Annual P&L has no ${id} row`);
    writeText(sheet, row, 0, statementLabel(id));
    if (TOTAL_LINES.has(id)) sheet.getCell(row + 1, 1).font = TOTAL_FONT;
    for (const year of ALL_YEARS) {
      const col = layout.annualCol(year);
      if (compiled.sheets.Annual[annualRow]?.[col] === null) continue;
      const cell = sheet.getCell(row + 1, col + 1);
      const result = values.Annual[annualRow]?.[col];
      const formula = reference(EXCEL_SHEET.Annual, annualRow, col);
      cell.value = result === null || result === undefined ? { formula } : { formula, result };
      cell.numFmt = FORMAT.euro;
      if (id === 'closing_cash') cell.font = TOTAL_FONT;
    }
  });

  const runwayRow = CASHFLOW_ROWS.length + 1;
  const kpiRow = layout.rows.KPIs.get(RUNWAY_KPI);
  if (kpiRow === undefined) throw new Error(`KPIs have no ${RUNWAY_KPI} row`);
  writeText(sheet, runwayRow, 0, 'Cash runway (months)');
  for (const year of ALL_YEARS) {
    if (year < 2025 || compiled.sheets.KPIs[kpiRow]?.[layout.kpiCol(year)] === null) continue;
    const col = layout.kpiCol(year);
    const cell = sheet.getCell(runwayRow + 1, layout.annualCol(year) + 1);
    const result = values.KPIs[kpiRow]?.[col];
    const formula = reference(EXCEL_SHEET.KPIs, kpiRow, col);
    cell.value = result === null || result === undefined ? { formula } : { formula, result };
    cell.numFmt = FORMAT.oneDecimal;
  }
  layoutSheet(sheet, { label: 32, values: 15, valueCount: ALL_YEARS.length });
}
