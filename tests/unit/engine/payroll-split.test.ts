import { describe, expect, it } from 'vitest';
import { budgetVsActual } from '../../../engine/analysis/budgetVsActual.ts';
import { payrollEffects, payrollSplit } from '../../../engine/analysis/payrollSplit.ts';
import { effectiveDrivers } from '../../../engine/session/effectiveDrivers.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';
import { monthlyLines, steadyYear, type MonthInputs } from '../../helpers/varianceLines.ts';

/** The payroll variance split into heads and cost per head (issue 28), on figures checked by hand. */

describe('payroll split', () => {
  it('takes heads first at the plan cost per FTE-month, cost per head at the actual FTE-months', () => {
    // Plan 60 FTE-months at €5,000 = €300,000; actual 66 at €4,800 = €316,800.
    const effects = payrollEffects({ payroll: 300_000, fteMonths: 60 }, { payroll: 316_800, fteMonths: 66 });
    expect(effects).toEqual({ heads: 30_000, cost_per_head: -13_200 });
    expect(effects.heads + effects.cost_per_head).toBe(16_800);
  });

  it('gives each effect its own sign: fewer people at a higher cost each', () => {
    // Plan 60 FTE-months at €5,000; actual 54 at €5,500 = €297,000.
    expect(payrollEffects({ payroll: 300_000, fteMonths: 60 }, { payroll: 297_000, fteMonths: 54 })).toEqual({ heads: -30_000, cost_per_head: 27_000 });
  });

  it('is all heads without planned FTE-months, and all cost per head with the planned FTE-months', () => {
    expect(payrollEffects({ payroll: 0, fteMonths: 0 }, { payroll: 12_000, fteMonths: 3 })).toEqual({ heads: 12_000, cost_per_head: 0 });
    expect(payrollEffects({ payroll: 300_000, fteMonths: 60 }, { payroll: 312_000, fteMonths: 60 })).toEqual({ heads: 0, cost_per_head: 12_000 });
  });

  it('adds up to the variance to the cent on rates that do not divide evenly', () => {
    const plan = { payroll: 1_931_914.37, fteMonths: 253.5 };
    const actual = { payroll: 1_854_637.91, fteMonths: 247.25 };
    const { heads, cost_per_head } = payrollEffects(plan, actual);
    expect(Math.abs(heads + cost_per_head - (actual.payroll - plan.payroll))).toBeLessThan(0.005);
    expect(heads).toBeCloseTo(-6.25 * (plan.payroll / plan.fteMonths), 6);
  });

  it('names the months without actual FTEs and gives no split while there are any', () => {
    const split = payrollSplit({
      period: '2026-Q1', period_label: 'Q1 2026', plan: { payroll: 300_000, fteMonths: 60 }, actual: { payroll: 316_800, fteMonths: 66 },
      monthsWithoutHeadcount: ['2026-03'],
    });
    expect(split).toMatchObject({ variance: 16_800, heads: null, cost_per_head: null, actual_fte_months: null, actual_cost_per_fte_month: null, plan_cost_per_fte_month: 5_000, months_without_headcount: ['2026-03'] });
  });

  it('splits the Employees row of each closed period whose months report FTEs', () => {
    const planDrivers = effectiveDrivers(baselineActuals(), {});
    const month: MonthInputs = {
      medicalRides: 1_000, transportRides: 500, pricePerRide: 2, medicalClients: 10, revenuePerMedicalClient: 100, transportClients: 4, revenuePerPartner: 50,
      oneTime: 300, cogs: 1_000, opex: [100_000, 500, 100, 100, 50, 50, 20, 10], ftes: 20,
    };
    const plan = monthlyLines(steadyYear(month));
    // Two more people at €4,800 each instead of €5,000: €105,600 a month.
    const latest = monthlyLines(steadyYear({ ...month, ftes: 22, opex: [105_600, ...month.opex.slice(1)] }));
    const months = budgetVsActual({ year: 2026, plan, latest, planDrivers, closedCount: 3, period: 'month', headcountReported: [true, true, false] });
    expect(months.payroll_split.periods.map((s) => [s.period, s.heads, s.cost_per_head, s.months_without_headcount])).toEqual([
      ['2026-01', 10_000, -4_400, []],
      ['2026-02', 10_000, -4_400, []],
      ['2026-03', null, null, ['2026-03']],
    ]);
    const quarter = budgetVsActual({ year: 2026, plan, latest, planDrivers, closedCount: 2, period: 'quarter', headcountReported: [true, true, false] });
    expect(quarter.payroll_split.periods).toHaveLength(1);
    expect(quarter.payroll_split.periods[0]).toMatchObject({ period: '2026-Q1', plan: 200_000, actual: 211_200, plan_fte_months: 40, actual_fte_months: 44, heads: 20_000, cost_per_head: -8_800 });
    expect(budgetVsActual({ year: 2026, plan, latest, planDrivers, closedCount: 2, period: 'ytd' }).payroll_split.periods[0]?.months_without_headcount).toEqual(['2026-01', '2026-02']);
  });
});
