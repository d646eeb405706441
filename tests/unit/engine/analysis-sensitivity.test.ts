import { generatedPlan } from '../../../engine/headcount/defaultPlan.ts';
import { headcountSeries, yearTotal } from '../../../engine/headcount/series.ts';
import { headcountParameters } from '../../../engine/headcount/planRows.ts';
import { DEFAULT_DEPARTMENTS } from '../../../engine/headcount/plan.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModelSession, type YearRecord } from '../../../engine/session/session.ts';
import { createScenarioHost, type ScenarioHost } from '../../../engine/session/scenarioHost.ts';
import { DRIVER_BY_ID } from '../../../engine/model/drivers.ts';
import type { DriverDef } from '../../../engine/model/types.ts';
import {
  driverShock, impactOf, sensitivitySweep, strategicScores, SENSITIVITY_DRIVER_IDS, SUM_OF_PARTS_REVENUE_MULTIPLE,
  type SensitivityRow,
} from '../../../engine/analysis/sensitivity.ts';
import {
  DEFAULT_SENSITIVITY_SORT, heatmapBand, nextSort, sortSensitivityRows, topDrivers,
} from '../../../engine/analysis/sensitivityTable.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';
import { twinDifferences } from '../../helpers/twinTolerance.ts';

const FORECAST = [2026, 2027, 2028, 2029, 2030];

describe('sensitivity: the step of each driver', () => {
  it('adds 1% of the value to every driver, percentages included: the same relative step for all', () => {
    expect(driverShock(94, { unit: '%', min: 60, max: 100 })).toEqual({ value: 94.94, direction: 1, scale: 1, label: '+1%' });
    // +1 pp on a 1.8 %/year driver would be a 55 % step; +1 % of it is 0.018 pp.
    expect(driverShock(1.8, { unit: '%/year', min: 0, max: 60 }).value).toBeCloseTo(1.818, 12);
    expect(driverShock(14, { unit: '%/year', min: 0, max: 60 }).value).toBeCloseTo(14.14, 12);
    expect(driverShock(2850, { unit: '€', min: 0, max: 20000 })).toEqual({ value: 2878.5, direction: 1, scale: 1, label: '+1%' });
    expect(driverShock(200, { unit: '€/month', min: 0, max: 2000 }).value).toBeCloseTo(202, 10);
  });

  it('moves a count of people by one person, never a fraction of one, and scales the change to 1% of the team', () => {
    const seven = driverShock(7, { unit: 'reps', min: 1, max: 40, whole: true });
    expect({ ...seven, scale: Number(seven.scale.toFixed(12)) }).toEqual({ value: 8, direction: 1, scale: 0.07, label: '+1%' });
    const forty = driverShock(40, { unit: 'reps', min: 1, max: 40, whole: true });
    expect({ ...forty, scale: Number(forty.scale.toFixed(12)) }).toEqual({ value: 39, direction: -1, scale: 0.4, label: '+1%' });
  });

  it('steps down from a driver at its maximum and marks the impacts for negation', () => {
    expect(driverShock(100, { unit: '%', min: 60, max: 100 })).toEqual({ value: 99, direction: -1, scale: 1, label: '+1%' });
    expect(driverShock(20000, { unit: '€', min: 0, max: 20000 })).toEqual({ value: 19800, direction: -1, scale: 1, label: '+1%' });
  });
});

describe('sensitivity: impacts from two sets of annual records', () => {
  const records = (revenue: number[], ebitda: number[]): Record<number, YearRecord> =>
    Object.fromEntries(FORECAST.map((year, i) => [year, { total_revenue: revenue[i] ?? 0, ebitda: ebitda[i] ?? 0 }]));
  const base = records([100, 200, 300, 400, 500], [10, 20, 30, 40, 50]);
  const shocked = records([101, 202, 303, 404, 505], [10.5, 20.5, 30.5, 40.5, 50.5]);

  it('sums revenue and EBITDA changes over 2026–2030 and values 2030 revenue at 0.45 × 6.0 + 0.55 × 3.0', () => {
    expect(SUM_OF_PARTS_REVENUE_MULTIPLE).toBeCloseTo(4.35, 12);
    const impact = impactOf(base, shocked, { direction: 1, scale: 1 });
    expect(impact.revenueImpact).toBeCloseTo(15, 10);
    expect(impact.profitImpact).toBeCloseTo(2.5, 10);
    expect(impact.valuationImpact).toBeCloseTo(21.75, 10);
    expect(impact.ebitda2030Impact).toBeCloseTo(0.5, 10);
  });

  it('negates the impacts of a downward step', () => {
    expect(impactOf(base, shocked, { direction: -1, scale: 1 }).revenueImpact).toBeCloseTo(-15, 10);
  });
});

