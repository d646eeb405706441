import { describe, expect, it } from 'vitest';
import { createScenarioHost } from '../../../engine/session/scenarioHost.ts';
import {
  enterpriseValuation, latestQuarters, multiplierProblem, quarterLabel, quarterlyProjection, valuationInputs,
  type ValuationInputs,
} from '../../../engine/analysis/valuation.ts';
import { discountedCashFlow, valuationRange } from '../../../engine/analysis/valuationMethods.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';
import { twinDifferences } from '../../helpers/twinTolerance.ts';

const inputs: ValuationInputs = {
  scenarioName: 'Test',
  quarters: [
    { period: 'Q4/2025', arrRunRate: 400, transactionRevenue: 50, closingCash: 1000 },
    { period: 'Q4/2026', arrRunRate: 800, transactionRevenue: 100, closingCash: 3000 },
  ],
  years: [
    { year: 2025, totalRevenue: 500, ebitda: -500 },
    { year: 2026, totalRevenue: 1300, ebitda: 1000 },
  ],
};

describe('valuation: a quarter', () => {
  it('takes the run-rate ARR, annualises transactions ×4, values both with their multiples and adds cash', () => {
    expect(quarterlyProjection(inputs.quarters[0] as ValuationInputs['quarters'][number], { arr: 8, transaction: 3 })).toEqual({
      period: 'Q4/2025', arr_revenue: 400, transaction_revenue: 200, total_ev: 3800, closing_cash: 1000, ev_plus_cash: 4800,
    });
    expect(quarterLabel('2030-Q4')).toBe('Q4/2030');
  });
});

describe('valuation: the whole answer', () => {
  const result = enterpriseValuation(inputs, { arr: 8, transaction: 3 }, 20_000);

  it('builds the waterfall from the first and last quarter', () => {
    expect(result.waterfall_analysis).toEqual({
      starting_position: { ev_plus_cash: 4800, quarter: 'Q4/2025', scenario_name: 'Test' },
      ending_position: { ev_plus_cash: 10600, quarter: 'Q4/2026', scenario_name: 'Test' },
      value_flow: { total_value_creation: 5800, ev_growth: 3800, cash_growth: 2000 },
    });
    expect(result.value_creation_summary).toEqual({ starting_position: 4800, total_value_creation: 5800, final_position: 10600, target_achievement_percent: 53 });
  });

  it('lists every year’s Q4 run-rates with the year’s revenue and EBITDA', () => {
    expect(result.yearly_progression['2026']).toEqual({ arr_revenue: 800, transaction_revenue: 400, total_ev: 7600, ev_plus_cash: 10600, revenue: 1300, ebitda: 1000 });
    expect(Object.keys(result.yearly_progression)).toEqual(['2025', '2026']);
  });

  it('discounts the EBITDA cash flow at 20% with a 3% Gordon terminal value', () => {
    // 1000 / 1.2 = 833.33; TV = 1000 × 1.03 / 0.17 = 6058.82, discounted 5049.02; EV 5882.35.
    expect(result.dcf.cash_flows[0]?.present_value).toBeCloseTo(833.3333, 3);
    expect(result.dcf.terminal_value).toBeCloseTo(6058.8235, 3);
    expect(result.dcf.pv_terminal_value).toBeCloseTo(5049.0196, 3);
    expect(result.valuation_methods.dcf.value).toBeCloseTo(5882.3529, 3);
  });

  it('states no multiple for the DCF and says what every other multiple is of', () => {
    expect(result.valuation_methods.dcf).toMatchObject({ multiple: null, basis: null });
    expect(result.valuation_methods.arr_multiple.basis).toEqual({ of: 'ARR', runRate: 'Q4/2025' });
    expect(result.valuation_methods.transaction_multiple.basis).toEqual({ of: 'transaction revenue', runRate: 'Q4/2025' });
    expect(result.valuation_methods.revenue_multiple.basis).toEqual({ of: 'ARR + transaction revenue', runRate: 'Q4/2025' });
    expect(result.valuation_date).toBe('December 2025');
  });

  it('values the multiple methods on the run-rates at the valuation date', () => {
    expect(result.valuation_methods.arr_multiple).toMatchObject({ value: 3200, multiple: 8, confidence: 85 });
    expect(result.valuation_methods.transaction_multiple).toMatchObject({ value: 600, multiple: 3, confidence: 65 });
    expect(result.valuation_methods.revenue_multiple.value).toBe(3800);
    expect(result.valuation_methods.revenue_multiple.multiple).toBeCloseTo(3800 / 600, 10);
    expect(result.valuation_methods.arr_multiple.range).toEqual({ conservative: 2560, base: 3200, optimistic: 4000 });
  });

  it('moves the sum of parts with the multipliers', () => {
    const higher = enterpriseValuation(inputs, { arr: 10, transaction: 3 }, 20_000);
    expect(higher.quarterly_projections[0]?.total_ev).toBe(4600);
    expect(higher.valuation_methods.dcf.value).toBeCloseTo(result.valuation_methods.dcf.value, 10);
  });
});

