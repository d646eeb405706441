import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { budgetVsActual, favourableDirection, VARIANCE_LINES, VARIANCE_PERIODS, type RevenueSplit } from '../../engine/analysis/budgetVsActual.ts';
import { aggregationOf } from '../../engine/model/aggregation.ts';
import { FLEXED_LINES } from '../../engine/analysis/flexedBudget.ts';
import { payrollEffects } from '../../engine/analysis/payrollSplit.ts';
import { effectiveDrivers } from '../../engine/session/effectiveDrivers.ts';
import { baselineActuals } from '../helpers/fixtures.ts';
import { scenarioDrivers } from '../helpers/analysisArbitraries.ts';
import { propertyBudget } from '../helpers/propertyBudget.ts';
import { monthlyLines, yearOfMonths } from '../helpers/varianceLines.ts';

/**
 * Budget against actual (issue #19): the variances of a year's months add up to its quarters and
 * its year to date, the revenue split adds up to the revenue variance, the same plan and actual
 * give no variance, and lower is favourable for costs only; a flexed cost's volume and spending
 * variances add up to its variance (issue 25); heads and cost per head add up to the payroll
 * variance (issue 28).
 */

const planDrivers = effectiveDrivers(baselineActuals(), {});

const YEAR = 2026;
const FLOW_LINES = VARIANCE_LINES.filter((line) => aggregationOf(line) === 'sum');

const question = fc.record({
  plan: yearOfMonths.map((months) => monthlyLines(months)),
  latest: yearOfMonths.map((months) => monthlyLines(months, 900_000)),
  closedCount: fc.integer({ min: 0, max: 12 }),
});

/** Float sums of a dozen figures up to 10^10 differ from the exact sum in the last digits only. */
function close(a: number, b: number, scale: number): boolean {
  return Math.abs(a - b) <= Math.max(1e-6, 1e-12 * scale);
}

function splitAddsUp(split: RevenueSplit): void {
  const scale = Math.abs(split.plan) + Math.abs(split.actual);
  expect(close(split.volume + split.price_mix + split.other, split.variance, scale), JSON.stringify(split)).toBe(true);
  for (const stream of split.streams) expect(close(stream.volume + stream.price_mix + stream.other, stream.variance, scale)).toBe(true);
  expect(close(split.streams.reduce((sum, s) => sum + s.variance, 0), split.variance, scale)).toBe(true);
}

