import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModelSession, type KpiResult, type ModelSession } from '../../../engine/session/session.ts';
import { builtInScenario } from '../../../engine/scenarios.ts';
import { cagr, dashboardMetrics } from '../../../engine/session/dashboard.ts';
import { strategicOkrs } from '../../../engine/session/okrs.ts';
import { CASH_PROFILE_LINES, cashProfile } from '../../../engine/session/cash.ts';
import { evaluateHypotheses } from '../../../engine/session/hypotheses.ts';
import { HYPOTHESES, HYPOTHESIS_GROUPS } from '../../../engine/model/hypotheses.ts';
import { KPI_BY_ID } from '../../../engine/model/kpis.ts';
import { driverValueProblem, holdsRetiredDrivers, RETIRED_DRIVERS, withoutRetiredDrivers } from '../../../engine/session/validate.ts';
import { DRIVER_CATEGORIES } from '../../../engine/model/categories.ts';
import { DRIVERS } from '../../../engine/model/drivers.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

const scenario = (id: string) => builtInScenario(id)?.key_drivers ?? {};

let baseline: ModelSession;
let lowCase: ModelSession;
beforeAll(() => {
  const actuals = baselineActuals();
  baseline = createModelSession({ actuals, drivers: scenario('baseline') });
  lowCase = createModelSession({ actuals, drivers: scenario('low_case') });
});
afterAll(() => {
  baseline.destroy();
  lowCase.destroy();
});

describe('Key Performance Dashboard summary (part 2 §3 dashboard_metrics)', () => {
  it('gives revenue, EBIT and medical trips for 2026 and 2030 with the CAGR between them', () => {
    const years = baseline.years();
    const metrics = dashboardMetrics(years);
    expect(metrics.revenue_2026).toBe(years[2026]?.total_revenue);
    expect(metrics.trips_2030).toBe(years[2030]?.medical_rides);
    expect(metrics.ebit_2026).toBe(years[2026]?.ebit);
    expect(metrics.ebit_2026).toBeLessThan(years[2026]?.ebitda ?? NaN);
    const revenue2026 = metrics.revenue_2026 ?? NaN;
    expect(revenue2026 * Math.pow(1 + (metrics.revenue_growth ?? NaN) / 100, 4)).toBeCloseTo(metrics.revenue_2030 ?? NaN, 2);
  });

  it('leaves growth undefined when it starts from a loss (Low Case EBIT 2026 is negative)', () => {
    const metrics = dashboardMetrics(lowCase.years());
    expect(metrics.ebit_2026).toBeLessThan(0);
    expect(metrics.ebit_growth).toBeNull();
    expect([cagr(0, 5, 4), cagr(5, -1, 4), cagr(null, 5, 4), cagr(100, 121, 2)]).toEqual([null, null, null, expect.closeTo(10, 9)]);
  });
});

const years2026 = () => baseline.years()[2026] ?? {};

describe('Strategic OKRs 2026 (part 1 §2)', () => {
  it('compares the 2026 forecast with the scenario targets and shows the 2024 and 2025 actuals', () => {
    const okrs = strategicOkrs(baseline.years(), baseline.driverValues());
    expect(okrs.map((o) => o.title)).toEqual(['Revenue Growth', 'Rides Coverage', 'Operational Profitability']);
    const [revenue, rides, profit] = okrs;
    expect(revenue).toMatchObject({ target_2026: 4_900_000, actual_2024: 1_006_360, actual_2025: 1_404_265, status: 'good' });
    expect(revenue?.attainment).toBeCloseTo(100, 0);
    expect(rides).toMatchObject({ target_2026: 1_500_000, actual_2024: 345_644, actual_2025: 537_748 });
    // The target is a net profit: the objective measures net income, which the 2024–2025 baseline data do not hold.
    expect(profit).toMatchObject({ line: 'net_income', measure: 'Net income', target_2026: 1_000_000, actual_2024: null, actual_2025: null });
    expect(profit?.forecast_2026).toBe(years2026().net_income);
    expect(profit?.forecast_2026).toBeLessThan(years2026().ebitda ?? NaN);
  });

  it('takes each scenario\'s own ride target (part 1 §9: 1,000,000 for Low Case)', () => {
    const rides = strategicOkrs(lowCase.years(), lowCase.driverValues())[1];
    expect(rides?.target_2026).toBe(1_000_000);
    const profit = strategicOkrs(lowCase.years(), lowCase.driverValues())[2];
    expect(profit?.status).toBe('critical');
    // A loss against a profit target attains less than nothing of it.
    expect(profit?.forecast_2026).toBeLessThan(0);
    expect(profit?.attainment).toBeLessThan(0);
  });
});

