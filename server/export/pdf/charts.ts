import * as echarts from 'echarts/core';
import { BarChart, LineChart, ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkLineComponent, TitleComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { EChartsCoreOption } from 'echarts/core';
import type { NumberFormatter } from '../../../engine/format/number.ts';
import { scenarioColour } from '../../../engine/format/scenarioColours.ts';
import { COLOR } from './reportDocument.ts';
import type { Translate } from '../../i18n/index.ts';

/**
 * The report charts, drawn by ECharts on the server (SSR to SVG, no browser) and placed into the
 * PDF as vectors. Each function takes figures the engine computed and returns an SVG string.
 */
echarts.use([BarChart, LineChart, ScatterChart, GridComponent, LegendComponent, MarkLineComponent, TitleComponent, SVGRenderer]);

const PALETTE = [COLOR.primary, '#0f9d8a', '#f59e0b', '#8b5cf6', '#ef4444'];
const BASE = {
  animation: false,
  color: PALETTE,
  textStyle: { fontFamily: 'Inter', fontSize: 10, color: COLOR.text },
  legend: { top: 0, left: 'center', itemWidth: 12, itemHeight: 8, textStyle: { fontSize: 9 } },
  grid: { left: 8, right: 12, top: 28, bottom: 6, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
} as const;

function render(option: EChartsCoreOption, width: number, height: number): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption({ ...BASE, ...option });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

/** A money axis, its labels in the reader's number format. */
const moneyAxis = (figures: NumberFormatter) => ({ type: 'value', axisLabel: { formatter: (v: number) => figures.formatMoneyShort(v), fontSize: 9 }, splitLine: { lineStyle: { color: COLOR.border } } });

/** Revenue bars and EBITDA line by year; each label says how much of its year is actual ('2026 (11 + 1)'). */
export function revenueEbitdaChart(points: readonly { label: string; revenue: number; ebitda: number }[], width: number, height: number, figures: NumberFormatter, t: Translate): string {
  return render({
    xAxis: { type: 'category', data: points.map((p) => p.label), axisLabel: { fontSize: 9 } },
    yAxis: moneyAxis(figures),
    series: [
      { name: t('charts.totalRevenue'), type: 'bar', barWidth: '45%', data: points.map((p) => p.revenue) },
      { name: t('charts.ebitda'), type: 'line', symbolSize: 6, lineStyle: { width: 2 }, data: points.map((p) => p.ebitda), color: PALETTE[2] },
    ],
  }, width, height);
}

/** Stacked revenue streams by year. */
export function revenueMixChart(points: readonly { label: string; oneTime: number; recurring: number; transaction: number }[], width: number, height: number, figures: NumberFormatter, t: Translate): string {
  const stack = (name: string, data: number[]) => ({ name, type: 'bar', stack: 'revenue', barWidth: '50%', data });
  return render({
    xAxis: { type: 'category', data: points.map((p) => p.label), axisLabel: { fontSize: 9 } },
    yAxis: moneyAxis(figures),
    series: [
      stack(t('charts.recurring'), points.map((p) => p.recurring)),
      stack(t('charts.transaction'), points.map((p) => p.transaction)),
      stack(t('charts.oneTime'), points.map((p) => p.oneTime)),
    ],
  }, width, height);
}

/** One line per scenario over the forecast years, headed by their labels, each in its colour on every chart (scenarioColours.ts). */
export function scenarioLinesChart(labels: readonly string[], series: readonly { scenarioId: string; name: string; values: number[] }[], width: number, height: number, figures: NumberFormatter): string {
  return render({
    xAxis: { type: 'category', data: [...labels], axisLabel: { fontSize: 9 } },
    yAxis: moneyAxis(figures),
    series: series.map((s) => ({ name: s.name, type: 'line', symbolSize: 5, lineStyle: { width: 2 }, data: s.values, color: scenarioColour(s.scenarioId) })),
  }, width, height);
}

/** Closing cash per period with a zero line. */
export function cashChart(points: readonly { period: string; closingCash: number }[], width: number, height: number, figures: NumberFormatter, t: Translate): string {
  return render({
    legend: { show: false },
    grid: { ...BASE.grid, top: 12 },
    xAxis: { type: 'category', data: points.map((p) => p.period), axisLabel: { fontSize: 8, interval: 3 } },
    yAxis: moneyAxis(figures),
    series: [{
      name: t('charts.closingCash'), type: 'line', symbolSize: 4, areaStyle: { opacity: 0.15 }, data: points.map((p) => p.closingCash),
      markLine: { silent: true, symbol: 'none', lineStyle: { color: COLOR.critical, type: 'dashed' }, data: [{ yAxis: 0 }], label: { show: false } },
    }],
  }, width, height);
}

/** Horizontal bars, largest on top (the sensitivity tornado). */
export function tornadoChart(rows: readonly { name: string; value: number }[], width: number, height: number, figures: NumberFormatter, t: Translate): string {
  const ordered = [...rows].sort((a, b) => Math.abs(a.value) - Math.abs(b.value));
  return render({
    legend: { show: false },
    grid: { ...BASE.grid, top: 8 },
    xAxis: moneyAxis(figures),
    yAxis: { type: 'category', data: ordered.map((r) => r.name), axisLabel: { fontSize: 8.5 } },
    series: [{
      name: t('charts.ebitdaImpact'), type: 'bar', barWidth: '60%',
      data: ordered.map((r) => ({ value: r.value, itemStyle: { color: r.value >= 0 ? COLOR.good : COLOR.critical } })),
    }],
  }, width, height);
}

/** Probability against impact (0–4), with the quadrant borders of part 2 §2; points carry the risk's number. */
export function riskMatrixChart(risks: readonly { id: number; probability: number; impact: number }[], borders: { probability: number; impact: number }, width: number, height: number, t: Translate): string {
  const axis = (name: string) => ({ type: 'value', min: 0, max: 4, name, nameLocation: 'middle', nameGap: 22, splitLine: { lineStyle: { color: COLOR.border } } });
  return render({
    legend: { show: false },
    grid: { left: 36, right: 16, top: 12, bottom: 36 },
    xAxis: axis(t('charts.probabilityAxis')),
    yAxis: axis(t('charts.impactAxis')),
    series: [{
      type: 'scatter', symbolSize: 20, data: risks.map((r) => [r.probability, r.impact]),
      label: { show: true, position: 'inside', color: '#ffffff', fontSize: 9, fontWeight: 'bold', formatter: (p: { dataIndex: number }) => String(risks[p.dataIndex]?.id ?? '') },
      markLine: {
        silent: true, symbol: 'none', lineStyle: { color: COLOR.muted, type: 'dashed' }, label: { show: false },
        data: [{ xAxis: borders.probability }, { yAxis: borders.impact }],
      },
    }],
  }, width, height);
}
