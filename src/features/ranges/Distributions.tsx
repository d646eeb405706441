import type { RangesResult } from '../../../engine/analysis/ranges/results.ts';
import EChart from '../../ui/chart/EChart.tsx';
import { histogramOption, histogramSummary } from './rangesCharts.ts';
import { RANGES_TEXT } from './texts.ts';

const TEXT = RANGES_TEXT.histograms;

/** Histograms of 2030 revenue (its target marked) and of the lowest month-end cash (zero marked). */
export default function Distributions({ result }: { result: RangesResult }) {
  const charts = [
    { key: 'revenue', title: TEXT.revenue, bins: result.histograms.revenue_2030, marker: { value: result.targets.target_revenue_2030, label: TEXT.target } },
    { key: 'cash', title: TEXT.cash, bins: result.histograms.lowest_cash, marker: { value: 0, label: TEXT.zero } },
  ];
  return (
    <div className="ranges-histograms">
      {charts.map((chart) => (
        <figure key={chart.key} className="ranges-histogram" data-histogram={chart.key}>
          <figcaption className="ranges-chart-title">{chart.title}</figcaption>
          <EChart option={histogramOption(chart.bins, chart.marker)} height={240} label={histogramSummary(chart.title, chart.bins, chart.marker)} />
        </figure>
      ))}
    </div>
  );
}
