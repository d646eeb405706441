import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ALL_MONTHS, FORECAST_MONTHS, yearOf } from '../../engine/calendar.ts';
import { createKernelEvaluator } from '../../engine/kernel/evaluator.ts';
import {
  EXIT_MULTIPLE_BOUNDS, EXIT_MULTIPLE_STEP, enterpriseValuation, valuationInputs,
} from '../../engine/analysis/valuation.ts';
import { baselineActuals } from '../helpers/fixtures.ts';
import { scenarioDrivers } from '../helpers/analysisArbitraries.ts';
import { closedMonths } from '../helpers/closedMonthsArbitrary.ts';
import { propertyBudget } from '../helpers/propertyBudget.ts';

/**
 * The DCF of issue 25 on random in-bounds drivers and random closes, through the compiled kernel:
 * it is taken at the end of the last closed month, discounts exactly the months after it, each
 * period's unlevered free cash flow is the cash flow statement's operating and investing cash
 * flow without interest received and taxes paid but with the tax on EBIT, and every method bridges
 * to equity with the cash and loans of the valuation month.
 */

const actuals = baselineActuals();
const exitMultiple = fc.integer({ min: EXIT_MULTIPLE_BOUNDS.min / EXIT_MULTIPLE_STEP, max: EXIT_MULTIPLE_BOUNDS.max / EXIT_MULTIPLE_STEP }).map((k) => k * EXIT_MULTIPLE_STEP);

describe('valuation: the DCF against the three statements', () => {
  it('discounts the months after the last closed month, each period\'s free cash flow reconciling with the cash flow statement, and bridges to equity', () => {
    fc.assert(fc.property(scenarioDrivers(actuals), closedMonths(14), fc.boolean(), exitMultiple, (drivers, closed, midYear, multiple) => {
      const evaluator = createKernelEvaluator({ ...actuals, closed });
      const cells = evaluator.evaluate(drivers);
      const result = enterpriseValuation(valuationInputs(cells, drivers, 'Property'), { arr: 8, transaction: 3 }, 100_000_000, { midYear, exitMultiple: multiple });
      const valuationMonth = closed.lastClosedMonth ?? '2025-12';
      expect(result.valuation_month).toBe(valuationMonth);

      const month = (id: string) => cells.months(id).slice(ALL_MONTHS.length - FORECAST_MONTHS.length).map((v) => v ?? Number.NaN);
      const [fromOperations, fromInvesting, interestIncome, taxesPaid] = ['cash_from_operations', 'cash_from_investing', 'interest_income', 'taxes_paid'].map(month) as number[][];
      const after = FORECAST_MONTHS.map((m, i) => [m, i] as const).filter(([m]) => m > valuationMonth);
      expect(result.dcf.cash_flows.reduce((sum, flow) => sum + flow.months, 0)).toBe(after.length);
      for (const flow of result.dcf.cash_flows) {
        const own = after.filter(([m]) => yearOf(m) === flow.year).map(([, i]) => i);
        expect(flow.months).toBe(own.length);
        const statement = own.reduce((sum, i) => sum + (fromOperations?.[i] ?? 0) + (fromInvesting?.[i] ?? 0) - (interestIncome?.[i] ?? 0) + (taxesPaid?.[i] ?? 0), 0);
        const scale = Math.max(1, Math.abs(statement), Math.abs(flow.taxes_on_ebit));
        expect(Math.abs(flow.free_cash_flow - (statement - flow.taxes_on_ebit)) / scale, `${flow.period}`).toBeLessThan(1e-9);
        expect(flow.taxes_on_ebit).toBeGreaterThanOrEqual(0);
        expect(flow.present_value).toBeCloseTo(flow.free_cash_flow * flow.discount_factor, 6);
      }

      const { dcf } = result;
      expect(dcf.enterprise_value).toBeCloseTo(dcf.pv_cash_flows + dcf.pv_terminal_value, 4);
      expect(dcf.enterprise_value_exit_multiple).toBeCloseTo(dcf.pv_cash_flows + dcf.terminal.exit_present_value, 4);
      expect(dcf.terminal.exit_value).toBe(dcf.terminal.ebitda > 0 ? dcf.terminal.ebitda * multiple : 0);
      expect(dcf.terminal_value).toBeGreaterThanOrEqual(0);

      const at = ALL_MONTHS.indexOf(valuationMonth);
      expect(result.equity_bridge.cash).toBe(cells.months('closing_cash')[at] ?? 0);
      for (const method of Object.values(result.valuation_methods)) {
        expect(method.equity_value).toBeCloseTo(method.value + result.equity_bridge.cash - result.equity_bridge.debt, 4);
      }
    }), propertyBudget({ numRuns: 60, seconds: 60 }));
  });
});
