import EChart, { type ChartOption } from '../../ui/chart/EChart.tsx';
import { formatMoneyShort } from '../../ui/figures.ts';
import type { SensitivityRow } from '../../../engine/analysis/sensitivity.ts';
import { useTranslation } from '../../i18n/index.ts';
import { useShownDrivers } from './useShownDrivers.ts';

/** Room for the driver names left of the bars: 190 px, or 40 % of a narrow chart (names then wrap). */
const nameWidth = (width: number) => Math.min(190, Math.round(width * 0.4));

/** Tornado of the EBITDA 2030 impact: the largest bar on top, gains right, losses left. */
export default function TornadoChart({ rows }: { rows: readonly SensitivityRow[] }) {
  const { t } = useTranslation('sensitivity');
  const drivers = useShownDrivers();
  const ordered = [...rows].sort((a, b) => Math.abs(a.ebitda2030Impact) - Math.abs(b.ebitda2030Impact));
  const option = (width: number): ChartOption => ({
    grid: { left: nameWidth(width) + 20, right: 40, top: 10, bottom: 40 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (value: unknown) => formatMoneyShort(Number(value)) },
    xAxis: { type: 'value', name: t('tornadoAxis'), nameLocation: 'middle', nameGap: 26, axisLabel: { formatter: (value: number) => formatMoneyShort(value) } },
    yAxis: { type: 'category', data: ordered.map((row) => drivers.get(row.id)?.name ?? row.name), axisTick: { show: false }, axisLabel: { width: nameWidth(width), overflow: 'break', lineHeight: 13 } },
    series: [{
      type: 'bar',
      name: t('tornadoAxis'),
      data: ordered.map((row) => ({ value: row.ebitda2030Impact, itemStyle: { color: row.ebitda2030Impact >= 0 ? '#15803d' : '#b91c1c' } })),
      barMaxWidth: 18,
    }],
  });
  return <EChart option={option} height={Math.max(280, rows.length * 30 + 60)} label={t('tornado')} />;
}
