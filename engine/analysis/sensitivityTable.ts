import type { SensitivityRow } from './sensitivity.ts';

/**
 * How the sensitivity table is ordered and coloured (part 2 §2, §4, §5): pure rules shared by the
 * screen and its tests.
 */

export type SensitivitySortKey = 'name' | 'revenue' | 'profit' | 'valuation' | 'total';
export type SortDirection = 'asc' | 'desc';

export interface SensitivitySort {
  key: SensitivitySortKey;
  direction: SortDirection;
}

/** Part 2 §2: valuation impact, descending. */
export const DEFAULT_SENSITIVITY_SORT: SensitivitySort = { key: 'valuation', direction: 'desc' };

/** Part 2 §2: the first click on a header sorts descending, a repeated click toggles. */
export function nextSort(current: SensitivitySort, clicked: SensitivitySortKey): SensitivitySort {
  if (current.key !== clicked) return { key: clicked, direction: 'desc' };
  return { key: clicked, direction: current.direction === 'desc' ? 'asc' : 'desc' };
}

const NUMERIC: Record<Exclude<SensitivitySortKey, 'name'>, (row: SensitivityRow) => number> = {
  revenue: (row) => row.revenueImpact,
  profit: (row) => row.profitImpact,
  valuation: (row) => row.valuationImpact,
  total: (row) => row.totalStrategicImpact,
};

/** Sorted copy; impacts by signed value (a cost driver's negative impact sorts low), names alphabetically. */
export function sortSensitivityRows(rows: readonly SensitivityRow[], sort: SensitivitySort): SensitivityRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const key = sort.key;
  const compare = key === 'name'
    ? (a: SensitivityRow, b: SensitivityRow) => a.name.localeCompare(b.name, 'en')
    : (a: SensitivityRow, b: SensitivityRow) => NUMERIC[key](a) - NUMERIC[key](b);
  return [...rows].sort((a, b) => sign * compare(a, b));
}

/** Key insights: the drivers with the highest total strategic impact. */
export function topDrivers(rows: readonly SensitivityRow[], count = 3): SensitivityRow[] {
  return sortSensitivityRows(rows, { key: 'total', direction: 'desc' }).slice(0, count);
}

export type HeatmapBand = 'dark-green' | 'light-green' | 'yellow' | 'grey' | 'cost-high' | 'cost-medium' | 'cost-low';

/**
 * Part 2 §5 heatmap bands of the strategic impact: 80–100 dark green, 60–79 light green, 40–59
 * yellow, 0–39 grey; cost drivers have three bands (60+, 40+, below), drawn in reds because a
 * strong cost lever is a risk to watch (docs/decisions.md).
 */
export function heatmapBand(score: number, isNegativeDriver: boolean): HeatmapBand {
  if (isNegativeDriver) {
    if (score >= 60) return 'cost-high';
    if (score >= 40) return 'cost-medium';
    return 'cost-low';
  }
  if (score >= 80) return 'dark-green';
  if (score >= 60) return 'light-green';
  if (score >= 40) return 'yellow';
  return 'grey';
}

/** The legend under the table, in band order. */
export const HEATMAP_LEGEND: readonly { band: HeatmapBand; label: string }[] = [
  { band: 'dark-green', label: '80-100 Very high impact' },
  { band: 'light-green', label: '60-79 High impact' },
  { band: 'yellow', label: '40-59 Medium impact' },
  { band: 'grey', label: '0-39 Low impact' },
  { band: 'cost-high', label: 'Cost driver 60+' },
  { band: 'cost-medium', label: 'Cost driver 40-59' },
  { band: 'cost-low', label: 'Cost driver below 40' },
];
