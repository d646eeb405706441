import { rangesFigureTables, rangesProbabilities, rangesSpread, RANGES_YEARS } from '../../../engine/analysis/ranges/readout.ts';
import type { RangesResult } from '../../../engine/analysis/ranges/results.ts';
import type { ModelDefinition } from '../../../engine/model/definition.ts';
import { tablesOf } from '../../../engine/model/tables.ts';
import { COLOR, type ReportDocument, type TableColumn } from './reportDocument.ts';

/** Forecast ranges (issue 17): the export's run of the scenario's saved ranges, values labelled as simulated. */

/** Drivers of the spread the page lists; the rest share what little spread is left. */
const SPREAD_ROWS = 8;

interface FigureRow {
  figure: string;
  statistic: string;
  /** The figure's first row, which names it. */
  first: boolean;
  median: boolean;
  values: string[];
}

/** `definition`: the report's (localised) definition, whose driver names the spread lists. */
export function rangesSection(report: ReportDocument, ranges: RangesResult, definition: ModelDefinition): void {
  const { formatEuroExact, formatPercent, formatWholeNumber, formatDecimal } = report.figures;
  const { t } = report;
  const { driverById } = tablesOf(definition);
  report.paragraph(`${t('rangesReadout.simulated', { draws: formatWholeNumber(ranges.draws), seed: ranges.seed })} ${t('ranges.intro')}`, { size: 8.5, color: COLOR.muted });
  report.metrics(rangesProbabilities(ranges).map((item) => ({
    label: t(`rangesReadout.shortProbabilities.${item.key}`),
    value: formatPercent(item.probability * 100),
    note: item.target === null ? t('ranges.allMonths') : t(`rangesReadout.thresholds.${item.key}`, { amount: formatEuroExact(item.target) }),
  })), 58);

  const rows: FigureRow[] = rangesFigureTables(ranges).flatMap((table) => table.rows.map((row) => ({
    figure: t(`rangesReadout.figures.${table.figure}`),
    statistic: t(`rangesReadout.statistics.${row.statistic}`),
    first: row.statistic === 'p10',
    median: row.statistic === 'p50',
    values: row.values.map((value) => (table.money ? formatEuroExact(value) : formatWholeNumber(value))),
  })));
  report.table<FigureRow>([
    { header: t('ranges.figure'), width: 15, text: (r) => (r.first ? r.figure : ''), bold: () => true },
    { header: t('ranges.statistic'), width: 8, text: (r) => r.statistic, bold: (r) => r.median },
    ...RANGES_YEARS.map((year, i): TableColumn<FigureRow> => ({ header: String(year), width: 13, align: 'right', text: (r) => r.values[i] ?? '', bold: (r) => r.median })),
  ], rows, { fontSize: 7.5, zebra: false });

  report.subheading(t('ranges.spread'), 160);
  report.table([
    { header: t('ranges.driver'), width: 40, text: (r) => r.name, bold: () => true },
    { header: t('ranges.share'), width: 18, align: 'right', text: (r) => formatPercent(r.share * 100) },
    { header: t('ranges.rankCorrelation'), width: 18, align: 'right', text: (r) => `${r.rankCorrelation >= 0 ? '+' : '−'}${formatDecimal(Math.abs(r.rankCorrelation), 2)}` },
    { header: t('ranges.higherMeans'), width: 24, text: (r) => (r.rankCorrelation >= 0 ? t('ranges.moreRevenue') : t('ranges.lessRevenue')) },
  ], rangesSpread(ranges, SPREAD_ROWS, (driver) => driverById.get(driver)?.name), { fontSize: 8 });
}
