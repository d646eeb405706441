import { cellText, type TableCell } from '../../engine/actuals/tableCells.ts';
import { MONTHLY_ACTUALS_SHAPE, readMonthlyActualsRows, type MonthlyActualsRead } from '../../engine/actuals/monthlyActualsCsv.ts';
import { readSheetCells } from '../upload/sheetCells.ts';

/** The sheet the export writes (server/actuals/monthlyActualsXlsx.ts) and the import reads first. */
export const MONTHLY_ACTUALS_SHEET = 'Monthly Actuals';

const SHAPE = { ...MONTHLY_ACTUALS_SHAPE, describe: 'a sheet of monthly actuals' };

/**
 * An uploaded workbook, read from its 'Monthly Actuals' sheet (else the first one) in either
 * layout, with the same rules and messages as the CSV; lines are the sheet's row numbers. Only
 * the cells the sheet holds are read, within MONTHLY_ACTUALS_SHAPE (server/upload/sheetCells.ts),
 * on an upload thread; a workbook beyond the limits throws UploadRefusedError.
 */
export async function readMonthlyActualsXlsx(file: Uint8Array): Promise<MonthlyActualsRead> {
  const sheet = await readSheetCells(file, (names) => (names.includes(MONTHLY_ACTUALS_SHEET) ? MONTHLY_ACTUALS_SHEET : names[0]), SHAPE);
  if (!sheet) return { ok: false, errors: [{ line: 0, column: '', message: 'The workbook has no sheet' }], problemCount: 1 };
  const lastRow = sheet.cells.reduce((last, { row }) => Math.max(last, row), 0);
  const rows: TableCell[][] = Array.from({ length: lastRow }, () => []);
  for (const { row, column, cell } of sheet.cells) {
    const cells = rows[row - 1]!;
    while (cells.length < column - 1) cells.push('');
    cells.push(cell);
  }
  for (const cells of rows) while (cells.length > 0 && cellText(cells[cells.length - 1]!) === '') cells.pop();
  const headerWidth = rows.find((row) => row.length > 0)?.length ?? 0;
  // Trailing empty cells of a long-layout row are the sheet's, not the data's: pad to the header.
  return readMonthlyActualsRows(rows.map((row) => (row.length < headerWidth && row.length > 0 ? [...row, ...Array<string>(headerWidth - row.length).fill('')] : row)));
}
