import { generatedPlan } from '../../../engine/headcount/defaultPlan.ts';
import { headcountSeries, yearTotal } from '../../../engine/headcount/series.ts';
import { headcountParameters } from '../../../engine/headcount/planRows.ts';
import { DEFAULT_DEPARTMENTS } from '../../../engine/headcount/plan.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KPIS } from '../../../engine/model/kpis.ts';
import { builtInScenario } from '../../../engine/scenarios.ts';
import { createModelSession, type KpiResult, type ModelSession, type YearRecord } from '../../../engine/session/session.ts';
import { workbookLayout } from '../../../engine/workbook/compile.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

/**
 * The KPIs of issue 25 against their standard definitions, recomputed here from the Baseline's
 * annual lines (and its months where a definition is about a cohort or a year's cash), so a
 * formula that drifts from what docs/model.md says fails here by name.
 */

let baseline: ModelSession;
let lowCase: ModelSession;
beforeAll(() => {
  const actuals = baselineActuals();
  baseline = createModelSession({ actuals, drivers: builtInScenario('baseline')?.key_drivers ?? {} });
  lowCase = createModelSession({ actuals, drivers: builtInScenario('low_case')?.key_drivers ?? {} });
});
afterAll(() => {
  baseline.destroy();
  lowCase.destroy();
});

const kpi = (session: ModelSession, id: string, year: number): KpiResult => {
  const found = session.kpis(year).find((k) => k.id === id);
  if (!found) throw new Error(`no KPI ${id}`);
  return found;
};
const line = (years: Record<number, YearRecord>, year: number, id: string): number => {
  const value = years[year]?.[id];
  if (value === null || value === undefined) throw new Error(`no ${id} in ${year}`);
  return value;
};
/** The change in cash without equity and loan principal, summed over the months of a year. */
const beforeFinancing = (session: ModelSession, year: number): number => {
  const months = session.statement({ period: 'month', from: `${year}-01`, to: `${year}-12`, lines: ['net_change_in_cash', 'equity_raised', 'loan_draws', 'loan_repayments'] });
  const [change, equity, draws, repayments] = months.rows.map((row) => row.values);
  return months.periods.reduce((sum, _, i) => sum + (change?.[i] ?? 0) - (equity?.[i] ?? 0) - (draws?.[i] ?? 0) + (repayments?.[i] ?? 0), 0);
};

describe('Monthly Burn Rate: net burn', () => {
  it('is the year\'s fall in cash before financing ÷ 12, in k€, and 0 in a year that adds cash', () => {
    const years = baseline.years();
    // 2025 (actuals): cash before the round moved by EBITDA only.
    expect(kpi(baseline, 'monthly_burn', 2026).base2025).toBeCloseTo(-line(years, 2025, 'ebitda') / 12 / 1000, 9);
    expect(beforeFinancing(baseline, 2026)).toBeGreaterThan(0);
    expect(kpi(baseline, 'monthly_burn', 2026)).toMatchObject({ value: 0, status: 'good' });
    // Low Case 2026 consumes cash: its burn is that, not its operating expenses ÷ 12.
    const low = kpi(lowCase, 'monthly_burn', 2026);
    expect(low.value).toBeCloseTo(-beforeFinancing(lowCase, 2026) / 12 / 1000, 6);
    expect(low.value).toBeLessThan(line(lowCase.years(), 2026, 'total_operating_expenses') / 12 / 1000);
  });

  it('counts interest and ignores the funding: an equity round leaves the burn unchanged', () => {
    const before = kpi(lowCase, 'monthly_burn', 2026).value;
    lowCase.setDrivers({ equity_round_2_month: 202604, equity_round_2_amount: 3_000_000 });
    const after = kpi(lowCase, 'monthly_burn', 2026).value;
    lowCase.undo();
    expect(after).toBeCloseTo(before ?? NaN, 6);
    lowCase.setDrivers({ loan_1_month: 202601, loan_1_amount: 2_000_000, loan_1_rate: 10, loan_1_type: 1 });
    const withInterest = kpi(lowCase, 'monthly_burn', 2026).value;
    const interest = line(lowCase.years(), 2026, 'interest_expense');
    lowCase.undo();
    expect(interest).toBeGreaterThan(0);
    expect(withInterest).toBeGreaterThan(before ?? Infinity);
  });

  it('keeps the monthly net burn line its month-by-month twin: never negative, and 0 where the month adds cash', () => {
    const months = baseline.statement({ period: 'month', from: '2026-01', lines: ['net_burn', 'cash_flow_before_financing'] });
    const [burn, flow] = months.rows.map((row) => row.values);
    months.periods.forEach((_, i) => expect(burn?.[i]).toBeCloseTo(Math.max(0, -(flow?.[i] ?? NaN)), 6));
  });
});