describe('budget against actual', () => {
  it("months' variances of flow lines sum to the quarter's and the year to date's", () => {
    fc.assert(fc.property(question, ({ plan, latest, closedCount }) => {
      const months = budgetVsActual({ year: YEAR, plan, latest, planDrivers, closedCount, period: 'month' });
      const quarters = budgetVsActual({ year: YEAR, plan, latest, planDrivers, closedCount, period: 'quarter' });
      const ytd = budgetVsActual({ year: YEAR, plan, latest, planDrivers, closedCount, period: 'ytd' });
      for (const line of FLOW_LINES) {
        const monthRows = months.rows.filter((r) => r.line === line);
        expect(monthRows.map((r) => r.actual === null)).toEqual(monthRows.map((_, m) => m >= closedCount));
        const sumOf = (rows: typeof monthRows) => rows.reduce((sum, r) => sum + (r.variance ?? 0), 0);
        const scale = monthRows.reduce((sum, r) => sum + Math.abs(r.plan) + Math.abs(r.actual ?? 0), 0);
        quarters.rows.filter((r) => r.line === line).forEach((quarter, q) => {
          const inQuarter = monthRows.slice(q * 3, q * 3 + 3);
          expect(quarter.months_closed).toBe(inQuarter.filter((r) => r.actual !== null).length);
          if (quarter.months_closed === 0) expect(quarter.variance).toBeNull();
          else expect(close(quarter.variance ?? NaN, sumOf(inQuarter), scale)).toBe(true);
        });
        const ytdRow = ytd.rows.find((r) => r.line === line);
        if (closedCount === 0) expect(ytdRow?.variance).toBeNull();
        else expect(close(ytdRow?.variance ?? NaN, sumOf(monthRows), scale)).toBe(true);
      }
    }), propertyBudget({ numRuns: 150 }));
  });

  it('volume + price/mix + other is the revenue variance of every period and of the full year', () => {
    fc.assert(fc.property(question, fc.constantFrom(...VARIANCE_PERIODS), ({ plan, latest, closedCount }, period) => {
      const result = budgetVsActual({ year: YEAR, plan, latest, planDrivers, closedCount, period });
      expect(result.revenue_split.periods.length).toBe(result.rows.filter((r) => r.line === 'total_revenue' && r.actual !== null).length);
      for (const split of result.revenue_split.periods) {
        splitAddsUp(split);
        expect(split.variance).toBe(result.rows.find((r) => r.line === 'total_revenue' && r.period === split.period)?.variance);
      }
      splitAddsUp(result.revenue_split.full_year);
      expect(result.revenue_split.full_year.variance).toBe(result.full_year.find((r) => r.line === 'total_revenue')?.variance);
    }), propertyBudget({ numRuns: 150 }));
  });

  it('the same plan and actual give no variance, no favourable or unfavourable line and a split of zeros', () => {
    fc.assert(fc.property(yearOfMonths, fc.integer({ min: 0, max: 12 }), fc.constantFrom(...VARIANCE_PERIODS), (months, closedCount, period) => {
      const lines = monthlyLines(months);
      const result = budgetVsActual({ year: YEAR, plan: lines, latest: lines, planDrivers, closedCount, period });
      for (const row of result.rows) {
        expect(row.variance === null || row.variance === 0).toBe(true);
        expect(row.favourable).toBeNull();
      }
      for (const row of result.full_year) expect([row.variance, row.favourable]).toEqual([0, null]);
      for (const split of [...result.revenue_split.periods, result.revenue_split.full_year]) {
        expect([split.variance, split.volume, split.price_mix, split.other]).toEqual([0, 0, 0, 0]);
      }
    }), propertyBudget({ numRuns: 100 }));
  });

  it('lower is favourable for costs, higher for everything else; swapping plan and actual flips every judgement', () => {
    fc.assert(fc.property(question, fc.constantFrom(...VARIANCE_PERIODS), ({ plan, latest, closedCount }, period) => {
      const result = budgetVsActual({ year: YEAR, plan, latest, planDrivers, closedCount, period });
      const swapped = budgetVsActual({ year: YEAR, plan: latest, latest: plan, planDrivers, closedCount, period });
      result.rows.forEach((row, i) => {
        const other = swapped.rows[i];
        if (row.variance === null || row.variance === 0) {
          expect(row.favourable).toBeNull();
          return;
        }
        const cost = favourableDirection(row.line) === 'lower';
        expect(row.favourable).toBe(cost ? row.variance < 0 : row.variance > 0);
        expect(other?.variance).toBe(-row.variance);
        expect(other?.favourable).toBe(!row.favourable);
      });
      expect(['cost_of_goods_sold', 'employees', 'total_operating_expenses'].every((line) => favourableDirection(line) === 'lower')).toBe(true);
      expect(['total_revenue', 'gross_profit', 'ebitda', 'rides', 'medical_clients', 'closing_cash'].every((line) => favourableDirection(line) === 'higher')).toBe(true);
    }), propertyBudget({ numRuns: 100 }));
  });

  it('with no month closed there is no actual, no period split, and the latest estimate is the forecast', () => {
    fc.assert(fc.property(question, fc.constantFrom(...VARIANCE_PERIODS), ({ plan, latest }, period) => {
      const result = budgetVsActual({ year: YEAR, plan, latest, planDrivers, closedCount: 0, period });
      expect(result.closed_through).toBeNull();
      expect(result.rows.every((row) => row.actual === null && row.variance === null && row.months_closed === 0)).toBe(true);
      expect(result.revenue_split.periods).toEqual([]);
      for (const row of result.full_year) {
        const forecast = latest[row.line] ?? [];
        const expected = aggregationOf(row.line) === 'last' ? forecast[11] : forecast.reduce((a, b) => a + b, 0);
        expect(row.latest_estimate).toBe(expected);
      }
    }), propertyBudget({ numRuns: 60 }));
  });

  it('a flexed cost\'s volume and spending variances add up to its variance, in every period and the full year; its months add up to the quarter', () => {
    const withDrivers = fc.record({ question, drivers: scenarioDrivers(baselineActuals(), 6), period: fc.constantFrom(...VARIANCE_PERIODS) });
    fc.assert(fc.property(withDrivers, ({ question: { plan, latest, closedCount }, drivers, period }) => {
      const result = budgetVsActual({ year: YEAR, plan, latest, planDrivers: drivers, closedCount, period });
      for (const row of [...result.rows, ...result.full_year]) {
        const actual = 'latest_estimate' in row ? row.latest_estimate : row.actual;
        if (!FLEXED_LINES.has(row.line) || actual === null) {
          expect([row.flexed_plan, row.volume_variance, row.spending_variance, row.spending_favourable]).toEqual([null, null, null, null]);
          continue;
        }
        const scale = Math.abs(row.plan) + Math.abs(actual) + Math.abs(row.flexed_plan ?? 0);
        expect(close((row.volume_variance ?? NaN) + (row.spending_variance ?? NaN), row.variance ?? NaN, scale), JSON.stringify(row)).toBe(true);
        expect(close((row.flexed_plan ?? NaN) - row.plan, row.volume_variance ?? NaN, scale)).toBe(true);
        expect(row.spending_favourable).toBe(row.spending_variance === 0 ? null : (row.spending_variance ?? 0) < 0);
      }
      const months = budgetVsActual({ year: YEAR, plan, latest, planDrivers: drivers, closedCount, period: 'month' });
      const quarters = budgetVsActual({ year: YEAR, plan, latest, planDrivers: drivers, closedCount, period: 'quarter' });
      for (const line of FLEXED_LINES) {
        quarters.rows.filter((r) => r.line === line && r.actual !== null).forEach((quarter) => {
          const q = Number(quarter.period.slice(-1)) - 1;
          const inQuarter = months.rows.filter((r) => r.line === line).slice(q * 3, q * 3 + quarter.months_closed);
          const scale = inQuarter.reduce((sum, r) => sum + Math.abs(r.flexed_plan ?? 0), 0);
          expect(close(quarter.volume_variance ?? NaN, inQuarter.reduce((sum, r) => sum + (r.volume_variance ?? 0), 0), scale)).toBe(true);
        });
      }
    }), propertyBudget({ numRuns: 100 }));
  });

  it('with the actual volumes of the plan, the flexed budget is the plan and the whole variance is spending', () => {
    fc.assert(fc.property(question, ({ plan, latest, closedCount }) => {
      // The plan's volumes with the actual's costs: nothing to flex.
      const sameVolumes = { ...latest, ...Object.fromEntries(['rides', 'medical_rides', 'medical_clients', 'transaction_revenue', 'total_revenue'].map((line) => [line, plan[line] as readonly number[]])) };
      const result = budgetVsActual({ year: YEAR, plan, latest: sameVolumes, planDrivers, closedCount, period: 'month' });
      for (const row of result.rows.filter((r) => FLEXED_LINES.has(r.line) && r.actual !== null)) {
        expect(row.volume_variance).toBe(0);
        expect(row.flexed_plan).toBe(row.plan);
        expect(row.spending_variance).toBe(row.variance);
      }
    }), propertyBudget({ numRuns: 100 }));
  });

  it('heads + cost per head is the payroll variance, for any payroll and FTE-months on either side', () => {
    // FTE-months are none or at least a hundredth of a person for a month (a plan's hire delayed by a fraction of a month).
    const side = fc.record({
      payroll: fc.double({ min: 0, max: 1e9, noNaN: true }),
      fteMonths: fc.oneof(fc.constant(0), fc.double({ min: 0.01, max: 1e5, noNaN: true })),
    });
    fc.assert(fc.property(side, side, (plan, actual) => {
      const { heads, cost_per_head } = payrollEffects(plan, actual);
      const variance = actual.payroll - plan.payroll;
      expect(close(heads + cost_per_head, variance, Math.abs(plan.payroll) + Math.abs(actual.payroll) + Math.abs(heads)), JSON.stringify({ plan, actual, heads, cost_per_head })).toBe(true);
      if (plan.fteMonths === 0) expect(heads).toBe(variance);
      else expect(close(heads, (actual.fteMonths - plan.fteMonths) * (plan.payroll / plan.fteMonths), Math.abs(heads))).toBe(true);
    }), propertyBudget({ numRuns: 300 }));
  });

  it('the payroll split of every period with a closed month adds up to the Employees variance when its months report FTEs, and is left out when one does not', () => {
    const reported = fc.array(fc.boolean(), { minLength: 12, maxLength: 12 });
    fc.assert(fc.property(question, reported, fc.constantFrom(...VARIANCE_PERIODS), ({ plan, latest, closedCount }, headcountReported, period) => {
      const result = budgetVsActual({ year: YEAR, plan, latest, planDrivers, closedCount, period, headcountReported });
      expect(result.payroll_split.periods.map((split) => split.period)).toEqual(result.rows.filter((r) => r.line === 'employees' && r.actual !== null).map((r) => r.period));
      for (const split of result.payroll_split.periods) {
        const row = result.rows.find((r) => r.line === 'employees' && r.period === split.period);
        expect(split.variance).toBe(row?.variance);
        if (split.months_without_headcount.length > 0) {
          expect([split.heads, split.cost_per_head, split.actual_fte_months]).toEqual([null, null, null]);
          continue;
        }
        const scale = Math.abs(split.plan) + Math.abs(split.actual) + Math.abs(split.heads ?? 0);
        expect(close((split.heads ?? NaN) + (split.cost_per_head ?? NaN), split.variance, scale), JSON.stringify(split)).toBe(true);
      }
      const missing = result.payroll_split.periods.flatMap((split) => split.months_without_headcount);
      expect(missing).toEqual(missing.filter((month) => headcountReported[Number(month.slice(5, 7)) - 1] === false));
    }), propertyBudget({ numRuns: 150 }));
  });
});
