import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { formatEuroExact, formatWholeNumber, formatMoneyShort, formatTimestampDe } from '../../ui/figures.ts';
import { scenarioColour } from '../../../engine/format/scenarioColours.ts';
import type { RangesResult } from '../../../engine/analysis/ranges/results.ts';
import { snapshotAtom } from '../../model/modelState.ts';
import { activeRangesRunAtom, syncKeptRangesRuns } from '../../state/rangesRuns.ts';
import { closedThroughAtom } from '../../state/scenarios.ts';
import { actualArea, actualForecastTooltip, axisLabel, periodActuals, splitAtClose, type PeriodActuals } from '../../ui/chart/actualForecast.ts';
import { bandSeries, type AxisTooltipEntry, type Band } from '../../ui/chart/bandSeries.ts';
import EChart, { type ChartOption } from '../../ui/chart/EChart.tsx';
import { Card } from '../../ui/Card.tsx';
import type { OtherScenario } from './useCockpitSeries.ts';
import { COCKPIT_TEXT as TEXT } from './texts.ts';
import { shownScenarioName } from '../../state/scenarioNames.ts';
import { ALL_YEARS } from '../../../engine/calendar.ts';

const YEARS = ALL_YEARS;


/** The P10–P90 revenue band of the active scenario's last forecast-ranges run, on the chart's years (none before 2026). */
function simulatedBand(result: RangesResult, colour: string): Band {
  const { periods, lines } = result.fans.yearly;
  const at = (values: number[]) => YEARS.map((year) => {
    const i = periods.indexOf(String(year));
    return i < 0 ? null : values[i] ?? null;
  });
  return { name: TEXT.simulatedBand, lower: at(lines.total_revenue.p10), upper: at(lines.total_revenue.p90), color: colour };
}

/** Every year's label shown, its actual/forecast mark on a second line ('2026' over '(10 + 2)'). */
const TWO_LINE_LABELS = { interval: 0, fontSize: 11, lineHeight: 13, formatter: (label: string) => label.replace(' (', '\n(') };

/** A scenario's line: solid over the actual years, dashed over the forecast (both halves share the name, so one legend entry). */
function scenarioSeries(name: string, values: (number | null)[], periods: readonly PeriodActuals[], style: { color: string; width: number; symbolSize: number; z?: number }) {
  const { actual, forecast } = splitAtClose(values, periods);
  const common = { name, type: 'line', color: style.color, symbolSize: style.symbolSize, z: style.z ?? 2 };
  return [
    { ...common, id: `${name}:actual`, data: actual, lineStyle: { width: style.width } },
    { ...common, id: `${name}:forecast`, data: forecast, lineStyle: { width: style.width, type: 'dashed' }, itemStyle: { borderType: 'dashed' } },
  ];
}

function option(line: 'total_revenue' | 'ebitda', activeId: string, activeName: string, active: Record<number, Record<string, number | null>>, others: OtherScenario[], band: Band | null, periods: readonly PeriodActuals[]): ChartOption {
  const values = (years: Record<number, Record<string, number | null>>) => YEARS.map((year) => years[year]?.[line] ?? null);
  const activeSeriesName = `${activeName} (${TEXT.active})`;
  const activeColour = scenarioColour(activeId);
  const [activeActual, ...activeRest] = scenarioSeries(activeSeriesName, values(active), periods, { color: activeColour, width: 3, symbolSize: 7, z: 3 });
  return {
    grid: { left: 64, right: 16, top: 36, bottom: 40 },
    legend: { top: 0, data: [activeSeriesName, ...others.map((other) => other.name), ...(band ? [{ name: band.name, icon: 'roundRect' }] : [])] },
    tooltip: { trigger: 'axis', formatter: (entries: AxisTooltipEntry[]) => actualForecastTooltip(entries, periods, band ? [band] : [], formatEuroExact) },
    xAxis: { type: 'category', data: periods.map(axisLabel), boundaryGap: false, axisLabel: TWO_LINE_LABELS },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => formatMoneyShort(value) }, splitLine: { lineStyle: { opacity: 0.3 } } },
    series: [
      ...(band ? bandSeries(band) : []),
      {
        ...activeActual,
        markArea: { silent: true, itemStyle: { opacity: 0.08 }, label: { show: true, position: 'insideTop', fontSize: 11 }, data: actualArea(periods, TEXT.actuals) },
      },
      ...activeRest,
      ...others.flatMap((other) => scenarioSeries(other.name, values(other.years), periods, { color: scenarioColour(other.id), width: 2, symbolSize: 5 })),
    ],
  };
}

/** Revenue and EBITDA 2024–2030: the active scenario (with drafts) against the other built-ins, all computed in the worker. */
export function TrajectoryCharts({ activeId, activeName, others }: { activeId: string; activeName: string; others: OtherScenario[] | null }) {
  const snapshot = useAtomValue(snapshotAtom);
  const run = useAtomValue(activeRangesRunAtom);
  // The band of the scenario's newest kept run, also when it was kept on another device or by another user.
  useEffect(() => {
    syncKeptRangesRuns(activeId).catch((error: unknown) => console.warn('Could not read the kept forecast-ranges runs', error));
  }, [activeId]);
  const simulated = run?.result ?? null;
  const closedThrough = useAtomValue(closedThroughAtom);
  if (!snapshot) return null;
  const periods = periodActuals(YEARS.map(String), closedThrough);
  const compared = others ?? [];
  const names = compared.map((o) => o.name).join(', ');
  const band = simulated ? simulatedBand(simulated, scenarioColour(activeId)) : null;
  const bandLabel = simulated ? TEXT.simulatedBandLabel(formatWholeNumber(simulated.draws)) : '';
  const kept = run?.kept;
  const bandRun = kept
    ? TEXT.keptRun({ at: formatTimestampDe(kept.run_at), by: kept.run_by, draws: formatWholeNumber(kept.draws), seed: kept.seed, scenario: shownScenarioName(kept), version: kept.scenario_version }, kept.with_drafts)
    : simulated && run ? TEXT.bandOnThisDevice(formatWholeNumber(simulated.draws), simulated.seed, formatTimestampDe(run.finishedAt)) : null;
  return (
    <div className="cockpit-charts">
      <Card title={TEXT.revenueChart}>
        <EChart option={option('total_revenue', activeId, activeName, snapshot.years, compared, band, periods)} height={280} label={TEXT.revenueLabel(activeName, names, bandLabel)} />
        {bandRun ? <p className="muted cockpit-band-run" data-testid="cockpit-band-run">{TEXT.bandRun(bandRun)}</p> : null}
      </Card>
      <Card title={TEXT.ebitdaChart}>
        <EChart option={option('ebitda', activeId, activeName, snapshot.years, compared, null, periods)} height={280} label={TEXT.ebitdaLabel(activeName, names)} />
      </Card>
    </div>
  );
}
