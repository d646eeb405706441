import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ACTUAL_MONTHS } from '../../engine/calendar.ts';
import { parseActualsCsv, serializeActualsCsv } from '../../engine/actuals/csv.ts';
import { applyDataMask, deriveDataMask, OPERATING_EXPENSE_LINES } from '../../engine/actuals/dataMask.ts';
import { readBaselineImport } from '../../engine/actuals/importCsv.ts';
import { apportion } from '../../engine/actuals/rescale.ts';
import { failedBaselineRules } from '../../engine/actuals/validation.ts';
import { openingBalanceArbitrary } from '../helpers/openingBalanceArbitrary.ts';
import { propertyBudget } from '../helpers/propertyBudget.ts';
import { sumOfYear, type ActualField, type Actuals, type BaselineSettings, seriesOf } from '../../engine/actuals/schema.ts';

const BUDGET = { numRuns: 60 };
const months = (arb: fc.Arbitrary<number>) => fc.array(arb, { minLength: 24, maxLength: 24 });
const euros = (max: number) => months(fc.integer({ min: 0, max }));
const month = fc.constantFrom(...ACTUAL_MONTHS, '2026-10', '2030-12');
// Texts a user might type, including ones a spreadsheet would run as a formula.
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('=1+1', "'=x", "'", '-5 %', '@SUM(A1)', '+49 30', 'a,"b"'));

/** Any baseline that satisfies the CSV's monthly identities (the parser refuses the others). */
const actualsArb: fc.Arbitrary<Actuals> = fc.record({
  one_time_revenue: euros(20_000), medical_recurring_revenue: euros(80_000), transport_recurring_revenue: euros(60_000),
  transaction_revenue: euros(50_000), cost_of_goods_sold: euros(30_000),
  employees: euros(150_000), sales_marketing: euros(20_000), hosting_licenses: euros(12_000), office_infrastructure: euros(10_000),
  legal_tax: euros(9_000), bfs_factoring: euros(7_000), bonus_pool_tc: euros(6_000), bonus_pool_mc: euros(2_000),
  rounding_adjustment: months(fc.integer({ min: -3, max: 3 })),
  medical_rides: euros(40_000), transport_rides: euros(30_000), inpatient_clients: euros(300), outpatient_clients: euros(150),
  transport_clients: euros(80), new_medical_clients: euros(6), new_transport_clients: euros(4),
  ftes: months(fc.integer({ min: 0, max: 4000 }).map((n) => n / 100)),
}).chain((leaves) => fc.record({
  opening_cash: fc.integer({ min: -1_000_000, max: 5_000_000 }),
  monthly_growth_rate: fc.integer({ min: 0, max: 500 }).map((n) => n / 10),
  capital_injection_date: fc.constantFrom(...ACTUAL_MONTHS),
  capital_injection_amount: fc.integer({ min: 1_000_000, max: 100_000_000 }),
  target_runway_months: fc.integer({ min: 0, max: 60 }),
  operational_breakeven_date: month,
  target_monthly_improvement: fc.integer({ min: 0, max: 500_000 }),
  last_updated: text, data_source: text, validation_period: text,
  openingBalance: openingBalanceArbitrary,
}).map(({ openingBalance, ...settings }): Actuals => {
  const v = leaves as Record<string, number[]>;
  const each = (f: (m: number) => number) => Array.from({ length: 24 }, (_, m) => f(m));
  const at = (field: string, m: number) => seriesOf(v, field)?.[m] ?? 0;
  const recurring = each((m) => at('medical_recurring_revenue', m) + at('transport_recurring_revenue', m));
  const total = each((m) => at('one_time_revenue', m) + (recurring[m] ?? 0) + at('transaction_revenue', m));
  const gross = each((m) => (total[m] ?? 0) - at('cost_of_goods_sold', m));
  const opex = each((m) => [...OPERATING_EXPENSE_LINES, 'rounding_adjustment'].reduce((s, l) => s + at(l, m), 0));
  const values = {
    ...leaves, recurring_revenue: recurring, total_revenue: total, gross_profit: gross, total_operating_expenses: opex,
    ebitda: each((m) => (gross[m] ?? 0) - (opex[m] ?? 0)), rides: each((m) => at('medical_rides', m) + at('transport_rides', m)),
  } as Record<ActualField, number[]>;
  return { values, settings: { ...settings, ...openingBalance } as BaselineSettings };
}));

function identitiesHold(actuals: Actuals): boolean {
  const v = actuals.values;
  return ACTUAL_MONTHS.every((_, m) => {
    const at = (field: ActualField) => seriesOf(v, field)[m] ?? NaN;
    return at('recurring_revenue') === at('medical_recurring_revenue') + at('transport_recurring_revenue')
      && at('total_revenue') === at('one_time_revenue') + at('recurring_revenue') + at('transaction_revenue')
      && at('gross_profit') === at('total_revenue') - at('cost_of_goods_sold')
      && at('total_operating_expenses') === [...OPERATING_EXPENSE_LINES, 'rounding_adjustment' as const].reduce((s, l) => s + at(l), 0)
      && at('ebitda') === at('gross_profit') - at('total_operating_expenses')
      && at('rides') === at('medical_rides') + at('transport_rides');
  });
}

