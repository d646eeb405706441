import type ExcelJS from 'exceljs';
import { rangesFigureTables, rangesProbabilities, rangesSpread, RANGES_YEARS } from '../../../engine/analysis/ranges/readout.ts';
import type { RangesResult } from '../../../engine/analysis/ranges/results.ts';
import type { ModelDefinition } from '../../../engine/model/definition.ts';
import { tablesOf } from '../../../engine/model/tables.ts';
import type { NumberFormatter } from '../../../engine/format/number.ts';
import { FORMAT, TOTAL_FONT } from './cellFormats.ts';
import { ENGLISH_EXCEL, type ExcelTexts } from './excelTexts.ts';
import { layoutSheet, writeHeader, writeText } from './sheetWriter.ts';

/**
 * Forecast ranges (issue 17) as values, labelled as simulated: the run rangesExport.ts chose (named
 * beside the figures with its draws and seed), P10 / P50 / P90 / mean by year, the
 * probabilities of reaching the targets and the drivers of the spread. They are the draws'
 * statistics, not formulas: changing a driver on the Drivers sheet does not move them.
 */
export function writeRangesSheet(book: ExcelJS.Workbook, ranges: RangesResult, scenarioName: string, run: string, figures: NumberFormatter, definition: ModelDefinition, texts: ExcelTexts = ENGLISH_EXCEL): void {
  const { t } = texts;
  const { driverById } = tablesOf(definition);
  const sheet = book.addWorksheet(texts.sheets.ranges);
  const yearCol = 2;
  writeHeader(sheet, [t('rangesSheet.figures'), t('rangesSheet.statistic'), ...RANGES_YEARS]);
  let row = 1;
  for (const table of rangesFigureTables(ranges)) {
    const figure = t(`rangesReadout.figures.${table.figure}`);
    for (const stat of table.rows) {
      writeText(sheet, row, 0, table.money ? t('rangesSheet.inEuros', { figure }) : figure);
      writeText(sheet, row, 1, t(`rangesReadout.statistics.${stat.statistic}`));
      stat.values.forEach((value, i) => {
        const cell = sheet.getCell(row + 1, yearCol + i + 1);
        cell.value = value;
        cell.numFmt = table.money ? FORMAT.euro : FORMAT.whole;
        if (stat.statistic === 'p50') cell.font = TOTAL_FONT;
      });
      row += 1;
    }
  }

  row += 1;
  writeHeader(sheet, [t('rangesSheet.probability'), t('rangesSheet.target'), t('rangesSheet.shareOfDraws')], 0, row);
  for (const item of rangesProbabilities(ranges)) {
    row += 1;
    writeText(sheet, row, 0, t(`rangesReadout.probabilities.${item.key}`));
    if (item.target === null) writeText(sheet, row, 1, t('rangesSheet.cashCovenant'));
    else Object.assign(sheet.getCell(row + 1, 2), { value: item.target, numFmt: FORMAT.euro });
    Object.assign(sheet.getCell(row + 1, 3), { value: item.probability, numFmt: FORMAT.ratioPercent });
  }

  row += 2;
  writeHeader(sheet, [t('rangesSheet.spreadDriver'), t('rangesSheet.driverId'), t('rangesSheet.shareOfSpread'), t('rangesSheet.rankCorrelation')], 0, row);
  for (const driver of rangesSpread(ranges, Number.POSITIVE_INFINITY, (id) => driverById.get(id)?.name)) {
    row += 1;
    writeText(sheet, row, 0, driver.name);
    writeText(sheet, row, 1, driver.driver);
    Object.assign(sheet.getCell(row + 1, 3), { value: driver.share, numFmt: FORMAT.ratioPercent });
    Object.assign(sheet.getCell(row + 1, 4), { value: driver.rankCorrelation, numFmt: '0.00' });
  }

  const infoCol = yearCol + RANGES_YEARS.length + 1;
  const info: [string, string | number][] = [
    [t('notes.scenario'), scenarioName],
    [t('rangesSheet.run'), run],
    [t('rangesSheet.draws'), ranges.draws],
    [t('rangesSheet.seed'), ranges.seed],
    [t('rangesSheet.simulated'), t('rangesReadout.simulated', { draws: figures.formatWholeNumber(ranges.draws), seed: ranges.seed })],
  ];
  info.forEach(([key, value], i) => {
    writeText(sheet, i, infoCol, key);
    sheet.getCell(i + 1, infoCol + 1).font = { bold: true };
    if (typeof value === 'number') sheet.getCell(i + 1, infoCol + 2).value = value;
    else writeText(sheet, i, infoCol + 1, value);
  });
  layoutSheet(sheet, { label: 40, values: 16, valueCount: 1 + RANGES_YEARS.length, extra: [4, 12, 90] });
}
