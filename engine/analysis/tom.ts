import type { ModelSession } from '../session/session.ts';
import { FIRST_FORECAST_YEAR, FORECAST_YEARS } from '../calendar.ts';

/**
 * Target Operating Model (part 2 §2–§3): the organisation a year's FTE plan pays for. Headcount
 * comes from the model (2025 actuals, fte_plan_* drivers), the sales team from the model's sales
 * reps, the rest of the headcount is split over the other departments by documented weights.
 * Definitions: docs/model.md ("Target Operating Model").
 */

/** Part 2 §2 year selector: 2025 Actual, 2026 and 2027 Projected, 2030 Target. */
export const TOM_YEARS = [2025, 2026, 2027, 2030] as const;
/** Every year with an FTE figure (the API answers all of them; the screen offers TOM_YEARS). */
export const TOM_FIRST_YEAR = 2025;
export const TOM_LAST_YEAR = 2030;

/** Part 2 §9: capacity utilisation of the planned organisation. */
export const CAPACITY_UTILIZATION_PERCENT = 85;
/** Part 2 §9: 2025 revenue when the model cannot be reached (the sample structure). */
export const TOM_FALLBACK_REVENUE_2025 = 1_404_265;
export const TOM_FALLBACK_FTES_2025 = 21;

export type DepartmentId = 'executive' | 'product_engineering' | 'sales' | 'customer_success' | 'marketing' | 'finance_admin';

export interface DepartmentDef {
  id: DepartmentId;
  title: string;
  /** Percent of the non-sales headcount (sales is sized by the model's sales reps); whole numbers keep the split exact. */
  headcountWeight: number;
  /** Share of revenue attributed to the department, split equally over its people. */
  revenueAttribution: number;
  functions: readonly string[];
}

export const DEPARTMENTS: readonly DepartmentDef[] = [
  {
    id: 'executive', title: 'Executive Leadership', headcountWeight: 8, revenueAttribution: 0.05,
    functions: ['Strategy & fundraising', 'Investor relations', 'Regulatory affairs', 'Partnerships (BFS, insurers)'],
  },
  {
    id: 'product_engineering', title: 'Product & Engineering', headcountWeight: 50, revenueAttribution: 0.3,
    functions: ['Platform development', 'Dispatch & routing algorithms', 'Hospital IT integrations', 'Data & analytics', 'Security & compliance'],
  },
  {
    id: 'sales', title: 'Sales', headcountWeight: 0, revenueAttribution: 0.35,
    functions: ['Hospital & clinic acquisition', 'Transport partner acquisition', 'Key account management', 'Pipeline & CRM'],
  },
  {
    id: 'customer_success', title: 'Customer Success & Operations', headcountWeight: 24, revenueAttribution: 0.2,
    functions: ['Onboarding & implementation', '24/7 support', 'Ride operations', 'Account expansion'],
  },
  {
    id: 'marketing', title: 'Marketing', headcountWeight: 8, revenueAttribution: 0.05,
    functions: ['Brand & events', 'Demand generation', 'Product marketing'],
  },
  {
    id: 'finance_admin', title: 'Finance & Administration', headcountWeight: 10, revenueAttribution: 0.05,
    functions: ['Accounting & factoring', 'Controlling & planning', 'People & recruiting', 'Legal & tax'],
  },
];

export interface TomInputs {
  year: number;
  /** FTEs of the year (annual average). */
  ftes: number;
  totalRevenue: number;
  /** Sales reps of the year (annual average). */
  salesReps: number;
  /** Employee cost of the year, €. */
  employeeCost: number;
  dataSource: string;
}

/**
 * The year's figures from a session. 2025 has no modelled sales reps; it takes the model's own
 * rule (sales team size × FTEs ÷ FTE plan 2026) with the actual FTEs.
 */
export function tomInputs(session: ModelSession, year: number, scenarioName: string): TomInputs {
  const record = session.years()[year] ?? {};
  const drivers = session.driverValues();
  const ftes = record.ftes ?? 0;
  const salesReps = record.sales_reps ?? ((drivers.sales_team_size ?? 0) * ftes) / (drivers.fte_plan_2026 ?? ftes);
  return {
    year,
    ftes,
    totalRevenue: record.total_revenue ?? 0,
    salesReps,
    employeeCost: record.employees ?? 0,
    dataSource: year === 2025 ? 'Actuals 2025' : `Forecast model (${scenarioName})`,
  };
}

/** The sample the screen shows (marked Mock Data) when the server cannot be reached (part 2 §8). */
export function sampleTomInputs(year: number): TomInputs {
  return {
    year,
    ftes: TOM_FALLBACK_FTES_2025,
    totalRevenue: TOM_FALLBACK_REVENUE_2025,
    salesReps: 6,
    employeeCost: 0,
    dataSource: 'Mock Data',
  };
}

