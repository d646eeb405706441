import type { EChartsCoreOption } from 'echarts/core';

type Record_ = Record<string, unknown>;
const isRecord = (value: unknown): value is Record_ => typeof value === 'object' && value !== null && !Array.isArray(value);

function eachComponent(value: unknown, change: (component: Record_) => Record_): unknown {
  if (Array.isArray(value)) return value.map((item) => (isRecord(item) ? change(item) : item));
  return isRecord(value) ? change(value) : value;
}

/** Below this chart width the legend gets smaller symbols and text, so three series fit one line. */
const COMPACT_LEGEND_BELOW_PX = 480;

/**
 * Defaults that keep a chart readable when its box is narrow (a phone, a half-width card): a
 * legend stays on one line above the plot (compact on a narrow chart, scrolling if it still does
 * not fit) instead of wrapping over it, and x-axis labels that would overlap are left out unless
 * the chart asks for every one. A chart's own settings win. `width` 0 means not measured yet.
 */
export function withLayoutDefaults(option: EChartsCoreOption, width: number): EChartsCoreOption {
  const compact = width > 0 && width < COMPACT_LEGEND_BELOW_PX ? { itemWidth: 16, itemGap: 8, textStyle: { fontSize: 11 } } : {};
  return {
    ...option,
    legend: eachComponent(option.legend, (legend) => ({ type: 'scroll', ...compact, ...legend })),
    xAxis: eachComponent(option.xAxis, (axis) => {
      const label = isRecord(axis.axisLabel) ? axis.axisLabel : {};
      // interval 0 asks for every label (the chart sizes them to fit itself).
      return label.interval === 0 ? axis : { ...axis, axisLabel: { hideOverlap: true, ...label } };
    }),
  };
}
