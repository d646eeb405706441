import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FORECAST_MONTHS, FORECAST_YEARS } from '../../../engine/calendar.ts';
import { parseMonthlyActualsCsv } from '../../../engine/actuals/monthlyActualsCsv.ts';
import { latestClosableMonth } from '../../../engine/actuals/closedMonths.ts';
import { createScenarioHost } from '../../../engine/session/scenarioHost.ts';
import { LINES } from '../../../engine/model/lines.ts';
import {
  enterpriseValuation, exitMultipleProblem, latestQuarters, multiplierProblem, quarterLabel, quarterlyProjection, valuationDateLabel,
  valuationInputs, type ValuationInputs,
} from '../../../engine/analysis/valuation.ts';
import { discountedCashFlow } from '../../../engine/analysis/dcf.ts';
import { statutoryTaxRate } from '../../../engine/analysis/valuationInputs.ts';
import { valuationRange } from '../../../engine/analysis/valuationMethods.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';
import { twinDifferences } from '../../helpers/twinTolerance.ts';

/** Every forecast month alike: EBITDA 1,100, depreciation 100 (EBIT 1,000), capex 150, working capital +50. */
const months = FORECAST_MONTHS.map((month) => ({ month, ebitda: 1100, ebit: 1000, depreciation: 100, capex: 150, workingCapitalIncrease: 50 }));
const taxRates = Object.fromEntries(FORECAST_YEARS.map((year) => [year, 0.3]));

const inputs: ValuationInputs = {
  scenarioName: 'Test',
  valuationMonth: '2025-12',
  runRates: { arr: 1200, transaction: 400 },
  quarters: [
    { period: 'Q4/2025', arrRunRate: 1200, transactionRunRate: 400, closingCash: 1000 },
    { period: 'Q4/2026', arrRunRate: 2400, transactionRunRate: 800, closingCash: 3000 },
  ],
  years: [
    { year: 2025, totalRevenue: 500, ebitda: -500 },
    { year: 2026, totalRevenue: 1300, ebitda: 1000 },
  ],
  months,
  taxRates,
  bridge: { cash: 5000, debt: 2000 },
};

// 12 × (1,000 × 0.7 + 100 − 150 − 50) = 7,200 a year.
const FCF = 7200;
const pv = (years: number) => Math.pow(1.2, -years);

describe('valuation: a quarter', () => {
  it('values ARR and transaction run-rates with their multiples and adds cash', () => {
    expect(quarterlyProjection(inputs.quarters[0] as ValuationInputs['quarters'][number], { arr: 8, transaction: 3 })).toEqual({
      period: 'Q4/2025', arr_revenue: 1200, transaction_revenue: 400, total_ev: 10800, closing_cash: 1000, ev_plus_cash: 11800,
    });
    expect(quarterLabel('2030-Q4')).toBe('Q4/2030');
  });
});