/**
 * The scaling plan of the sample: part 2 §9's FTE plan (21 / 25 / 45) with the 2025 revenue and
 * the Baseline's revenue targets of part 1 §9 (€4.9M in 2026, €50M in 2030).
 */
export function sampleScalingPlan(): ScalingStep[] {
  return [
    { year: 2025, ftes: 21, total_revenue: TOM_FALLBACK_REVENUE_2025 },
    { year: 2026, ftes: 25, total_revenue: 4_900_000 },
    { year: 2030, ftes: 45, total_revenue: 50_000_000 },
  ].map((step) => ({ ...step, revenue_per_fte: step.total_revenue / step.ftes }));
}

/**
 * Whole heads per department: sales = the rounded sales reps (at most headcount − 1, so the CEO
 * stays), the rest by weight with the largest-remainder method (ties go to the earlier department),
 * the executive team at least 1.
 */
export function departmentHeadcounts(ftes: number, salesReps: number): Record<DepartmentId, number> {
  const headcount = Math.max(1, Math.round(ftes));
  const sales = Math.min(headcount - 1, Math.max(0, Math.round(salesReps)));
  const rest = headcount - sales;
  const others = DEPARTMENTS.filter((d) => d.id !== 'sales');
  const totalWeight = others.reduce((sum, d) => sum + d.headcountWeight, 0);
  const exact = others.map((d) => ({ id: d.id, exact: (rest * d.headcountWeight) / totalWeight }));
  const counts = new Map(exact.map((e) => [e.id, Math.floor(e.exact)]));
  let left = rest - [...counts.values()].reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((e, order) => ({ ...e, order, remainder: e.exact - Math.floor(e.exact) }))
    .sort((a, b) => b.remainder - a.remainder || a.order - b.order);
  for (const entry of byRemainder) {
    if (left <= 0) break;
    counts.set(entry.id, (counts.get(entry.id) ?? 0) + 1);
    left -= 1;
  }
  if ((counts.get('executive') ?? 0) === 0) {
    const largest = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
    if (largest && largest[1] > 0) {
      counts.set(largest[0], largest[1] - 1);
      counts.set('executive', 1);
    }
  }
  return {
    executive: counts.get('executive') ?? 0,
    product_engineering: counts.get('product_engineering') ?? 0,
    sales,
    customer_success: counts.get('customer_success') ?? 0,
    marketing: counts.get('marketing') ?? 0,
    finance_admin: counts.get('finance_admin') ?? 0,
  };
}

export interface TomStructure {
  year: number;
  total_revenue: number;
  organization: Record<string, { title: string; count: number; functions: string[] }>;
  metrics: {
    total_ftes: number;
    revenue_per_fte: number;
    /** Revenue per euro of employee cost (0 when the cost is unknown). */
    cost_efficiency: number;
    data_source: string;
    capacity_utilization: number;
  };
}

export function tomStructure(inputs: TomInputs): TomStructure {
  const counts = departmentHeadcounts(inputs.ftes, inputs.salesReps);
  const organization: TomStructure['organization'] = {};
  for (const department of DEPARTMENTS) {
    organization[department.id] = { title: department.title, count: counts[department.id], functions: [...department.functions] };
  }
  return {
    year: inputs.year,
    total_revenue: inputs.totalRevenue,
    organization,
    metrics: {
      total_ftes: inputs.ftes,
      revenue_per_fte: inputs.ftes > 0 ? inputs.totalRevenue / inputs.ftes : 0,
      cost_efficiency: inputs.employeeCost > 0 ? inputs.totalRevenue / inputs.employeeCost : 0,
      data_source: inputs.dataSource,
      capacity_utilization: CAPACITY_UTILIZATION_PERCENT,
    },
  };
}

export interface ScalingStep {
  year: number;
  ftes: number;
  total_revenue: number;
  revenue_per_fte: number;
}

/** The FTE plan 2025–2030 with revenue per FTE (the Analysis tab's scaling plan). */
export function scalingPlan(session: ModelSession): ScalingStep[] {
  const years = session.years();
  // The last actual year, then the forecast years.
  return [FIRST_FORECAST_YEAR - 1, ...FORECAST_YEARS].map((year) => {
    const ftes = years[year]?.ftes ?? 0;
    const revenue = years[year]?.total_revenue ?? 0;
    return { year, ftes, total_revenue: revenue, revenue_per_fte: ftes > 0 ? revenue / ftes : 0 };
  });
}
