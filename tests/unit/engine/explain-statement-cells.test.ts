import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { propertyBudget } from '../../helpers/propertyBudget.ts';
import { createModelSession, type ModelSession } from '../../../engine/session/session.ts';
import { PNL_ROWS } from '../../../engine/model/statements.ts';
import { ACTUAL_FIELDS } from '../../../engine/actuals/schema.ts';
import { ACTUAL_DERIVED } from '../../../engine/model/actualsSheet.ts';
import { monthsOfQuarter } from '../../../engine/session/quarterExplain.ts';
import { readableFormula } from '../../../engine/session/businessNames.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

let session: ModelSession;
beforeAll(() => {
  session = createModelSession({ actuals: baselineActuals() });
});
afterAll(() => session.destroy());

const QUARTERS = ['2024-Q1', '2025-Q4', '2026-Q1', '2028-Q3', '2030-Q4'];

describe('explaining a quarter of the statement', () => {
  it('names the three months of a quarter', () => {
    expect(monthsOfQuarter('2026-Q1')).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(monthsOfQuarter('2030-Q4')).toEqual(['2030-10', '2030-11', '2030-12']);
    expect(() => monthsOfQuarter('2026-Q5')).toThrow();
  });

  it('has exactly the value the quarterly statement shows, for every P&L row (actual and forecast quarters)', () => {
    fc.assert(fc.property(fc.constantFrom(...PNL_ROWS), fc.constantFrom(...QUARTERS), (id, quarter) => {
      const statement = session.statement({ period: 'quarter', from: quarter, to: quarter, lines: [id] });
      const explanation = session.explain({ sheet: 'Quarters', id, period: quarter });
      expect(explanation.value).toBe(statement.rows[0]?.values[0]);
      // A line the 2024–2025 baseline holds no actuals for (depreciation, taxes) has no months to show there.
      const months = quarter < '2026' && !ACTUAL_FIELDS.includes(id) && !ACTUAL_DERIVED.some((row) => row.id === id) ? [] : monthsOfQuarter(quarter);
      expect(explanation.inputs.map((input) => input.ref)).toEqual(months.map((period) => ({
        sheet: quarter < '2026' ? 'Actuals' : 'Monthly', id, period,
      })));
    }), propertyBudget({ numRuns: 40 }));
  });

  it('shows its formula in business names and the months as inputs that add up to it', () => {
    const explanation = session.explain({ sheet: 'Quarters', id: 'total_revenue', period: '2027-Q2' });
    expect(explanation.readable_formula).toBe('SUM(Total revenue, 2027-04 … 2027-06)');
    expect(explanation.unit).toBe('€');
    const sum = explanation.inputs.reduce((total, input) => total + (input.value ?? 0), 0);
    expect(sum).toBeCloseTo(explanation.value ?? NaN, 6);
    expect(explanation.drivers.map((d) => d.id)).toContain('transport_avg_ride_cost');
  });
});

describe('formulas in business names', () => {
  it('replaces ids by names, marks previous months and writes × and ÷', () => {
    const explanation = session.explain({ sheet: 'Monthly', id: 'transaction_revenue', period: '2030-06' });
    expect(explanation.readable_formula).toBe('Medical rides (booked) × Transaction revenue per medical ride');
    expect(explanation.inputs.map((i) => [i.name, i.unit])).toEqual([['Medical rides (booked)', 'rides'], ['Transaction revenue per medical ride', '€/trip']]);
    expect(readableFormula('prev(medical_clients) * medical_client_growth_rate / 100')).toBe('Medical clients (EOP) (previous month) × Medical Client Growth Rate ÷ 100');
    expect(readableFormula('Direct value')).toBe('Direct value');
  });
});