describe('valuation: the DCF of unlevered free cash flow', () => {
  it('builds free cash flow from EBIT after tax, depreciation, capex and working capital, by year', () => {
    const dcf = discountedCashFlow(inputs, { midYear: false, exitMultiple: 8 });
    expect(dcf.cash_flows.map((f) => f.period)).toEqual(['2026', '2027', '2028', '2029', '2030']);
    expect(dcf.cash_flows[0]).toMatchObject({
      months: 12, ebitda: 13200, ebit: 12000, tax_rate: 0.3, depreciation: 1200, capex: 1800, change_in_working_capital: 600, free_cash_flow: FCF,
    });
    expect(dcf.cash_flows[0]?.taxes_on_ebit).toBeCloseTo(3600, 9);
    expect(dcf.cash_flows[0]?.nopat).toBeCloseTo(8400, 9);
  });

  it('discounts from the end of each year, the Gordon terminal value from the end of 2030', () => {
    const dcf = discountedCashFlow(inputs, { midYear: false, exitMultiple: 8 });
    expect(dcf.cash_flows.map((f) => f.discount_period)).toEqual([1, 2, 3, 4, 5]);
    const pvFlows = [1, 2, 3, 4, 5].reduce((sum, k) => sum + FCF * pv(k), 0);
    expect(dcf.pv_cash_flows).toBeCloseTo(pvFlows, 6);
    expect(dcf.terminal_value).toBeCloseTo((FCF * 1.03) / 0.17, 6);
    expect(dcf.pv_terminal_value).toBeCloseTo(((FCF * 1.03) / 0.17) * pv(5), 6);
    expect(dcf.enterprise_value).toBeCloseTo(pvFlows + ((FCF * 1.03) / 0.17) * pv(5), 6);
    expect(dcf.terminal_share).toBeCloseTo(dcf.pv_terminal_value / dcf.enterprise_value, 12);
  });

  it('with the mid-year convention, counts each year\'s cash half a year sooner, and the perpetuity\'s too', () => {
    const dcf = discountedCashFlow(inputs, { midYear: true, exitMultiple: 8 });
    expect(dcf.cash_flows.map((f) => f.discount_period)).toEqual([0.5, 1.5, 2.5, 3.5, 4.5]);
    expect(dcf.pv_terminal_value).toBeCloseTo(((FCF * 1.03) / 0.17) * pv(4.5), 6);
    // A sale at the exit multiple happens at the end of 2030 either way.
    expect(dcf.terminal.exit_present_value).toBeCloseTo(13200 * 8 * pv(5), 6);
    expect(dcf.enterprise_value).toBeGreaterThan(discountedCashFlow(inputs, { midYear: false, exitMultiple: 8 }).enterprise_value);
  });

  it('cross-checks the growth terminal value with an exit multiple of 2030 EBITDA and states the multiple growth implies', () => {
    const dcf = discountedCashFlow(inputs, { midYear: false, exitMultiple: 10 });
    expect(dcf.terminal.ebitda).toBe(13200);
    expect(dcf.terminal.exit_value).toBe(132000);
    expect(dcf.terminal.implied_exit_multiple).toBeCloseTo(((FCF * 1.03) / 0.17) / 13200, 12);
    expect(dcf.enterprise_value_exit_multiple).toBeCloseTo(dcf.pv_cash_flows + 132000 * pv(5), 6);
  });

  it('starts with the rest of the valuation year as a stub, discounted by the months it lasts', () => {
    const dcf = discountedCashFlow({ ...inputs, valuationMonth: '2026-10' }, { midYear: true, exitMultiple: 8 });
    expect(dcf.valuation_month).toBe('2026-10');
    expect(dcf.cash_flows[0]).toMatchObject({ period: 'Nov–Dec 2026', year: 2026, months: 2, free_cash_flow: 1200 });
    expect(dcf.cash_flows[0]?.discount_period).toBeCloseTo(1 / 12, 12);
    expect(dcf.cash_flows[1]?.discount_period).toBeCloseTo(8 / 12, 12);
    expect(dcf.terminal.years_to_2030).toBeCloseTo(50 / 12, 12);
    expect(discountedCashFlow({ ...inputs, valuationMonth: '2030-11' }, { midYear: false, exitMultiple: 8 }).cash_flows.map((f) => f.period)).toEqual(['Dec 2030']);
  });

  it('taxes no operating loss and gives no terminal value to a business still burning cash in 2030', () => {
    const losing = months.map((m) => ({ ...m, ebitda: -900, ebit: -1000 }));
    const dcf = discountedCashFlow({ ...inputs, months: losing }, { midYear: false, exitMultiple: 8 });
    expect(dcf.cash_flows[0]).toMatchObject({ taxes_on_ebit: 0, nopat: -12000 });
    expect(dcf.terminal_value).toBe(0);
    expect(dcf.terminal.exit_value).toBe(0);
    expect(dcf.terminal.implied_exit_multiple).toBeNull();
    expect(dcf.enterprise_value).toBeCloseTo(dcf.pv_cash_flows, 9);
  });

  it('refuses a discount rate at or below the terminal growth and an exit multiple off its steps', () => {
    expect(() => discountedCashFlow(inputs, { midYear: true, exitMultiple: 8, discountRate: 0.03, terminalGrowth: 0.03 })).toThrow();
    expect(exitMultipleProblem(8)).toBeNull();
    expect([1.5, 20.5, 8.25, Number.NaN].every((v) => exitMultipleProblem(v) !== null)).toBe(true);
    expect(() => discountedCashFlow(inputs, { midYear: true, exitMultiple: 8.25 })).toThrow(/exit multiple/);
  });
});

