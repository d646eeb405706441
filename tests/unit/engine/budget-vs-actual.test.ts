import { describe, expect, it } from 'vitest';
import { budgetVsActual, VARIANCE_LINES } from '../../../engine/analysis/budgetVsActual.ts';
import { periodLabel } from '../../../engine/calendar.ts';
import { monthlyLines, OPEX, steadyYear, type MonthInputs } from '../../helpers/varianceLines.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';
import { effectiveDrivers } from '../../../engine/session/effectiveDrivers.ts';

/** The plan's drivers: its rates per unit for the flexed budget (cost of goods sold €0.50 a ride and €20 per client-month). */
const planDrivers: Record<string, number> = { ...effectiveDrivers(baselineActuals(), {}), cogs_per_ride: 0.5, customer_success_cost_per_client_month: 20 };

/** Budget against actual (issue #19) on a year small enough to check by hand. */

const PLAN_MONTH: MonthInputs = {
  medicalRides: 1_000, transportRides: 500, pricePerRide: 2,
  medicalClients: 10, revenuePerMedicalClient: 100,
  transportClients: 4, revenuePerPartner: 50,
  oneTime: 300, cogs: 1_000, opex: [2_000, 500, 100, 100, 50, 50, 20, 10],
};
/** January to March: 10% more rides at €2.10, one client more at the plan fee, no one-time revenue, costs 200 over plan. */
const ACTUAL_MONTH: MonthInputs = { ...PLAN_MONTH, medicalRides: 1_100, pricePerRide: 2.1, medicalClients: 11, oneTime: 0, cogs: 1_200 };

const plan = monthlyLines(steadyYear(PLAN_MONTH));
const latest = monthlyLines([...Array.from({ length: 3 }, () => ACTUAL_MONTH), ...Array.from({ length: 9 }, () => PLAN_MONTH)]);

function row(result: ReturnType<typeof budgetVsActual>, line: string, period: string) {
  const found = result.rows.find((r) => r.line === line && r.period === period);
  if (!found) throw new Error(`no row ${line} ${period}`);
  return found;
}

