import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { budgetVsActual, latestComparedPeriod } from '../../../engine/analysis/budgetVsActual.ts';
import { ApiRequestError } from '../../../src/api/errors.ts';
import { failureState } from '../../../src/features/variance/useVarianceData.ts';
import {
  bridgeSteps, formatLineValue, formatVariance, formatVariancePercent, judgement, payrollSplitText, periodChoices, tableLines,
} from '../../../src/features/variance/varianceView.ts';
import { VarianceTable } from '../../../src/features/variance/VarianceTable.tsx';
import { monthlyLines, steadyYear, type MonthInputs } from '../../helpers/varianceLines.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';
import { effectiveDrivers } from '../../../engine/session/effectiveDrivers.ts';

const planDrivers = effectiveDrivers(baselineActuals(), {});

/** The Budget vs Actual screen's reading of an answer (issue #19): which period opens, the table's lines, the bridge, the states. */

const MONTH: MonthInputs = {
  medicalRides: 100_000, transportRides: 20_000, pricePerRide: 2.25, medicalClients: 300, revenuePerMedicalClient: 400,
  transportClients: 60, revenuePerPartner: 240, oneTime: 20_000, cogs: 150_000, opex: [400_000, 60_000, 20_000, 15_000, 8_000, 9_000, 3_000, 2_000],
};
const plan = monthlyLines(steadyYear(MONTH));
const latest = monthlyLines(steadyYear({ ...MONTH, medicalRides: 90_000, cogs: 140_000 }));

describe('Budget vs Actual screen', () => {
  it('opens on the latest period with a closed month, or the first when none is closed', () => {
    const answer = budgetVsActual({ year: 2027, plan, latest, planDrivers, closedCount: 4, period: 'quarter' });
    expect(periodChoices(answer).map((q) => [q.period, q.label, q.monthsClosed])).toEqual([['2027-Q1', 'Q1 2027 (Actual)', 3], ['2027-Q2', 'Q2 2027 (1 + 2)', 1], ['2027-Q3', 'Q3 2027', 0], ['2027-Q4', 'Q4 2027', 0]]);
    expect(latestComparedPeriod(answer.rows)).toBe('2027-Q2');
    expect(latestComparedPeriod(budgetVsActual({ year: 2027, plan, latest, planDrivers, closedCount: 0, period: 'month' }).rows)).toBe('2027-01');
  });

  it("lists one period's lines in statement order with their full year, totals marked", () => {
    const answer = budgetVsActual({ year: 2026, plan, latest, planDrivers, closedCount: 2, period: 'month' });
    const lines = tableLines(answer, '2026-02');
    expect(lines.map((l) => l.line).slice(0, 6)).toEqual(['one_time_revenue', 'medical_recurring_revenue', 'transport_recurring_revenue', 'recurring_revenue', 'transaction_revenue', 'total_revenue']);
    const revenue = lines.find((l) => l.line === 'total_revenue');
    expect(revenue?.total).toBe(true);
    expect(revenue?.period.period).toBe('2026-02');
    expect(revenue?.fullYear?.variance).toBeCloseTo(-12 * 10_000 * 2.25, 6);
    expect(lines.find((l) => l.line === 'employees')?.total).toBe(false);
  });

  it('formats money like the P&L, volumes whole, open actuals as —, variances signed and judged', () => {
    expect(formatLineValue(1_234_567, 'EUR')).toBe('€1.23M');
    expect(formatLineValue(120_000, 'rides')).toBe('120,000');
    expect(formatLineValue(null, 'EUR')).toBe('—');
    expect(formatVariance(22_500, 'EUR')).toBe('+€23K');
    expect(formatVariance(-22_500, 'EUR')).toBe('−€23K');
    expect(formatVariance(0, 'EUR')).toBe('€0');
    expect(formatVariancePercent(-10)).toBe('−10.0%');
    expect(formatVariancePercent(null)).toBe('—');
    expect([judgement(true), judgement(false), judgement(null)]).toEqual(['favourable', 'unfavourable', 'none']);
  });

  it('draws the bridge from plan revenue through volume, price/mix and other to the actual', () => {
    const split = budgetVsActual({ year: 2026, plan, latest, planDrivers, closedCount: 1, period: 'month' }).revenue_split.periods[0];
    if (!split) throw new Error('January is closed');
    const steps = bridgeSteps(split);
    expect(steps.map((s) => s.key)).toEqual(['plan', 'volume', 'price_mix', 'other', 'actual']);
    expect(steps[1]).toMatchObject({ start: split.plan, value: split.volume });
    expect(steps[3]?.end).toBeCloseTo(split.actual, 6);
    expect(steps[4]).toMatchObject({ kind: 'total', start: 0, end: split.actual });
  });

  it('reads a year without a plan of record, an unreachable server and other failures apart', () => {
    expect(failureState(new ApiRequestError('http', 'no plan', { status: 404, code: 'no_plan' }))).toEqual({ status: 'no_plan' });
    expect(failureState(new ApiRequestError('network', 'Network error'))).toEqual({ status: 'unreachable' });
    expect(failureState(new ApiRequestError('http', 'Bad gateway', { status: 502 }))).toEqual({ status: 'unreachable' });
    expect(failureState(new ApiRequestError('http', 'year: must be a year between 2026 and 2030', { status: 400, code: 'invalid_input' })))
      .toEqual({ status: 'error', message: 'year: must be a year between 2026 and 2030' });
  });

  it('writes the Employees variance as heads and cost per head under its row, or names the months without actual headcount (issue 28)', () => {
    const staffed = monthlyLines(steadyYear({ ...MONTH, ftes: 22, opex: [418_000, ...MONTH.opex.slice(1)] }));
    const answer = budgetVsActual({ year: 2026, plan, latest: staffed, planDrivers, closedCount: 2, period: 'month', headcountReported: [true, false] });
    const [january, february] = answer.payroll_split.periods;
    if (!january || !february) throw new Error('January and February are closed');
    // 2 more people at the plan's €20,000 each: +€40K; €19,000 instead of €20,000 for 22 people: −€22K.
    expect(payrollSplitText(january)).toBe('Heads +€40K · Cost per head −€22K');
    expect(payrollSplitText(february)).toBe('No actual headcount for these months (2026-02): enter FTEs by department on Monthly Actuals to split payroll into heads and cost per head.');
    const html = renderToStaticMarkup(<VarianceTable lines={tableLines(answer, '2026-01')} periodLabel="Jan 2026" payroll={january} />);
    expect(html).toMatch(/data-line="employees".*?<\/tr><tr class="variance-payroll-split"[^>]*><th scope="row">Employees by headcount<\/th><td colSpan="8">Heads \+€40K · Cost per head −€22K<\/td>/s);
    expect(renderToStaticMarkup(<VarianceTable lines={tableLines(answer, '2026-01')} periodLabel="Jan 2026" />)).not.toContain('variance-payroll-split');
  });
});
