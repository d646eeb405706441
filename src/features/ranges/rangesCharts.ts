import type { Fan } from '../../../engine/analysis/ranges/results.ts';
import type { FanLine } from '../../../engine/analysis/ranges/rangeFigures.ts';
import type { HistogramBin } from '../../../engine/analysis/ranges/statistics.ts';
import type { RangesSpreadDriver } from '../../../engine/analysis/ranges/readout.ts';
import { formatDecimal, formatMoneyMillions, formatWholeNumber, formatMoneyShort, formatPercent } from '../../ui/figures.ts';
import type { ChartOption } from '../../ui/chart/EChart.tsx';
import { bandSeries, bandTooltip, type AxisTooltipEntry, type Band } from '../../ui/chart/bandSeries.ts';
import { i18n } from '../../i18n/index.ts';

/**
 * The Forecast Ranges charts as ECharts options, and the text each chart is read as by a screen
 * reader (its aria-label): every number a chart draws is in its text, in the same format.
 */

export type FanMode = 'yearly' | 'monthly';

const BAND_COLOUR = '#1f5eff';
const MEDIAN_COLOUR = '#1f5eff';
const PLAN_COLOUR = '#d97706';
const RAISES_COLOUR = '#15803d';
const LOWERS_COLOUR = '#b91c1c';

const isDecember = (period: string) => period.endsWith('-12');

/** A fan: the P10–P90 band around the P50 line, and the plan (the forecast at the likely values) dashed. */
export function fanOption(fan: Fan, line: FanLine, mode: FanMode): ChartOption {
  const t = i18n.getFixedT(null, 'ranges');
  const series = fan.lines[line];
  const band: Band = { name: t('fans.band'), lower: series.p10, upper: series.p90, color: BAND_COLOUR };
  const monthly = mode === 'monthly';
  return {
    grid: { left: 60, right: 22, top: 34, bottom: 28 },
    legend: { top: 0, data: [{ name: t('fans.band'), icon: 'roundRect' }, t('fans.median'), t('fans.plan')] },
    tooltip: { trigger: 'axis', formatter: (entries: AxisTooltipEntry[]) => bandTooltip(entries, [band], formatMoneyShort) },
    xAxis: {
      type: 'category',
      data: fan.periods,
      boundaryGap: false,
      // Months: a label at each January, named by its year.
      axisLabel: monthly ? { interval: (index: number) => index % 12 === 0, formatter: (period: string) => period.slice(0, 4) } : {},
    },
    yAxis: { type: 'value', scale: true, axisLabel: { formatter: (value: number) => formatMoneyShort(value) }, splitLine: { lineStyle: { opacity: 0.3 } } },
    series: [
      ...bandSeries(band),
      { name: t('fans.median'), type: 'line', data: series.p50, color: MEDIAN_COLOUR, lineStyle: { width: 2 }, symbol: monthly ? 'none' : 'circle', symbolSize: 5, z: 3 },
      { name: t('fans.plan'), type: 'line', data: series.plan, color: PLAN_COLOUR, lineStyle: { width: 2, type: 'dashed' }, symbol: 'none', z: 2 },
    ],
  };
}

/** What the fan draws, as text: each year (or each December of the months) with P10, P50, P90 and the plan. */
export function fanSummary(fan: Fan, line: FanLine, mode: FanMode): string {
  const t = i18n.getFixedT(null, 'ranges');
  const series = fan.lines[line];
  const points = fan.periods.flatMap((period, i) => (mode === 'yearly' || isDecember(period)
    ? [t('fans.point', { period, p10: formatMoneyShort(series.p10[i]), p50: formatMoneyShort(series.p50[i]), p90: formatMoneyShort(series.p90[i]), plan: formatMoneyShort(series.plan[i]) })]
    : []));
  const scope = mode === 'yearly' ? t('fans.byYear') : t('fans.byMonth', { from: fan.periods[0], to: fan.periods.at(-1) });
  return t('fans.summary', { line: t(`figures.${line}`), scope, points: points.join('; ') });
}

/**
 * A bin edge in euros, with as many decimals of millions as it takes to tell neighbouring edges
 * apart (the lowest cash of a funded plan varies by thousands, not millions).
 */
export function binEdge(value: number, width: number): string {
  if (Math.abs(value) < 1e6 || width >= 1e5) return formatMoneyShort(value);
  const decimals = Math.min(4, Math.ceil(-Math.log10(width / 1e6)));
  return formatMoneyMillions(value, decimals);
}

const binWidth = (bins: readonly HistogramBin[]) => (bins[0] ? bins[0].to - bins[0].from : 0);
const binLabel = (bin: HistogramBin, width: number) => `${binEdge(bin.from, width)} – ${binEdge(bin.to, width)}`;

/** The bin a value falls in (the last bin includes its upper edge), or -1 outside the bins. */
export function binOf(bins: readonly HistogramBin[], value: number): number {
  return bins.findIndex((bin, i) => value >= bin.from && (value < bin.to || (i === bins.length - 1 && value <= bin.to)));
}

/**
 * A histogram of draws, with a marker line at a value of interest (the target, the covenant) when
 * it lies within the bins, on the bin that starts there; bins that end at or below `redBelow` are red.
 */
