import { useAtomValue } from 'jotai';
import EChart, { type ChartOption } from './EChart.tsx';
import { darkModeAtom } from '../../state/theme.ts';
import { formatFigure, formatFigureChange, formatFigureShort, formatStandardError } from '../analysis/figureFormat.ts';

/** A bar of a waterfall: a total stands from 0 to its value, a step from `start` to `end` (value = end − start). */
export interface WaterfallBar {
  /** 'total' for the first and last bar; any other kind is a step. */
  kind: string;
  start: number;
  end: number;
  value: number;
  /** A sampled step's standard error, shown in its tooltip. */
  standardError?: number | null;
}

// Increase and decrease, not good and bad: whether more of a figure is better depends on the figure (costs, churn).
const COLOURS = { total: '#1f5eff', up: '#0891b2', down: '#d97706' } as const;
// The theme's text colours (src/ui/theme.css --text): driver names and step sizes are read, not decoration.
const TEXT_COLOUR = { light: '#142033', dark: '#e6ecf7' } as const;

function signedShort(value: number, unit: string): string {
  const text = formatFigureShort(Math.abs(value), unit);
  return `${value < 0 ? '−' : '+'}${text}`;
}

/**
 * A waterfall from one total to another (the Compare dialog's 'Why they differ', the revenue bridge
 * of Budget vs Actual), lying on its side: one row per step, read from top to bottom, so the driver names
 * have the width of a phone. Each bar stands on an invisible one that lifts it to where the step
 * starts; stacking adds signed values ('all'), so a bar may cross zero (an EBITDA gap).
 */
export default function WaterfallChart({ steps, labels, unit, label }: {
  steps: readonly WaterfallBar[];
  /** The name of each bar, in the order of `steps`. */
  labels: readonly string[];
  unit: string;
  label: string;
}) {
  const textColour = TEXT_COLOUR[useAtomValue(darkModeAtom) ? 'dark' : 'light'];
  const colour = (step: WaterfallBar) => (step.kind === 'total' ? COLOURS.total : step.value >= 0 ? COLOURS.up : COLOURS.down);
  const stepText = (step: WaterfallBar) => (step.kind === 'total' ? formatFigureShort(step.value, unit) : signedShort(step.value, unit));
  const option = (width: number): ChartOption => {
    // A phone gives the names a larger share, so "Onboarding-to-Active Conversion" breaks between words.
    const labelWidth = Math.round(Math.min(220, Math.max(96, width * (width < 480 ? 0.42 : 0.36))));
    return {
      grid: { left: labelWidth + 12, right: width < 480 ? 56 : 76, top: 8, bottom: 28 },
      tooltip: {
        trigger: 'item',
        formatter: (params: unknown) => {
          const step = steps[(params as { dataIndex: number }).dataIndex];
          if (!step) return '';
          const size = step.kind === 'total' ? formatFigure(step.value, unit) : formatFigureChange(step.value, unit);
          const error = step.standardError ? ` ${formatStandardError(step.standardError, unit)}` : '';
          return `<strong>${labels[(params as { dataIndex: number }).dataIndex] ?? ''}</strong><br/>${size}${error}`;
        },
      },
      yAxis: {
        type: 'category', inverse: true, data: [...labels],
        axisTick: { show: false },
        axisLabel: { interval: 0, width: labelWidth, overflow: 'break', lineHeight: 14, color: textColour, ...(width < 480 ? { fontSize: 11 } : {}) },
      },
      xAxis: { type: 'value', axisLabel: { formatter: (value: number) => formatFigureShort(value, unit), hideOverlap: true }, splitLine: { lineStyle: { opacity: 0.3 } } },
      series: [
        { type: 'bar', stack: 'waterfall', stackStrategy: 'all', silent: true, itemStyle: { color: 'transparent' }, data: steps.map((s) => (s.kind === 'total' ? 0 : s.start)) },
        {
          type: 'bar', stack: 'waterfall', stackStrategy: 'all', barMaxWidth: 22,
          data: steps.map((s) => ({
            value: s.kind === 'total' ? s.value : s.end - s.start,
            itemStyle: { color: colour(s) },
            label: {
              show: true, position: (s.kind === 'total' ? s.value : s.end - s.start) < 0 ? 'left' : 'right',
              formatter: () => stepText(s), fontSize: 11, color: textColour, textBorderWidth: 0,
            },
          })),
        },
      ],
    };
  };
  return <EChart option={option} height={Math.max(160, steps.length * 34 + 40)} label={label} />;
}
