import ExcelJS from 'exceljs';
import type { MonthlyActualValues } from '../../engine/actuals/closedMonths.ts';
import { neutraliseCell } from '../../engine/actuals/csv.ts';
import { wideMonthlyActuals } from '../../engine/actuals/monthlyActualsCsv.ts';
import { MONTHLY_ACTUALS_SHEET } from './readMonthlyActualsXlsx.ts';

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