describe('valuation: DCF and range edge cases', () => {
  it('gives no terminal value to a business that still loses money in the last year', () => {
    const dcf = discountedCashFlow([{ year: 2026, freeCashFlow: -120 }], 2025);
    expect(dcf.terminal_value).toBe(0);
    expect(dcf.enterprise_value).toBeCloseTo(-100, 10);
  });

  it('refuses a discount rate at or below the terminal growth', () => {
    expect(() => discountedCashFlow([], 2025, { discountRate: 0.03, terminalGrowth: 0.03 })).toThrow();
  });

  it('spans 80% to 125% of the value', () => {
    expect(valuationRange(1_000_000)).toEqual({ conservative: 800_000, base: 1_000_000, optimistic: 1_250_000 });
  });
});

describe('valuation: multiplier validation (part 2 §5)', () => {
  it('accepts ARR 4–15 and transaction 1–8 in steps of 0.5 only', () => {
    expect([4, 7.5, 15].map((v) => multiplierProblem('arr', v))).toEqual([null, null, null]);
    expect([3.5, 15.5, 8.25, Number.NaN].every((v) => multiplierProblem('arr', v) !== null)).toBe(true);
    expect([1, 8].map((v) => multiplierProblem('transaction', v))).toEqual([null, null]);
    expect(multiplierProblem('transaction', 0.5)).toBe('must be between 1 and 8 in steps of 0.5');
    expect(multiplierProblem('transaction', 8.5)).not.toBeNull();
  });
});

describe('valuation: from the model (Baseline)', () => {
  const host = createScenarioHost(baselineActuals());
  const session = host.activate({});
  const modelInputs = valuationInputs(session.cells(), 'Baseline');
  const kernelInputs = valuationInputs(host.kernel().evaluate(session.driverValues()), 'Baseline');
  const years = session.years();
  const march2026 = session.statement({ period: 'month', from: '2026-03', to: '2026-03', lines: ['recurring_revenue'] }).rows[0]?.values[0];
  const result = enterpriseValuation(modelInputs);
  host.destroy();

  it('reads the same inputs from the compiled kernel as from the workbook', () => {
    expect(twinDifferences(kernelInputs, modelInputs)).toEqual([]);
  });

  it('projects the 21 quarters Q4/2025 … Q4/2030', () => {
    expect(result.quarterly_projections).toHaveLength(21);
    expect(result.quarterly_projections[0]?.period).toBe('Q4/2025');
    expect(result.quarterly_projections[20]?.period).toBe('Q4/2030');
    expect(latestQuarters(result.quarterly_projections).map((q) => q.period)).toEqual(
      ['Q1/2029', 'Q2/2029', 'Q3/2029', 'Q4/2029', 'Q1/2030', 'Q2/2030', 'Q3/2030', 'Q4/2030']);
  });

  it('takes the one run-rate ARR (the `arr` line at each year end) and the December cash', () => {
    for (const year of [2025, 2026, 2030]) {
      expect(result.yearly_progression[String(year)]?.arr_revenue).toBeCloseTo(years[year]?.arr ?? NaN, 4);
    }
    // Q1/2026 ends in March: its run-rate is March's recurring revenue × 12.
    expect(modelInputs.quarters[1]?.arrRunRate).toBeCloseTo(12 * (march2026 ?? NaN), 4);
    const last = result.quarterly_projections[20];
    expect(last?.closing_cash).toBeCloseTo(years[2030]?.closing_cash ?? NaN, 4);
    expect(last?.ev_plus_cash).toBeCloseTo((last?.total_ev ?? NaN) + (years[2030]?.closing_cash ?? NaN), 4);
  });

  it('discounts the model’s EBITDA 2026–2030', () => {
    expect(result.dcf.cash_flows.map((f) => f.year)).toEqual([2026, 2027, 2028, 2029, 2030]);
    expect(result.dcf.cash_flows[4]?.free_cash_flow).toBe(years[2030]?.ebitda);
    expect(result.target_ev).toBe(100_000_000);
  });
});
