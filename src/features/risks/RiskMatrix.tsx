import EChart, { type ChartOption } from '../../ui/chart/EChart.tsx';
import { formatDecimal, formatMoneyShort } from '../../ui/figures.ts';
import { HIGH_IMPACT, HIGH_PROBABILITY, RISK_SCALE_MAX } from '../../../engine/analysis/risks.ts';
import type { Risk as ApiRisk } from '../../../contract/risks.ts';
import { useTranslation } from '../../i18n/index.ts';

const QUADRANT_COLOURS = { CRITICAL: 'rgba(185, 28, 28, 0.12)', MITIGATE: 'rgba(217, 119, 6, 0.12)', MONITOR: 'rgba(31, 94, 255, 0.10)', ACCEPT: 'rgba(21, 128, 61, 0.10)' };

/**
 * Part 2 §2 2×2 matrix: probability across, impact up, split at 2.5 and 3.0; bubbles sized by
 * revenue impact. Clicking a bubble selects its risk.
 */
export default function RiskMatrix({ risks, onSelect }: { risks: readonly ApiRisk[]; onSelect: (id: number) => void }) {
  const { t } = useTranslation('risks');
  const area = (name: keyof typeof QUADRANT_COLOURS, x: [number, number], y: [number, number]) => ([
    { name: t(`quadrants.${name}`), xAxis: x[0], yAxis: y[0], itemStyle: { color: QUADRANT_COLOURS[name] }, label: { position: 'insideTop', fontWeight: 'bold' } },
    { xAxis: x[1], yAxis: y[1] },
  ]);
  const option: ChartOption = {
    grid: { left: 50, right: 20, top: 20, bottom: 50 },
    tooltip: {
      trigger: 'item',
      formatter: (params: unknown) => {
        const risk = risks[(params as { dataIndex: number }).dataIndex];
        return risk ? `${risk.id}. ${risk.name}<br/>${t('probability')} ${formatDecimal(risk.probability, 1)} · ${t('impact')} ${formatDecimal(risk.impact, 1)} · ${formatMoneyShort(risk.revenueImpact * 1e6)}` : '';
      },
    },
    xAxis: { type: 'value', name: t('probability'), nameLocation: 'middle', nameGap: 28, min: 0, max: RISK_SCALE_MAX, interval: 0.5, axisLabel: { formatter: (value: number) => formatDecimal(value, 1) } },
    yAxis: { type: 'value', name: t('impact'), nameLocation: 'middle', nameGap: 32, min: 0, max: RISK_SCALE_MAX, interval: 0.5, axisLabel: { formatter: (value: number) => formatDecimal(value, 1) } },
    series: [{
      type: 'scatter',
      name: t('matrix'),
      data: risks.map((r) => [r.probability, r.impact, r.revenueImpact]),
      symbolSize: (value: number[]) => 18 + 8 * Math.sqrt(value[2] ?? 0),
      itemStyle: { color: '#1f5eff', opacity: 0.85 },
      label: { show: true, formatter: (p: unknown) => String(risks[(p as { dataIndex: number }).dataIndex]?.id ?? ''), color: '#fff', fontWeight: 'bold' },
      cursor: 'pointer',
      markArea: {
        silent: true,
        data: [
          area('MITIGATE', [0, HIGH_PROBABILITY], [HIGH_IMPACT, RISK_SCALE_MAX]),
          area('CRITICAL', [HIGH_PROBABILITY, RISK_SCALE_MAX], [HIGH_IMPACT, RISK_SCALE_MAX]),
          area('ACCEPT', [0, HIGH_PROBABILITY], [0, HIGH_IMPACT]),
          area('MONITOR', [HIGH_PROBABILITY, RISK_SCALE_MAX], [0, HIGH_IMPACT]),
        ],
      },
    }],
  };
  return (
    <EChart
      option={option}
      height={360}
      label={t('matrix')}
      onEvents={{ click: (params) => {
        const risk = risks[(params as { dataIndex: number }).dataIndex];
        if (risk) onSelect(risk.id);
      } }}
    />
  );
}
