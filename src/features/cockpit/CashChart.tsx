import { useAtomValue } from 'jotai';
import { formatEuroExact, formatKpiValue, formatMoneyShort } from '../../ui/figures.ts';
import type { CashProfile } from '../../../engine/session/cash.ts';
import type { KpiResult } from '../../../engine/session/session.ts';
import { snapshotAtom } from '../../model/modelState.ts';
import EChart, { type ChartOption } from '../../ui/chart/EChart.tsx';
import { Card } from '../../ui/Card.tsx';
import { Badge } from '../../ui/StatusBadge.tsx';
import { closedThroughAtom } from '../../state/scenarios.ts';
import { actualArea, actualForecastTooltip, periodActuals, splitAtClose } from '../../ui/chart/actualForecast.ts';
import type { AxisTooltipEntry } from '../../ui/chart/bandSeries.ts';
import { COCKPIT_TEXT as TEXT } from './texts.ts';

const CRITICAL = '#b91c1c';
const COVENANT = '#d97706';
const CASH = '#1f5eff';

function option(profile: CashProfile, closedThrough: string | null): ChartOption {
  const periods = periodActuals(profile.months, closedThrough);
  const { actual, forecast } = splitAtClose(profile.closing_cash, periods);
  const covenant = formatMoneyShort(profile.covenant);
  const markLines = [
    { yAxis: 0, name: 'zero', lineStyle: { color: CRITICAL, type: 'dotted' }, label: { show: false } },
    { yAxis: profile.covenant, name: 'covenant', lineStyle: { color: COVENANT, type: 'dashed' }, label: { formatter: TEXT.covenantLine(covenant), position: 'insideStartTop' } },
  ];
  const breach = profile.covenant_breach_month
    ? [{ xAxis: profile.covenant_breach_month, name: 'below covenant', lineStyle: { color: COVENANT, width: 1.5 }, label: { formatter: `< ${covenant} ${profile.covenant_breach_month}` } }]
    : [];
  const runway = profile.cash_out_month
    ? [{ xAxis: profile.cash_out_month, name: 'cash out', lineStyle: { color: CRITICAL, width: 2 }, label: { formatter: TEXT.cashOutMark(profile.cash_out_month) } }]
    : [];
  return {
    grid: { left: 72, right: 24, top: 30, bottom: 28 },
    tooltip: { trigger: 'axis', formatter: (entries: AxisTooltipEntry[]) => actualForecastTooltip(entries, periods, [], formatEuroExact) },
    xAxis: { type: 'category', data: profile.months, axisLabel: { interval: 11 } },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => formatMoneyShort(value) }, splitLine: { lineStyle: { opacity: 0.3 } } },
    series: [{
      name: TEXT.closingCash, id: 'closing-cash:forecast', type: 'line', data: forecast, showSymbol: false, areaStyle: { opacity: 0.06 }, lineStyle: { width: 2, type: 'dashed' }, color: CASH,
    }, {
      name: TEXT.closingCash, id: 'closing-cash:actual', type: 'line', data: actual, showSymbol: false, areaStyle: { opacity: 0.12 }, lineStyle: { width: 2 }, color: CASH,
      markLine: { symbol: 'none', silent: true, data: [...markLines, ...breach, ...runway] },
      markArea: { silent: true, itemStyle: { opacity: 0.06 }, label: { show: true, position: 'insideTop', fontSize: 11 }, data: actualArea(periods, TEXT.actuals) },
      markPoint: profile.low_point ? {
        symbolSize: 36,
        data: [{ name: 'low', coord: [profile.low_point.month, profile.low_point.value], value: formatMoneyShort(profile.low_point.value) }],
      } : undefined,
    }],
  };
}

/** The 2026 runway as the Cash Runway KPI has it: months at the year's net burn, or cash-positive. */
function runwayText(kpi: KpiResult | undefined): string | null {
  if (!kpi) return null;
  return kpi.display !== null ? TEXT.runwayCashPositive : TEXT.runway(formatKpiValue(kpi.value, kpi.unit));
}

/** When the business turns EBITDA-positive (the P&L) and when it stops consuming cash before funding (the cash flow). */
function turningPoints(profile: CashProfile): string {
  const ebitda = profile.ebitda_positive_from ? TEXT.ebitdaPositiveFrom(profile.ebitda_positive_from) : TEXT.ebitdaNotPositive;
  const cash = profile.cash_positive_from !== null ? TEXT.cashPositiveFrom(profile.cash_positive_from) : TEXT.cashNotPositive;
  return `${ebitda}; ${cash}`;
}

/**
 * Monthly closing cash 2024–2030 from the cash flow statement, with the minimum cash covenant and
 * the first month below it, the cash-out month (or funded to 2030), the 2026 runway of the Cash
 * Runway KPI and when the plan turns EBITDA-positive and cash-positive.
 */
export function CashChart({ profile }: { profile: CashProfile | null }) {
  const runwayKpi = useAtomValue(snapshotAtom)?.kpis[2026]?.find((k) => k.id === 'cash_runway');
  const closedThrough = useAtomValue(closedThroughAtom);
  const cashOut = profile?.cash_out_month && profile.months_to_cash_out !== null ? TEXT.cashOut(profile.cash_out_month, profile.months_to_cash_out) : TEXT.fundedTo2030;
  const covenant = profile ? formatMoneyShort(profile.covenant) : '';
  const covenantText = profile?.covenant_breach_month ? TEXT.covenantBreach(covenant, profile.covenant_breach_month) : TEXT.covenantKept(covenant);
  const covenantStatus = profile?.covenant_breach_month ? 'critical' : 'good';
  const runway = runwayText(runwayKpi);
  const closingLast = profile ? TEXT.closingLast(formatMoneyShort(profile.closing_cash[profile.closing_cash.length - 1])) : '';
  return (
    <Card title={TEXT.cashChart} className="cockpit-cash">
      {profile ? (
        <>
          <p className="cockpit-covenant" data-testid="cash-covenant" data-status={covenantStatus}>
            <Badge tone={covenantStatus}>{TEXT.covenantStatus(covenantStatus)}</Badge> <strong>{covenantText}</strong>
          </p>
          <p className="cockpit-runway" data-testid="cash-runway">
            <strong>{cashOut}</strong> {closingLast}
            {profile.low_point ? ` ${TEXT.lowPoint(profile.low_point.month, formatMoneyShort(profile.low_point.value))}` : null}
            {runway ? ` ${runway}` : null}
          </p>
          <p className="cockpit-runway muted" data-testid="cash-turning-points">{turningPoints(profile)}</p>
          <EChart option={option(profile, closedThrough)} height={260} label={TEXT.cashChartLabel(covenantText, cashOut, closingLast)} />
        </>
      ) : <div className="skeleton" aria-busy="true" />}
    </Card>
  );
}
