import { describe, expect, it } from 'vitest';
import { builtInScenario } from '../../../engine/scenarios.ts';
import { createCalcApi } from '../../../workers/calc-api.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';
import { twinDifferences } from '../../helpers/twinTolerance.ts';

const lowCase = builtInScenario('low_case')?.key_drivers ?? {};
const revenue2030 = { sheet: 'Annual', id: 'total_revenue', period: '2030' } as const;

describe('the calculation worker\'s preview (a slider drag) and its commit', () => {
  it('previews from the compiled kernel the snapshot the workbook gives once the drivers are committed', () => {
    const api = createCalcApi();
    const loaded = api.load({ actuals: baselineActuals(), overrides: {} });
    const preview = api.preview({ ...lowCase, sales_rep_productivity: 1.7 });
    const committed = api.applyOverrides({ ...lowCase, sales_rep_productivity: 1.7 });
    expect([preview.version, committed.version]).toEqual([loaded.version + 1, loaded.version + 2]);
    expect(twinDifferences({ ...preview, version: 0 }, { ...committed, version: 0 })).toEqual([]);
  });

  it('answers for the previewed drivers what only the workbook answers (catching the working session up first), and statements that agree with it', () => {
    const api = createCalcApi();
    api.load({ actuals: baselineActuals(), overrides: {} });
    const preview = api.preview({ sales_rep_productivity: 2.5 });
    expect(api.explain(revenue2030).value).toBe(preview.years[2030]?.total_revenue);
    expect(api.statement({ period: 'year', from: '2030', to: '2030', lines: ['ebitda'] }).rows[0]?.values).toEqual([preview.years[2030]?.ebitda]);
    expect(api.snapshot().years).toEqual(preview.years);
  });

  it('evaluates impacts, mappings, the sweep and the valuation at the previewed drivers', () => {
    const api = createCalcApi();
    api.load({ actuals: baselineActuals(), overrides: {} });
    const before = api.driverImpacts(revenue2030, ['transport_avg_ride_cost']).transport_avg_ride_cost;
    const preview = api.preview({ transport_avg_ride_cost: 60 });
    expect(api.sensitivity().find((row) => row.id === 'transport_avg_ride_cost')?.currentValue).toBe(60);
    expect(api.driverImpacts(revenue2030, ['transport_avg_ride_cost']).transport_avg_ride_cost).not.toBe(before);
    expect(api.valuation({ multipliers: { arr: 8, transaction: 3 }, scenarioName: 'Draft' }).yearly_progression['2030']?.revenue).toBe(preview.years[2030]?.total_revenue);
    const mappings = api.assumptionMappings(2030);
    api.applyOverrides({ transport_avg_ride_cost: 60 });
    expect(api.assumptionMappings(2030)).toEqual(mappings);
  });

  it('refuses a value the catalog refuses and keeps the last preview', () => {
    const api = createCalcApi();
    api.load({ actuals: baselineActuals(), overrides: {} });
    const preview = api.preview({ logo_churn_rate: 5 });
    expect(() => api.preview({ logo_churn_rate: -1 })).toThrow(/logo_churn_rate/);
    expect(api.snapshot().drivers.logo_churn_rate).toBe(5);
    expect(api.snapshot().years).toEqual(preview.years);
  });
});
