import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyDataMask, dataSummary, deriveDataMask, OPERATING_EXPENSE_LINES } from '../../../engine/actuals/dataMask.ts';
import { DATA_MASK_FIELD_IDS, type DataMask } from '../../../engine/actuals/dataMaskFields.ts';
import { sumOfYear, type Actuals, type ActualField, seriesOf } from '../../../engine/actuals/schema.ts';
import { apportion } from '../../../engine/actuals/rescale.ts';
import { createModelSession } from '../../../engine/session/session.ts';
import { baselineActuals, ROOT } from '../../helpers/fixtures.ts';

function applied(edit: Partial<DataMask>): Actuals {
  const actuals = baselineActuals();
  const result = applyDataMask(actuals, { ...deriveDataMask(actuals), ...edit });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.actuals;
}

const year = (actuals: Actuals, field: ActualField, index: 0 | 1) => sumOfYear(seriesOf(actuals.values, field), index);

/** Every monthly P&L identity the statements rely on. */
function expectIdentities(actuals: Actuals): void {
  const v = actuals.values;
  for (let m = 0; m < 24; m += 1) {
    const at = (field: ActualField) => seriesOf(v, field)[m] ?? NaN;
    expect(at('recurring_revenue')).toBe(at('medical_recurring_revenue') + at('transport_recurring_revenue'));
    expect(at('total_revenue')).toBe(at('one_time_revenue') + at('recurring_revenue') + at('transaction_revenue'));
    expect(at('gross_profit')).toBe(at('total_revenue') - at('cost_of_goods_sold'));
    expect(at('total_operating_expenses')).toBe([...OPERATING_EXPENSE_LINES, 'rounding_adjustment' as const].reduce((s, l) => s + at(l), 0));
    expect(at('ebitda')).toBe(at('gross_profit') - at('total_operating_expenses'));
    expect(at('rides')).toBe(at('medical_rides') + at('transport_rides'));
  }
}

describe('data mask derived from the monthly actuals', () => {
  it('gives the specification\'s baseline figures and defaults (part 1 §9, part 2 §9)', () => {
    const mask = deriveDataMask(baselineActuals());
    expect(mask).toMatchObject({
      revenue_2024: 1_006_360, revenue_2025: 1_404_265, ebitda_2024: -980_666, ebitda_2025: -864_934,
      rides_2024: 345_644, rides_2025: 537_748, medical_clients_2024: 216, medical_clients_2025: 230,
      gross_margin_2024: 84, gross_margin_2025: 85.8, client_acquisition_medical: 19, client_acquisition_transport: 16,
      monthly_growth_rate: 12.5, capital_injection_amount: 2_000_000, capital_injection_date: '2025-11',
      target_runway_months: 24, operational_breakeven_date: '2026-10', target_monthly_improvement: 95_833,
    });
    // Gross burn = operating expenses ÷ 12, as the Monthly Burn Rate KPI (docs/model.md).
    expect(mask.monthly_burn_2025).toBe(Math.round((2_269_199 - year(baselineActuals(), 'cost_of_goods_sold', 1)) / 12));
    // ARR per client = December 2025 recurring revenue × 12 ÷ December clients.
    expect(mask.arr_per_medical_client).toBe(Math.round((50_155 * 12) / 230));
    expect(mask.arr_per_transport_client).toBe((41_750 * 12) / 50);
  });

  it('summarises ARR baseline, total clients, growth rate and capital injection for the Data Summary', () => {
    expect(dataSummary(baselineActuals())).toEqual({
      arrBaseline2025: 91_905 * 12, totalClients2025: 230 + 50, monthlyGrowthRate: 12.5,
      revenueGrowth2025: ((1_404_265 - 1_006_360) / 1_006_360) * 100, capitalInjectionAmount: 2_000_000, capitalInjectionDate: '2025-11',
    });
  });
});