describe('Cash Runway: closing cash ÷ average monthly net burn', () => {
  it('reads Cash-positive (good) with no number in a year that adds cash', () => {
    expect(kpi(baseline, 'cash_runway', 2026)).toMatchObject({ value: null, display: 'Cash-positive', status: 'good', remedy: null });
  });

  it('counts the months the year-end cash lasts at the year\'s net burn, with the benchmark\'s status', () => {
    const low = kpi(lowCase, 'cash_runway', 2026);
    expect(low.display).toBeNull();
    expect(low.value).toBeCloseTo(line(lowCase.years(), 2026, 'closing_cash') / (-beforeFinancing(lowCase, 2026) / 12), 6);
    expect(low.status).toBe(low.value !== null && low.value >= 12 ? 'good' : 'critical');
    // 2025 burned cash: the base is a number, 2,154,400 ÷ (864,934 ÷ 12).
    expect(low.base2025).toBeCloseTo(2_154_400 / (864_934 / 12), 6);
    expect(low.base2025_display).toBeNull();
  });

  it('declares its text rule on a line of the annual sheet, so both evaluators and the Excel model can read it', () => {
    const layout = workbookLayout();
    for (const def of KPIS.filter((k) => k.textWhen)) expect(layout.rows.Annual.has(def.textWhen?.line ?? ''), def.id).toBe(true);
    expect(KPIS.filter((k) => k.textWhen).map((k) => k.id)).toEqual(['cash_runway']);
  });
});

describe('margins with hosting as a cost of revenue', () => {
  it('Gross Margin is (gross profit − Hosting & Licenses) ÷ revenue: 79.1% on the Baseline 2026', () => {
    const y = baseline.years();
    const margin = kpi(baseline, 'gross_margin', 2026).value;
    expect(margin).toBeCloseTo(100 * (line(y, 2026, 'gross_profit') - line(y, 2026, 'hosting_licenses')) / line(y, 2026, 'total_revenue'), 9);
    expect(margin?.toFixed(1)).toBe('79.1');
    expect(100 * line(y, 2026, 'gross_profit') / line(y, 2026, 'total_revenue')).toBeGreaterThan((margin ?? Infinity) + 3);
  });

  it('Unit Economics and Contribution Margin count hosting as a cost of revenue too', () => {
    const y = baseline.years();
    const after = line(y, 2026, 'gross_profit') - line(y, 2026, 'hosting_licenses');
    expect(kpi(baseline, 'unit_economics', 2026).value).toBeCloseTo(after / (line(y, 2026, 'cost_of_goods_sold') + line(y, 2026, 'hosting_licenses')), 9);
    expect(kpi(baseline, 'contribution_margin', 2026).value).toBeCloseTo(
      100 * (after - line(y, 2026, 'sales_marketing') - line(y, 2026, 'bonus_pool_tc') - line(y, 2026, 'bonus_pool_mc')) / line(y, 2026, 'total_revenue'), 9);
  });
});

