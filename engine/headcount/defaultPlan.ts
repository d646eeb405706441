import { FORECAST_YEARS } from '../calendar.ts';
import { DRIVER_BY_ID } from '../model/drivers.ts';
import { SALES_DEPARTMENT, type HeadcountPlan, type Position } from './plan.ts';

/**
 * The plan of a scenario that has not saved one of its own: the staff of December 2025 and, every
 * January, the hires that bring the team to the scenario's FTE plan for the year (the five
 * numbers a scenario had before positions): sales reps to the Sales Team Size grown with the FTE
 * plan, the other hires over the departments by fixed weights. Salaries are the company's pay
 * scale scaled by Average Cost per FTE; raises follow Employee Cost Growth. The built-in
 * scenarios' plans reproduce their FTE years exactly and their employee cost within ±2 %
 * (tests/property/headcount.property.test.ts; docs/model.md "Headcount plan").
 */

interface RoleScale {
  department: string;
  role: string;
  /** Salary at January 2026 prices as a share of Average Cost per FTE (2025). */
  salaryShare: number;
  variable_pct: number;
  recruiting_cost: number;
  /** The staff of December 2025 in the role. */
  opening: number;
  /** Share of the non-sales hires (percent); 0: the role is not hired for. */
  hiringWeight: number;
}

/**
 * The pay scale of December 2025's 21 people, at January 2026 prices (each share × the 2025 cost
 * per FTE of 72,649 € is the salary, rounded to 100 €; the founding managing director draws a
 * founder's salary). Shares and hiring weights were calibrated so every built-in scenario's
 * employee cost stays within 1 % of its FTE years × the 2025 cost per FTE grown by 6.2 % a year
 * (docs/model.md "Headcount plan").
 */
export const PAY_SCALE: readonly RoleScale[] = [
  { department: 'sales', role: 'Account Executive', salaryShare: 0.624, variable_pct: 30, recruiting_cost: 6000, opening: 6, hiringWeight: 0 },
  { department: 'customer_success', role: 'Customer Success Manager', salaryShare: 0.624, variable_pct: 5, recruiting_cost: 4000, opening: 3, hiringWeight: 20 },
  { department: 'implementation', role: 'Implementation Specialist', salaryShare: 0.642, variable_pct: 5, recruiting_cost: 4000, opening: 2, hiringWeight: 15 },
  { department: 'engineering', role: 'Software Engineer', salaryShare: 1.124, variable_pct: 0, recruiting_cost: 8000, opening: 7, hiringWeight: 45 },
  { department: 'operations', role: 'Operations Coordinator', salaryShare: 0.553, variable_pct: 0, recruiting_cost: 3000, opening: 1, hiringWeight: 10 },
  { department: 'g_and_a', role: 'Managing Director', salaryShare: 0.98, variable_pct: 0, recruiting_cost: 0, opening: 1, hiringWeight: 0 },
  { department: 'g_and_a', role: 'Finance & People', salaryShare: 0.731, variable_pct: 5, recruiting_cost: 5000, opening: 1, hiringWeight: 10 },
];

/** The drivers a generated plan reads. */
export const DEFAULT_PLAN_DRIVERS = ['fte_plan_2026', 'fte_plan_2027', 'fte_plan_2028', 'fte_plan_2029', 'fte_plan_2030', 'sales_team_size', 'avg_cost_per_fte'] as const;

