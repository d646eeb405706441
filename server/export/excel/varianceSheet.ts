import type ExcelJS from 'exceljs';
import type { BudgetVsActualResult, RevenueSplit } from '../../../engine/analysis/budgetVsActual.ts';
import { VARIANCE_TOTAL_LINES } from '../../../engine/analysis/budgetVsActual.ts';
import { periodLabel } from '../../../engine/calendar.ts';
import type { LineUnit } from '../../../engine/model/types.ts';
import { FORMAT, lineFormat, TOTAL_FONT } from './cellFormats.ts';
import { VARIANCE_SHEET } from './sheetNames.ts';
import { layoutSheet, writeHeader, writeText } from './sheetWriter.ts';

/**
 * Budget against actual (issue #19) as values, labelled: each line of each period with the plan
 * of record, the actual of the closed months, the variance in euros and percent and whether it is
 * favourable; the full year's latest estimate against the plan; the revenue variance split into
 * volume, price/mix and other; and the volume-driven costs against their flexed plan (volume, spending). They are the comparison's figures, not formulas of the model:
 * changing a driver on the Drivers sheet does not move them.
 */
export interface VarianceSheetContext {
  scenarioName: string;
  /** The plan of record as a reader names it. */
  planLabel: string;
}

const VALUE_COL = 3;

function judgementText(favourable: boolean | null): string {
  return favourable === null ? '' : favourable ? 'favourable' : 'unfavourable';
}

function put(sheet: ExcelJS.Worksheet, row: number, col: number, value: number | null, numFmt: string, bold: boolean): void {
  if (value === null) return;
  const cell = sheet.getCell(row + 1, col + 1);
  cell.value = value;
  cell.numFmt = numFmt;
  if (bold) cell.font = TOTAL_FONT;
}

/** Plan, actual, variance, variance % (a ratio of the plan) and the judgement from column `VALUE_COL` on. */
function writeComparison(sheet: ExcelJS.Worksheet, row: number, unit: LineUnit, bold: boolean, figures: {
  plan: number; actual: number | null; variance: number | null; variance_pct: number | null; favourable: boolean | null;
}): void {
  const format = lineFormat(unit);
  put(sheet, row, VALUE_COL, figures.plan, format, bold);
  put(sheet, row, VALUE_COL + 1, figures.actual, format, bold);
  put(sheet, row, VALUE_COL + 2, figures.variance, format, bold);
  put(sheet, row, VALUE_COL + 3, figures.variance_pct === null ? null : figures.variance_pct / 100, FORMAT.ratioPercent, bold);
  writeText(sheet, row, VALUE_COL + 4, judgementText(figures.favourable));
}

function writeSplit(sheet: ExcelJS.Worksheet, row: number, label: string, split: RevenueSplit): void {
  writeText(sheet, row, 0, 'Total revenue');
  writeText(sheet, row, 1, label);
  [split.plan, split.actual, split.variance, split.volume, split.price_mix, split.other].forEach((value, i) => put(sheet, row, VALUE_COL + i, value, FORMAT.euro, false));
}

export function writeVarianceSheet(book: ExcelJS.Workbook, result: BudgetVsActualResult, context: VarianceSheetContext): void {
  const sheet = book.addWorksheet(VARIANCE_SHEET);
  writeHeader(sheet, ['Budget vs Actual', 'Period', 'Months closed', 'Plan', 'Actual', 'Variance', 'Variance %', 'Favourable']);
  let row = 0;
  for (const line of result.rows) {
    row += 1;
    const bold = VARIANCE_TOTAL_LINES.has(line.line);
    writeText(sheet, row, 0, `${line.label}${line.unit === 'EUR' ? ' (EUR)' : ''}`);
    if (bold) sheet.getCell(row + 1, 1).font = TOTAL_FONT;
    writeText(sheet, row, 1, line.period_label);
    put(sheet, row, 2, line.months_closed, FORMAT.whole, false);
    writeComparison(sheet, row, line.unit, bold, line);
  }

  row += 2;
  writeHeader(sheet, [`Full year ${result.year}`, '', '', 'Plan', 'Latest estimate', 'Variance', 'Variance %', 'Favourable'], 0, row);
  for (const line of result.full_year) {
    row += 1;
    const bold = VARIANCE_TOTAL_LINES.has(line.line);
    writeText(sheet, row, 0, `${line.label}${line.unit === 'EUR' ? ' (EUR)' : ''}`);
    if (bold) sheet.getCell(row + 1, 1).font = TOTAL_FONT;
    writeText(sheet, row, 1, 'actuals + forecast');
    writeComparison(sheet, row, line.unit, bold, { ...line, actual: line.latest_estimate });
  }

  row += 2;
  writeHeader(sheet, ['Revenue bridge (EUR)', 'Period', '', 'Plan', 'Actual', 'Variance', 'Volume', 'Price/mix', 'Other (one-time)'], 0, row);
  for (const split of result.revenue_split.periods) writeSplit(sheet, (row += 1), split.period_label, split);
  writeSplit(sheet, (row += 1), `Full year ${result.year} (latest estimate)`, result.revenue_split.full_year);

  row += 2;
  writeHeader(sheet, ['Costs at actual volume (EUR)', 'Period', '', 'Plan', 'Flexed plan', 'Actual', 'Volume', 'Spending', 'Favourable'], 0, row);
  const flexed = [
    ...result.rows.filter((line) => line.flexed_plan !== null).map((line) => ({ ...line, periodLabel: line.period_label, actualValue: line.actual })),
    ...result.full_year.filter((line) => line.flexed_plan !== null).map((line) => ({ ...line, periodLabel: `Full year ${result.year} (latest estimate)`, actualValue: line.latest_estimate })),
  ];
  for (const line of flexed) {
    row += 1;
    writeText(sheet, row, 0, line.label);
    writeText(sheet, row, 1, line.periodLabel);
    [line.plan, line.flexed_plan, line.actualValue, line.volume_variance, line.spending_variance].forEach((value, i) => put(sheet, row, VALUE_COL + i, value, FORMAT.euro, false));
    writeText(sheet, row, VALUE_COL + 5, judgementText(line.spending_favourable));
  }

  const infoCol = VALUE_COL + 7;
  const info: [string, string][] = [
    ['Scenario (latest estimate)', context.scenarioName],
    ['Plan of record', context.planLabel],
    ['Actuals through', result.closed_through === null ? 'no month closed' : periodLabel(result.closed_through)],
    ['Periods', { month: 'months', quarter: 'quarters', ytd: 'year to date' }[result.period]],
    ['Rules', 'Variance = actual − plan; % of |plan|. Lower is favourable for costs. A period partly closed compares its closed months only. Flexed plan = a volume-driven cost\'s plan at the actual volume and the plan\'s rates; volume = flexed − plan, spending = actual − flexed.'],
  ];
  info.forEach(([key, value], i) => {
    writeText(sheet, i, infoCol, key);
    sheet.getCell(i + 1, infoCol + 1).font = { bold: true };
    writeText(sheet, i, infoCol + 1, value);
  });
  layoutSheet(sheet, { label: 36, values: 14, valueCount: 8, extra: [4, 26, 80] });
}
