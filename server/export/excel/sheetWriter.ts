import type { Worksheet } from 'exceljs';
import type { Cell } from '../../../engine/workbook/compile.ts';
import { neutraliseCell } from '../../../engine/actuals/csv.ts';
import { HEADER_BORDER, HEADER_FILL, HEADER_FONT, INPUT_FONT, TOTAL_FONT } from './cellFormats.ts';
import { withExcelSheetNames, type ExcelSheetNames } from './sheetNames.ts';

/**
 * Writes a grid of compiled cells into a worksheet at the same addresses: numbers stay numbers
 * (inputs, shown in blue), "=…" strings become live formulas (with the engine's value as the
 * cached result), every other text is neutralised so no spreadsheet mistakes it for a formula.
 */
export interface GridStyle {
  /** Header texts that replace row 0 (same width as the grid or shorter). */
  header: readonly (string | number)[];
  /** The label of each row (column A), by its compiled id. */
  label(id: string): string;
  /** The number format of each row, by its compiled id. */
  format(id: string): string;
  /** Rows printed bold (totals, results). */
  bold?: ReadonlySet<string>;
  /** Rows of fixed numbers that are not inputs (the calendar), printed black. */
  constants?: ReadonlySet<string>;
}

/** Formula text as exceljs takes it: without "=", sheet names as the Excel file spells them (English unless `names` says otherwise). */
export function excelFormula(compiled: string, names?: ExcelSheetNames): string {
  return withExcelSheetNames(compiled.slice(1), names);
}

export function writeText(sheet: Worksheet, row: number, col: number, text: string): void {
  sheet.getCell(row + 1, col + 1).value = neutraliseCell(text);
}

/** A header row: row 0 (the frozen top row) unless a sheet has headers further down. */
export function writeHeader(sheet: Worksheet, texts: readonly (string | number)[], fromCol = 0, row = 0): void {
  texts.forEach((text, i) => {
    const cell = sheet.getCell(row + 1, fromCol + i + 1);
    cell.value = typeof text === 'number' ? text : neutraliseCell(text);
    cell.font = HEADER_FONT;
    cell.fill = HEADER_FILL;
    cell.border = HEADER_BORDER;
    cell.alignment = { horizontal: i === 0 && fromCol === 0 ? 'left' : 'center', vertical: 'middle' };
  });
}

export function writeGrid(sheet: Worksheet, grid: readonly Cell[][], values: readonly (number | null)[][], style: GridStyle, names?: ExcelSheetNames): void {
  writeHeader(sheet, style.header);
  grid.forEach((cells, r) => {
    if (r === 0) return;
    const id = String(cells[0] ?? '');
    const numFmt = style.format(id);
    const bold = style.bold?.has(id) ?? false;
    writeText(sheet, r, 0, style.label(id));
    if (bold) sheet.getCell(r + 1, 1).font = TOTAL_FONT;
    cells.forEach((content, c) => {
      if (c === 0 || content === null) return;
      const cell = sheet.getCell(r + 1, c + 1);
      if (typeof content === 'number') {
        cell.value = content;
        if (!style.constants?.has(id)) cell.font = INPUT_FONT;
      } else if (content.startsWith('=')) {
        const result = values[r]?.[c];
        cell.value = result === null || result === undefined ? { formula: excelFormula(content, names) } : { formula: excelFormula(content, names), result };
        if (bold) cell.font = TOTAL_FONT;
      } else {
        cell.value = neutraliseCell(content);
        return;
      }
      cell.numFmt = numFmt;
    });
  });
}

/** Frozen header row and label column, column widths, landscape printing on one page width. */
export function layoutSheet(sheet: Worksheet, widths: { label: number; values: number; valueCount: number; extra?: readonly number[] }): void {
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: 1 }];
  sheet.getColumn(1).width = widths.label;
  for (let c = 0; c < widths.valueCount; c += 1) sheet.getColumn(c + 2).width = widths.values;
  (widths.extra ?? []).forEach((width, i) => {
    sheet.getColumn(widths.valueCount + 2 + i).width = width;
  });
  sheet.pageSetup = { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 };
}
