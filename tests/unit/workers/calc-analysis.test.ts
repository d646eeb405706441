import { describe, expect, it } from 'vitest';
import { analysisModel } from '../../../engine/analysis/analysisModel.ts';
import { attribution } from '../../../engine/analysis/attribution.ts';
import { goalSeek } from '../../../engine/analysis/goalSeek.ts';
import { effectiveDrivers } from '../../../engine/session/effectiveDrivers.ts';
import { builtInScenario } from '../../../engine/scenarios.ts';
import { createCalcApi } from '../../../workers/calc-api.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

const actuals = baselineActuals();
const highCase = builtInScenario('high_case')?.key_drivers ?? {};

describe('the calculation worker\'s goal seek and gap attribution', () => {
  it('seeks on the drivers the screen shows: the scenario with its drafts, a preview included', () => {
    const api = createCalcApi();
    api.load({ actuals, overrides: {} });
    const question = { driver: 'sales_rep_productivity', figure: 'total_revenue', year: 2030, target: 60_000_000 };
    const onBaseline = api.goalSeek(question);
    expect(onBaseline.value).toBeCloseTo(2.38695, 5);

    const drafts = { transport_client_growth_rate: 90 };
    api.preview(drafts);
    const withDrafts = api.goalSeek(question);
    expect(withDrafts).toEqual(goalSeek(analysisModel(actuals), { ...question, drivers: effectiveDrivers(actuals, drafts) }));
    expect(withDrafts.value).not.toBe(onBaseline.value);
    // The preview's figure at the value found is the target.
    const applied = api.preview({ ...drafts, sales_rep_productivity: withDrafts.value as number });
    expect(applied.years[2030]?.total_revenue).toBeCloseTo(60_000_000, 4);
  });

  it('splits a difference between two scenarios\' values over the loaded baseline, as the engine does on their effective drivers', () => {
    const api = createCalcApi();
    api.load({ actuals, overrides: {} });
    const answer = api.attribution({ from: {}, to: highCase, figure: 'total_revenue', year: 2030 });
    const engine = attribution(analysisModel(actuals), { from: effectiveDrivers(actuals), to: effectiveDrivers(actuals, highCase), figure: 'total_revenue', year: 2030 });
    expect(answer).toEqual(engine);
    expect(answer.contributions.reduce((sum, c) => sum + c.value, 0)).toBeCloseTo(answer.difference, 2);
  });

  it('passes the engine\'s refusal of an unknown figure on', () => {
    const api = createCalcApi();
    api.load({ actuals, overrides: {} });
    expect(() => api.goalSeek({ driver: 'sales_rep_productivity', figure: 'no_such_line', year: 2030, target: 1 })).toThrow(/Unknown figure/);
  });
});
