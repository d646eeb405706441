import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverDifferences } from '../../../engine/session/driverDifferences.ts';
import { effectiveDrivers } from '../../../engine/session/effectiveDrivers.ts';
import { createScenarioHost, type ScenarioHost } from '../../../engine/session/scenarioHost.ts';
import { baselineDriverValues, DRIVER_BY_ID } from '../../../engine/model/drivers.ts';
import { builtInScenario } from '../../../engine/scenarios.ts';
import { DriverInputError } from '../../../engine/session/errors.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

describe('driver differences', () => {
  it('subtracts the first set from the second, counting months for month drivers, with each driver\'s name and unit', () => {
    const differences = driverDifferences(
      { logo_churn_rate: 3.2, equity_round_1_month: 202611, sales_team_size: 4 },
      { logo_churn_rate: 5, equity_round_1_month: 202703, sales_team_size: 4 },
    );
    expect(differences.equity_round_1_month).toEqual({
      name: DRIVER_BY_ID.get('equity_round_1_month')?.name, unit: 'month', first: 202611, second: 202703, difference: 4,
    });
    expect(differences.logo_churn_rate).toMatchObject({ unit: DRIVER_BY_ID.get('logo_churn_rate')?.unit, first: 3.2, second: 5, difference: expect.closeTo(1.8, 12) });
    expect(differences.sales_team_size?.difference).toBe(0);
  });

  it('counts months across a year end both ways and leaves out drivers only one set holds', () => {
    const differences = driverDifferences({ equity_round_1_month: 202803, only_first: 1 }, { equity_round_1_month: 202612 });
    expect(differences.equity_round_1_month?.difference).toBe(-15);
    expect(Object.keys(differences)).toEqual(['equity_round_1_month']);
  });
});

describe('effective drivers', () => {
  it('are the catalog, then the overrides; the 2025 round stays baseline data, and a retired driver a stored scenario still holds is left out', () => {
    const actuals = baselineActuals();
    actuals.settings = { ...actuals.settings, capital_injection_date: '2025-02', capital_injection_amount: 3_000_000 };
    expect(effectiveDrivers(actuals)).toEqual(baselineDriverValues());
    const effective = effectiveDrivers(actuals, { capital_injection_month: 202604, capital_injection_2025: 9_000_000, logo_churn_rate: 5 });
    expect(effective).toEqual({ ...baselineDriverValues(), logo_churn_rate: 5 });
  });

  it('refuse a value the catalog refuses, naming the driver', () => {
    expect(() => effectiveDrivers(baselineActuals(), { logo_churn_rate: -1 })).toThrow(DriverInputError);
  });
});

describe('scenario host', () => {
  let host: ScenarioHost;
  beforeAll(() => {
    host = createScenarioHost(baselineActuals());
  });
  afterAll(() => host.destroy());

  it('evaluates other driver sets without moving the working session or its undo history', () => {
    const working = host.activate({});
    working.setDrivers({ logo_churn_rate: 5 });
    const workingRevenue = working.years()[2030]?.total_revenue;
    const lowCase = builtInScenario('low_case')?.key_drivers ?? {};
    const lowRevenue = host.evaluate(lowCase, (s) => s.years()[2030]?.total_revenue);
    expect(lowRevenue).not.toBe(workingRevenue);
    expect(host.workingSession().years()[2030]?.total_revenue).toBe(workingRevenue);
    expect(host.workingSession().undo()).toBe(true);
    expect(host.workingSession().driverValues().logo_churn_rate).toBe(baselineDriverValues().logo_churn_rate);
  });

  it('sets the evaluation session to the whole driver set each time, not on top of the previous one', () => {
    const churned = host.evaluate({ logo_churn_rate: 5 }, (s) => s.driverValues().logo_churn_rate);
    const catalog = host.evaluate({}, (s) => s.driverValues());
    expect(churned).toBe(5);
    expect(catalog).toEqual(host.catalogDrivers);
  });

  it('previews a driver set from the compiled kernel without moving either session', () => {
    const working = host.activate({});
    const before = working.years()[2030]?.total_revenue;
    const preview = host.preview({ logo_churn_rate: 6 });
    expect(preview.drivers.logo_churn_rate).toBe(6);
    expect(preview.years[2030]?.total_revenue).not.toBe(before);
    expect(host.workingSession().years()[2030]?.total_revenue).toBe(before);
    expect(host.figures({ logo_churn_rate: 6 }).years).toEqual(preview.years);
    expect(() => host.preview({ logo_churn_rate: -1 })).toThrow(DriverInputError);
  });

  it('snapshots the working session with its difference from the Baseline scenario', () => {
    host.activate({ ...builtInScenario('baseline')?.key_drivers, equity_round_1_month: 202611 });
    const snapshot = host.snapshot();
    expect(snapshot.baselineDrivers).toEqual(host.effectiveDrivers(builtInScenario('baseline')?.key_drivers));
    expect(snapshot.driverVsBaseline.equity_round_1_month).toBe(4);
    expect(snapshot.driverVsBaseline.logo_churn_rate).toBe(0);
    expect(Object.keys(snapshot.kpis).map(Number)).toEqual([2025, 2026, 2027, 2028, 2029, 2030]);
    expect(snapshot.years[2030]?.total_revenue).toBe(host.workingSession().years()[2030]?.total_revenue);
  });
});