describe('sensitivity: total strategic impact score', () => {
  const impact = (revenueImpact: number, profitImpact: number, valuationImpact: number) => ({ revenueImpact, profitImpact, valuationImpact, ebitda2030Impact: 0 });

  it('weights each driver’s percentile by absolute revenue, profit and valuation impact 30 / 30 / 40', () => {
    const scores = strategicScores([impact(100, 50, 200), impact(50, -100, 100), impact(0, 0, 0)]);
    // A beats both on revenue (1) and valuation (1), one on profit (0.5): 0.3 + 0.15 + 0.4 = 0.85.
    // B beats one on revenue (0.5) and valuation (0.5), both on profit (1): 0.15 + 0.3 + 0.2 = 0.65.
    expect(scores).toEqual([85, 65, 0]);
  });

  it('spreads the drivers by rank even when one impact dwarfs the others', () => {
    const scores = strategicScores([impact(1000, 1000, 1000), impact(10, 10, 10), impact(5, -5, 5), impact(0, 0, 0)]);
    expect(scores).toEqual([100, 67, 33, 0]);
  });

  it('gives 0 to every driver when nothing moves and equal scores to equal impacts', () => {
    expect(strategicScores([impact(0, 0, 0), impact(0, 0, 0)])).toEqual([0, 0]);
    // Tied at the top, each beats one of the two others.
    expect(strategicScores([impact(7, 7, 7), impact(7, -7, 7), impact(1, 1, 1)])).toEqual([50, 50, 0]);
  });
});

describe('sensitivity: the sweep over the full model (Baseline)', () => {
  let host: ScenarioHost;
  let rows: SensitivityRow[];
  let before: Record<number, YearRecord>;
  const row = (id: string) => rows.find((r) => r.id === id) as SensitivityRow;
  const sum = (line: string) => FORECAST.reduce((total, year) => total + (before[year]?.[line] ?? 0), 0);
  const session = () => host.workingSession();

  beforeAll(() => {
    host = createScenarioHost(baselineActuals());
    before = host.activate({}).years();
    rows = sensitivitySweep(host.kernel(), session().driverValues());
  });
  afterAll(() => host.destroy());

  it('covers the 12 key drivers with catalog metadata and flags the two cost drivers', () => {
    expect(rows.map((r) => r.id)).toEqual([...SENSITIVITY_DRIVER_IDS]);
    expect(rows.filter((r) => r.isNegativeDriver).map((r) => r.id)).toEqual(['customer_acquisition_cost', 'employee_cost_growth_annual']);
    expect(row('customer_retention_rate')).toMatchObject({ category: 'medical_business', currentValue: 94, baselineValue: 94, unit: '%', step: '+1%' });
    expect(row('medical_premium_monthly_fee')).toMatchObject({ currentValue: 200, unit: '€/month', step: '+1%' });
  });

  it('is, on the compiled kernel, the sweep the workbook gives: every shock recalculated by HyperFormula', () => {
    const values = session().driverValues();
    const workbookRows = rows.map((r) => {
      const shock = driverShock(values[r.id] ?? NaN, DRIVER_BY_ID.get(r.id) as DriverDef);
      session().setDrivers({ [r.id]: shock.value });
      const shocked = session().years();
      session().undo();
      return { ...r, ...impactOf(before, shocked, shock) };
    });
    expect(twinDifferences(rows, workbookRows)).toEqual([]);
    expect(session().years()).toEqual(before);
  });

  it('+1% ride price adds 1% of 2026–2030 transaction revenue and keeps what bonus, legal and factoring do not take', () => {
    const transaction = sum('transaction_revenue');
    const r = row('transport_avg_ride_cost');
    expect(r.revenueImpact).toBeCloseTo(0.01 * transaction, 4);
    // Bonus pool MC 2.5%, variable legal & tax 0.5%, factoring 1.2% of the extra revenue.
    expect(r.profitImpact).toBeCloseTo(0.01 * transaction * (1 - 0.025 - 0.005 - 0.012), 4);
    const transaction2030 = before[2030]?.transaction_revenue ?? NaN;
    expect(r.valuationImpact).toBeCloseTo(4.35 * 0.01 * transaction2030, 4);
  });

  it('+1% platform share (5% → 5.05%) adds 1% of transaction revenue', () => {
    expect(row('qrago_revenue_share').revenueImpact).toBeCloseTo(0.01 * sum('transaction_revenue'), 3);
  });

  it('+1% CAC costs 1% of CAC per onboarded facility and leaves revenue alone', () => {
    const r = row('customer_acquisition_cost');
    expect(r.revenueImpact).toBe(0);
    expect(r.valuationImpact).toBe(0);
    expect(r.profitImpact).toBeCloseTo(-28.5 * sum('onboarded_medical_clients'), 4);
  });

  it('+1% employee cost growth (6.2% → 6.262%) raises every year’s payroll by what the headcount plan costs more with the higher raise', () => {
    const drivers = session().driverValues();
    const plan = generatedPlan(drivers);
    const cost = (growth: number) => headcountSeries(plan, { ...headcountParameters(drivers), costGrowth: growth }, DEFAULT_DEPARTMENTS).total.cost;
    const [before, after] = [cost(6.2), cost(6.262)];
    const expected = FORECAST.reduce((total, year) => total + yearTotal(after, year) - yearTotal(before, year), 0);
    expect(expected).toBeGreaterThan(0);
    expect(row('employee_cost_growth_annual').profitImpact).toBeCloseTo(-expected, 3);
  });

  it('agrees with recalculating a separate model with the shocked driver', () => {
    const team = session().driverValues().sales_team_size ?? 0;
    const other = createModelSession({ actuals: baselineActuals(), drivers: { sales_team_size: team + 1 } });
    const shocked = other.years();
    other.destroy();
    const revenue = FORECAST.reduce((total, year) => total + (shocked[year]?.total_revenue ?? 0) - (before[year]?.total_revenue ?? 0), 0);
    // One more rep, scaled to 1% of the team.
    expect(row('sales_team_size').revenueImpact).toBeCloseTo(0.01 * team * revenue, 4);
    expect(row('sales_team_size').revenueImpact).toBeGreaterThan(0);
  });

  it('scores the drivers 0–100, the strongest on every measure at 100', () => {
    expect(rows.every((r) => r.totalStrategicImpact >= 0 && r.totalStrategicImpact <= 100)).toBe(true);
    const strongest = [...rows].sort((a, b) => b.valuationImpact - a.valuationImpact)[0];
    expect(strongest?.id).toBe('transport_client_growth_rate');
    expect(strongest?.totalStrategicImpact).toBe(100);
  });
});