describe('valuation: the whole answer', () => {
  const result = enterpriseValuation(inputs, { arr: 8, transaction: 3 }, 20_000, { midYear: false, exitMultiple: 8 });

  it('is taken at the end of the valuation month', () => {
    expect(result.valuation_month).toBe('2025-12');
    expect(result.valuation_date).toBe('31 December 2025');
    expect(valuationDateLabel('2026-10')).toBe('31 October 2026');
    expect(valuationDateLabel('2028-02')).toBe('29 February 2028');
  });

  it('builds the waterfall from the first and last quarter', () => {
    expect(result.waterfall_analysis).toEqual({
      starting_position: { ev_plus_cash: 11800, quarter: 'Q4/2025', scenario_name: 'Test' },
      ending_position: { ev_plus_cash: 24600, quarter: 'Q4/2026', scenario_name: 'Test' },
      value_flow: { total_value_creation: 12800, ev_growth: 10800, cash_growth: 2000 },
    });
    expect(result.value_creation_summary.target_achievement_percent).toBe(123);
  });

  it('lists every year’s Q4 run-rates with the year’s revenue and EBITDA', () => {
    expect(result.yearly_progression['2026']).toEqual({ arr_revenue: 2400, transaction_revenue: 800, total_ev: 21600, ev_plus_cash: 24600, revenue: 1300, ebitda: 1000 });
    expect(Object.keys(result.yearly_progression)).toEqual(['2025', '2026']);
  });

  it('values the multiple methods on the run-rates at the valuation date, saying so', () => {
    expect(result.valuation_methods.dcf).toMatchObject({ multiple: null, basis: null, value: result.dcf.enterprise_value });
    expect(result.valuation_methods.arr_multiple).toMatchObject({ value: 9600, multiple: 8, confidence: 85, basis: { of: 'ARR', runRate: 'Dec 2025' } });
    expect(result.valuation_methods.transaction_multiple).toMatchObject({ value: 1200, multiple: 3, basis: { of: 'transaction revenue', runRate: 'Dec 2025' } });
    expect(result.valuation_methods.revenue_multiple.value).toBe(10800);
    expect(result.valuation_methods.revenue_multiple.multiple).toBeCloseTo(10800 / 1600, 10);
    expect(result.valuation_methods.arr_multiple.range).toEqual({ conservative: 7680, base: 9600, optimistic: 12000 });
  });

  it('bridges every method from enterprise to equity value with the cash and loans at the valuation date', () => {
    expect(result.equity_bridge).toEqual({ cash: 5000, debt: 2000, net_cash: 3000 });
    for (const method of Object.values(result.valuation_methods)) expect(method.equity_value).toBe(method.value + 3000);
  });

  it('says why the DCF and the multiples differ: growth of the plan against the run-rate, and the terminal share', () => {
    expect(result.reconciliation).toEqual({
      revenue_run_rate: 1600,
      revenue_2030: 0,
      plan_growth: 0,
      dcf_to_sum_of_parts: result.dcf.enterprise_value / 10800,
      dcf_implied_arr_multiple: result.dcf.enterprise_value / 1200,
      terminal_share: result.dcf.terminal_share,
    });
  });

  it('moves the sum of parts with the multipliers and leaves the DCF', () => {
    const higher = enterpriseValuation(inputs, { arr: 10, transaction: 3 }, 20_000, { midYear: false, exitMultiple: 8 });
    expect(higher.quarterly_projections[0]?.total_ev).toBe(13200);
    expect(higher.valuation_methods.dcf.value).toBe(result.valuation_methods.dcf.value);
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
  const drivers = session.driverValues();
  const modelInputs = valuationInputs(session.cells(), drivers, 'Baseline');
  const kernelInputs = valuationInputs(host.kernel().evaluate(drivers), drivers, 'Baseline');
  const years = session.years();
  const read = ['arr', 'ebit', 'capex', 'own_work_capitalised', 'cash_from_operations', 'cash_from_investing', 'interest_income', 'taxes_paid',
    ...LINES.filter((line) => line.section === 'cf_operating' && line.id.startsWith('cf_change_')).map((line) => line.id)];
  const values = new Map(read.flatMap((id) => [2025, ...FORECAST_YEARS].map((year) => [`${id}@${year}`, session.cells().annual(id, year) ?? Number.NaN] as const)));
  const annual = (id: string, year: number) => values.get(`${id}@${year}`) ?? Number.NaN;
  const result = enterpriseValuation(modelInputs);
  host.destroy();

  it('reads the same inputs from the compiled kernel as from the workbook', () => {
    expect(twinDifferences(kernelInputs, modelInputs)).toEqual([]);
  });

  it('is taken at 31 December 2025 when no month is closed, with the cash of the actuals and the opening loans', () => {
    expect(result.valuation_date).toBe('31 December 2025');
    expect(result.equity_bridge.cash).toBeCloseTo(years[2025]?.closing_cash ?? Number.NaN, 6);
    expect(result.equity_bridge.debt).toBe(0);
    expect(result.valuation_methods.arr_multiple.basis?.runRate).toBe('Dec 2025');
  });

  it('takes ARR as the one run-rate ARR: December recurring revenue × 12', () => {
    expect(modelInputs.runRates.arr).toBeCloseTo(annual('arr', 2025), 6);
    expect(result.quarterly_projections.at(-1)?.arr_revenue).toBeCloseTo(annual('arr', 2030), 6);
    expect(result.yearly_progression['2028']?.arr_revenue).toBeCloseTo(annual('arr', 2028), 6);
  });

  it('projects the 21 quarters Q4/2025 … Q4/2030 with the December cash', () => {
    expect(result.quarterly_projections).toHaveLength(21);
    expect(latestQuarters(result.quarterly_projections).map((q) => q.period)).toEqual(
      ['Q1/2029', 'Q2/2029', 'Q3/2029', 'Q4/2029', 'Q1/2030', 'Q2/2030', 'Q3/2030', 'Q4/2030']);
    const y2026 = result.quarterly_projections.slice(1, 5).reduce((sum, q) => sum + q.transaction_revenue / 4, 0);
    expect(y2026).toBeCloseTo(years[2026]?.transaction_revenue ?? Number.NaN, 4);
    expect(result.quarterly_projections[20]?.closing_cash).toBeCloseTo(years[2030]?.closing_cash ?? Number.NaN, 4);
  });

  it('taxes EBIT at the statutory rate of each year: corporate tax with solidarity surcharge plus 3.5% × the multiplier', () => {
    expect(statutoryTaxRate(drivers, 2026)).toBeCloseTo(0.15 * 1.055 + 0.14, 12);
    expect(statutoryTaxRate(drivers, 2030)).toBeCloseTo(0.12 * 1.055 + 0.14, 12);
    expect(result.dcf.cash_flows.map((f) => f.tax_rate)).toEqual(FORECAST_YEARS.map((year) => statutoryTaxRate(drivers, year)));
  });

  it('discounts 2026–2030 and reconciles each year\'s free cash flow with the cash flow statement', () => {
    expect(result.dcf.cash_flows.map((f) => f.period)).toEqual(['2026', '2027', '2028', '2029', '2030']);
    for (const flow of result.dcf.cash_flows) {
      const y = flow.year;
      expect(flow.ebit).toBeCloseTo(annual('ebit', y), 4);
      expect(flow.capex).toBeCloseTo(annual('capex', y) + annual('own_work_capitalised', y), 4);
      // The working capital's cash effect is the statement's changes of receivables, payables, deferred revenue and VAT.
      const changes = LINES.filter((line) => line.section === 'cf_operating' && line.id.startsWith('cf_change_')).reduce((sum, line) => sum + annual(line.id, y), 0);
      expect(-flow.change_in_working_capital).toBeCloseTo(changes, 4);
      // Unlevered: operating and investing cash flow with the taxes paid and interest received taken out, the tax on EBIT put in.
      const unlevered = annual('cash_from_operations', y) + annual('cash_from_investing', y) - annual('interest_income', y) + annual('taxes_paid', y) - flow.taxes_on_ebit;
      expect(flow.free_cash_flow).toBeCloseTo(unlevered, 4);
    }
  });
});

describe('valuation: after a close', () => {
  const read = parseMonthlyActualsCsv(fs.readFileSync(new URL('../../../fixtures/monthly-actuals-2026.csv', import.meta.url), 'utf8'));
  if (!read.ok) throw new Error('the sample actuals do not parse');
  const lastClosedMonth = latestClosableMonth(read.values) as string;
  const host = createScenarioHost({ ...baselineActuals(), closed: { values: read.values, lastClosedMonth } });
  const session = host.activate({});
  const cells = session.cells();
  const result = enterpriseValuation(valuationInputs(cells, session.driverValues(), 'Baseline'));
  const at = 24 + FORECAST_MONTHS.indexOf(lastClosedMonth);
  const values = new Map(['closing_cash', 'loans', 'recurring_revenue'].map((id) => [id, cells.months(id)[at] ?? Number.NaN]));
  const monthOf = (id: string) => values.get(id) ?? Number.NaN;
  const stubEbitda = cells.months('ebitda').slice(at + 1, 36).reduce((sum: number, value) => sum + (value ?? 0), 0);
  host.destroy();

  it('is taken at the end of the last closed month, with its cash and run-rates', () => {
    expect(lastClosedMonth).toBe('2026-10');
    expect(result.valuation_month).toBe('2026-10');
    expect(result.valuation_date).toBe('31 October 2026');
    expect(result.equity_bridge.cash).toBe(monthOf('closing_cash'));
    expect(result.equity_bridge.debt).toBe(monthOf('loans'));
    expect(result.valuation_methods.arr_multiple.value).toBeCloseTo(monthOf('recurring_revenue') * 12 * 8, 6);
    expect(result.valuation_methods.arr_multiple.basis?.runRate).toBe('Oct 2026');
  });

  it('discounts only the cash flows after it: the rest of 2026, then 2027–2030', () => {
    expect(result.dcf.cash_flows.map((f) => f.period)).toEqual(['Nov–Dec 2026', '2027', '2028', '2029', '2030']);
    expect(result.dcf.cash_flows[0]?.ebitda).toBeCloseTo(stubEbitda, 6);
  });
});
