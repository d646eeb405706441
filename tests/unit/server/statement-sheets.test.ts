import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { FORECAST_MONTHS } from '../../../engine/calendar.ts';
import { statementRows } from '../../../engine/model/statements.ts';
import { createModelSession } from '../../../engine/session/session.ts';
import { compileWorkbook, workbookLayout } from '../../../engine/workbook/compile.ts';
import { sheetValues } from '../../../engine/workbook/snapshot.ts';
import { STATEMENT_SHEET } from '../../../server/export/excel/sheetNames.ts';
import { statementSheetLayouts, writeStatementSheets } from '../../../server/export/excel/statementSheets.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

/**
 * The statement sheets of the Excel model: which years and months each shows and how they are
 * headed, and the balance check row (rounded to the cent, green at 0, red from half a cent). The
 * values LibreOffice computes from them are checked in tests/server/excel-libreoffice.test.ts.
 */
describe('Excel statement sheets', () => {
  it('show the P&L 2024–2030, the balance sheet from the 2025 opening balance, the cash flow 2026–2030, and both by month', () => {
    const layouts = new Map(statementSheetLayouts(workbookLayout(), '2026-03').map((sheet) => [sheet.name, sheet]));
    const headers = (name: string) => layouts.get(name)?.columns.map((column) => column.header);
    expect(headers(STATEMENT_SHEET.pnl)).toEqual(['2024 (Actual)', '2025 (Actual)', '2026 (3 + 9)', '2027', '2028', '2029', '2030']);
    expect(headers(STATEMENT_SHEET.balance)).toEqual(['2025 (opening)', '2026 (3 + 9)', '2027', '2028', '2029', '2030']);
    expect(headers(STATEMENT_SHEET.cashflow)).toEqual(['2026 (3 + 9)', '2027', '2028', '2029', '2030']);
    const balanceByMonth = headers(STATEMENT_SHEET.balanceMonthly) ?? [];
    expect(balanceByMonth).toHaveLength(1 + FORECAST_MONTHS.length);
    expect(balanceByMonth.slice(0, 5)).toEqual(['Dec 2025 (opening)', 'Jan 2026 (Actual)', 'Feb 2026 (Actual)', 'Mar 2026 (Actual)', 'Apr 2026']);
    expect(headers(STATEMENT_SHEET.cashflowMonthly)).toEqual(balanceByMonth.slice(1));
    expect([...layouts.keys()]).toEqual(Object.values(STATEMENT_SHEET));
  });

  it('write the check row as the model\'s balance check to the cent, marked green at 0 and red from half a cent', async () => {
    const actuals = baselineActuals();
    const session = createModelSession({ actuals });
    const compiled = compileWorkbook(actuals, session.driverValues(), { driverRefs: 'names' });
    const values = sheetValues(session);
    session.destroy();
    const book = new ExcelJS.Workbook();
    writeStatementSheets(book, compiled, values, null);
    const reread = new ExcelJS.Workbook();
    await reread.xlsx.load(await book.xlsx.writeBuffer());

    const sheet = reread.getWorksheet(STATEMENT_SHEET.balance) as ExcelJS.Worksheet;
    const checkRow = statementRows('balance').findIndex((line) => line.id === 'balance_check') + 2;
    expect(sheet.getCell(checkRow, 1).value).toBe('Balance Check');
    const checkLineRow = (compiled.layout.rows.Annual.get('balance_check') as number) + 1;
    expect(sheet.getCell(checkRow, 2).formula).toBe(`ROUND(Annual!C${checkLineRow},2)`);
    expect(sheet.getCell(checkRow, 7).formula).toBe(`ROUND(Annual!H${checkLineRow},2)`);
    for (let col = 2; col <= 7; col += 1) expect(sheet.getCell(checkRow, col).result).toBe(0);
    // exceljs reads the rules back onto the sheet but leaves them out of its typings.
    const formattings = (sheet as unknown as { conditionalFormattings: ExcelJS.ConditionalFormattingOptions[] }).conditionalFormattings;
    const rules = formattings.find((format) => format.ref === `B${checkRow}:G${checkRow}`)?.rules ?? [];
    expect(rules.map((rule) => (rule.type === 'expression' ? rule.formulae : []))).toEqual([[`ABS(B${checkRow})>=0.005`], [`ABS(B${checkRow})<0.005`]]);
    // Every other figure is the plain reference, a total bold.
    const totalAssets = statementRows('balance').findIndex((line) => line.id === 'total_assets') + 2;
    expect(sheet.getCell(totalAssets, 7).formula).toBe(`Annual!H${(compiled.layout.rows.Annual.get('total_assets') as number) + 1}`);
    expect(sheet.getCell(totalAssets, 7).font?.bold).toBe(true);
  });
});
