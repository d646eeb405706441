import { useAtomValue } from 'jotai';
import { formatEuroDe, formatKpiValue, formatMoneyShort } from '../../../engine/format/number.ts';
import type { CashProfile } from '../../../engine/session/cash.ts';
import { snapshotAtom } from '../../model/modelState.ts';
import EChart, { type ChartOption } from '../../ui/chart/EChart.tsx';
import { Card } from '../../ui/Card.tsx';
import { COCKPIT_TEXT as TEXT } from './texts.ts';

function option(profile: CashProfile): ChartOption {
  const markLines = [{ yAxis: 0, name: 'zero', lineStyle: { color: '#b91c1c', type: 'dotted' }, label: { show: false } }];
  const runway = profile.cash_out_month
    ? [{ xAxis: profile.cash_out_month, name: 'cash out', lineStyle: { color: '#b91c1c', width: 2 }, label: { formatter: `Cash out ${profile.cash_out_month}` } }]
    : [];
  return {
    grid: { left: 72, right: 24, top: 30, bottom: 28 },
    tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => (typeof value === 'number' ? formatEuroDe(value) : '—') },
    xAxis: { type: 'category', data: profile.months, axisLabel: { interval: 11 } },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => formatMoneyShort(value) }, splitLine: { lineStyle: { opacity: 0.3 } } },
    series: [{
      name: 'Closing cash', type: 'line', data: profile.closing_cash, showSymbol: false, areaStyle: { opacity: 0.12 }, lineStyle: { width: 2 },
      markLine: { symbol: 'none', silent: true, data: [...markLines, ...runway] },
      markArea: {
        silent: true, itemStyle: { opacity: 0.06 }, label: { show: true, position: 'insideTop', fontSize: 11 },
        data: [[{ name: TEXT.actuals, xAxis: '2024-01' }, { xAxis: '2025-12' }]],
      },
      markPoint: profile.low_point ? {
        symbolSize: 36,
        data: [{ name: 'low', coord: [profile.low_point.month, profile.low_point.value], value: formatMoneyShort(profile.low_point.value) }],
      } : undefined,
    }],
  };
}

/** Monthly closing cash 2024–2030 with the runway marked: the cash-out month, or funded to 2030. */
export function CashChart({ profile }: { profile: CashProfile | null }) {
  const runwayKpi = useAtomValue(snapshotAtom)?.kpis[2026]?.find((k) => k.id === 'cash_runway');
  const runway = profile?.cash_out_month && profile.runway_months !== null ? TEXT.cashOut(profile.cash_out_month, profile.runway_months) : TEXT.fundedTo2030;
  return (
    <Card title={TEXT.cashChart} className="cockpit-cash">
      {profile ? (
        <>
          <p className="cockpit-runway" data-testid="cash-runway">
            <strong>{runway}</strong>
            {profile.low_point ? ` ${TEXT.lowPoint(profile.low_point.month, formatMoneyShort(profile.low_point.value))}` : null}
            {runwayKpi ? ` ${TEXT.burnCover(formatKpiValue(runwayKpi.value, runwayKpi.unit))}` : null}
          </p>
          <EChart option={option(profile)} height={260} label={`Monthly closing cash 2024 to 2030. ${runway}`} />
        </>
      ) : <div className="skeleton" aria-busy="true" />}
    </Card>
  );
}
