import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createModelSession, type ModelSession } from '../../engine/session/session.ts';
import { DRIVERS } from '../../engine/model/drivers.ts';
import { LINES } from '../../engine/model/lines.ts';
import { baselineActuals } from '../helpers/fixtures.ts';
import { driverValue } from '../helpers/driverArbitrary.ts';
import { propertyBudget } from '../helpers/propertyBudget.ts';

// Random driver vectors inside the catalog bounds (whole where a driver counts people), over the drivers that shape the forecast.
const MODEL_DRIVERS = DRIVERS.filter((d) => d.role === 'model' && d.editable);
const driverVector = fc.record(Object.fromEntries(MODEL_DRIVERS.map((d) => [d.id, driverValue(d)])));
// Each case recalculates the workbook (tens of milliseconds): 40 cases take one to three seconds.
const BUDGET = { numRuns: 40, seconds: 30 };

let session: ModelSession;
beforeAll(() => {
  session = createModelSession({ actuals: baselineActuals() });
});
afterAll(() => session.destroy());

/**
 * Equal up to floating-point error. A result made of terms keeps their absolute error (revenue and
 * cost of goods sold of €2.6M each leave a gross profit of −€0.0002 with an error of 1e-10), so the
 * tolerance scales with the terms as well as with the two values.
 */
function close(a: number | null | undefined, b: number | null | undefined, terms: readonly number[] = []): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return false;
  const scale = Math.max(1, Math.abs(a), Math.abs(b), terms.reduce((sum, term) => sum + Math.abs(term), 0));
  return Math.abs(a - b) <= 1e-9 * scale;
}

const row = (statement: ReturnType<ModelSession['statement']>, id: string) => statement.rows.find((r) => r.id === id)?.values ?? [];

