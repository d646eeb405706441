import type ExcelJS from 'exceljs';
import { ALL_YEARS, FIRST_FORECAST_YEAR, FORECAST_MONTHS, FORECAST_YEARS } from '../../../engine/calendar.ts';
import { a1 } from '../../../engine/formula/translate.ts';
import { statementRows } from '../../../engine/model/statements.ts';
import type { LineDef, Statement } from '../../../engine/model/types.ts';
import { OPENING_COL, SHEET, type CompiledWorkbook, type Layout } from '../../../engine/workbook/compile.ts';
import type { SheetValues } from '../../../engine/workbook/snapshot.ts';
import { CHECK_FAILED_FILL, CHECK_FAILED_FONT, CHECK_PASSED_FONT, FORMAT, TOTAL_BORDER, TOTAL_FONT } from './cellFormats.ts';
import { sheetRef } from './sheetNames.ts';
import { ENGLISH_EXCEL, type ExcelTexts } from './excelTexts.ts';
import { layoutSheet, writeHeader, writeText } from './sheetWriter.ts';
import { BALANCE_CHECK_LINE, BALANCE_CHECK_TOLERANCE_EUR } from '../balanceCheck.ts';

/**
 * The three statements as a finance reader reads them: the profit and loss, the balance sheet and
 * the cash flow statement by year, and the balance sheet and cash flow by month. Their rows are
 * the definition's statement rows (statementRows), and every figure is a reference to the Annual or
 * Monthly sheet, so the statements follow the drivers like every other sheet; nothing here is a
 * number of its own. The balance check closes the balance sheet: 0 in every column, red if not.
 */

const MONTHS_PER_PAGE = 12;

export interface StatementColumn {
  header: string;
  /** The compiled sheet and column the figures are read from. */
  sheet: typeof SHEET.annual | typeof SHEET.monthly;
  col: number;
}

export interface StatementSheetLayout {
  name: string;
  statement: Statement;
  /** The header of the label column. */
  title: string;
  columns: readonly StatementColumn[];
  /** Sixty and more columns: printed over several pages with the labels repeated. */
  byMonth: boolean;
}

/**
 * Every statement sheet with its columns: the P&L 2024–2030 (2024 and 2025 are the baseline
 * data's actuals, the lines below EBITDA start in 2026), the balance sheet at 31 December 2025 (the
 * opening balance) and 2026–2030, the cash flow 2026–2030, and the monthly variants from the
 * opening column on. `closedThrough`: the last closed month; headers say how much of a period is
 * actual ('Nov 2026 (Actual)', '2026 (11 + 1)').
 */
export function statementSheetLayouts(layout: Layout, closedThrough: string | null, texts: ExcelTexts = ENGLISH_EXCEL): StatementSheetLayout[] {
  const { t, periods } = texts;
  const names = texts.sheets.statements;
  const byYear = (years: readonly number[], header: (year: number) => string): StatementColumn[] =>
    years.map((year) => ({ header: header(year), sheet: SHEET.annual, col: layout.annualCol(year) }));
  const monthColumns: StatementColumn[] = FORECAST_MONTHS.map((month, i) => ({
    header: periods.marked(month, closedThrough),
    sheet: SHEET.monthly,
    col: layout.monthlyCol(i),
  }));
  const openingYear = FIRST_FORECAST_YEAR - 1;
  const marked = (year: number) => periods.marked(String(year), closedThrough);
  const opening = (period: string) => t('statements.opening', { period });
  return [
    {
      name: names.pnl, statement: 'pnl', title: t('statements.pnlTitle'), byMonth: false,
      columns: byYear(ALL_YEARS, marked),
    },
    {
      name: names.balance, statement: 'balance', title: t('statements.balanceTitle'), byMonth: false,
      columns: byYear([openingYear, ...FORECAST_YEARS], (year) => (year === openingYear ? opening(String(year)) : marked(year))),
    },
    { name: names.cashflow, statement: 'cashflow', title: t('statements.cashflowTitle'), byMonth: false, columns: byYear(FORECAST_YEARS, marked) },
    {
      name: names.balanceMonthly, statement: 'balance', title: t('statements.balanceMonthlyTitle'), byMonth: true,
      columns: [{ header: opening(periods.label(`${openingYear}-12`)), sheet: SHEET.monthly, col: OPENING_COL }, ...monthColumns],
    },
    { name: names.cashflowMonthly, statement: 'cashflow', title: t('statements.cashflowMonthlyTitle'), byMonth: true, columns: monthColumns },
  ];
}

