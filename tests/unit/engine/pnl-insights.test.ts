import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModelSession, type ModelSession } from '../../../engine/session/session.ts';
import { pnlInsights } from '../../../engine/analysis/pnlInsights.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

let session: ModelSession;
beforeAll(() => {
  session = createModelSession({ actuals: baselineActuals() });
});
afterAll(() => session.destroy());

describe('Revenue Analysis and Path to Profitability figures', () => {
  it('reproduces the specification\'s figures from the 2024–2025 actuals (part 2 §2)', () => {
    const insights = pnlInsights(session.years(), 2024, 2025);
    expect(insights.recurringGrowth.toFixed(1)).toBe('46.4');
    expect(insights.transactionGrowth.toFixed(1)).toBe('57.1');
    expect(insights.recurringMix?.toFixed(1)).toBe('66.0');
    expect(insights.grossMargin?.toFixed(1)).toBe('85.8');
    expect(insights.operatingLeverage).toBe('Improving');
    expect(insights.breakEvenYear).toBeNull();
  });

  it('compounds growth per year over the forecast years and takes mix and margin of the last year', () => {
    const years = session.years();
    const insights = pnlInsights(years, 2026, 2030);
    const recurring = (year: number) => years[year]?.recurring_revenue ?? NaN;
    expect(insights.recurringGrowth).toBeCloseTo((Math.pow(recurring(2030) / recurring(2026), 1 / 4) - 1) * 100, 9);
    expect(insights.recurringMix).toBeCloseTo(100 * recurring(2030) / (years[2030]?.total_revenue ?? NaN), 9);
    expect(insights.grossMargin).toBeCloseTo(100 * (years[2030]?.gross_profit ?? NaN) / (years[2030]?.total_revenue ?? NaN), 9);
  });

  it('names the first shown year with non-negative EBITDA as break-even', () => {
    const years = { 2026: { ebitda: -5, total_revenue: 10 }, 2027: { ebitda: 0, total_revenue: 20 }, 2028: { ebitda: 3, total_revenue: 30 } };
    expect(pnlInsights(years, 2026, 2028).breakEvenYear).toBe(2027);
  });

  it('calls operating leverage Declining when expenses outgrow revenue and Stable at the same pace', () => {
    const declining = { 2024: { total_revenue: 100, total_expenses: 100 }, 2025: { total_revenue: 110, total_expenses: 130 } };
    const stable = { 2024: { total_revenue: 100, total_expenses: 50 }, 2025: { total_revenue: 120, total_expenses: 60 } };
    expect(pnlInsights(declining, 2024, 2025).operatingLeverage).toBe('Declining');
    expect(pnlInsights(stable, 2024, 2025).operatingLeverage).toBe('Stable');
  });

  it('refuses a single year, which has no growth to show', () => {
    expect(() => pnlInsights(session.years(), 2026, 2026)).toThrow();
  });
});