describe('model invariants (fast-check over driver vectors inside the bounds)', () => {
  it('gross profit = revenue − COGS, EBITDA = revenue − COGS − operating expenses + own work capitalised, net income = EBITDA − D&A − interest − taxes, in every month, quarter and year', () => {
    fc.assert(fc.property(driverVector, (drivers) => {
      session.setDrivers(drivers);
      for (const period of ['month', 'quarter', 'year'] as const) {
        const st = session.statement({
          period, from: period === 'month' ? '2026-01' : '2026',
          lines: ['total_revenue', 'cost_of_goods_sold', 'gross_profit', 'total_operating_expenses', 'own_work_capitalised', 'ebitda', 'depreciation_amortisation', 'interest_income', 'interest_expense', 'income_taxes', 'net_income'],
        });
        const at = (id: string, i: number) => row(st, id)[i] ?? 0;
        st.periods.forEach((_, i) => {
          const terms = (...ids: string[]) => ids.map((id) => at(id, i));
          expect(close(row(st, 'gross_profit')[i], at('total_revenue', i) - at('cost_of_goods_sold', i), terms('total_revenue', 'cost_of_goods_sold'))).toBe(true);
          expect(close(row(st, 'ebitda')[i], at('total_revenue', i) - at('cost_of_goods_sold', i) - at('total_operating_expenses', i) + at('own_work_capitalised', i),
            terms('total_revenue', 'cost_of_goods_sold', 'total_operating_expenses', 'own_work_capitalised'))).toBe(true);
          const netIncome = at('ebitda', i) - at('depreciation_amortisation', i) + at('interest_income', i) - at('interest_expense', i) - at('income_taxes', i);
          expect(close(row(st, 'net_income')[i], netIncome, terms('ebitda', 'depreciation_amortisation', 'interest_income', 'interest_expense', 'income_taxes'))).toBe(true);
        });
      }
    }), propertyBudget(BUDGET));
  });

  it('annual = Σ quarters = Σ months for every flow line', () => {
    const flows = LINES.filter((l) => l.aggregate === 'sum').map((l) => l.id);
    fc.assert(fc.property(driverVector, (drivers) => {
      session.setDrivers(drivers);
      const months = session.statement({ period: 'month', lines: flows });
      const quarters = session.statement({ period: 'quarter', lines: flows });
      const years = session.statement({ period: 'year', lines: flows });
      years.periods.forEach((year, y) => {
        for (const id of flows) {
          const annual = row(years, id)[y];
          if (annual === null || annual === undefined) continue;
          const sumOf = (st: typeof months) => st.periods.reduce((s, p, i) => (p.startsWith(year) ? s + (row(st, id)[i] ?? 0) : s), 0);
          // Relative to the size of what is added: flows that net to about 0 (a loan drawn and repaid)
          // differ by the rounding of their parts when summed in another order.
          const size = months.periods.reduce((s, p, i) => (p.startsWith(year) ? s + Math.abs(row(months, id)[i] ?? 0) : s), 0);
          const near = (a: number) => Math.abs(a - annual) <= 1e-9 * Math.max(1, size);
          expect(near(sumOf(quarters)), `${id} ${year} quarters`).toBe(true);
          expect(near(sumOf(months)), `${id} ${year} months`).toBe(true);
        }
      });
    }), propertyBudget(BUDGET));
  });

  it('closing cash = opening cash + the net change in cash in every forecast month, opening = last closing, and the equity raised is the rounds of the scenario', () => {
    fc.assert(fc.property(driverVector, (drivers) => {
      session.setDrivers(drivers);
      const st = session.statement({ period: 'month', from: '2026-01', lines: ['opening_cash', 'net_change_in_cash', 'equity_raised', 'closing_cash'] });
      const [opening, change, equity, closing] = ['opening_cash', 'net_change_in_cash', 'equity_raised', 'closing_cash'].map((id) => row(st, id));
      st.periods.forEach((_, i) => {
        expect(close(closing?.[i], (opening?.[i] ?? 0) + (change?.[i] ?? 0), [opening?.[i] ?? 0, change?.[i] ?? 0])).toBe(true);
        if (i > 0) expect(close(opening?.[i], closing?.[i - 1])).toBe(true);
      });
      const raised = (equity ?? []).reduce<number>((a, b) => a + (b ?? 0), 0);
      const values = session.driverValues();
      expect(close(raised, [1, 2, 3].reduce((sum, k) => sum + (values[`equity_round_${k}_amount`] ?? 0), 0))).toBe(true);
    }), propertyBudget(BUDGET));
  });

  it('never produces negative counts of clients, partners, vehicles or rides', () => {
    const counts = ['inpatient_clients', 'outpatient_clients', 'medical_clients', 'transport_clients', 'rides', 'medical_rides', 'transport_rides', 'new_medical_clients', 'new_transport_clients'];
    fc.assert(fc.property(driverVector, (drivers) => {
      session.setDrivers(drivers);
      const st = session.statement({ period: 'month', from: '2026-01', lines: counts });
      for (const r of st.rows) expect(r.values.every((v) => v !== null && v >= 0)).toBe(true);
    }), propertyBudget(BUDGET));
  });

  it('raising the price per ride never lowers transaction revenue', () => {
    fc.assert(fc.property(driverVector, fc.double({ min: 10, max: 199, noNaN: true }), fc.double({ min: 0.1, max: 50, noNaN: true }), (drivers, price, step) => {
      session.setDrivers({ ...drivers, transport_avg_ride_cost: price });
      const low = session.statement({ period: 'month', from: '2026-01', lines: ['transaction_revenue'] }).rows[0]?.values ?? [];
      session.setDrivers({ transport_avg_ride_cost: Math.min(200, price + step) });
      const high = session.statement({ period: 'month', from: '2026-01', lines: ['transaction_revenue'] }).rows[0]?.values ?? [];
      high.forEach((v, i) => expect((v ?? 0) >= (low[i] ?? 0) - 1e-9).toBe(true));
    }), propertyBudget(BUDGET));
  });

  it('raising churn never raises the number of clients', () => {
    // A small, nearly full market where new facilities bring many partners: before referrals
    // slowed with the facilities already won, churn freed market that referrals refilled, and
    // more churn brought more partners from month 31 on (docs/decisions.md "Churn never adds clients").
    const smallFullMarket = {
      ...Object.fromEntries(MODEL_DRIVERS.map((d) => [d.id, d.baseline])),
      medical_client_growth_rate: 37, sales_team_size: 19, sales_rep_productivity: 2.1, onboarding_conversion_rate: 100,
      addressable_medical_facilities: 1001, transport_partners_per_new_medical_client: 3.4, german_transport_companies: 231,
      serviceable_transport_share: 20, transport_client_growth_rate: 0, transport_market_penetration_start: 0,
      fte_plan_2026: 148, fte_plan_2027: 290, fte_plan_2028: 66, fte_plan_2029: 264, fte_plan_2030: 391,
    };
    const brokeItOnce: [Record<string, number>, number, number] = [smallFullMarket, 39, 0.97];
    fc.assert(fc.property(driverVector, fc.double({ min: 0, max: 39, noNaN: true }), fc.double({ min: 0.1, max: 20, noNaN: true }), (drivers, churn, step) => {
      session.setDrivers({ ...drivers, logo_churn_rate: churn });
      const lines = ['medical_clients', 'transport_clients'];
      const before = session.statement({ period: 'month', from: '2026-01', lines });
      session.setDrivers({ logo_churn_rate: Math.min(40, churn + step) });
      const after = session.statement({ period: 'month', from: '2026-01', lines });
      for (const id of lines) row(after, id).forEach((v, i) => expect((v ?? 0) <= (row(before, id)[i] ?? 0) + 1e-9).toBe(true));
    }), propertyBudget({ ...BUDGET, examples: [brokeItOnce] }));
  });
});
