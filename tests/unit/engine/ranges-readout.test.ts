import { describe, expect, it } from 'vitest';
import { analysisModel } from '../../../engine/analysis/analysisModel.ts';
import { createRangesRun } from '../../../engine/analysis/ranges/run.ts';
import { rangesFigureTables, rangesProbabilities, rangesSpread, simulatedNote } from '../../../engine/analysis/ranges/readout.ts';
import { effectiveDrivers } from '../../../engine/session/effectiveDrivers.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';
import { numberFormatter } from '../../../engine/format/number.ts';

const run = createRangesRun(analysisModel(baselineActuals()), { drivers: effectiveDrivers(baselineActuals()), draws: 400, seed: 11 });
run.step(400);
const result = run.result();

describe('a forecast-ranges result as the screen and the exports read it', () => {
  it('tables P10 / P50 / P90 / mean by year 2026–2030 for the six figures, in that order, with the result\'s numbers', () => {
    const tables = rangesFigureTables(result);
    expect(tables.map((t) => [t.figure, t.label, t.money])).toEqual([
      ['total_revenue', 'Total revenue', true], ['ebitda', 'EBITDA', true], ['net_income', 'Net income', true], ['closing_cash', 'Closing cash', true],
      ['total_clients', 'Clients', false], ['rides', 'Rides', false],
    ]);
    const revenue = tables[0];
    expect(revenue?.rows.map((r) => r.label)).toEqual(['P10', 'P50', 'P90', 'Mean']);
    expect(revenue?.rows[1]?.values).toEqual([2026, 2027, 2028, 2029, 2030].map((year) => result.years[String(year)]?.total_revenue.p50));
    expect(tables[5]?.rows[3]?.values[4]).toBe(result.years['2030']?.rides.mean);
  });

  it('names each probability with the threshold it measures: targets, the covenant; cash never below zero has none', () => {
    const { targets, probabilities } = result;
    expect(rangesProbabilities(result)).toEqual([
      { key: 'reach_target_revenue_2026', label: 'Revenue 2026 reaches its target', shortLabel: 'Revenue 2026 target', targetLabel: 'Target', target: targets.target_revenue_2026, probability: probabilities.reach_target_revenue_2026 },
      { key: 'reach_target_revenue_2030', label: 'Revenue 2030 reaches its target', shortLabel: 'Revenue 2030 target', targetLabel: 'Target', target: targets.target_revenue_2030, probability: probabilities.reach_target_revenue_2030 },
      { key: 'reach_target_net_profit_2026', label: 'Net income 2026 reaches the net profit target', shortLabel: 'Net income 2026 target', targetLabel: 'Target', target: targets.target_net_profit_2026, probability: probabilities.reach_target_net_profit_2026 },
      { key: 'cash_below_covenant', label: 'Cash falls below the minimum cash covenant', shortLabel: 'Cash below covenant', targetLabel: 'Covenant', target: targets.minimum_cash_covenant, probability: probabilities.cash_below_covenant },
      { key: 'cash_never_below_zero', label: 'Cash never below zero', shortLabel: 'Cash never negative', targetLabel: 'Floor', target: null, probability: probabilities.cash_never_below_zero },
    ]);
    expect(targets.minimum_cash_covenant).toBe(500_000);
  });

  it('lists the drivers of the spread by catalog name, largest share first, as many as asked', () => {
    const spread = rangesSpread(result, 3);
    expect(spread).toHaveLength(3);
    expect(spread[0]).toEqual({
      driver: result.drivers_of_spread[0]?.driver, name: expect.any(String), share: result.drivers_of_spread[0]?.share, rankCorrelation: result.drivers_of_spread[0]?.rank_correlation,
    });
    expect(spread.map((d) => d.name)).not.toContain(spread[0]?.driver);
    expect(rangesSpread(result)).toHaveLength(result.drivers_of_spread.length);
  });

  it('says the figures are simulated, with the draws in the reader\'s number format and the seed', () => {
    expect(simulatedNote({ draws: 10_000, seed: 4_000_000_001 }, numberFormatter('de').formatWholeNumber)).toMatch(/^Simulated: 10\.000 joint draws .* seed 4000000001\./);
    expect(simulatedNote({ draws: 10_000, seed: 7 }, (count) => count.toLocaleString('en-US'))).toMatch(/^Simulated: 10,000 joint draws .* seed 7\./);
  });
});
