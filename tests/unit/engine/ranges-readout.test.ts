import { describe, expect, it } from 'vitest';
import { analysisModel } from '../../../engine/analysis/analysisModel.ts';
import { createRangesRun } from '../../../engine/analysis/ranges/run.ts';
import { rangesFigureTables, rangesProbabilities, rangesSpread } from '../../../engine/analysis/ranges/readout.ts';
import { effectiveDrivers } from '../../../engine/session/effectiveDrivers.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

const run = createRangesRun(analysisModel(baselineActuals()), { drivers: effectiveDrivers(baselineActuals()), draws: 400, seed: 11 });
run.step(400);
const result = run.result();

describe('a forecast-ranges result as the screen and the exports read it', () => {
  it('tables P10 / P50 / P90 / mean by year 2026–2030 for the six figures, in that order, with the result\'s numbers', () => {
    const tables = rangesFigureTables(result);
    expect(tables.map((t) => [t.figure, t.money])).toEqual([
      ['total_revenue', true], ['ebitda', true], ['net_income', true], ['closing_cash', true], ['total_clients', false], ['rides', false],
    ]);
    const revenue = tables[0];
    expect(revenue?.rows.map((r) => r.statistic)).toEqual(['p10', 'p50', 'p90', 'mean']);
    expect(revenue?.rows[1]?.values).toEqual([2026, 2027, 2028, 2029, 2030].map((year) => result.years[String(year)]?.total_revenue.p50));
    expect(tables[5]?.rows[3]?.values[4]).toBe(result.years['2030']?.rides.mean);
  });

  it('lists each probability with the threshold it measures: targets, the covenant; cash never below zero has none', () => {
    const { targets, probabilities } = result;
    expect(rangesProbabilities(result)).toEqual([
      { key: 'reach_target_revenue_2026', target: targets.target_revenue_2026, probability: probabilities.reach_target_revenue_2026 },
      { key: 'reach_target_revenue_2030', target: targets.target_revenue_2030, probability: probabilities.reach_target_revenue_2030 },
      { key: 'reach_target_net_profit_2026', target: targets.target_net_profit_2026, probability: probabilities.reach_target_net_profit_2026 },
      { key: 'cash_below_covenant', target: targets.minimum_cash_covenant, probability: probabilities.cash_below_covenant },
      { key: 'cash_never_below_zero', target: null, probability: probabilities.cash_never_below_zero },
    ]);
    expect(targets.minimum_cash_covenant).toBe(500_000);
  });

  it('lists the drivers of the spread by catalog name unless the reader names them, largest share first, as many as asked', () => {
    const spread = rangesSpread(result, 3);
    expect(spread).toHaveLength(3);
    expect(spread[0]).toEqual({
      driver: result.drivers_of_spread[0]?.driver, name: expect.any(String), share: result.drivers_of_spread[0]?.share, rankCorrelation: result.drivers_of_spread[0]?.rank_correlation,
    });
    expect(spread.map((d) => d.name)).not.toContain(spread[0]?.driver);
    expect(rangesSpread(result)).toHaveLength(result.drivers_of_spread.length);
    expect(rangesSpread(result, 1, () => 'Named by the reader')[0]?.name).toBe('Named by the reader');
  });
});
