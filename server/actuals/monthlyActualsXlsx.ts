import ExcelJS from 'exceljs';
import type { MonthlyActualValues } from '../../engine/actuals/closedMonths.ts';
import { neutraliseCell } from '../../engine/actuals/csv.ts';
import { readMonthlyActualsRows, wideMonthlyActuals, type MonthlyActualsRead } from '../../engine/actuals/monthlyActualsCsv.ts';

/** The sheet the export writes and the import reads first. */
export const MONTHLY_ACTUALS_SHEET = 'Monthly Actuals';

/** The wide table (line, then one column per month with values) as an XLSX workbook; numbers stay numbers. */
export async function monthlyActualsXlsx(values: MonthlyActualValues): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(MONTHLY_ACTUALS_SHEET);
  const { header, rows } = wideMonthlyActuals(values);
  sheet.addRow(header.map(neutraliseCell)).font = { bold: true };
  for (const [line, ...cells] of rows) sheet.addRow([neutraliseCell(line), ...cells]);
  sheet.getColumn(1).width = 30;
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A cell as the text the CSV reader expects: numbers in plain digits, texts as written, formulas by their result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 7);
  if (typeof value === 'object' && 'result' in value) return cellText(value.result as ExcelJS.CellValue);
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((part) => part.text).join('');
  return String(value);
}

/**
 * An uploaded workbook, read from its 'Monthly Actuals' sheet (else the first one) in either
 * layout, with the same rules and messages as the CSV; lines are the sheet's row numbers.
 */
export async function readMonthlyActualsXlsx(file: Buffer): Promise<MonthlyActualsRead> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    return { ok: false, errors: [{ line: 0, column: '', message: 'The file is not an XLSX workbook' }] };
  }
  const sheet = book.getWorksheet(MONTHLY_ACTUALS_SHEET) ?? book.worksheets[0];
  if (!sheet) return { ok: false, errors: [{ line: 0, column: '', message: 'The workbook has no sheet' }] };
  const width = sheet.actualColumnCount;
  const rows: string[][] = [];
  for (let r = 1; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    const cells = Array.from({ length: width }, (_, c) => cellText(row.getCell(c + 1).value));
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    rows.push(cells);
  }
  const headerWidth = rows.find((row) => row.length > 0)?.length ?? 0;
  // Trailing empty cells of a long-layout row are the sheet's, not the data's: pad to the header.
  return readMonthlyActualsRows(rows.map((row) => (row.length < headerWidth && row.length > 0 ? [...row, ...Array<string>(headerWidth - row.length).fill('')] : row)));
}
