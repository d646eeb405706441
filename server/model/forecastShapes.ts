import { FORECAST_YEARS } from '../../engine/calendar.ts';
import { dashboardMetrics } from '../../engine/session/dashboard.ts';
import { driverDifferences as differencesBetween } from '../../engine/session/driverDifferences.ts';
import type { Figures } from '../../engine/session/figures.ts';
import type { KpiResult, YearRecord } from '../../engine/session/session.ts';
import type { ScenarioRecord } from '../repos/scenarios.ts';
import type { ModelService } from './modelService.ts';
import { FORECAST_METRICS, type ForecastMetric, type ForecastYear, type ForecastYears } from '../../contract/forecasts.ts';
import type { EnhancedYear } from '../../contract/dashboard.ts';

/**
 * The one place that turns a scenario into figures and shapes them into the answers of
 * docs/api.md. Every number comes from the engine through the model service; this module only
 * picks and renames.
 */

/** The model's annual line behind each metric (rides are called total_rides in the API). */
const LINE_OF: Record<ForecastMetric, string> = {
  total_revenue: 'total_revenue',
  ebitda: 'ebitda',
  total_rides: 'rides',
  total_medical_clients: 'total_medical_clients',
  total_transport_clients: 'total_transport_clients',
  total_clients: 'total_clients',
  gross_profit: 'gross_profit',
  closing_cash: 'closing_cash',
};

/** What a scenario's figures depend on: a scenario, or a kept version of one (its drivers as saved). */
type DriverSet = Pick<ScenarioRecord, 'scenario_id' | 'version' | 'key_drivers'>;

/**
 * The cache key of a scenario's figures names its id and version (`sim-3@7`), so an update is
 * never answered with numbers of the version before it. A kept version (scenario versions) has
 * the drivers the scenario had at that version, so it shares the key: a version's figures are
 * the scenario's figures at that version.
 */
export function scenarioCacheKey(scenario: Pick<ScenarioRecord, 'scenario_id' | 'version'>): string {
  return `${scenario.scenario_id}@${scenario.version}`;
}

export function scenarioFigures(model: ModelService, scenario: DriverSet): Figures {
  return model.figures(scenarioCacheKey(scenario), scenario);
}

/** The driver values the scenario's forecast uses (the engine's recipe through the model service). */
export function effectiveDrivers(model: ModelService, scenario: ScenarioRecord): Record<string, number> {
  return model.effectiveDrivers(scenario.key_drivers);
}

export function forecastYears(years: Record<number, YearRecord>, to: number = FORECAST_YEARS[4]): ForecastYears {
  const out: ForecastYears = {};
  for (const year of FORECAST_YEARS.filter((y) => y <= to)) {
    const record = years[year] ?? {};
    out[String(year)] = Object.fromEntries(FORECAST_METRICS.map((metric) => [metric, record[LINE_OF[metric]] ?? null])) as ForecastYear;
  }
  return out;
}

export function scenarioInfo(scenario: ScenarioRecord): { scenario_id: string; scenario_name: string; scenario_type: string; version: number } {
  return { scenario_id: scenario.scenario_id, scenario_name: scenario.scenario_name, scenario_type: scenario.scenario_type, version: scenario.version };
}

/** `{ forecast_years, scenario_info, warnings }` of the forecast routes. */
export function scenarioForecast(model: ModelService, scenario: ScenarioRecord, to?: number) {
  return { forecast_years: forecastYears(scenarioFigures(model, scenario).years, to), scenario_info: scenarioInfo(scenario), warnings: model.closeWarnings() };
}

/**
 * The compare answer's driver differences (docs/api.md): the drivers whose effective values
 * differ, with the engine's difference second − first (months of month drivers in months).
 */
export function driverDifferences(first: Record<string, number>, second: Record<string, number>) {
  return Object.fromEntries(Object.entries(differencesBetween(first, second))
    .filter(([, driver]) => driver.difference !== 0)
    .map(([id, driver]) => [id, {
      name: driver.name, unit: driver.unit,
      scenario1: { value: driver.first }, scenario2: { value: driver.second }, difference: driver.difference,
    }]));
}

/** Per year and metric: both scenarios' values and second − first. */
export function yearDifferences(first: ForecastYears, second: ForecastYears) {
  const years: Record<string, Record<string, { scenario1: number; scenario2: number; difference: number }>> = {};
  for (const [year, record1] of Object.entries(first)) {
    const record2 = second[year];
    if (!record2) continue;
    years[year] = {};
    for (const metric of FORECAST_METRICS) {
      const value1 = record1[metric];
      const value2 = record2[metric];
      if (value1 === null || value2 === null) continue;
      years[year][metric] = { scenario1: value1, scenario2: value2, difference: value2 - value1 };
    }
  }
  return years;
}

/**
 * pnl_cashflow by forecast year and the summary metrics of the dashboard (engine/session/dashboard.ts).
 * The EBITDA margin is the engine's Operating Margin KPI (100 × EBITDA ÷ revenue).
 */
export function enhancedForecast(years: Record<number, YearRecord>, kpisByYear: Record<number, KpiResult[]>) {
  const pnl_cashflow: Record<string, EnhancedYear> = {};
  for (const year of FORECAST_YEARS) {
    const r = years[year] ?? {};
    const margin = kpisByYear[year]?.find((kpi) => kpi.id === 'operating_margin')?.value ?? null;
    pnl_cashflow[String(year)] = {
      revenue_breakdown: {
        one_time_revenue: r.one_time_revenue ?? null, recurring_revenue: r.recurring_revenue ?? null,
        transaction_revenue: r.transaction_revenue ?? null, total_revenue: r.total_revenue ?? null,
      },
      pnl_statement: {
        gross_profit: r.gross_profit ?? null, total_operating_expenses: r.total_operating_expenses ?? null,
        ebitda: r.ebitda ?? null, ebitda_margin: margin, ebit: r.ebit ?? null, net_income: r.net_income ?? null,
      },
      cashflow: {
        opening_cash: r.opening_cash ?? null, cash_from_operations: r.cash_from_operations ?? null,
        cash_from_investing: r.cash_from_investing ?? null, cash_from_financing: r.cash_from_financing ?? null, closing_cash: r.closing_cash ?? null,
      },
    };
  }
  return { pnl_cashflow, dashboard_metrics: dashboardMetrics(years) };
}