describe('budget against actual', () => {
  it('shows each P&L line in statement order, then rides, clients and cash', () => {
    expect(VARIANCE_LINES).toEqual([
      'one_time_revenue', 'medical_recurring_revenue', 'transport_recurring_revenue', 'recurring_revenue', 'transaction_revenue', 'total_revenue',
      'cost_of_goods_sold', 'gross_profit',
      ...OPEX, 'total_operating_expenses',
      'ebitda', 'rides', 'medical_rides', 'transport_rides', 'medical_clients', 'transport_clients', 'closing_cash',
    ]);
  });

  it('compares a closed month with its plan and leaves open months without an actual', () => {
    const result = budgetVsActual({ year: 2026, plan, latest, planDrivers, closedCount: 3, period: 'month' });
    expect(result.closed_through).toBe('2026-03');
    expect(result.rows).toHaveLength(12 * VARIANCE_LINES.length);
    const transaction = row(result, 'transaction_revenue', '2026-02');
    expect(transaction).toMatchObject({ label: 'Transaction (per Ride)', period_label: 'Feb 2026', plan: 2_000, months_closed: 1, favourable: true });
    expect(transaction.actual).toBeCloseTo(2_310, 9);
    expect(transaction.variance_pct).toBeCloseTo(15.5, 9);
    const cogs = row(result, 'cost_of_goods_sold', '2026-01');
    expect([cogs.variance, cogs.variance_pct, cogs.favourable]).toEqual([200, 20, false]);
    expect(row(result, 'one_time_revenue', '2026-03')).toMatchObject({ variance: -300, variance_pct: -100, favourable: false });
    expect(row(result, 'ebitda', '2026-04')).toMatchObject({ actual: null, variance: null, variance_pct: null, favourable: null, months_closed: 0 });
  });

  it('sums flows over the closed months of a quarter and takes the last closed month of a stock', () => {
    const closedTwo = budgetVsActual({ year: 2026, plan, latest, planDrivers, closedCount: 2, period: 'quarter' });
    const rides = row(closedTwo, 'rides', '2026-Q1');
    // Like for like: two closed months against the plan of the same two months.
    expect(rides).toMatchObject({ months: 3, months_closed: 2, plan: 3_000, actual: 3_200, variance: 200 });
    expect(row(closedTwo, 'medical_clients', '2026-Q1')).toMatchObject({ plan: 10, actual: 11, variance: 1, favourable: true });
    expect(row(closedTwo, 'rides', '2026-Q2')).toMatchObject({ months_closed: 0, plan: 4_500, actual: null });
    const cash = row(closedTwo, 'closing_cash', '2026-Q1');
    expect(cash.plan).toBe(plan.closing_cash?.[1]);
    expect(cash.actual).toBe(latest.closing_cash?.[1]);
  });

  it('takes the year to date through the last closed month, and the whole year as the latest estimate', () => {
    const result = budgetVsActual({ year: 2026, plan, latest, planDrivers, closedCount: 3, period: 'ytd' });
    expect(row(result, 'cost_of_goods_sold', '2026-YTD')).toMatchObject({ period_label: 'YTD 2026', months: 3, plan: 3_000, actual: 3_600, variance: 600 });
    const revenue = result.full_year.find((r) => r.line === 'total_revenue');
    // Plan 300 + 10×100 + 4×50 + 1,000×2 = 3,500 a month; the three closed months 0 + 11×100 + 4×50 + 1,100×2.1 = 3,610.
    expect(revenue?.plan).toBeCloseTo(12 * 3_500, 9);
    expect(revenue?.latest_estimate).toBeCloseTo(9 * 3_500 + 3 * 3_610, 9);
    expect(revenue?.variance_pct).toBeCloseTo((330 / 42_000) * 100, 9);
    expect(revenue?.favourable).toBe(true);
  });

  it('splits the revenue variance into volume, price/mix and one-time', () => {
    const result = budgetVsActual({ year: 2026, plan, latest, planDrivers, closedCount: 1, period: 'month' });
    expect(result.revenue_split.periods.map((s) => s.period)).toEqual(['2026-01']);
    const [january] = result.revenue_split.periods;
    const stream = (name: string) => january?.streams.find((s) => s.stream === name);
    // Transaction: 100 rides more at the plan's €2 = 200; 10 cents more on 1,100 rides = 110.
    expect(stream('transaction')?.volume).toBeCloseTo(200, 9);
    expect(stream('transaction')?.price_mix).toBeCloseTo(110, 9);
    // Medical recurring: one client more at the plan's €100 a month, the same fee.
    expect(stream('medical_recurring')?.volume).toBeCloseTo(100, 9);
    expect(stream('medical_recurring')?.price_mix).toBeCloseTo(0, 9);
    expect(stream('transport_recurring')).toMatchObject({ variance: 0, volume: 0, price_mix: 0 });
    expect(january?.other).toBe(-300);
    expect(january?.volume).toBeCloseTo(300, 9);
    expect(january?.price_mix).toBeCloseTo(110, 9);
    expect(january?.variance).toBeCloseTo(110, 9);
  });

  it('puts a stream without planned volume wholly into volume', () => {
    const noRidesPlanned = monthlyLines(steadyYear({ ...PLAN_MONTH, medicalRides: 0 }));
    const result = budgetVsActual({ year: 2026, plan: noRidesPlanned, latest, planDrivers, closedCount: 1, period: 'month' });
    const transaction = result.revenue_split.periods[0]?.streams.find((s) => s.stream === 'transaction');
    expect(transaction?.volume).toBeCloseTo(2_310, 9);
    expect(transaction?.price_mix).toBe(0);
  });

  it('refuses a line without twelve finite months and a closed count outside the year', () => {
    expect(() => budgetVsActual({ year: 2026, plan: { ...plan, ebitda: [1, 2] }, latest, planDrivers, closedCount: 0, period: 'month' })).toThrow('plan.ebitda');
    expect(() => budgetVsActual({ year: 2026, plan, latest: { ...latest, rides: Array(12).fill(Number.NaN) }, planDrivers, closedCount: 0, period: 'month' })).toThrow('latest.rides');
    expect(() => budgetVsActual({ year: 2026, plan, latest, planDrivers, closedCount: 13, period: 'month' })).toThrow('closedCount');
  });

  it('flexes cost of goods sold to the actual rides and clients at the plan\'s rates: the variance splits into volume and spending', () => {
    const result = budgetVsActual({ year: 2026, plan, latest, planDrivers, closedCount: 3, period: 'month' });
    // January: 100 rides more at €0.50 and one client more at €20 = €70 of volume; €1,200 spent against €1,070 flexed = €130 of spending.
    const cogs = row(result, 'cost_of_goods_sold', '2026-01');
    expect(cogs).toMatchObject({ plan: 1_000, actual: 1_200, variance: 200 });
    expect(cogs.flexed_plan).toBeCloseTo(1_070, 9);
    expect(cogs.volume_variance).toBeCloseTo(70, 9);
    expect(cogs.spending_variance).toBeCloseTo(130, 9);
    expect(cogs.spending_favourable).toBe(false);
    // Lines without a flex rule, and months not closed, have no flexed budget.
    expect(row(result, 'employees', '2026-01')).toMatchObject({ flexed_plan: null, volume_variance: null, spending_variance: null, spending_favourable: null });
    expect(row(result, 'cost_of_goods_sold', '2026-04')).toMatchObject({ flexed_plan: null, spending_variance: null });
    // The quarter flexes its closed months together; the full year flexes with the latest estimate's volumes.
    const quarter = row(budgetVsActual({ year: 2026, plan, latest, planDrivers, closedCount: 2, period: 'quarter' }), 'cost_of_goods_sold', '2026-Q1');
    expect(quarter.flexed_plan).toBeCloseTo(2 * 1_070, 9);
    const fullYear = result.full_year.find((r) => r.line === 'cost_of_goods_sold');
    expect(fullYear?.flexed_plan).toBeCloseTo(12_000 + 3 * 70, 9);
    expect(fullYear?.spending_variance).toBeCloseTo(3 * 130, 9);
  });

  it('flexes the bonus pools, hosting, legal and factoring with the volume their formulas read, each at the plan\'s rate', () => {
    const result = budgetVsActual({ year: 2026, plan, latest, planDrivers, closedCount: 1, period: 'month' });
    const rate = (driver: string) => planDrivers[driver] as number;
    const expectations: [string, number][] = [
      // Transaction revenue €2,310 against €2,000.
      ['bonus_pool_mc', 310 * (rate('medical_client_bonus_rate') / 100)],
      // 100 medical rides more.
      ['bonus_pool_tc', 100 * (rate('driver_bonus_gate_share') / 100) * rate('driver_quality_bonus')],
      ['hosting_licenses', 100 * rate('hosting_cost_per_ride')],
      // Total revenue €3,610 against €3,500.
      ['legal_tax', 110 * (rate('legal_tax_share_of_revenue') / 100)],
      ['bfs_factoring', 110 * (rate('factored_invoice_share') / 100) * (rate('bfs_factoring_rate') / 100)],
    ];
    for (const [line, volume] of expectations) expect(row(result, line, '2026-01').volume_variance, line).toBeCloseTo(volume, 9);
  });

  it('labels statement periods', () => {
    expect(['2030', '2026-Q1', '2030-12', '2026-YTD'].map(periodLabel)).toEqual(['2030', 'Q1 2026', 'Dec 2030', 'YTD 2026']);
  });
});