describe('cash profile (cockpit cash chart)', () => {
  const profileOf = (session: ModelSession) => cashProfile(session.statement({ period: 'month', lines: CASH_PROFILE_LINES }), session.driverValues().minimum_cash_covenant ?? NaN);

  it('reports no cash-out month when the plan stays funded, the low point, the covenant kept and when the plan turns EBITDA- and cash-positive', () => {
    const profile = profileOf(baseline);
    expect(profile.months).toHaveLength(84);
    expect(profile.cash_out_month).toBeNull();
    expect(profile.months_to_cash_out).toBeNull();
    const low = profile.low_point;
    expect(low?.value).toBe(Math.min(...profile.closing_cash.map((v) => v ?? Infinity)));
    expect(profile.covenant).toBe(500_000);
    expect(profile.covenant_breach_month).toBeNull();
    expect(profile.closing_cash.slice(24).every((v) => (v ?? -1) >= 500_000)).toBe(true);
    // EBITDA-positive is a month of the P&L; cash-positive counts the year's cash flow before funding.
    const ebitda = baseline.statement({ period: 'month', from: '2026-01', lines: ['ebitda'] }).rows[0]?.values ?? [];
    const from = ebitda.findIndex((_, i) => ebitda.slice(i).every((v) => (v ?? -1) >= 0));
    expect(profile.ebitda_positive_from).toBe(`2026-${String(from + 1).padStart(2, '0')}`);
    expect(profile.cash_positive_from).toBe(2026);
  });

  it('names the first plan month below the covenant, and marks the first with negative cash counted from December 2025', () => {
    lowCase.setDrivers({ avg_cost_per_fte: 250_000, equity_round_1_amount: 0 });
    const profile = profileOf(lowCase);
    lowCase.undo();
    const month = profile.cash_out_month;
    expect(month).not.toBeNull();
    const index = profile.months.indexOf(month as string);
    expect(profile.closing_cash[index]).toBeLessThan(0);
    expect(profile.closing_cash.slice(24, index).every((v) => (v ?? -1) >= 0)).toBe(true);
    expect(profile.months_to_cash_out).toBe(index - 23);
    const breach = profile.months.indexOf(profile.covenant_breach_month as string);
    expect(breach).toBeGreaterThan(23);
    expect(breach).toBeLessThan(index);
    expect(profile.closing_cash[breach]).toBeLessThan(500_000);
    expect(profile.closing_cash.slice(24, breach).every((v) => (v ?? -1) >= 500_000)).toBe(true);
    expect(profile.cash_positive_from).not.toBe(2026);
  });

  it('reads the covenant it is given: a covenant above every balance is breached in the first plan month', () => {
    const profile = cashProfile(baseline.statement({ period: 'month', lines: CASH_PROFILE_LINES }), 1e12);
    expect(profile.covenant_breach_month).toBe('2026-01');
  });
});

