import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVER_BY_ID } from '../../../engine/model/drivers.ts';
import { changePerStep, driverStep, onePercentStep } from '../../../engine/model/driverStep.ts';
import type { DriverDef } from '../../../engine/model/types.ts';
import { builtInScenario } from '../../../engine/scenarios.ts';
import type { ExplainRef } from '../../../engine/session/cellRef.ts';
import { driverImpacts } from '../../../engine/session/driverImpacts.ts';
import { monthsOfQuarter } from '../../../engine/session/quarterExplain.ts';
import { createScenarioHost, type ScenarioHost } from '../../../engine/session/scenarioHost.ts';
import { assumptionMappings } from '../../../engine/session/traceability.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';
import { twinDifferences } from '../../helpers/twinTolerance.ts';

const driver = (id: string) => DRIVER_BY_ID.get(id) as DriverDef;

describe('one step of a driver: the rule every impact per +1% and the sensitivity sweep follow', () => {
  it('raises a driver by the asked size, measured as it is', () => {
    expect(onePercentStep(driver('transport_avg_ride_cost'), 45)).toEqual({ value: 45.45, direction: 1, scale: 1 });
    expect(changePerStep({ value: 45.45, direction: 1, scale: 1 }, 1000, 1010)).toBe(10);
  });

  it('keeps a count of people whole: at least one more person, the change scaled back to the asked size', () => {
    expect(onePercentStep({ unit: 'reps', min: 1, max: 40, whole: true }, 7)).toEqual({ value: 8, direction: 1, scale: 0.07 });
    expect(onePercentStep({ unit: 'FTE', min: 0, max: 500, whole: true }, 250)).toEqual({ value: 253, direction: 1, scale: 2.5 / 3 });
    expect(changePerStep({ value: 8, direction: 1, scale: 0.07 }, 1000, 1100)).toBeCloseTo(7, 12);
  });

  it('takes no step of a month (1% of 202511 is no month)', () => {
    expect(onePercentStep(driver('equity_round_1_month'), 202607)).toBeNull();
  });

  it('steps down from the maximum, negating the change, and cuts a step short at the minimum', () => {
    expect(driverStep({ unit: '%', min: 60, max: 100 }, 100, 1)).toEqual({ value: 99, direction: -1, scale: 1 });
    expect(driverStep({ unit: '%', min: 99.5, max: 100 }, 100, 1)).toEqual({ value: 99.5, direction: -1, scale: 2 });
    expect(changePerStep({ value: 99, direction: -1, scale: 1 }, 50, 48)).toBe(2);
  });

  it('moves nothing for a driver at zero, so its change is 0', () => {
    expect(onePercentStep({ unit: '€', min: 0, max: 100 }, 0)).toEqual({ value: 0, direction: 1, scale: 1 });
    expect(onePercentStep({ unit: 'reps', min: 0, max: 40, whole: true }, 0)).toEqual({ value: 1, direction: 1, scale: 0 });
  });
});

describe('impacts per +1% from the compiled kernel', () => {
  let host: ScenarioHost;
  beforeAll(() => {
    host = createScenarioHost(baselineActuals());
  });
  afterAll(() => host.destroy());

  /** The same step recalculated by the workbook: set, read, undo. */
  function workbookImpacts(ref: ExplainRef, driverIds: readonly string[]): Record<string, number | null> {
    const session = host.workingSession();
    const values = session.driverValues();
    const before = session.explain(ref).value;
    return Object.fromEntries(driverIds.map((id) => {
      const step = onePercentStep(driver(id), values[id] ?? NaN);
      if (!step) return [id, null];
      if (step.value === values[id]) return [id, changePerStep(step, before, before)];
      session.setDrivers({ [id]: step.value });
      const after = session.explain(ref).value;
      session.undo();
      return [id, changePerStep(step, before, after)];
    }));
  }

  it.each<[string, ExplainRef]>([
    ['an annual line', { sheet: 'Annual', id: 'transaction_revenue', period: '2030' }],
    ['a quarter', { sheet: 'Quarters', id: 'ebitda', period: '2028-Q3' }],
    ['a month of cash (the injection month takes no step)', { sheet: 'Monthly', id: 'closing_cash', period: '2027-06' }],
    ['a KPI', { sheet: 'KPIs', id: 'gross_margin', period: '2026' }],
  ])('are the workbook\'s for every driver of %s, asked in one call', (_label, ref) => {
    const session = host.activate(builtInScenario('low_case')?.key_drivers ?? {});
    const ids = session.explain(ref).drivers.map((d) => d.id);
    const kernel = driverImpacts(host.kernel(), session.driverValues(), ref, ids);
    expect(Object.keys(kernel)).toEqual(ids);
    expect(twinDifferences(kernel, workbookImpacts(ref, ids))).toEqual([]);
  });

  it('give the ride price 1% of the revenue it is charged on, and the injection month none', () => {
    const session = host.activate({});
    const values = session.driverValues();
    const revenue = session.years()[2030]?.transaction_revenue ?? NaN;
    const impacts = driverImpacts(host.kernel(), values, { sheet: 'Annual', id: 'transaction_revenue', period: '2030' }, ['transport_avg_ride_cost']);
    expect(impacts.transport_avg_ride_cost).toBeCloseTo(0.01 * revenue, 4);
    expect(driverImpacts(host.kernel(), values, { sheet: 'Annual', id: 'closing_cash', period: '2026' }, ['equity_round_1_month'])).toEqual({ equity_round_1_month: null });
  });

  it('give a quarter the sum of the impacts on its three months', () => {
    const values = host.activate({}).driverValues();
    const ids = ['transport_avg_ride_cost', 'medical_client_growth_rate', 'sales_team_size'];
    const quarter = driverImpacts(host.kernel(), values, { sheet: 'Quarters', id: 'total_revenue', period: '2028-Q3' }, ids);
    for (const id of ids) {
      const months = monthsOfQuarter('2028-Q3').map((period) => driverImpacts(host.kernel(), values, { sheet: 'Monthly', id: 'total_revenue', period }, [id])[id] ?? NaN);
      expect(quarter[id]).toBeCloseTo(months.reduce((a, b) => a + b, 0), 6);
      expect(quarter[id] ?? 0).toBeGreaterThan(0);
    }
  });

  it('map each documented assumption to the P&L lines of the year it moves, by the same impacts', () => {
    const values = host.activate({}).driverValues();
    const mappings = assumptionMappings(host.kernel(), values, 2026);
    const price = mappings.find((m) => m.driver_id === 'transport_avg_ride_cost');
    expect(price?.key).toBe('Pricing Structure: Price per Ride');
    expect(price?.affected_pnl_items.map((i) => i.line_id)).toEqual(expect.arrayContaining(['transaction_revenue', 'total_revenue', 'ebitda']));
    expect(price?.impact_coefficient ?? 0).toBeGreaterThan(0);
    for (const mapping of mappings) {
      for (const item of mapping.affected_pnl_items) {
        const ref: ExplainRef = { sheet: 'Annual', id: item.line_id, period: '2026' };
        expect(item.impact_per_1pct).toBe(driverImpacts(host.kernel(), values, ref, [mapping.driver_id])[mapping.driver_id]);
      }
    }
  });
});