export function histogramOption(bins: readonly HistogramBin[], marker: { value: number; label: string } | null, redBelow: number | null = null): ChartOption {
  const t = i18n.getFixedT(null, 'ranges');
  const markerBin = marker ? binOf(bins, marker.value) : -1;
  return {
    grid: { left: 48, right: 16, top: 30, bottom: 28 },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (entries: AxisTooltipEntry[]) => {
        const bin = bins[entries[0]?.dataIndex ?? -1];
        return bin ? `${binLabel(bin, binWidth(bins))}<br/>${t('histograms.draws')}: <strong>${formatWholeNumber(bin.count)}</strong>` : '';
      },
    },
    xAxis: { type: 'category', data: bins.map((bin) => binEdge(bin.from, binWidth(bins))), axisTick: { alignWithLabel: true } },
    yAxis: { type: 'value', name: t('histograms.draws'), nameTextStyle: { align: 'left' }, axisLabel: { formatter: (value: number) => formatWholeNumber(value) }, splitLine: { lineStyle: { opacity: 0.3 } } },
    series: [{
      name: t('histograms.draws'),
      type: 'bar',
      data: bins.map((bin) => (redBelow !== null && bin.to <= redBelow ? { value: bin.count, itemStyle: { color: LOWERS_COLOUR } } : bin.count)),
      color: BAND_COLOUR,
      barCategoryGap: '8%',
      ...(marker && markerBin >= 0 ? {
        markLine: {
          silent: true, symbol: 'none', lineStyle: { color: PLAN_COLOUR, type: 'dashed', width: 2 },
          label: { formatter: `${marker.label} ${formatMoneyShort(marker.value)}`, position: 'end', color: 'inherit', textBorderWidth: 0 },
          data: [{ xAxis: markerBin }],
        },
      } : {}),
    }],
  };
}

/** A histogram as text: the range of the draws, where most fell, and how many lie at or above the marker. */
export function histogramSummary(title: string, bins: readonly HistogramBin[], marker: { value: number; label: string } | null): string {
  const t = i18n.getFixedT(null, 'ranges');
  const total = bins.reduce((sum, bin) => sum + bin.count, 0);
  const first = bins[0];
  const last = bins.at(-1);
  if (!first || !last || total === 0) return t('histograms.noDraws', { title });
  const peak = bins.reduce((best, bin) => (bin.count > best.count ? bin : best), first);
  const parts = [
    t('histograms.summary', { title, total: formatWholeNumber(total), bins: bins.length, from: binEdge(first.from, binWidth(bins)), to: binEdge(last.to, binWidth(bins)) }),
    t('histograms.peak', { count: formatWholeNumber(peak.count), range: binLabel(peak, binWidth(bins)) }),
  ];
  if (marker) parts.push(`${marker.label} ${formatMoneyShort(marker.value)}`);
  return `${parts.join('; ')}.`;
}

const signedRho = (rho: number) => `ρ ${rho >= 0 ? '+' : '−'}${formatDecimal(Math.abs(rho), 2)}`;

/** The drivers of the spread as horizontal bars, largest on top, coloured by the sign of the rank correlation. */
export function spreadOption(rows: readonly RangesSpreadDriver[], width: number): ChartOption {
  const t = i18n.getFixedT(null, 'ranges');
  const nameWidth = Math.min(200, Math.round(width * 0.42));
  const ordered = [...rows].reverse();
  return {
    grid: { left: nameWidth + 16, right: 64, top: 8, bottom: 36 },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (entries: AxisTooltipEntry[]) => {
        const row = ordered[entries[0]?.dataIndex ?? -1];
        return row ? `${row.name}<br/>${formatPercent(row.share * 100)} · ${signedRho(row.rankCorrelation)}` : '';
      },
    },
    xAxis: {
      type: 'value', name: t('spread.axis'), nameLocation: 'middle', nameGap: 24,
      axisLabel: { formatter: (value: number) => formatPercent(value) }, splitLine: { lineStyle: { opacity: 0.3 } },
    },
    yAxis: { type: 'category', data: ordered.map((row) => row.name), axisTick: { show: false }, axisLabel: { width: nameWidth, overflow: 'break', lineHeight: 13 } },
    series: [{
      name: t('spread.axis'),
      type: 'bar',
      barMaxWidth: 18,
      label: { show: true, position: 'right', textBorderWidth: 0, formatter: (entry: { dataIndex: number }) => signedRho(ordered[entry.dataIndex]?.rankCorrelation ?? 0) },
      data: ordered.map((row) => ({
        value: Number((row.share * 100).toFixed(2)),
        itemStyle: { color: row.rankCorrelation >= 0 ? RAISES_COLOUR : LOWERS_COLOUR },
      })),
    }],
  };
}

/** The drivers of the spread as text, in the chart's order from the top. */
export function spreadSummary(rows: readonly RangesSpreadDriver[]): string {
  const t = i18n.getFixedT(null, 'ranges');
  return `${t('spread.axis')}: ${rows.map((row) => `${row.name} ${formatPercent(row.share * 100)} (${signedRho(row.rankCorrelation)}, ${row.rankCorrelation >= 0 ? t('spread.raises') : t('spread.lowers')})`).join('; ')}.`;
}