describe('applying an edited data mask to the months', () => {
  it('changes nothing when the mask is saved as loaded', () => {
    const actuals = baselineActuals();
    const result = applyDataMask(actuals, deriveDataMask(actuals));
    expect(result).toEqual({ ok: true, actuals, changed: [] });
  });

  it('revenue: rescales the year\'s streams to the typed euro; costs stay and EBITDA follows', () => {
    const before = baselineActuals();
    const after = applied({ revenue_2025: 1_500_000 });
    expect(year(after, 'total_revenue', 1)).toBe(1_500_000);
    expect(year(after, 'cost_of_goods_sold', 1)).toBe(year(before, 'cost_of_goods_sold', 1));
    expect(year(after, 'total_operating_expenses', 1)).toBe(year(before, 'total_operating_expenses', 1));
    expect(year(after, 'ebitda', 1)).toBe(-864_934 + (1_500_000 - 1_404_265));
    expect(seriesOf(after.values, 'total_revenue').slice(0, 12)).toEqual(seriesOf(before.values, 'total_revenue').slice(0, 12));
    // The monthly profile keeps its shape: each month moves by the same factor, within a euro per stream.
    seriesOf(after.values, 'total_revenue').slice(12).forEach((value, m) => {
      expect(Math.abs(value - (seriesOf(before.values, 'total_revenue')[12 + m] ?? 0) * (1_500_000 / 1_404_265))).toBeLessThan(4);
    });
    expectIdentities(after);
  });

  it('EBITDA: rescales the operating expense lines; the rounding adjustment takes the last euros; burn follows', () => {
    const after = applied({ ebitda_2024: -900_001 });
    expect(year(after, 'ebitda', 0)).toBe(-900_001);
    expect(year(after, 'total_revenue', 0)).toBe(1_006_360);
    expect(Math.abs(year(after, 'rounding_adjustment', 0))).toBeLessThanOrEqual(1 + OPERATING_EXPENSE_LINES.length * 12);
    expect(deriveDataMask(after).monthly_burn_2024).toBe(Math.round(year(after, 'total_operating_expenses', 0) / 12));
    expectIdentities(after);
  });

  it('monthly burn: operating expenses become 12 × the typed burn; EBITDA follows', () => {
    const after = applied({ monthly_burn_2025: 150_000 });
    expect(year(after, 'total_operating_expenses', 1)).toBe(1_800_000);
    expect(deriveDataMask(after).monthly_burn_2025).toBe(150_000);
    expectIdentities(after);
  });

  it('gross margin: COGS so that the margin is the typed percentage, on the new revenue when both change', () => {
    const after = applied({ revenue_2025: 1_600_000, gross_margin_2025: 80 });
    expect(year(after, 'cost_of_goods_sold', 1)).toBe(320_000);
    expect(deriveDataMask(after)).toMatchObject({ revenue_2025: 1_600_000, gross_margin_2025: 80 });
    expectIdentities(after);
  });

  it('client counts, rides and new clients: whole numbers that add up to the typed figure', () => {
    const after = applied({ medical_clients_2025: 250, rides_2024: 400_000, client_acquisition_medical: 25, client_acquisition_transport: 10 });
    expect(deriveDataMask(after)).toMatchObject({ medical_clients_2025: 250, rides_2024: 400_000, client_acquisition_medical: 25, client_acquisition_transport: 10 });
    expect(seriesOf(after.values, 'inpatient_clients').every(Number.isInteger)).toBe(true);
    expectIdentities(after);
  });

  it('ARR per client rescales that recurring stream; a revenue change then moves only the other streams', () => {
    const before = baselineActuals();
    const after = applied({ arr_per_medical_client: 3_000, revenue_2025: 1_500_000 });
    expect(deriveDataMask(after)).toMatchObject({ arr_per_medical_client: 3_000, revenue_2025: 1_500_000 });
    expect(seriesOf(after.values, 'medical_recurring_revenue')[23]).toBe(Math.round((3_000 * 230) / 12));
    const medical = year(after, 'medical_recurring_revenue', 1);
    const others = ['one_time_revenue', 'transport_recurring_revenue', 'transaction_revenue'] as const;
    const ratio = (1_500_000 - medical) / others.reduce((s, f) => s + year(before, f, 1), 0);
    for (const field of others) expect(Math.abs(year(after, field, 1) - year(before, field, 1) * ratio)).toBeLessThan(12);
    expectIdentities(after);
  });

  it('refuses contradictions between changed fields instead of picking one', () => {
    const actuals = baselineActuals();
    const mask = deriveDataMask(actuals);
    const clash = applyDataMask(actuals, { ...mask, ebitda_2025: -800_000, monthly_burn_2025: 100_000 });
    expect(clash).toMatchObject({ ok: false, errors: [{ field: 'ebitda_2025', message: expect.stringMatching(/^EBITDA 2025 and Monthly Gross Burn 2025 contradict each other/) }] });
    const tooHigh = applyDataMask(actuals, { ...mask, ebitda_2025: 2_000_000 });
    expect(tooHigh).toMatchObject({ ok: false, errors: [{ field: 'ebitda_2025', message: expect.stringMatching(/cannot exceed revenue minus COGS/) }] });
    // Both changed and consistent with each other is fine.
    const consistentEbitda = mask.ebitda_2025 + year(actuals, 'total_operating_expenses', 1) - 12 * 170_000;
    const both = applyDataMask(actuals, { ...mask, ebitda_2025: consistentEbitda, monthly_burn_2025: 170_000 });
    expect(both.ok && deriveDataMask(both.actuals)).toMatchObject({ ebitda_2025: consistentEbitda, monthly_burn_2025: 170_000 });
  });

  it('stores the settings as typed and leaves the months alone for them', () => {
    const before = baselineActuals();
    const after = applied({ monthly_growth_rate: 20, capital_injection_date: '2026-03', capital_injection_amount: 3_000_000, data_source: '=cmd', opening_cash: 1_500_000 });
    expect(after.values).toEqual(before.values);
    expect(after.settings).toMatchObject({ monthly_growth_rate: 20, capital_injection_date: '2026-03', capital_injection_amount: 3_000_000, data_source: '=cmd', opening_cash: 1_500_000 });
  });

  // Building a HyperFormula session takes seconds on a busy machine.
  it('gives the model a baseline that still reconciles to the cent in both years', () => {
    const actuals = applied({ revenue_2025: 1_550_321, ebitda_2025: -700_007, gross_margin_2024: 83.3, monthly_burn_2024: 150_001 });
    const session = createModelSession({ actuals });
    try {
      const rows = session.reconciliation().filter((row) => row.year <= 2025);
      expect(rows.map((row) => [row.year, row.reconciled, row.stated_ebitda])).toEqual([[2024, true, year(actuals, 'ebitda', 0)], [2025, true, -700_007]]);
      expect(session.years()[2025]?.total_revenue).toBe(1_550_321);
    } finally {
      session.destroy();
    }
  }, 60_000);
});

