import { ALL_YEARS, FIRST_FORECAST_YEAR, FORECAST_YEARS } from '../../../engine/calendar.ts';
import { statementRows } from '../../../engine/model/statements.ts';
import type { Statement } from '../../../engine/model/types.ts';
import { BALANCE_CHECK_LINE, balanceCheckHolds } from '../balanceCheck.ts';
import type { ReportData } from '../reportData.ts';
import { COLOR, type ReportDocument } from './reportDocument.ts';
import { yearLabel, yearTable, type LineRow } from './yearTable.ts';
import { PERIOD_MARKING_LEGEND } from '../../../engine/format/periodMarking.ts';

/**
 * The three statements by year, their rows read from the model definition (statementRows): the
 * profit and loss 2024–2030 down to net income, the balance sheet at 31 December 2025 (the opening
 * balance) and 2026–2030 with its check row, and the cash flow statement 2026–2030. Compact rows,
 * so each statement fits one landscape page.
 */

const OPENING_YEAR = FIRST_FORECAST_YEAR - 1;
const COMPACT = { fontSize: 7.5, padding: 2.4 } as const;

function rowsOf(data: ReportData, statement: Statement): LineRow[] {
  return statementRows(statement, data.definition.lines).map((row) => ({ id: row.id, label: row.label, unit: row.id === BALANCE_CHECK_LINE ? 'check' : '€', bold: row.total }));
}

export function pnlSection(report: ReportDocument, data: ReportData): void {
  yearTable(report, data, rowsOf(data, 'pnl'), { years: ALL_YEARS, first: 'Line item (EUR)', labelWidth: 27, ...COMPACT });
  report.paragraph(`${PERIOD_MARKING_LEGEND}. 2024 and 2025 are the actuals of the baseline data, which run to EBITDA; depreciation, interest and income taxes start with the forecast in 2026; a closed month of 2026 on holds its monthly actuals. Operating expenses include the rounding adjustment of the 2024 accounts.`, { size: 8, color: COLOR.muted });
}

export function balanceSheetSection(report: ReportDocument, data: ReportData): void {
  const monthlyChecks = data.monthlyBalanceChecks;
  const years = [OPENING_YEAR, ...FORECAST_YEARS];
  yearTable(report, data, rowsOf(data, 'balance'), {
    years, first: 'At 31 December (EUR)', labelWidth: 30, ...COMPACT,
    yearHeader: (year) => (year === OPENING_YEAR ? `${year} (opening)` : yearLabel(year, data.closedThrough)),
  });
  const holdsEveryMonth = monthlyChecks.length > 0 && monthlyChecks.every(balanceCheckHolds);
  const { formatEuroExact } = report.figures;
  const largest = monthlyChecks.reduce<number>((max, value) => Math.max(max, Math.abs(value ?? Infinity)), 0);
  const months = holdsEveryMonth
    ? `It is ${formatEuroExact(0, { cents: true })} at every one of the ${monthlyChecks.length} month ends ${FORECAST_YEARS[0]}–${FORECAST_YEARS[4]} as well.`
    : `At the month ends ${FORECAST_YEARS[0]}–${FORECAST_YEARS[4]} it is off by up to ${formatEuroExact(largest, { cents: true })}: the figures need review.`;
  report.paragraph(`Balance check: total assets minus total liabilities minus total equity. ${months} `
    + `The opening balance at 31 December ${OPENING_YEAR} is part of the baseline data; every later balance is rolled forward by the flows of the profit and loss and the cash flow statement, and cash is the cash flow statement's closing cash.`,
  { size: 8, color: holdsEveryMonth ? COLOR.muted : COLOR.critical });
}

export function cashFlowStatementSection(report: ReportDocument, data: ReportData): void {
  yearTable(report, data, rowsOf(data, 'cashflow'), { years: FORECAST_YEARS, first: 'Cash flow (EUR)', labelWidth: 30, ...COMPACT });
  report.paragraph('Indirect method in the structure of DRS 21: operating activities from net income, adjusted for depreciation and the change in working capital, with income taxes as paid; interest received under investing and interest paid under financing activities. Closing cash is the balance sheet\'s cash.', { size: 8, color: COLOR.muted });
}
