import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Actuals } from '../../engine/actuals/schema.ts';
import { ACTUAL_MONTHS, FORECAST_MONTHS, FORECAST_YEARS } from '../../engine/calendar.ts';
import { createKernelEvaluator } from '../../engine/kernel/evaluator.ts';
import { BALANCE_SHEET_ROWS } from '../../engine/model/statements.ts';
import { effectiveDrivers } from '../../engine/session/effectiveDrivers.ts';
import { createModelSession } from '../../engine/session/session.ts';
import type { ModelCells } from '../../engine/workbook/cells.ts';
import { baselineActuals } from '../helpers/fixtures.ts';
import { anyDriverSet } from '../helpers/driverArbitrary.ts';
import { closedMonths } from '../helpers/closedMonthsArbitrary.ts';
import { openingBalanceArbitrary } from '../helpers/openingBalanceArbitrary.ts';
import { propertyBudget } from '../helpers/propertyBudget.ts';

/**
 * The three statements (docs/model.md "Balance sheet", "Cash flow statement", "Income taxes"):
 * for random drivers inside their bounds — funding events included: equity rounds and loans of
 * every repayment type in any month —, random opening balances and random closed months, the
 * balance sheet balances in every month to half a cent, the three cash flows add up to the change
 * in cash, and the taxes behave as the law says. The kernel is checked on many cases, the workbook
 * of record on fewer (the twin property holds them equal cell for cell).
 */

const HALF_CENT = 0.005;
const baseline = baselineActuals();
const FIRST = ACTUAL_MONTHS.length;
const MONTHS = FORECAST_MONTHS.map((_, i) => FIRST + i);

const scenario = fc.record({
  drivers: anyDriverSet,
  openingBalance: openingBalanceArbitrary,
  closed: closedMonths(24),
}).map(({ drivers, openingBalance, closed }): { actuals: Actuals; drivers: Record<string, number> } => ({
  actuals: { ...baseline, settings: { ...baseline.settings, ...openingBalance }, closed },
  drivers,
}));

function kernelCellsOf(actuals: Actuals, drivers: Record<string, number>): ModelCells {
  return createKernelEvaluator(actuals).evaluate(effectiveDrivers(actuals, drivers));
}

/** A month's value, NaN when the model has none (so a comparison with it fails). */
const at = (cells: ModelCells, id: string, month: number): number => cells.months(id)[month] ?? NaN;

/**
 * Half a cent, for every balance sheet up to €5bn. Random drivers reach balance sheets of hundreds
 * of billions, where a double's own rounding (1.1e-16 of each sum), accumulated over 60 months of
 * roll-forward and some twenty flows a month, passes half a cent: there the check is held to 1e-12
 * of the largest balance the scenario reaches.
 */
function tolerance(cells: ModelCells): number {
  const largest = Math.max(...BALANCE_SHEET_ROWS.flatMap((id) => MONTHS.map((month) => Math.abs(at(cells, id, month)))));
  return Math.max(HALF_CENT, largest * 1e-12);
}

function expectBalanced(cells: ModelCells): void {
  const allowed = tolerance(cells);
  for (const month of MONTHS) {
    const check = at(cells, 'balance_check', month);
    expect(Math.abs(check), `balance check ${FORECAST_MONTHS[month - FIRST]}`).toBeLessThanOrEqual(allowed);
  }
}

