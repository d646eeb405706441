import type { RangesResult } from '../../../engine/analysis/ranges/results.ts';
import EChart from '../../ui/chart/EChart.tsx';
import { histogramOption, histogramSummary } from './rangesCharts.ts';
import { formatMoneyShort } from '../../ui/figures.ts';
import { useTranslation } from '../../i18n/index.ts';

/**
 * Histograms of 2030 revenue (its target marked) and of the lowest month-end cash (the minimum cash
 * covenant marked, the bins below it red); each has an edge on its marker.
 */
export default function Distributions({ result }: { result: RangesResult }) {
  const { t } = useTranslation('ranges');
  const covenant = result.targets.minimum_cash_covenant;
  const anyBelow = result.histograms.lowest_cash.some((bin) => bin.from < covenant && bin.count > 0);
  const covenantNote = t(anyBelow ? 'histograms.belowCovenant' : 'histograms.aboveCovenant', { covenant: formatMoneyShort(covenant) });
  const charts = [
    { key: 'revenue', title: t('histograms.revenue'), bins: result.histograms.revenue_2030, marker: { value: result.targets.target_revenue_2030, label: t('histograms.target') }, redBelow: null, note: null },
    { key: 'cash', title: t('histograms.cash'), bins: result.histograms.lowest_cash, marker: { value: covenant, label: t('histograms.covenant') }, redBelow: covenant, note: covenantNote },
  ];
  return (
    <div className="ranges-histograms">
      {charts.map((chart) => (
        <figure key={chart.key} className="ranges-histogram" data-histogram={chart.key}>
          <figcaption className="ranges-chart-title">{chart.title}</figcaption>
          <EChart option={histogramOption(chart.bins, chart.marker, chart.redBelow)} height={240} label={histogramSummary(chart.title, chart.bins, chart.marker)} />
          {chart.note ? <p className="muted ranges-chart-note">{chart.note}</p> : null}
        </figure>
      ))}
    </div>
  );
}
