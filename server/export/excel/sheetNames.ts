import { SHEET, type SheetName } from '../../../engine/workbook/compile.ts';

/**
 * The sheet names of the Excel model. The compiled workbook's "Annual" sheet is the annual P&L
 * (every line by year), so a finance reader gets it under that name; Cash Flow is a view of it.
 */
export const EXCEL_SHEET: Record<SheetName, string> = {
  [SHEET.drivers]: 'Drivers',
  [SHEET.actuals]: 'Actuals',
  [SHEET.monthly]: 'Monthly',
  [SHEET.annual]: 'Annual P&L',
  [SHEET.kpis]: 'KPIs',
};

export const CASH_FLOW_SHEET = 'Cash Flow';

/** Forecast ranges: simulated values beside the model, not formulas of it. */
export const RANGES_SHEET = 'Forecast Ranges';

/** Budget against actual (issue #19): values of the plan of record against the closed months, beside the model. */
export const VARIANCE_SHEET = 'Budget vs Actual';

/** The order of the sheets in the file: inputs first, then the calculation, then the results, then the simulation. */
export const SHEET_ORDER: readonly string[] = [
  EXCEL_SHEET.Drivers, EXCEL_SHEET.Actuals, EXCEL_SHEET.Monthly, EXCEL_SHEET.Annual, CASH_FLOW_SHEET, EXCEL_SHEET.KPIs, RANGES_SHEET,
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
