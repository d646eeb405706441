import EChart, { type ChartOption } from '../../ui/chart/EChart.tsx';
import { formatMoneyShort } from '../../ui/figures.ts';
import type { EnterpriseValuation } from '../../../engine/analysis/valuation.ts';
import { useTranslation } from '../../i18n/index.ts';

/**
 * Waterfall from EV + cash at Q4/2025 to Q4/2030: an invisible base bar lifts each step to where
 * the previous one ended (a falling step hangs from the previous level).
 */
export default function WaterfallChart({ valuation }: { valuation: EnterpriseValuation }) {
  const { t } = useTranslation('valuation');
  const { starting_position: start, ending_position: end, value_flow: flow } = valuation.waterfall_analysis;
  const steps = [
    { label: `${t('startingPosition')} ${start.quarter}`, from: 0, to: start.ev_plus_cash, total: true },
    { label: t('evGrowth'), from: start.ev_plus_cash, to: start.ev_plus_cash + flow.ev_growth, total: false },
    { label: t('cashGeneration'), from: start.ev_plus_cash + flow.ev_growth, to: end.ev_plus_cash, total: false },
    { label: `${t('endingPosition')} ${end.quarter}`, from: 0, to: end.ev_plus_cash, total: true },
  ];
  const colour = (step: (typeof steps)[number]) => (step.total ? '#1f5eff' : step.to >= step.from ? '#15803d' : '#b91c1c');
  // On a narrow chart (a phone) the plot takes more of the width and each step's label wraps in
  // smaller type within its share of it.
  const option = (width: number): ChartOption => {
    const narrow = width < 480;
    const grid = narrow ? { left: 56, right: 8, top: 24, bottom: 84 } : { left: 70, right: 20, top: 24, bottom: 64 };
    const labelWidth = Math.min(110, Math.floor((width - grid.left - grid.right) / steps.length) - 4);
    return {
      grid,
      tooltip: {
        trigger: 'item',
        formatter: (params: unknown) => {
          const index = (params as { dataIndex: number }).dataIndex;
          const step = steps[index];
          return step ? `${step.label}: ${formatMoneyShort(step.total ? step.to : step.to - step.from)}` : '';
        },
      },
      xAxis: { type: 'category', data: steps.map((s) => s.label), axisLabel: { interval: 0, width: labelWidth, overflow: 'break', ...(narrow ? { fontSize: 10, lineHeight: 12 } : {}) } },
      yAxis: { type: 'value', axisLabel: { formatter: (value: number) => formatMoneyShort(value) } },
      series: [
        { type: 'bar', stack: 'waterfall', silent: true, itemStyle: { color: 'transparent' }, data: steps.map((s) => Math.min(s.from, s.to)) },
        {
          type: 'bar', stack: 'waterfall', name: t('waterfall'), barMaxWidth: 56,
          data: steps.map((s) => ({ value: Math.abs(s.to - s.from), itemStyle: { color: colour(s) } })),
          // Steps of nearly the same height put their figures on one line: ECharts moves them apart (issue 26).
          labelLayout: { moveOverlap: 'shiftY' },
          label: { show: true, position: 'top', formatter: (p: unknown) => {
            const step = steps[(p as { dataIndex: number }).dataIndex];
            return step ? formatMoneyShort(step.total ? step.to : step.to - step.from) : '';
          } },
        },
      ],
    };
  };
  return <EChart option={option} height={300} label={t('waterfall')} />;
}