function sourceRow(compiled: CompiledWorkbook, column: StatementColumn, id: string): number {
  const row = compiled.layout.rows[column.sheet].get(id);
  if (row === undefined) throw new Error(`${column.sheet} has no ${id} row`);
  return row;
}

/** Red when the check is off by half a cent or more, green when it is 0: visible at a glance, also after a driver is changed. */
function markCheckRow(sheet: ExcelJS.Worksheet, row: number, columnCount: number): void {
  // The rule's formula is written for the range's first cell and moves with each cell of it.
  const first = a1(1, row);
  sheet.addConditionalFormatting({
    ref: `${first}:${a1(columnCount, row)}`,
    rules: [
      { type: 'expression', priority: 1, formulae: [`ABS(${first})>=${BALANCE_CHECK_TOLERANCE_EUR}`], style: { font: CHECK_FAILED_FONT, fill: CHECK_FAILED_FILL } },
      { type: 'expression', priority: 2, formulae: [`ABS(${first})<${BALANCE_CHECK_TOLERANCE_EUR}`], style: { font: CHECK_PASSED_FONT } },
    ],
  });
}

function writeStatementSheet(book: ExcelJS.Workbook, compiled: CompiledWorkbook, values: SheetValues, spec: StatementSheetLayout, texts: ExcelTexts, lines: readonly LineDef[]): void {
  const sheet = book.addWorksheet(spec.name);
  const idCol = spec.columns.length + 1;
  writeHeader(sheet, [spec.title, ...spec.columns.map((column) => column.header)]);
  writeHeader(sheet, [texts.t('monthly.lineId')], idCol);
  statementRows(spec.statement, lines).forEach((line, i) => {
    const row = i + 1;
    writeText(sheet, row, 0, line.label);
    writeText(sheet, row, idCol, line.id);
    sheet.getCell(row + 1, idCol + 1).alignment = { horizontal: 'left', indent: 1 };
    if (line.total) {
      // The rule runs across the whole row, also over years the line has no figure in.
      for (let c = 0; c <= spec.columns.length; c += 1) sheet.getCell(row + 1, c + 1).border = TOTAL_BORDER;
      sheet.getCell(row + 1, 1).font = TOTAL_FONT;
    }
    const check = line.id === BALANCE_CHECK_LINE;
    spec.columns.forEach((column, c) => {
      const from = sourceRow(compiled, column, line.id);
      if (compiled.sheets[column.sheet][from]?.[column.col] === null) return;
      const cell = sheet.getCell(row + 1, c + 2);
      const reference = `${sheetRef(texts.sheets.compiled[column.sheet])}!${a1(column.col, from)}`;
      // The check to the cent: a difference of 10⁻⁸ € from adding eight-digit figures must not print as −0.00.
      const formula = check ? `ROUND(${reference},2)` : reference;
      const engineValue = values[column.sheet][from]?.[column.col];
      // The cached result is what the formula gives (+ 0 turns a rounded −0 into 0).
      const result = engineValue === null || engineValue === undefined ? undefined : check ? Math.round(engineValue * 100) / 100 + 0 : engineValue;
      cell.value = result === undefined ? { formula } : { formula, result };
      cell.numFmt = check ? FORMAT.euroCents : FORMAT.euro;
      if (line.total) cell.font = TOTAL_FONT;
    });
    if (check) markCheckRow(sheet, row, spec.columns.length);
  });
  layoutSheet(sheet, { label: 44, values: spec.byMonth ? 13 : 15, valueCount: spec.columns.length, extra: [30] });
  if (spec.byMonth) {
    // "Dec 2025 (opening)" is wider than a month; about a year of months a page (the spreadsheet places the breaks), the labels on every page.
    if (spec.columns[0]?.col === OPENING_COL) sheet.getColumn(2).width = 19;
    const pagesWide = Math.ceil(spec.columns.length / MONTHS_PER_PAGE);
    sheet.pageSetup = { ...sheet.pageSetup, fitToWidth: pagesWide, fitToHeight: 1, printTitlesColumn: 'A:A', printTitlesRow: '1:1' };
  }
}

/** `lines`: the definition's lines with the texts the rows are labelled with (the compiled definition's by default). */
export function writeStatementSheets(book: ExcelJS.Workbook, compiled: CompiledWorkbook, values: SheetValues, closedThrough: string | null, texts: ExcelTexts = ENGLISH_EXCEL, lines: readonly LineDef[] = compiled.layout.definition.lines): void {
  for (const spec of statementSheetLayouts(compiled.layout, closedThrough, texts)) writeStatementSheet(book, compiled, values, spec, texts, lines);
}