describe('acquisition cost: the specification\'s CAC and the fully loaded one beside it', () => {
  it('adds the sales department\'s payroll to sales & marketing', () => {
    const y = baseline.years();
    const newClients = line(y, 2026, 'new_medical_clients') + line(y, 2026, 'new_transport_clients');
    const drivers = baseline.driverValues();
    const series = headcountSeries(generatedPlan(drivers), headcountParameters(drivers), DEFAULT_DEPARTMENTS);
    const salesPayroll = yearTotal(series.byDepartment.get('sales')?.cost ?? new Float64Array(), 2026);
    expect(salesPayroll).toBeGreaterThan(0);
    expect(line(y, 2026, 'sales_team_payroll')).toBeCloseTo(salesPayroll, 6);
    expect(kpi(baseline, 'cac', 2026).value).toBeCloseTo(line(y, 2026, 'sales_marketing') / newClients, 9);
    expect(kpi(baseline, 'cac_fully_loaded', 2026).value).toBeCloseTo((line(y, 2026, 'sales_marketing') + salesPayroll) / newClients, 6);
    expect(kpi(baseline, 'cac', 2026).name).toBe('Customer Acquisition Cost');
    expect(kpi(baseline, 'cac_fully_loaded', 2026).name).toBe('Customer Acquisition Cost (Fully Loaded)');
  });

  it('the fully loaded LTV/CAC divides the same lifetime value by the fully loaded cost of an active medical client (Baseline 2026 ≈ 2.4×, below 3×)', () => {
    const y = baseline.years();
    // Issue 26: the spend is the Sales & Marketing line (the actual in closed months), not onboardings × a driver.
    const medicalCac = line(y, 2026, 'sales_marketing') / line(y, 2026, 'new_medical_clients');
    const loaded = medicalCac + line(y, 2026, 'sales_team_payroll') / line(y, 2026, 'new_medical_clients');
    const ratio = kpi(baseline, 'ltv_cac', 2026).value ?? NaN;
    const fullyLoaded = kpi(baseline, 'ltv_cac_fully_loaded', 2026);
    expect(fullyLoaded.value).toBeCloseTo(ratio * medicalCac / loaded, 9);
    expect(fullyLoaded.value).toBeGreaterThan(2);
    expect(fullyLoaded.value).toBeLessThan(3);
    expect(fullyLoaded.status).toBe('critical');
    expect(kpi(baseline, 'ltv_cac', 2026).status).toBe('good');
  });
});

describe('Net Revenue Retention by cohort', () => {
  it('is last December\'s medical accounts one year on: the share still there × the growth of revenue per account', () => {
    // Follow the cohort month by month: it loses the monthly churn and its revenue per account moves with the index.
    const months = baseline.statement({ period: 'month', from: '2026-01', to: '2026-12', lines: ['medical_revenue_index'] });
    const index = months.rows[0]?.values ?? [];
    const monthlyChurn = 1 - Math.pow(1 - (baseline.driverValues().logo_churn_rate ?? NaN) / 100, 1 / 12);
    let survivors = 1;
    for (let m = 0; m < 12; m += 1) survivors *= 1 - monthlyChurn;
    // Revenue per account relative to December 2025, when the index is 1.
    const cohortRevenueRatio = survivors * (index[11] ?? NaN);
    expect(kpi(baseline, 'nrr', 2026).value).toBeCloseTo(100 * cohortRevenueRatio, 9);
    // New accounts of the year do not lift it: more sales reps leave NRR where it is.
    baseline.setDrivers({ sales_team_size: 12 });
    const withMoreReps = kpi(baseline, 'nrr', 2026).value;
    baseline.undo();
    expect(withMoreReps).toBeCloseTo(kpi(baseline, 'nrr', 2026).value ?? NaN, 9);
  });
});

describe('Rule of 40 and the magic number', () => {
  it('Rule of 40 = revenue growth % + EBITDA margin %', () => {
    const y = baseline.years();
    const growth = 100 * (line(y, 2027, 'total_revenue') / line(y, 2026, 'total_revenue') - 1);
    const margin = 100 * line(y, 2027, 'ebitda') / line(y, 2027, 'total_revenue');
    expect(kpi(baseline, 'rule_of_40', 2027).value).toBeCloseTo(growth + margin, 9);
    expect(kpi(baseline, 'rule_of_40', 2027).value).toBeCloseTo((kpi(baseline, 'revenue_growth', 2027).value ?? NaN) + (kpi(baseline, 'operating_margin', 2027).value ?? NaN), 9);
  });

  it('magic number = net new ARR of the year ÷ sales & marketing with the sales team\'s payroll', () => {
    const y = baseline.years();
    const netNewArr = line(y, 2026, 'arr') - line(y, 2025, 'arr');
    expect(line(y, 2025, 'arr')).toBe(1_102_860);
    expect(kpi(baseline, 'magic_number', 2026).value).toBeCloseTo(netNewArr / (line(y, 2026, 'sales_marketing') + line(y, 2026, 'sales_team_payroll')), 9);
    expect(kpi(baseline, 'sales_efficiency', 2026).benchmark_source).not.toMatch(/magic number/i);
  });
});
