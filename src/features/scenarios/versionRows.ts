import type { ScenarioComparison } from '../../../contract/scenarioForecasts.ts';
import type { DriverChange, ScenarioVersion, VersionDetail } from '../../../contract/scenarioVersions.ts';
import { FORECAST_METRICS } from '../../../contract/forecasts.ts';
import { tablesOf } from '../../../engine/model/tables.ts';
import { i18n } from '../../i18n/index.ts';
import { driverCatalogAtom, publishedDriver, shownDefinitionAtom } from '../../state/publishedModel.ts';
import { appStore } from '../../state/store.ts';
import { formatByUnit } from '../../ui/figures.ts';
import { COMPARED_YEARS } from './comparisonRows.ts';

/** The History dialog's texts and tables, from the versions the server answers (docs/api.md "Scenario versions"). */

/** A driver's name in the user's language (the shown definition); its id for a driver the model no longer has. */
export const driverLabel = (id: string): string => tablesOf(appStore.get(shownDefinitionAtom)).driverById.get(id)?.name ?? id;

/** A driver value as the other screens show it ('20.0%/year'); null only for a driver the catalog does not know. */
export function driverValueText(id: string, value: number | null): string {
  return value === null ? i18n.t('scenarios:history.defaultValue') : formatByUnit(value, publishedDriver(id)?.unit ?? '');
}

/**
 * 'Medical Client Growth Rate: 14.0%/year → 20.0%/year', with the values in effect: a driver the
 * scenario did not set shows the catalog's value, never "default". The first version kept lists
 * the values it sets, so there it is 'Medical Client Growth Rate: 20.0%/year'.
 */
export function changeText(change: DriverChange, firstKept: boolean): string {
  const label = driverLabel(change.driver);
  if (firstKept && change.old === null) return i18n.t('scenarios:history.setValue', { driver: label, value: driverValueText(change.driver, change.new_value) });
  return i18n.t('scenarios:history.change', { driver: label, from: driverValueText(change.driver, change.old_value), to: driverValueText(change.driver, change.new_value) });
}

/** 'Version 3' or 'Version 3 (Board plan Q4 2026)'. */
export function versionTitle(version: Pick<ScenarioVersion, 'version' | 'name'>): string {
  return version.name
    ? i18n.t('scenarios:history.versionNamed', { version: version.version, name: version.name })
    : i18n.t('scenarios:history.version', { version: version.version });
}

/** The drivers a version sets, in the catalog's order (unknown ids last). */
export function setDrivers(keyDrivers: Readonly<Record<string, number>>): { id: string; label: string; value: string }[] {
  const order = new Map([...appStore.get(driverCatalogAtom).keys()].map((id, index) => [id, index]));
  return Object.entries(keyDrivers)
    .sort(([a], [b]) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity))
    .map(([id, value]) => ({ id, label: driverLabel(id), value: driverValueText(id, value) }));
}

/** The figures of a version's table, in the order the API lists them; their labels are scenarios:metrics.<key>. */
export const VERSION_FIGURES = [
  { key: 'total_revenue', money: true },
  { key: 'ebitda', money: true },
  { key: 'gross_profit', money: true },
  { key: 'closing_cash', money: true },
  { key: 'total_clients', money: false },
  { key: 'total_rides', money: false },
] as const satisfies readonly { key: (typeof FORECAST_METRICS)[number]; money: boolean }[];

export function figureRow(detail: VersionDetail, key: (typeof FORECAST_METRICS)[number]): (number | null)[] {
  return COMPARED_YEARS.map((year) => detail.forecast_years[year]?.[key] ?? null);
}

/**
 * Two versions in the shape of the scenario comparison (contract/scenarioForecasts.ts), so the
 * Compare dialog's table, chart and driver list show them: the figures the server computed for
 * each version, their differences second − first, and the drivers whose effective values differ
 * (`effective` lays a version's values over the catalog, as the model does).
 */
export function versionComparison(first: VersionDetail, second: VersionDetail, names: [string, string]): ScenarioComparison {
  const years: ScenarioComparison['comparison']['years'] = {};
  for (const year of Object.keys(first.forecast_years)) {
    const one = first.forecast_years[year];
    const two = second.forecast_years[year];
    if (!one || !two) continue;
    const metrics: ScenarioComparison['comparison']['years'][string] = {};
    for (const metric of FORECAST_METRICS) {
      const value1 = one[metric];
      const value2 = two[metric];
      if (value1 === null || value2 === null) continue;
      metrics[metric] = { scenario1: value1, scenario2: value2, difference: value2 - value1 };
    }
    years[year] = metrics;
  }
  return {
    scenario1: { scenario_id: first.scenario_id, scenario_name: names[0], forecast_years: first.forecast_years },
    scenario2: { scenario_id: second.scenario_id, scenario_name: names[1], forecast_years: second.forecast_years },
    comparison: { differences: {}, years },
  };
}
