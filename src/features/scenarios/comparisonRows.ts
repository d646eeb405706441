import type { ScenarioComparison } from '../../../contract/scenarioForecasts.ts';
import { driverDifferences as differencesBetween } from '../../../engine/session/driverDifferences.ts';
import { i18n } from '../../i18n/index.ts';
import { COMPARED_METRICS, type ComparedMetric } from './texts.ts';

/** The comparison answer arranged for the table, the chart and the driver list. */
export const COMPARED_YEARS = ['2026', '2027', '2028', '2029', '2030'] as const;
const RESULT_YEAR = '2030';

type YearFigures = Record<string, unknown>;

function numberAt(record: YearFigures | undefined, key: string): number | null {
  const value = record?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A metric of one year as the server computed it ("Total Clients" is the engine's total_clients). */
export function metricValue(year: YearFigures | undefined, metric: ComparedMetric): number | null {
  return numberAt(year, metric);
}

export interface ComparisonRow {
  metric: ComparedMetric;
  label: string;
  money: boolean;
  first: number | null;
  second: number | null;
  /** Second minus first. */
  difference: number | null;
}

export function resultRows(result: ScenarioComparison, year: string = RESULT_YEAR): ComparisonRow[] {
  return COMPARED_METRICS.map(({ key, money }) => {
    const label = i18n.t(`scenarios:metrics.${key}`);
    const first = metricValue(result.scenario1.forecast_years[year], key);
    const second = metricValue(result.scenario2.forecast_years[year], key);
    const fromServer = result.comparison.years[year]?.[key]?.difference;
    const difference = typeof fromServer === 'number' ? fromServer : first === null || second === null ? null : second - first;
    return { metric: key, label, money, first, second, difference };
  });
}

export function yearSeries(result: ScenarioComparison, metric: ComparedMetric): { first: (number | null)[]; second: (number | null)[] } {
  return {
    first: COMPARED_YEARS.map((year) => metricValue(result.scenario1.forecast_years[year], metric)),
    second: COMPARED_YEARS.map((year) => metricValue(result.scenario2.forecast_years[year], metric)),
  };
}

export interface DriverDifference {
  id: string;
  name: string;
  unit: string;
  first: number;
  second: number;
  difference: number;
}

/** 'Key Driver Differences' as the server names them and gives their units, by name. */
export function driverDifferences(result: ScenarioComparison): DriverDifference[] {
  return Object.entries(result.comparison.differences).map(([id, entry]) => ({
    id,
    name: entry.name,
    unit: entry.unit,
    first: entry.scenario1.value,
    second: entry.scenario2.value,
    difference: entry.difference,
  })).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * 'Key Driver Differences' of drafts against their scenario, computed here as the server computes
 * them for two scenarios (engine/session/driverDifferences.ts): every driver whose value differs.
 */
export function draftDifferences(saved: Readonly<Record<string, number>>, drafted: Readonly<Record<string, number>>): DriverDifference[] {
  return Object.entries(differencesBetween(saved, drafted))
    .filter(([, driver]) => driver.difference !== 0)
    .map(([id, driver]) => ({ id, ...driver }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
