import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HyperFormula } from 'hyperformula';
import { effectiveDrivers } from '../../engine/session/effectiveDrivers.ts';
import { compileWorkbook, SHEET } from '../../engine/workbook/compile.ts';
import { planRowCells, planRowIds } from '../../engine/headcount/planRows.ts';
import { DEFAULT_DEPARTMENTS } from '../../engine/headcount/plan.ts';
import { HEADCOUNT_SHEET, POSITIONS_SHEET } from '../../engine/workbook/headcountSheet.ts';
import { baselineActuals } from '../helpers/fixtures.ts';
import { headcountPlan } from '../helpers/headcountArbitrary.ts';
import { propertyBudget } from '../helpers/propertyBudget.ts';

/**
 * The Excel export's Headcount sheet is the plan's arithmetic as live formulas: evaluated by
 * HyperFormula, its totals (the Monthly sheet's plan rows) equal what both evaluators compute
 * with engine/headcount/series.ts, for random plans, raises, hiring delays and accident rates.
 */
const BUDGET = { numRuns: 25, seconds: 120 };

describe('the headcount plan as live formulas', () => {
  it('evaluates to the plan rows of the plan\'s arithmetic', () => {
    const actuals = baselineActuals();
    fc.assert(fc.property(
      headcountPlan(10),
      fc.record({
        employee_cost_growth_annual: fc.double({ min: 0, max: 20, noNaN: true }),
        accident_insurance_rate: fc.double({ min: 0, max: 10, noNaN: true }),
        hiring_delay_months: fc.oneof(fc.integer({ min: 0, max: 12 }), fc.double({ min: 0, max: 12, noNaN: true })),
      }),
      (plan, overrides) => {
        const drivers = effectiveDrivers(actuals, overrides);
        const compiled = compileWorkbook(actuals, drivers, { driverRefs: 'names', headcount: plan, planRows: 'formulas' });
        expect(compiled.sheets[POSITIONS_SHEET]?.length).toBe(plan.positions.length + 1);
        const hf = HyperFormula.buildFromSheets(compiled.sheets, { licenseKey: 'gpl-v3', precisionEpsilon: 0, smartRounding: false }, compiled.names);
        try {
          const monthly = hf.getSheetValues(hf.getSheetId(SHEET.monthly) as number);
          const expected = planRowCells(plan, drivers, DEFAULT_DEPARTMENTS);
          expect(hf.getSheetId(HEADCOUNT_SHEET)).toBeDefined();
          for (const id of planRowIds(DEFAULT_DEPARTMENTS)) {
            const row = monthly.find((cells) => cells[0] === id) ?? [];
            (expected.get(id) as number[]).forEach((value, c) => {
              const got = row[c + 1];
              if (typeof got !== 'number' || Math.abs(got - value) > 1e-9 * Math.max(1, Math.abs(value))) {
                throw new Error(`${id} column ${c}: formulas ${String(got)}, arithmetic ${value}`);
              }
            });
          }
        } finally {
          hf.destroy();
        }
      },
    ), propertyBudget(BUDGET));
  }, 180_000);
});
