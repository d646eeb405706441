// The ES module build: the CommonJS one (lib/) reaches the bundle as { default } and breaks rendering.
import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { BarChart, HeatmapChart, LineChart, ScatterChart } from 'echarts/charts';
import {
  DatasetComponent, GridComponent, LegendComponent, MarkAreaComponent, MarkLineComponent, MarkPointComponent,
  TitleComponent, TooltipComponent, VisualMapComponent,
} from 'echarts/components';
import { LabelLayout } from 'echarts/features';
import { SVGRenderer } from 'echarts/renderers';
import { useRef } from 'react';
import { useAtomValue } from 'jotai';
import type { EChartsCoreOption } from 'echarts/core';
import { darkModeAtom } from '../../state/theme.ts';
import { useElementWidth } from '../useElementWidth.ts';
import { withLayoutDefaults } from './layoutDefaults.ts';
import './chart.css';

// Only what our charts use (the full build is ~4x larger); import this module lazily with a screen.
echarts.use([
  BarChart, LineChart, ScatterChart, HeatmapChart, GridComponent, TooltipComponent, LegendComponent, TitleComponent,
  MarkLineComponent, MarkAreaComponent, MarkPointComponent, DatasetComponent, VisualMapComponent, SVGRenderer,
  // Series labels that would overlap move apart (labelLayout: the valuation waterfall).
  LabelLayout,
]);

export type ChartOption = EChartsCoreOption;

/**
 * An ECharts chart in the app's light or dark palette. `label` is read by screen readers. The
 * chart follows its box's width; an `option` that depends on that width (label room on a phone)
 * is a function of it, called once the box is measured.
 */
export default function EChart({ option, height = 320, label, onEvents }: {
  option: ChartOption | ((width: number) => ChartOption);
  height?: number;
  label: string;
  onEvents?: Record<string, (params: unknown) => void>;
}) {
  const dark = useAtomValue(darkModeAtom);
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const text = dark ? '#e6ecf7' : '#142033';
  const waiting = typeof option === 'function' && width === 0;
  const themed: ChartOption | null = waiting ? null : withLayoutDefaults({
    backgroundColor: 'transparent',
    textStyle: { color: text, fontFamily: 'Inter, system-ui, sans-serif' },
    color: ['#1f5eff', '#15803d', '#d97706', '#b91c1c', '#7c3aed', '#0891b2'],
    animationDuration: 400,
    ...(typeof option === 'function' ? option(width) : option),
  }, width);
  return (
    <div ref={box} role="img" aria-label={label}>
      {themed ? <ReactEChartsCore echarts={echarts} option={themed} style={{ height }} notMerge lazyUpdate opts={{ renderer: 'svg' }} onEvents={onEvents} /> : <div style={{ height }} />}
    </div>
  );
}