describe('sensitivity table: sorting, insights and heatmap', () => {
  const make = (id: string, name: string, valuationImpact: number, total: number): SensitivityRow => ({
    id, name, category: 'revenue_model', currentValue: 1, baselineValue: 1, unit: '%', step: '+1%', revenueImpact: valuationImpact / 2,
    profitImpact: -valuationImpact, valuationImpact, ebitda2030Impact: 0, totalStrategicImpact: total, description: '', isNegativeDriver: false,
  });
  const rows = [make('a', 'Beta', 10, 50), make('b', 'Alpha', 30, 90), make('c', 'Gamma', -5, 70), make('d', 'Delta', 20, 10)];

  it('defaults to valuation impact descending', () => {
    expect(sortSensitivityRows(rows, DEFAULT_SENSITIVITY_SORT).map((r) => r.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('sorts a new column descending on the first click and toggles on repeated clicks', () => {
    const first = nextSort(DEFAULT_SENSITIVITY_SORT, 'name');
    expect(first).toEqual({ key: 'name', direction: 'desc' });
    expect(sortSensitivityRows(rows, first).map((r) => r.name)).toEqual(['Gamma', 'Delta', 'Beta', 'Alpha']);
    const second = nextSort(first, 'name');
    expect(second).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort(second, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort(DEFAULT_SENSITIVITY_SORT, 'valuation')).toEqual({ key: 'valuation', direction: 'asc' });
    expect(sortSensitivityRows(rows, { key: 'profit', direction: 'desc' }).map((r) => r.id)).toEqual(['c', 'a', 'd', 'b']);
  });

  it('names the three drivers with the highest strategic impact', () => {
    expect(topDrivers(rows).map((r) => r.id)).toEqual(['b', 'c', 'a']);
  });

  it('bands scores 80 / 60 / 40 for value drivers and 60 / 40 for cost drivers', () => {
    expect([100, 80, 79, 60, 59, 40, 39, 0].map((s) => heatmapBand(s, false))).toEqual(
      ['dark-green', 'dark-green', 'light-green', 'light-green', 'yellow', 'yellow', 'grey', 'grey']);
    expect([85, 60, 59, 40, 39].map((s) => heatmapBand(s, true))).toEqual(['cost-high', 'cost-high', 'cost-medium', 'cost-medium', 'cost-low']);
  });
});
