import { useState } from 'react';
import EChart from '../../ui/chart/EChart.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import type { ScenarioComparison } from '../../../contract/scenarioForecasts.ts';
import { formatCountShort, formatEuroExact, formatWholeNumber, formatMoneyShort } from '../../ui/figures.ts';
import { useTranslation } from '../../i18n/index.ts';
import { COMPARED_METRICS, type ComparedMetric } from './texts.ts';
import { shownScenarioName } from '../../state/scenarioNames.ts';
import { COMPARED_YEARS, yearSeries } from './comparisonRows.ts';

/** Per-year bars of both scenarios for one metric at a time; the tooltip shows the difference. */
export default function ComparisonChart({ result }: { result: ScenarioComparison }) {
  const { t } = useTranslation('scenarios');
  const [metric, setMetric] = useState<ComparedMetric>('total_revenue');
  const spec = COMPARED_METRICS.find((m) => m.key === metric) ?? COMPARED_METRICS[0];
  const series = yearSeries(result, metric);
  const exact = spec.money ? formatEuroExact : formatWholeNumber;
  const axis = spec.money ? formatMoneyShort : formatCountShort;
  const names = [shownScenarioName(result.scenario1), shownScenarioName(result.scenario2)];
  const option = {
    grid: { left: 64, right: 16, top: 40, bottom: 28 },
    legend: { top: 0, data: names },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: unknown) => {
        const rows = params as { axisValueLabel: string; seriesName: string; value: number | null; marker: string; dataIndex: number }[];
        const index = rows[0]?.dataIndex ?? 0;
        const first = series.first[index];
        const second = series.second[index];
        const lines = rows.map((row) => `${row.marker}${row.seriesName}: ${exact(row.value)}`);
        if (first !== null && first !== undefined && second !== null && second !== undefined) lines.push(t('compare.chartDifference', { value: exact(second - first) }));
        return [`<strong>${rows[0]?.axisValueLabel ?? ''}</strong>`, ...lines].join('<br/>');
      },
    },
    xAxis: { type: 'category', data: [...COMPARED_YEARS] },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => axis(value) }, splitLine: { lineStyle: { opacity: 0.3 } } },
    series: [
      { name: names[0], type: 'bar', data: series.first, barMaxWidth: 28 },
      { name: names[1], type: 'bar', data: series.second, barMaxWidth: 28 },
    ],
  };
  return (
    <div className="comparison-chart">
      <Tabs items={COMPARED_METRICS.map((m) => ({ key: m.key, label: t(`metrics.${m.key}`) }))} selected={metric} onSelect={setMetric} label={t('compare.metricTabs')} />
      <EChart option={option} height={260} label={t('compare.chartLabel', { metric: t(`metrics.${spec.key}`), first: names[0], second: names[1] })} />
    </div>
  );
}
