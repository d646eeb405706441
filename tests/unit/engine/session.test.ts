import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModelSession, type ModelSession } from '../../../engine/session/session.ts';
import { DriverInputError } from '../../../engine/session/errors.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

let session: ModelSession;
beforeAll(() => {
  session = createModelSession({ actuals: baselineActuals() });
});
afterAll(() => session.destroy());

describe('model session: actual years', () => {
  it('reproduces the fixed 2024 and 2025 P&L figures of part 2 §9', () => {
    const years = session.years();
    expect(years[2024]).toMatchObject({ total_revenue: 1_006_360, ebitda: -980_666, rides: 345_644, total_expenses: 1_987_026, rounding_adjustment: 1 });
    expect(years[2025]).toMatchObject({ total_revenue: 1_404_265, ebitda: -864_934, rides: 537_748, total_expenses: 2_269_199, rounding_adjustment: 0 });
  });

  it('reconciles 2024 and 2025 with a variance of exactly 0 (2024 through its €1 rounding adjustment)', () => {
    const [y2024, y2025] = session.reconciliation();
    expect(y2024).toMatchObject({ year: 2024, computed_ebitda: -980_666, stated_ebitda: -980_666, variance: 0, reconciled: true, rounding_adjustment: 1 });
    expect(y2025).toMatchObject({ year: 2025, variance: 0, reconciled: true });
  });

  it('counts total clients as medical plus transport clients at the end of every year, in a workbook cell of the definition', () => {
    for (const record of Object.values(session.years())) {
      expect(record.total_clients).toBe((record.medical_clients ?? NaN) + (record.transport_clients ?? NaN));
    }
    const explained = session.explain({ sheet: 'Annual', id: 'total_clients', period: '2024' });
    expect(explained).toMatchObject({ formula: 'medical_clients + transport_clients', value: session.years()[2024]?.total_clients });
  });

  it('reconciles every forecast year to the cent', () => {
    expect(session.reconciliation().filter((row) => row.year >= 2026).every((row) => row.reconciled)).toBe(true);
  });
});

describe('model session: statements', () => {
  it('gives months, quarters and years whose sums agree', () => {
    const months = session.statement({ period: 'month', lines: ['total_revenue'] });
    const quarters = session.statement({ period: 'quarter', lines: ['total_revenue'] });
    const years = session.statement({ period: 'year', lines: ['total_revenue'] });
    expect([months.periods.length, quarters.periods.length, years.periods.length]).toEqual([84, 28, 7]);
    const q2026 = quarters.rows[0]?.values.slice(8, 12).reduce((a, b) => (a ?? 0) + (b ?? 0), 0) ?? 0;
    expect(q2026).toBeCloseTo(years.rows[0]?.values[2] ?? NaN, 4);
    expect(months.kinds.slice(23, 25)).toEqual(['actual', 'forecast']);
  });

  it('limits a statement to a range of periods', () => {
    const st = session.statement({ period: 'year', from: '2026', to: '2030' });
    expect(st.periods).toEqual(['2026', '2027', '2028', '2029', '2030']);
  });
});

describe('model session: drivers', () => {
  it('refuses unknown drivers, non-numbers and values outside the bounds, changing nothing', () => {
    const before = session.years()[2030]?.total_revenue;
    const attempt = (values: Record<string, number>) => {
      try {
        session.setDrivers(values);
        return 'accepted';
      } catch (error) {
        return error instanceof DriverInputError ? error.code : 'other';
      }
    };
    expect(attempt({ no_such_driver: 1 })).toBe('unknown_driver');
    expect(attempt({ transport_avg_ride_cost: Number.NaN })).toBe('not_a_number');
    expect(attempt({ transport_avg_ride_cost: 10_000 })).toBe('out_of_bounds');
    expect(attempt({ transport_avg_ride_cost: 50, logo_churn_rate: -1 })).toBe('out_of_bounds');
    expect(session.years()[2030]?.total_revenue).toBe(before);
  });

  it('moves revenue with the ride price and undoes the change exactly', () => {
    const before = session.years()[2030]?.transaction_revenue ?? 0;
    session.setDrivers({ transport_avg_ride_cost: 50 });
    expect(session.years()[2030]?.transaction_revenue ?? 0).toBeGreaterThan(before);
    expect(session.undo()).toBe(true);
    expect(session.years()[2030]?.transaction_revenue).toBe(before);
    expect(session.driverValues().transport_avg_ride_cost).toBe(45);
  });
});

describe('model session: explain', () => {
  it('explains a 2030 revenue cell down to the drivers', () => {
    const explanation = session.explain({ sheet: 'Annual', id: 'transaction_revenue', period: '2030' });
    expect(explanation.inputs).toHaveLength(12);
    expect(explanation.inputs[0]?.ref).toEqual({ sheet: 'Monthly', id: 'transaction_revenue', period: '2030-01' });
    expect(explanation.drivers.find((d) => d.id === 'transport_avg_ride_cost')).toMatchObject({ name: 'Price per Ride', unit: '€/trip', value: 45 });
    expect(explanation.drivers.map((d) => d.id)).toContain('qrago_revenue_share');
    expect(explanation.drivers.map((d) => d.id)).not.toContain('employee_cost_growth_annual');
    expect(explanation.drivers.map((d) => d.id)).not.toContain('medical_premium_monthly_fee');
    expect(session.years()[2030]?.transaction_revenue).toBe(explanation.value);
  });

  it('shows a monthly formula in business names with the previous month as an input', () => {
    const explanation = session.explain({ sheet: 'Monthly', id: 'inpatient_clients', period: '2026-01' });
    expect(explanation.formula).toContain('prev(inpatient_clients)');
    expect(explanation.inputs[0]).toMatchObject({ ref: { sheet: 'Monthly', id: 'inpatient_clients', period: '2025-12' }, value: 150 });
  });

  it('explains a KPI through annual lines', () => {
    const explanation = session.explain({ sheet: 'KPIs', id: 'gross_margin', period: '2026' });
    expect(explanation.inputs.map((i) => i.ref)).toEqual([
      { sheet: 'Annual', id: 'gross_profit_after_hosting', period: '2026' }, { sheet: 'Annual', id: 'total_revenue', period: '2026' },
    ]);
  });
});

describe('model session: traceability', () => {
  it('lists the source assumptions of P&L lines from the graph', () => {
    const report = session.pnlTraceability(2026);
    const revenue = report.pnl_line_items.find((i) => i.line_id === 'transaction_revenue');
    expect(revenue?.source_assumptions.map((s) => s.id)).toEqual(expect.arrayContaining(['transport_avg_ride_cost', 'qrago_revenue_share']));
    const rounding = report.pnl_line_items.find((i) => i.line_id === 'rounding_adjustment');
    expect(rounding).toMatchObject({ calculation_formula: 'Direct value', source_assumptions: [] });
  });

  it('traces an actual year\'s line to the formula its Annual cell has, as explain shows it', () => {
    for (const item of session.pnlTraceability(2024).pnl_line_items) {
      const explained = session.explain({ sheet: 'Annual', id: item.line_id, period: '2024' });
      expect({ id: item.line_id, formula: item.calculation_formula, explanation: item.formula_explanation, value: item.total_impact_amount })
        .toEqual({ id: item.line_id, formula: explained.formula, explanation: explained.explanation, value: explained.value });
    }
    expect(session.pnlTraceability(2025).pnl_line_items[0]?.calculation_formula).toBe('SUM(one_time_revenue, 2025)');
  });
});
