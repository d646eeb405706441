import { closedMonthsOfPeriod, monthsOfPeriod } from '../../../engine/calendar.ts';
import { ENGLISH_MARKS, markPeriodLabel } from '../../../engine/format/periodMarking.ts';
import { keptTexts } from '../../i18n/index.ts';
import { bandTooltip, type AxisTooltipEntry, type Band } from './bandSeries.ts';
import { shownPeriodLabel } from '../statement/periodLabels.ts';

const t = keptTexts('cockpit');

/**
 * Actual and forecast on a chart over periods ('2026' or '2026-11'), in the notation of the
 * statements (engine/format/periodMarking.ts): closed periods shaded, the line solid up to the last
 * fully closed period and dashed after it, axis labels and tooltips saying how much is actual.
 */

export interface PeriodActuals {
  key: string;
  closedMonths: number;
  monthsInPeriod: number;
}

/** Each period with its closed-month count, given the last closed month (null: only 2024–2025). */
export function periodActuals(keys: readonly string[], closedThrough: string | null): PeriodActuals[] {
  return keys.map((key) => ({ key, closedMonths: closedMonthsOfPeriod(key, closedThrough), monthsInPeriod: monthsOfPeriod(key).length }));
}

function lastIndexWhere(periods: readonly PeriodActuals[], holds: (period: PeriodActuals) => boolean): number {
  let found = -1;
  periods.forEach((period, i) => {
    if (holds(period)) found = i;
  });
  return found;
}

/** The axis label of a period: '2026 (11 + 1)', '2025 (Actual)'; months keep their key (the axis is dense). */
export function axisLabel(period: PeriodActuals): string {
  if (period.monthsInPeriod === 1) return period.key;
  // The notation of engine/format/periodMarking.ts; only a fully closed period's mark is a word.
  return markPeriodLabel(period.key, period.closedMonths, period.monthsInPeriod, { ...ENGLISH_MARKS, actual: (key) => t('chart.periodActual', { period: key }) });
}

/** What a period holds, in words (engine/format/periodMarking.ts's periodActualsInWords in the user's language). */
function actualsInWords(closedMonths: number, monthsInPeriod: number): string {
  if (closedMonths <= 0) return t('chart.inWords.forecast');
  if (closedMonths >= monthsInPeriod) return t('chart.inWords.actual');
  return t('chart.inWords.partly', { count: closedMonths, forecast: monthsInPeriod - closedMonths });
}

/** A tooltip's heading: 'Jun 2026 · actual', '2026 · 11 months actual + 1 forecast'. */
export function tooltipHeading(period: PeriodActuals): string {
  return `${shownPeriodLabel(period.key)} · ${actualsInWords(period.closedMonths, period.monthsInPeriod)}`;
}

/** The shaded stretch (markArea data, on the axis labels): from the first period to the last one holding a closed month, or none. */
export function actualArea(periods: readonly PeriodActuals[], name: string): [{ name: string; xAxis: string }, { xAxis: string }][] {
  const first = periods[0];
  const last = periods[lastIndexWhere(periods, (period) => period.closedMonths > 0)];
  return first && last && first.closedMonths > 0 ? [[{ name, xAxis: axisLabel(first) }, { xAxis: axisLabel(last) }]] : [];
}

/**
 * An axis tooltip over split series: headed by the period and how much of it is actual, each
 * series once (its actual and forecast halves share a name and meet at the close).
 */
export function actualForecastTooltip(entries: readonly AxisTooltipEntry[], periods: readonly PeriodActuals[], bands: readonly Band[], format: (value: number) => string): string {
  const period = periods[entries[0]?.dataIndex ?? -1];
  const seen = new Set<string>();
  const drawn = entries.filter((entry) => typeof entry.value === 'number');
  const once = drawn.filter((entry) => {
    const key = entry.seriesId?.startsWith('band') ? entry.seriesId : entry.seriesName ?? '';
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return bandTooltip(once.map((entry) => ({ ...entry, axisValueLabel: period ? tooltipHeading(period) : entry.axisValueLabel })), bands, format);
}

/**
 * A series split at the close: `actual` holds the values of fully closed periods, `forecast` the
 * rest, starting at the last actual point so the line is unbroken. Null stands for "not drawn here".
 */
export function splitAtClose<T>(values: readonly (T | null)[], periods: readonly PeriodActuals[]): { actual: (T | null)[]; forecast: (T | null)[] } {
  const lastActual = lastIndexWhere(periods, (period) => period.closedMonths >= period.monthsInPeriod);
  return {
    actual: values.map((value, i) => (i <= lastActual ? value : null)),
    forecast: values.map((value, i) => (i >= lastActual ? value : null)),
  };
}
