import { SHEET, type PlanSheetName, type SheetName } from '../../../engine/workbook/compile.ts';
import { HEADCOUNT_SHEET, POSITIONS_SHEET } from '../../../engine/workbook/headcountSheet.ts';
import { LANGUAGES, type Language } from '../../../contract/preferences.ts';
import { translatorFor, type Translate } from '../../i18n/index.ts';

/**
 * The sheet names of the Excel model, in the reader's language (export namespace, `sheets`). The
 * compiled workbook's sheets keep their own names in the engine's formulas ("Annual" holds every
 * line by year: the three statements and their workings, so it is no longer called a P&L);
 * withExcelSheetNames rewrites a formula's references to the names the file uses. The statement
 * sheets are views of Annual and Monthly (statementSheets.ts).
 */
export interface ExcelSheetNames {
  /** The compiled sheets, the headcount plan's included, by their compiled name. */
  compiled: Record<SheetName | PlanSheetName, string>;
  /** The statements as a finance reader reads them: by year, and the balance sheet and cash flow by month. */
  statements: { pnl: string; balance: string; cashflow: string; balanceMonthly: string; cashflowMonthly: string };
  /** Forecast ranges: simulated values beside the model, not formulas of it. */
  ranges: string;
  /** Budget against actual (issue #19): values of the plan of record against the closed months, beside the model. */
  variance: string;
  /** The open comment threads (issue 30): a sheet after the others when any is open. */
  comments: string;
  /** The order of the sheets in the file: inputs first, then the calculation, then the results, then the simulation. */
  order: readonly string[];
}

export function excelSheetNames(t: Translate): ExcelSheetNames {
  const compiled = {
    [SHEET.drivers]: t('sheets.drivers'),
    [SHEET.actuals]: t('sheets.actuals'),
    [SHEET.monthly]: t('sheets.monthly'),
    [SHEET.annual]: t('sheets.annual'),
    [SHEET.kpis]: t('sheets.kpis'),
    [POSITIONS_SHEET]: t('sheets.positions'),
    [HEADCOUNT_SHEET]: t('sheets.headcount'),
  };
  const statements = {
    pnl: t('sheets.pnl'),
    balance: t('sheets.balance'),
    cashflow: t('sheets.cashflow'),
    balanceMonthly: t('sheets.balanceMonthly'),
    cashflowMonthly: t('sheets.cashflowMonthly'),
  };
  const ranges = t('sheets.ranges');
  return {
    compiled, statements, ranges, variance: t('sheets.variance'), comments: t('sheets.comments'),
    order: [
      compiled.Drivers, compiled.Actuals, compiled[POSITIONS_SHEET], compiled[HEADCOUNT_SHEET], compiled.Monthly, compiled.Annual,
      statements.pnl, statements.balance, statements.cashflow, statements.balanceMonthly, statements.cashflowMonthly,
      compiled.KPIs, ranges,
    ],
  };
}

/** Every language's sheet names: the driver import reads a model exported in either. */
export const SHEET_NAMES_BY_LANGUAGE = Object.fromEntries(LANGUAGES.map((language) => [language, excelSheetNames(translatorFor(language))])) as Record<Language, ExcelSheetNames>;

const ENGLISH = SHEET_NAMES_BY_LANGUAGE.en;
/** The English names, as the specification and the tests name the sheets. */
export const EXCEL_SHEET: Record<SheetName, string> = {
  [SHEET.drivers]: ENGLISH.compiled.Drivers, [SHEET.actuals]: ENGLISH.compiled.Actuals, [SHEET.monthly]: ENGLISH.compiled.Monthly,
  [SHEET.annual]: ENGLISH.compiled.Annual, [SHEET.kpis]: ENGLISH.compiled.KPIs,
};
export const STATEMENT_SHEET = ENGLISH.statements;
export const RANGES_SHEET = ENGLISH.ranges;
export const VARIANCE_SHEET = ENGLISH.variance;
export const SHEET_ORDER = ENGLISH.order;

/** A sheet name as a formula writes it: quoted when it holds anything but letters, digits and underscores. */
export function sheetRef(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`;
}

/** Rewrites a compiled formula's sheet references (e.g. `Annual!C5`) to the file's sheet names. */
export function withExcelSheetNames(formula: string, names: ExcelSheetNames = ENGLISH): string {
  let out = formula;
  for (const [from, to] of Object.entries(names.compiled)) {
    if (from === to) continue;
    out = out.replace(new RegExp(`(?<![A-Za-z0-9_'])${from}!`, 'g'), `${sheetRef(to)}!`);
  }
  return out;
}
