import type ExcelJS from 'exceljs';
import type { BudgetVsActualResult, RevenueSplit } from '../../../engine/analysis/budgetVsActual.ts';
import { VARIANCE_TOTAL_LINES } from '../../../engine/analysis/budgetVsActual.ts';
import type { LineUnit } from '../../../engine/model/types.ts';
import { FORMAT, lineFormat, TOTAL_FONT } from './cellFormats.ts';
import { ENGLISH_EXCEL, type ExcelTexts } from './excelTexts.ts';
import type { Translate } from '../../i18n/index.ts';
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
  /** Who approved the plan, when, and why if they said. */
  approval: string;
}

const VALUE_COL = 3;

function judgementText(favourable: boolean | null, t: Translate): string {
  return favourable === null ? '' : favourable ? t('varianceSheet.favourable') : t('varianceSheet.unfavourable');
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
}, t: Translate): void {
  const format = lineFormat(unit);
  put(sheet, row, VALUE_COL, figures.plan, format, bold);
  put(sheet, row, VALUE_COL + 1, figures.actual, format, bold);
  put(sheet, row, VALUE_COL + 2, figures.variance, format, bold);
  put(sheet, row, VALUE_COL + 3, figures.variance_pct === null ? null : figures.variance_pct / 100, FORMAT.ratioPercent, bold);
  writeText(sheet, row, VALUE_COL + 4, judgementText(figures.favourable, t));
}

function writeSplit(sheet: ExcelJS.Worksheet, row: number, label: string, split: RevenueSplit, t: Translate): void {
  writeText(sheet, row, 0, t('varianceSheet.totalRevenue'));
  writeText(sheet, row, 1, label);
  [split.plan, split.actual, split.variance, split.volume, split.price_mix, split.other].forEach((value, i) => put(sheet, row, VALUE_COL + i, value, FORMAT.euro, false));
}

export function writeVarianceSheet(book: ExcelJS.Workbook, result: BudgetVsActualResult, context: VarianceSheetContext, texts: ExcelTexts = ENGLISH_EXCEL): void {
  const { t, periods } = texts;
  const sheet = book.addWorksheet(texts.sheets.variance);
  const inEuros = (label: string) => t('varianceSheet.inEuros', { line: label });
  const fullYear = t('varianceSheet.fullYear', { year: result.year });
  const fullYearEstimate = t('varianceSheet.fullYearEstimate', { year: result.year });
  writeHeader(sheet, [t('varianceSheet.title'), t('varianceSheet.period'), t('varianceSheet.monthsClosed'), t('varianceSheet.plan'), t('varianceSheet.actual'), t('varianceSheet.variance'), t('varianceSheet.variancePct'), t('varianceSheet.favourableHeader')]);
  let row = 0;
  for (const line of result.rows) {
    row += 1;
    const bold = VARIANCE_TOTAL_LINES.has(line.line);
    writeText(sheet, row, 0, line.unit === 'EUR' ? inEuros(line.label) : line.label);
    if (bold) sheet.getCell(row + 1, 1).font = TOTAL_FONT;
    writeText(sheet, row, 1, periods.label(line.period));
    put(sheet, row, 2, line.months_closed, FORMAT.whole, false);
    writeComparison(sheet, row, line.unit, bold, line, t);
  }

  row += 2;
  writeHeader(sheet, [fullYear, '', '', t('varianceSheet.plan'), t('varianceSheet.latestEstimate'), t('varianceSheet.variance'), t('varianceSheet.variancePct'), t('varianceSheet.favourableHeader')], 0, row);
  for (const line of result.full_year) {
    row += 1;
    const bold = VARIANCE_TOTAL_LINES.has(line.line);
    writeText(sheet, row, 0, line.unit === 'EUR' ? inEuros(line.label) : line.label);
    if (bold) sheet.getCell(row + 1, 1).font = TOTAL_FONT;
    writeText(sheet, row, 1, t('varianceSheet.actualsAndForecast'));
    writeComparison(sheet, row, line.unit, bold, { ...line, actual: line.latest_estimate }, t);
  }

  row += 2;
  writeHeader(sheet, [t('varianceSheet.revenueBridge'), t('varianceSheet.period'), '', t('varianceSheet.plan'), t('varianceSheet.actual'), t('varianceSheet.variance'), t('varianceSheet.volume'), t('varianceSheet.priceMix'), t('varianceSheet.other')], 0, row);
  for (const split of result.revenue_split.periods) writeSplit(sheet, (row += 1), periods.label(split.period), split, t);
  writeSplit(sheet, (row += 1), fullYearEstimate, result.revenue_split.full_year, t);

  row += 2;
  writeHeader(sheet, [t('varianceSheet.costsAtActualVolume'), t('varianceSheet.period'), '', t('varianceSheet.plan'), t('varianceSheet.flexedPlan'), t('varianceSheet.actual'), t('varianceSheet.volume'), t('varianceSheet.spending'), t('varianceSheet.favourableHeader')], 0, row);
  const flexed = [
    ...result.rows.filter((line) => line.flexed_plan !== null).map((line) => ({ ...line, periodLabel: periods.label(line.period), actualValue: line.actual })),
    ...result.full_year.filter((line) => line.flexed_plan !== null).map((line) => ({ ...line, periodLabel: fullYearEstimate, actualValue: line.latest_estimate })),
  ];
  for (const line of flexed) {
    row += 1;
    writeText(sheet, row, 0, line.label);
    writeText(sheet, row, 1, line.periodLabel);
    [line.plan, line.flexed_plan, line.actualValue, line.volume_variance, line.spending_variance].forEach((value, i) => put(sheet, row, VALUE_COL + i, value, FORMAT.euro, false));
    writeText(sheet, row, VALUE_COL + 5, judgementText(line.spending_favourable, t));
  }

  const infoCol = VALUE_COL + 7;
  const info: [string, string][] = [
    [t('varianceSheet.scenario'), context.scenarioName],
    [t('varianceSheet.planOfRecord'), context.planLabel],
    [t('varianceSheet.approval'), context.approval],
    [t('varianceSheet.actualsThrough'), result.closed_through === null ? t('varianceSheet.noMonthClosed') : periods.label(result.closed_through)],
    [t('varianceSheet.periods'), t(`varianceSheet.periodKinds.${result.period}`)],
    [t('varianceSheet.rules'), t('varianceSheet.rulesText')],
  ];
  info.forEach(([key, value], i) => {
    writeText(sheet, i, infoCol, key);
    sheet.getCell(i + 1, infoCol + 1).font = { bold: true };
    writeText(sheet, i, infoCol + 1, value);
  });
  layoutSheet(sheet, { label: 36, values: 14, valueCount: 8, extra: [4, 26, 80] });
}
