import { SHEET, type SheetName } from '../../../engine/workbook/compile.ts';
import { HEADCOUNT_SHEET, POSITIONS_SHEET } from '../../../engine/workbook/headcountSheet.ts';

/**
 * The sheet names of the Excel model. The compiled workbook's sheets keep their names: "Annual"
 * holds every line by year (the three statements and their workings), so it is no longer called a
 * P&L. The statement sheets are views of Annual and Monthly (statementSheets.ts).
 */
export const EXCEL_SHEET: Record<SheetName, string> = {
  [SHEET.drivers]: 'Drivers',
  [SHEET.actuals]: 'Actuals',
  [SHEET.monthly]: 'Monthly',
  [SHEET.annual]: 'Annual',
  [SHEET.kpis]: 'KPIs',
};

/** The statements as a finance reader reads them: by year, and the balance sheet and cash flow by month. */
export const STATEMENT_SHEET = {
  pnl: 'Profit and Loss',
  balance: 'Balance Sheet',
  cashflow: 'Cash Flow',
  balanceMonthly: 'Balance Sheet by Month',
  cashflowMonthly: 'Cash Flow by Month',
} as const;

/** Forecast ranges: simulated values beside the model, not formulas of it. */
export const RANGES_SHEET = 'Forecast Ranges';

/** Budget against actual (issue #19): values of the plan of record against the closed months, beside the model. */
export const VARIANCE_SHEET = 'Budget vs Actual';

/** The order of the sheets in the file: inputs first, then the calculation, then the results, then the simulation. */
export const SHEET_ORDER: readonly string[] = [
  EXCEL_SHEET.Drivers, EXCEL_SHEET.Actuals, POSITIONS_SHEET, HEADCOUNT_SHEET, EXCEL_SHEET.Monthly, EXCEL_SHEET.Annual,
  STATEMENT_SHEET.pnl, STATEMENT_SHEET.balance, STATEMENT_SHEET.cashflow, STATEMENT_SHEET.balanceMonthly, STATEMENT_SHEET.cashflowMonthly,
  EXCEL_SHEET.KPIs, RANGES_SHEET,
];

/** A sheet name as a formula writes it: quoted when it holds anything but letters, digits and underscores. */
export function sheetRef(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`;
}

const RENAMES = (Object.entries(EXCEL_SHEET) as [SheetName, string][]).filter(([from, to]) => from !== to);

/** Rewrites a compiled formula's sheet references (e.g. `Annual!C5`) to the Excel sheet names. */
export function withExcelSheetNames(formula: string): string {
  let out = formula;
  for (const [from, to] of RENAMES) {
    out = out.replace(new RegExp(`(?<![A-Za-z0-9_'])${from}!`, 'g'), `${sheetRef(to)}!`);
  }
  return out;
}