/** Whole numbers for parts of `total` by weight: largest remainder, ties to the earlier part. */
function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact.map((value, i) => ({ i, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    counts[i] = (counts[i] as number) + 1;
    left -= 1;
  }
  return counts;
}

/** A driver the plan is generated from; the shipped baseline where the model definition has none (planDriverValue in planRows.ts). */
const value = (drivers: Readonly<Record<string, number>>, id: string): number => {
  const found = drivers[id] ?? DRIVER_BY_ID.get(id)?.baseline;
  if (found === undefined || !Number.isFinite(found)) throw new Error(`The generated headcount plan needs driver ${id}`);
  return found;
};

/**
 * What a generated plan is made of: Average Cost per FTE, and each year's whole people in all and
 * in sales. Driver values that round to the same numbers generate the same plan (the kernel keeps
 * plans by these numbers: a forecast-range draw of the FTE plans mostly lands on one it has).
 */
export interface PlanTargets {
  costPerFte: number;
  /** Per forecast year: people in all, and sales reps among them. */
  ftes: readonly number[];
  reps: readonly number[];
}

/**
 * Each year's targets from a scenario's effective drivers: the year's FTE plan, whole, split into
 * sales reps (Sales Team Size × FTE plan ÷ the 2026 FTE plan, rounded) and the rest.
 */
export function planTargets(drivers: Readonly<Record<string, number>>): PlanTargets {
  const plan2026 = value(drivers, 'fte_plan_2026');
  const salesTeam = value(drivers, 'sales_team_size');
  const ftes = FORECAST_YEARS.map((year) => Math.max(1, Math.round(value(drivers, `fte_plan_${year}`))));
  const reps = ftes.map((people) => Math.min(people - 1, Math.max(0, Math.round((salesTeam * people) / plan2026))));
  return { costPerFte: value(drivers, 'avg_cost_per_fte'), ftes, reps };
}

/** The plan generated from a scenario's effective drivers (planOfTargets of planTargets). */
export function generatedPlan(drivers: Readonly<Record<string, number>>): HeadcountPlan {
  return planOfTargets(planTargets(drivers));
}

/**
 * The plan of a year's targets: the opening staff, sales reps to the year's target, the other
 * hires by hiring weight on top of the opening staff; a role that has more people than its target
 * (an FTE plan that falls) lets its newest hires go at the end of the year before.
 */
export function planOfTargets(targetsOfYears: PlanTargets): HeadcountPlan {
  const { costPerFte } = targetsOfYears;
  const nonSales = PAY_SCALE.map((role, i) => ({ role, i })).filter(({ role }) => role.department !== SALES_DEPARTMENT);
  const salesRoles = PAY_SCALE.map((role, i) => ({ role, i })).filter(({ role }) => role.department === SALES_DEPARTMENT);
  const openingNonSales = nonSales.reduce((sum, { role }) => sum + role.opening, 0);

  // Cohorts per role: [start year (2025 = opening), count, end year or null].
  const cohorts: { start: number; count: number; end: number | null }[][] = PAY_SCALE.map((role) => (role.opening > 0 ? [{ start: 2025, count: role.opening, end: null }] : []));
  const heads = (i: number) => (cohorts[i] ?? []).filter((c) => c.end === null).reduce((sum, c) => sum + c.count, 0);

  FORECAST_YEARS.forEach((year, y) => {
    const reps = targetsOfYears.reps[y] as number;
    const others = (targetsOfYears.ftes[y] as number) - reps;
    const growth = apportion(Math.max(0, others - openingNonSales), nonSales.map(({ role }) => role.hiringWeight));
    const targets = new Map<number, number>();
    nonSales.forEach(({ role, i }, k) => targets.set(i, role.opening + (growth[k] as number)));
    if (others < openingNonSales) {
      // Fewer people than the opening staff outside sales: fewer per role by weight of their opening staff.
      const kept = apportion(others, nonSales.map(({ role }) => role.opening));
      nonSales.forEach(({ i }, k) => targets.set(i, kept[k] as number));
    }
    salesRoles.forEach(({ i }) => targets.set(i, reps));
    for (const [i, target] of targets) {
      let current = heads(i);
      if (target > current) {
        (cohorts[i] as { start: number; count: number; end: number | null }[]).push({ start: year, count: target - current, end: null });
        continue;
      }
      // Newest hires leave first, at the end of the year before.
      for (const cohort of [...(cohorts[i] ?? [])].reverse()) {
        if (current <= target) break;
        if (cohort.end !== null) continue;
        const leaving = Math.min(cohort.count, current - target);
        if (leaving === cohort.count) cohort.end = year - 1;
        else {
          cohort.count -= leaving;
          (cohorts[i] as { start: number; count: number; end: number | null }[]).push({ start: cohort.start, count: leaving, end: year - 1 });
        }
        current -= leaving;
      }
    }
  });

  const positions: Position[] = [];
  PAY_SCALE.forEach((role, i) => {
    for (const cohort of cohorts[i] ?? []) {
      if (cohort.count <= 0 || (cohort.end !== null && cohort.end < 2025)) continue;
      positions.push({
        role: role.role,
        department: role.department,
        count: cohort.count,
        start_month: cohort.start === 2025 ? '2025-12' : `${cohort.start}-01`,
        end_month: cohort.end === null ? null : `${cohort.end}-12`,
        annual_salary: Math.round((role.salaryShare * costPerFte) / 100) * 100,
        raise_pct: null,
        raise_month: 1,
        variable_pct: role.variable_pct,
        recruiting_cost: cohort.start === 2025 ? 0 : role.recruiting_cost,
      });
    }
  });
  return { positions };
}