describe('BI hypotheses H1–H9', () => {
  it('have the titles and groups of part 1 §2 and name only KPIs the model defines', () => {
    expect(HYPOTHESIS_GROUPS.map((g) => g.title)).toEqual(['H1-H4 Core', 'H5-H6 Upside', 'H7-H9 Growth Execution']);
    expect(HYPOTHESES.map((h) => `${h.id} ${h.title}`)).toEqual([
      'H1 Must-Have & Growth', 'H2 Premium Pricing Achievable', 'H3 Short Sales Cycles', 'H4 Creating Switching Barriers',
      'H5 Reusable Technology & Regulatory Adaptability', 'H6 Data-driven Add-on Products',
      'H7 Strategic Fit', 'H8 Shift from Medical to Logistics/Insurance', 'H9 Team Development',
    ]);
    for (const h of HYPOTHESES) for (const id of h.evidence) expect(KPI_BY_ID.has(id), `${h.id} → ${id}`).toBe(true);
  });

  it('is supported when all evidence is good, refuted when most is critical, open otherwise', () => {
    const kpis = baseline.kpis(2026);
    const withStatus = (statuses: Record<string, KpiResult['status']>) => kpis.map((k) => ({ ...k, status: statuses[k.id] ?? 'good' }));
    const h2 = (list: KpiResult[]) => evaluateHypotheses(list).find((h) => h.id === 'H2')?.status;
    expect(h2(withStatus({}))).toBe('good');
    expect(h2(withStatus({ premium_conversion: 'warning' }))).toBe('warning');
    expect(h2(withStatus({ premium_conversion: 'critical' }))).toBe('warning');
    expect(h2(withStatus({ premium_conversion: 'critical', revenue_per_medical_client: 'critical' }))).toBe('critical');
  });

  it('finds Low Case\'s premium pricing refuted and Baseline\'s supported', () => {
    const status = (s: ModelSession) => evaluateHypotheses(s.kpis(2026)).find((h) => h.id === 'H2')?.status;
    expect(status(baseline)).toBe('good');
    expect(status(lowCase)).toBe('critical');
  });

  it('computes revenue per medical client from the annual lines', () => {
    const years = baseline.years();
    const y = years[2026] ?? {};
    const previous = years[2025]?.medical_clients ?? NaN;
    const expected = ((y.medical_recurring_revenue ?? NaN) + (y.transaction_revenue ?? NaN)) / ((previous + (y.medical_clients ?? NaN)) / 2) / 1000;
    expect(baseline.kpis(2026).find((k) => k.id === 'revenue_per_medical_client')?.value).toBeCloseTo(expected, 9);
  });
});

describe('driver catalog for the Key Performance Dashboard', () => {
  it('describes every category a driver belongs to', () => {
    const described = new Set(DRIVER_CATEGORIES.map((c) => c.id));
    expect(DRIVERS.every((d) => described.has(d.category))).toBe(true);
  });

  it('refuses a month driver value that is not a yyyymm month, and accepts one that is', () => {
    expect(driverValueProblem('equity_round_1_month', 202687)?.code).toBe('out_of_bounds');
    expect(driverValueProblem('equity_round_1_month', 202611.5)?.code).toBe('out_of_bounds');
    expect(driverValueProblem('equity_round_1_month', 202603)).toBeNull();
    expect(driverValueProblem('logo_churn_rate', '3')?.code).toBe('not_a_number');
  });

  it('refuses a value for a retired driver saying why, and leaves a stored one out', () => {
    const problem = driverValueProblem('capital_injection_2025', 2_000_000);
    expect(problem).toMatchObject({ code: 'retired_driver', driver: 'capital_injection_2025' });
    expect(problem?.message).toBe(`capital_injection_2025 is retired: ${RETIRED_DRIVERS.get('capital_injection_2025')}`);
    expect(withoutRetiredDrivers({ capital_injection_month: 202511, logo_churn_rate: 3 })).toEqual({ logo_churn_rate: 3 });
    expect(holdsRetiredDrivers({ capital_injection_month: 202511 })).toBe(true);
    expect(holdsRetiredDrivers({ logo_churn_rate: 3 })).toBe(false);
  });
});

describe('docs/model.md "BI hypotheses"', () => {
  it('lists every hypothesis with exactly the evidence KPIs the model uses', async () => {
    const { default: fs } = await import('node:fs');
    const { ROOT } = await import('../../helpers/fixtures.ts');
    const page = fs.readFileSync(`${ROOT}/docs/model.md`, 'utf8');
    for (const h of HYPOTHESES) {
      const row = page.split('\n').find((line) => line.startsWith(`| ${h.id} ${h.title} |`));
      expect(row, h.id).toBeDefined();
      const listed = [...(row?.split('|')[3] ?? '').matchAll(/`([a-z0-9_]+)`/g)].map((m) => m[1]);
      expect(listed).toEqual([...h.evidence]);
    }
  });
});
