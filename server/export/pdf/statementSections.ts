import { ALL_YEARS, FIRST_FORECAST_YEAR, FORECAST_YEARS } from '../../../engine/calendar.ts';
import { statementRows } from '../../../engine/model/statements.ts';
import type { Statement } from '../../../engine/model/types.ts';
import { BALANCE_CHECK_LINE, balanceCheckHolds } from '../balanceCheck.ts';
import type { ReportData } from '../reportData.ts';
import { COLOR, type ReportDocument } from './reportDocument.ts';
import { yearLabel, yearTable, type LineRow } from './yearTable.ts';

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
  const { t } = data;
  yearTable(report, data, rowsOf(data, 'pnl'), { years: ALL_YEARS, first: t('statements.pnlFirst'), labelWidth: 27, ...COMPACT });
  report.paragraph(`${data.periods.legend}. ${t('statements.pnlNote')}`, { size: 8, color: COLOR.muted });
}

export function balanceSheetSection(report: ReportDocument, data: ReportData): void {
  const monthlyChecks = data.monthlyBalanceChecks;
  const years = [OPENING_YEAR, ...FORECAST_YEARS];
  const { t } = data;
  yearTable(report, data, rowsOf(data, 'balance'), {
    years, first: t('statements.balanceFirst'), labelWidth: 30, ...COMPACT,
    yearHeader: (year) => (year === OPENING_YEAR ? t('statements.opening', { period: year }) : yearLabel(data, year)),
  });
  const holdsEveryMonth = monthlyChecks.length > 0 && monthlyChecks.every(balanceCheckHolds);
  const { formatEuroExact } = report.figures;
  const largest = monthlyChecks.reduce<number>((max, value) => Math.max(max, Math.abs(value ?? Infinity)), 0);
  const range = { first: FORECAST_YEARS[0], last: FORECAST_YEARS[4] };
  const months = holdsEveryMonth
    ? t('statements.checkHolds', { zero: formatEuroExact(0, { cents: true }), months: monthlyChecks.length, ...range })
    : t('statements.checkOff', { largest: formatEuroExact(largest, { cents: true }), ...range });
  report.paragraph(`${t('statements.checkIntro')} ${months} ${t('statements.checkOpening', { year: OPENING_YEAR })}`,
    { size: 8, color: holdsEveryMonth ? COLOR.muted : COLOR.critical });
}

export function cashFlowStatementSection(report: ReportDocument, data: ReportData): void {
  yearTable(report, data, rowsOf(data, 'cashflow'), { years: FORECAST_YEARS, first: data.t('statements.cashflowFirst'), labelWidth: 30, ...COMPACT });
  report.paragraph(data.t('statements.cashflowNote'), { size: 8, color: COLOR.muted });
}
