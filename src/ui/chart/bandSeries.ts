/**
 * A filled band between a lower and an upper line (a P10–P90 range) in ECharts: an invisible
 * base line at the lower values and the band's height stacked on it, drawn as an area. Stacking
 * adds every value whatever its sign (`stackStrategy: 'all'`), so a band below zero (EBITDA,
 * cash) is drawn where it is. A tooltip would show the stacked height, so charts with a band
 * build their tooltip text with `bandTooltip`, which shows the band as "lower – upper".
 */

export type BandValue = number | null;

export interface Band {
  /** The legend and tooltip name of the band. */
  name: string;
  lower: readonly BandValue[];
  upper: readonly BandValue[];
  color: string;
}

const baseId = (band: Band) => `band-base:${band.name}`;

/** The two series of a band; put them before the lines drawn over it. */
export function bandSeries(band: Band): Record<string, unknown>[] {
  const stack = `band:${band.name}`;
  const common = { type: 'line', stack, stackStrategy: 'all', symbol: 'none', lineStyle: { opacity: 0 }, emphasis: { disabled: true }, z: 1 };
  return [
    { ...common, id: baseId(band), name: baseId(band), data: [...band.lower], silent: true },
    {
      ...common,
      id: `band:${band.name}`,
      name: band.name,
      color: band.color,
      // The legend draws the band's swatch from its item style: as light as the band itself.
      itemStyle: { color: band.color, opacity: 0.35 },
      areaStyle: { color: band.color, opacity: 0.22 },
      data: band.upper.map((upper, i) => {
        const lower = band.lower[i];
        return upper === null || upper === undefined || lower === null || lower === undefined ? null : upper - lower;
      }),
    },
  ];
}

/** One entry of an axis tooltip's parameters, as ECharts hands them to a formatter. */
export interface AxisTooltipEntry {
  seriesId?: string;
  seriesName?: string;
  marker?: unknown;
  value?: unknown;
  dataIndex: number;
  axisValueLabel?: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * An axis tooltip's HTML: the period, then each series with its formatted value, a band as its
 * lower and upper value, its base left out. Names are escaped (scenario names are user text).
 */
export function bandTooltip(entries: readonly AxisTooltipEntry[], bands: readonly Band[], format: (value: number) => string): string {
  const bandByName = new Map(bands.map((band) => [band.name, band]));
  const bases = new Set(bands.map(baseId));
  const lines = entries.flatMap((entry) => {
    if (entry.seriesId && bases.has(entry.seriesId)) return [];
    const name = entry.seriesName ?? '';
    const band = bandByName.get(name);
    const show = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? format(value) : '—');
    const value = band
      ? (band.lower[entry.dataIndex] ?? null) === null ? '—' : `${show(band.lower[entry.dataIndex])} – ${show(band.upper[entry.dataIndex])}`
      : show(entry.value);
    if (band && value === '—') return [];
    return [`${typeof entry.marker === 'string' ? entry.marker : ''}${escapeHtml(name)}: <strong>${escapeHtml(value)}</strong>`];
  });
  return [escapeHtml(entries[0]?.axisValueLabel ?? ''), ...lines].join('<br/>');
}