describe('the three statements (fast-check)', () => {
  it('the balance sheet balances in every month, kernel and workbook, for random drivers, funding events, opening balances and closed months', () => {
    fc.assert(fc.property(scenario, ({ actuals, drivers }) => {
      expectBalanced(kernelCellsOf(actuals, drivers));
    }), propertyBudget({ numRuns: 200, seconds: 60 }));
    fc.assert(fc.property(scenario, ({ actuals, drivers }) => {
      const session = createModelSession({ actuals, drivers });
      try {
        expectBalanced(session.cells());
      } finally {
        session.destroy();
      }
    }), propertyBudget({ numRuns: 10, seconds: 90 }));
  }, 180_000);

  it('operating, investing and financing cash flows add up to the change in cash, every month and every year', () => {
    fc.assert(fc.property(scenario, ({ actuals, drivers }) => {
      const cells = kernelCellsOf(actuals, drivers);
      for (const month of MONTHS) {
        const flows = at(cells, 'cash_from_operations', month) + at(cells, 'cash_from_investing', month) + at(cells, 'cash_from_financing', month);
        // The month before January 2026 is December 2025 of the actuals, the opening balance's cash.
        const change = at(cells, 'closing_cash', month) - at(cells, 'closing_cash', month - 1);
        expect(Math.abs(flows - change), FORECAST_MONTHS[month - FIRST]).toBeLessThanOrEqual(HALF_CENT + Math.abs(change) * 1e-12);
        expect(at(cells, 'cash', month)).toBe(at(cells, 'closing_cash', month));
      }
      for (const year of FORECAST_YEARS) {
        const flows = ['cash_from_operations', 'cash_from_investing', 'cash_from_financing'].reduce((sum, id) => sum + (cells.annual(id, year) ?? NaN), 0);
        const change = (cells.annual('closing_cash', year) ?? NaN) - (cells.annual('closing_cash', year - 1) ?? NaN);
        expect(Math.abs(flows - change), String(year)).toBeLessThanOrEqual(HALF_CENT + Math.abs(change) * 1e-12);
      }
    }), propertyBudget({ numRuns: 150, seconds: 60 }));
  }, 90_000);

  it('income taxes are never negative for a year, nothing while the carry-forward covers the income, and the carry-forwards never go below zero', () => {
    fc.assert(fc.property(scenario, ({ actuals, drivers }) => {
      const cells = kernelCellsOf(actuals, drivers);
      for (const month of MONTHS) {
        for (const ytd of ['corporate_tax_ytd', 'trade_tax_ytd']) expect(at(cells, ytd, month), ytd).toBeGreaterThanOrEqual(0);
        for (const carry of ['kst_loss_carryforward', 'gewst_loss_carryforward']) expect(at(cells, carry, month), carry).toBeGreaterThanOrEqual(-HALF_CENT);
        // Income up to the carry-forward and up to €1M is offset in full: no corporate tax on it.
        const income = at(cells, 'taxable_income_ytd', month);
        if (income <= Math.min(1_000_000, at(cells, 'kst_carryforward_open', month))) expect(at(cells, 'corporate_tax_ytd', month)).toBe(0);
      }
      for (const year of FORECAST_YEARS) {
        const taxes = cells.annual('income_taxes', year) ?? NaN;
        expect(taxes, String(year)).toBeGreaterThanOrEqual(-HALF_CENT);
        const december = FIRST + (year - FORECAST_YEARS[0]) * 12 + 11;
        expect(Math.abs(taxes - at(cells, 'income_taxes_ytd', december))).toBeLessThanOrEqual(HALF_CENT + Math.abs(taxes) * 1e-12);
      }
    }), propertyBudget({ numRuns: 150, seconds: 60 }));
  }, 90_000);

  it('an equity round moves cash and equity by the same amount in its month and leaves the P&L as it was', () => {
    fc.assert(fc.property(anyDriverSet, fc.integer({ min: 0, max: FORECAST_MONTHS.length - 1 }), fc.integer({ min: 1, max: 50_000_000 }), (drivers, monthIndex, amount) => {
      const month = FORECAST_MONTHS[monthIndex] as string;
      const base = { ...drivers, equity_round_1_amount: 0 };
      const withRound = { ...base, equity_round_1_month: Number(month.replace('-', '')), equity_round_1_amount: amount };
      const before = kernelCellsOf(baseline, base);
      const after = kernelCellsOf(baseline, withRound);
      const i = FIRST + monthIndex;
      const moved = (id: string) => at(after, id, i) - at(before, id, i);
      // Interest on cash starts the month after, so the round's own month moves cash and equity only by the round.
      expect(Math.abs(moved('cash') - amount)).toBeLessThanOrEqual(HALF_CENT + amount * 1e-12);
      expect(Math.abs(moved('total_equity') - amount)).toBeLessThanOrEqual(HALF_CENT + amount * 1e-12);
      expect(at(after, 'ebitda', i)).toBe(at(before, 'ebitda', i));
      for (const id of BALANCE_SHEET_ROWS) expect(Number.isFinite(at(after, id, i)), id).toBe(true);
    }), propertyBudget({ numRuns: 100, seconds: 30 }));
  }, 60_000);
});
