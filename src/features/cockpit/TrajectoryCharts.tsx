import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { formatEuroDe, formatIntegerDe, formatMoneyShort, formatTimestampDe } from '../../../engine/format/number.ts';
import { rangesRunName } from '../../../engine/analysis/ranges/readout.ts';
import { scenarioColour } from '../../../engine/format/scenarioColours.ts';
import type { RangesResult } from '../../../engine/analysis/ranges/results.ts';
import { snapshotAtom } from '../../model/modelState.ts';
import { activeRangesRunAtom, syncKeptRangesRuns } from '../../state/rangesRuns.ts';
import { bandSeries, bandTooltip, type AxisTooltipEntry, type Band } from '../../ui/chart/bandSeries.ts';
import EChart, { type ChartOption } from '../../ui/chart/EChart.tsx';
import { Card } from '../../ui/Card.tsx';
import type { OtherScenario } from './useCockpitSeries.ts';
import { COCKPIT_TEXT as TEXT } from './texts.ts';

const YEARS = [2024, 2025, 2026, 2027, 2028, 2029, 2030];


/** The P10–P90 revenue band of the active scenario's last forecast-ranges run, on the chart's years (none before 2026). */
function simulatedBand(result: RangesResult, colour: string): Band {
  const { periods, lines } = result.fans.yearly;
  const at = (values: number[]) => YEARS.map((year) => {
    const i = periods.indexOf(String(year));
    return i < 0 ? null : values[i] ?? null;
  });
  return { name: TEXT.simulatedBand, lower: at(lines.total_revenue.p10), upper: at(lines.total_revenue.p90), color: colour };
}

function option(line: 'total_revenue' | 'ebitda', activeId: string, activeName: string, active: Record<number, Record<string, number | null>>, others: OtherScenario[], band: Band | null): ChartOption {
  const values = (years: Record<number, Record<string, number | null>>) => YEARS.map((year) => years[year]?.[line] ?? null);
  const activeSeriesName = `${activeName} (${TEXT.active})`;
  return {
    grid: { left: 64, right: 16, top: 36, bottom: 28 },
    legend: { top: 0, data: [activeSeriesName, ...others.map((other) => other.name), ...(band ? [{ name: band.name, icon: 'roundRect' }] : [])] },
    tooltip: {
      trigger: 'axis',
      ...(band
        ? { formatter: (entries: AxisTooltipEntry[]) => bandTooltip(entries, [band], formatEuroDe) }
        : { valueFormatter: (value: unknown) => (typeof value === 'number' ? formatEuroDe(value) : '—') }),
    },
    xAxis: { type: 'category', data: YEARS.map(String), boundaryGap: false },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => formatMoneyShort(value) }, splitLine: { lineStyle: { opacity: 0.3 } } },
    series: [
      ...(band ? bandSeries(band) : []),
      {
        name: activeSeriesName, type: 'line', data: values(active), color: scenarioColour(activeId), lineStyle: { width: 3 }, symbolSize: 7, z: 3,
        markArea: { silent: true, itemStyle: { opacity: 0.08 }, label: { show: true, position: 'insideTop', fontSize: 11 }, data: [[{ name: TEXT.actuals, xAxis: '2024' }, { xAxis: '2025' }]] },
      },
      ...others.map((other) => ({
        name: other.name, type: 'line', data: values(other.years), color: scenarioColour(other.id), lineStyle: { width: 2, type: 'dashed' }, symbolSize: 5,
      })),
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
  if (!snapshot) return null;
  const compared = others ?? [];
  const names = compared.map((o) => o.name).join(', ');
  const band = simulated ? simulatedBand(simulated, scenarioColour(activeId)) : null;
  const bandLabel = simulated ? TEXT.simulatedBandLabel(formatIntegerDe(simulated.draws)) : '';
  const kept = run?.kept;
  const bandRun = kept
    ? rangesRunName({ at: kept.run_at, by: kept.run_by, draws: kept.draws, seed: kept.seed, scenarioName: kept.scenario_name, version: kept.scenario_version, withDrafts: kept.with_drafts })
    : simulated && run ? TEXT.bandOnThisDevice(formatIntegerDe(simulated.draws), simulated.seed, formatTimestampDe(run.finishedAt)) : null;
  return (
    <div className="cockpit-charts">
      <Card title={TEXT.revenueChart}>
        <EChart option={option('total_revenue', activeId, activeName, snapshot.years, compared, band)} height={280} label={`Revenue 2024 to 2030: ${activeName} against ${names}${bandLabel}`} />
        {bandRun ? <p className="muted cockpit-band-run" data-testid="cockpit-band-run">{TEXT.bandRun(bandRun)}</p> : null}
      </Card>
      <Card title={TEXT.ebitdaChart}>
        <EChart option={option('ebitda', activeId, activeName, snapshot.years, compared, null)} height={280} label={`EBITDA 2024 to 2030: ${activeName} against ${names}`} />
      </Card>
    </div>
  );
}
