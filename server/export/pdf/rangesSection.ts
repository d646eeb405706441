import { rangesFigureTables, rangesProbabilities, rangesSpread, RANGES_YEARS, simulatedNote } from '../../../engine/analysis/ranges/readout.ts';
import type { RangesResult } from '../../../engine/analysis/ranges/results.ts';
import { COLOR, type ReportDocument, type TableColumn } from './reportDocument.ts';

/** Forecast ranges (issue 17): the export's run of the scenario's saved ranges, values labelled as simulated. */

/** Drivers of the spread the page lists; the rest share what little spread is left. */
const SPREAD_ROWS = 8;

interface FigureRow {
  figure: string;
  statistic: string;
  median: boolean;
  values: string[];
}

export function rangesSection(report: ReportDocument, ranges: RangesResult): void {
  const { formatEuroExact, formatPercent, formatWholeNumber, formatDecimal } = report.figures;
  const { t } = report;
  report.paragraph(`${simulatedNote(ranges, formatWholeNumber)} ${t('ranges.intro')}`, { size: 8.5, color: COLOR.muted });
  report.metrics(rangesProbabilities(ranges).map((item) => ({
    label: item.shortLabel,
    value: formatPercent(item.probability * 100),
    note: item.target === null ? t('ranges.allMonths') : `${item.targetLabel.toLowerCase()} ${formatEuroExact(item.target)}`,
  })), 58);

  const rows: FigureRow[] = rangesFigureTables(ranges).flatMap((table) => table.rows.map((row) => ({
    figure: table.label,
    statistic: row.label,
    median: row.statistic === 'p50',
    values: row.values.map((value) => (table.money ? formatEuroExact(value) : formatWholeNumber(value))),
  })));
  report.table<FigureRow>([
    { header: t('ranges.figure'), width: 15, text: (r) => (r.statistic === 'P10' ? r.figure : ''), bold: () => true },
    { header: t('ranges.statistic'), width: 8, text: (r) => r.statistic, bold: (r) => r.median },
    ...RANGES_YEARS.map((year, i): TableColumn<FigureRow> => ({ header: String(year), width: 13, align: 'right', text: (r) => r.values[i] ?? '', bold: (r) => r.median })),
  ], rows, { fontSize: 7.5, zebra: false });

  report.subheading(t('ranges.spread'), 160);
  report.table([
    { header: t('ranges.driver'), width: 40, text: (r) => r.name, bold: () => true },
    { header: t('ranges.share'), width: 18, align: 'right', text: (r) => formatPercent(r.share * 100) },
    { header: t('ranges.rankCorrelation'), width: 18, align: 'right', text: (r) => `${r.rankCorrelation >= 0 ? '+' : '−'}${formatDecimal(Math.abs(r.rankCorrelation), 2)}` },
    { header: t('ranges.higherMeans'), width: 24, text: (r) => (r.rankCorrelation >= 0 ? t('ranges.moreRevenue') : t('ranges.lessRevenue')) },
  ], rangesSpread(ranges, SPREAD_ROWS), { fontSize: 8 });
}