describe('baseline CSV (fast-check)', () => {
  it('export then import gives back the same baseline: parse ∘ serialize is the identity', () => {
    fc.assert(fc.property(actualsArb, (actuals) => {
      const parsed = parseActualsCsv(serializeActualsCsv(actuals));
      expect(parsed.ok).toBe(true);
      expect(parsed.ok && parsed.actuals).toEqual(actuals);
    }), propertyBudget(BUDGET));
  });

  it('importing an export of the current baseline previews no change', () => {
    fc.assert(fc.property(actualsArb, (actuals) => {
      // A baseline that breaks a part 1 §5 rule is refused on import (tested in tests/unit).
      fc.pre(failedBaselineRules(deriveDataMask(actuals)).length === 0);
      const result = readBaselineImport(serializeActualsCsv(actuals), actuals);
      return result.ok && result.maskChanges.length === 0 && result.cellChanges.length === 0;
    }), propertyBudget(BUDGET));
  });
});

describe('data mask ⇄ actuals (fast-check)', () => {
  it('apply ∘ derive changes nothing', () => {
    fc.assert(fc.property(actualsArb, (actuals) => {
      const result = applyDataMask(actuals, deriveDataMask(actuals));
      expect(result).toEqual({ ok: true, actuals, changed: [] });
    }), propertyBudget(BUDGET));
  });

  // Annual figures that hit their typed value to the unit, whatever the months looked like.
  const exactEdit = fc.oneof(
    fc.record({ field: fc.constantFrom('revenue_2024', 'revenue_2025'), value: fc.integer({ min: 0, max: 5_000_000 }) }),
    fc.record({ field: fc.constantFrom('rides_2024', 'rides_2025'), value: fc.integer({ min: 0, max: 2_000_000 }) }),
    fc.record({ field: fc.constantFrom('monthly_burn_2024', 'monthly_burn_2025'), value: fc.integer({ min: 0, max: 400_000 }) }),
    fc.record({ field: fc.constantFrom('medical_clients_2024', 'medical_clients_2025'), value: fc.integer({ min: 0, max: 2_000 }) }),
    fc.record({ field: fc.constantFrom('client_acquisition_medical', 'client_acquisition_transport'), value: fc.integer({ min: 0, max: 300 }) }),
  );

  it('derive ∘ apply returns the typed figure exactly, keeps every monthly identity and whole, non-negative months', () => {
    fc.assert(fc.property(actualsArb, exactEdit, (actuals, { field, value }) => {
      const result = applyDataMask(actuals, { ...deriveDataMask(actuals), [field]: value });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(deriveDataMask(result.actuals)[field]).toBe(value);
      expect(identitiesHold(result.actuals)).toBe(true);
      for (const [name, series] of Object.entries(result.actuals.values)) {
        if (name === 'ftes') continue;
        expect(series.every(Number.isInteger)).toBe(true);
        if (!['rounding_adjustment', 'total_operating_expenses', 'gross_profit', 'ebitda'].includes(name)) expect(series.every((x) => x >= 0)).toBe(true);
      }
      // A saved result is a fixed point: saving it again as loaded changes nothing.
      expect(applyDataMask(result.actuals, deriveDataMask(result.actuals)).ok && applyDataMask(result.actuals, deriveDataMask(result.actuals))).toMatchObject({ changed: [] });
    }), propertyBudget(BUDGET));
  });

  it('EBITDA typed within revenue − COGS is met to the euro, the rounding adjustment absorbing the remainder', () => {
    fc.assert(fc.property(actualsArb, fc.double({ min: 0, max: 2, noNaN: true }), fc.constantFrom(0, 1), (actuals, share, index) => {
      const year = index === 0 ? 2024 : 2025;
      const gross = sumOfYear(seriesOf(actuals.values, 'gross_profit'), index as 0 | 1);
      const opex = sumOfYear(seriesOf(actuals.values, 'total_operating_expenses'), index as 0 | 1);
      const ebitda = Math.round(gross - opex * share);
      const result = applyDataMask(actuals, { ...deriveDataMask(actuals), [`ebitda_${year}`]: ebitda });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(sumOfYear(seriesOf(result.actuals.values, 'ebitda'), index as 0 | 1)).toBe(ebitda);
      expect(sumOfYear(seriesOf(result.actuals.values, 'gross_profit'), index as 0 | 1)).toBe(gross);
      expect(identitiesHold(result.actuals)).toBe(true);
    }), propertyBudget(BUDGET));
  });

  it('gross margin lands within a tenth of a point once revenue is at least €10,000', () => {
    fc.assert(fc.property(actualsArb, fc.integer({ min: -1000, max: 1000 }).map((n) => n / 10), (actuals, margin) => {
      fc.pre(sumOfYear(seriesOf(actuals.values, 'total_revenue'), 1) >= 10_000);
      const result = applyDataMask(actuals, { ...deriveDataMask(actuals), gross_margin_2025: margin });
      expect(result.ok).toBe(true);
      if (result.ok) expect(Math.abs(deriveDataMask(result.actuals).gross_margin_2025 - Math.min(100, margin))).toBeLessThanOrEqual(0.1);
    }), propertyBudget(BUDGET));
  });
});

describe('apportion (fast-check)', () => {
  it('shares add up to the target exactly and stay within one unit of the exact proportion', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 48 }), fc.integer({ min: 0, max: 10_000_000 }), (weights, target) => {
      const shares = apportion(weights, target);
      const total = weights.reduce((a, b) => a + b, 0);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(target);
      shares.forEach((share, i) => {
        const exact = total > 0 ? ((weights[i] ?? 0) / total) * target : target / weights.length;
        expect(Math.abs(share - exact)).toBeLessThan(1);
      });
    }), propertyBudget(BUDGET));
  });
});