describe('apportion (largest remainder)', () => {
  it('splits a whole number in proportion with shares that add up exactly', () => {
    expect(apportion([1, 1, 1], 10)).toEqual([4, 3, 3]);
    expect(apportion([0, 0], 5)).toEqual([3, 2]);
    expect(apportion([2, 0, 1], 0)).toEqual([0, 0, 0]);
    expect(() => apportion([1], -1)).toThrow(RangeError);
  });
});

describe('docs/model.md data mask table', () => {
  it('documents what every data-mask field is derived from and what a change does', () => {
    const page = fs.readFileSync(path.join(ROOT, 'docs/model.md'), 'utf8');
    const section = page.slice(page.indexOf('### The data mask (part 1 §3) over the actuals'));
    const table = section.slice(0, section.indexOf('\n\n', section.indexOf('| Field |')));
    // `x_2024/2025` names x_2024 and x_2025: the part after a slash replaces the last word.
    const documented = new Set([...table.matchAll(/`([a-z0-9_/]+)`/g)].flatMap(([, token]) => {
      const [first = '', ...others] = (token ?? '').split('/');
      return [first, ...others.map((other) => first.replace(/[a-z0-9]+$/, other))];
    }));
    expect(DATA_MASK_FIELD_IDS.filter((field) => !documented.has(field))).toEqual([]);
  });
});
