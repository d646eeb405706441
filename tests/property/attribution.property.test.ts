import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FORECAST_YEARS } from '../../engine/calendar.ts';
import { AnalysisInputError } from '../../engine/analysis/analysisErrors.ts';
import { analysisModel } from '../../engine/analysis/analysisModel.ts';
import { attribution, EXACT_MAX_DRIVERS } from '../../engine/analysis/attribution.ts';
import { driversReaching } from '../../engine/analysis/figureReach.ts';
import { effectiveDrivers } from '../../engine/session/effectiveDrivers.ts';
import { baselineActuals } from '../helpers/fixtures.ts';
import { driverOverrides } from '../helpers/analysisArbitraries.ts';
import { propertyBudget } from '../helpers/propertyBudget.ts';

/**
 * Gap attribution (issue 17): the contributions add up to the difference within €0.01 whether
 * exact or sampled, every driver that differs is listed, and a driver equal in both sets is not.
 */

const actuals = baselineActuals();
const model = analysisModel(actuals);
const FIGURES = ['total_revenue', 'ebitda', 'closing_cash', 'gross_profit', 'rides', 'total_clients', 'arr', 'sales_marketing',
  'gross_margin', 'operating_margin', 'ltv_cac', 'nrr', 'cac', 'cash_runway'];

/** Two driver sets: a scenario, and the same with up to 22 drivers moved (exact up to 10 that reach the figure, sampled beyond). */
const pair = fc.record({
  from: driverOverrides(12),
  moved: fc.oneof(driverOverrides(EXACT_MAX_DRIVERS), driverOverrides(EXACT_MAX_DRIVERS + 12, EXACT_MAX_DRIVERS + 4)),
  figure: fc.constantFrom(...FIGURES),
  year: fc.constantFrom(2025, ...FORECAST_YEARS),
  seed: fc.option(fc.integer({ min: 0, max: 1000 }), { nil: undefined }),
}).map(({ from, moved, ...question }) => ({ from: effectiveDrivers(actuals, from), to: effectiveDrivers(actuals, { ...from, ...moved }), ...question }));

describe('gap attribution', () => {
  it('contributions add up to to_value − from_value within €0.01; exactly the drivers that differ are listed', () => {
    fc.assert(fc.property(pair, ({ from, to, figure, year, seed }) => {
      let result: ReturnType<typeof attribution>;
      try {
        result = attribution(model, { from, to, figure, year, ...(seed === undefined ? {} : { seed }) });
      } catch (error) {
        // A figure without a value (a KPI dividing by zero) has no difference to split.
        if (error instanceof AnalysisInputError && error.code === 'no_value') return;
        throw error;
      }
      const sum = result.contributions.reduce((total, c) => total + c.value, 0);
      // €0.01; figures beyond 10^10 (a driver at 1e-265 dividing a KPI) keep 12 significant digits of their rounding.
      const size = result.contributions.reduce((total, c) => total + Math.abs(c.value), Math.abs(result.from_value) + Math.abs(result.to_value));
      expect(Math.abs(sum - (result.to_value - result.from_value)), JSON.stringify(result)).toBeLessThanOrEqual(Math.max(0.01, 1e-12 * size));
      expect(result.difference).toBe(result.to_value - result.from_value);
      const differing = Object.keys(from).filter((id) => from[id] !== to[id]).sort();
      expect(result.contributions.map((c) => c.driver).sort()).toEqual(differing);
      for (const c of result.contributions) {
        expect(c.from).toBe(from[c.driver]);
        expect(c.to).toBe(to[c.driver]);
        expect(Number.isFinite(c.value) && c.standard_error >= 0).toBe(true);
      }
      const players = differing.filter((id) => driversReaching(figure).has(id));
      expect(result.method).toBe(players.length > EXACT_MAX_DRIVERS ? 'sampled' : 'exact');
      // A driver that cannot reach the figure through the formulas moves it by nothing.
      for (const c of result.contributions) if (!players.includes(c.driver)) expect(c.value).toBe(0);
    }), propertyBudget({ numRuns: 80, seconds: 120 }));
  });
});
