/**
 * The payroll variance split by headcount (issue 28; docs/model.md "Budget against actual"):
 * payroll = FTE-months × cost per FTE-month, so its variance splits like a revenue stream's into a
 * heads effect, taken first at the plan's cost per FTE-month, and a cost-per-head effect, the rest:
 *
 *   heads         = (actual FTE-months − plan FTE-months) × plan cost per FTE-month
 *   cost per head = (actual cost per FTE-month − plan cost per FTE-month) × actual FTE-months
 *
 * which add up to actual payroll − plan payroll. The second is computed as the variance less the
 * heads effect, so the two add up to the variance (within float rounding) however the rates round.
 */

/** Payroll and FTE-months (each month's FTEs summed over the months) of the compared months. */
export interface PayrollVolume {
  payroll: number;
  fteMonths: number;
}

export interface PayrollEffects {
  heads: number;
  cost_per_head: number;
}

/** Cost per FTE-month; null without FTE-months. */
export function costPerFteMonth({ payroll, fteMonths }: PayrollVolume): number | null {
  return fteMonths === 0 ? null : payroll / fteMonths;
}

/**
 * Heads and cost per head of the variance actual − plan. Without planned FTE-months there is no
 * plan cost per head: the whole variance is heads (as a revenue stream without planned volume is
 * all volume).
 */
export function payrollEffects(plan: PayrollVolume, actual: PayrollVolume): PayrollEffects {
  const variance = actual.payroll - plan.payroll;
  const planRate = costPerFteMonth(plan);
  const heads = planRate === null ? variance : (actual.fteMonths - plan.fteMonths) * planRate;
  return { heads, cost_per_head: variance - heads };
}

/** One period's payroll variance and its split; the split is null unless every compared month reports FTEs. */
export interface PayrollSplit {
  period: string;
  period_label: string;
  plan: number;
  actual: number;
  variance: number;
  plan_fte_months: number;
  /** null while a compared month lacks actual FTEs. */
  actual_fte_months: number | null;
  plan_cost_per_fte_month: number | null;
  actual_cost_per_fte_month: number | null;
  heads: number | null;
  cost_per_head: number | null;
  /** The compared (closed) months whose actuals give no FTEs, YYYY-MM; empty when the split is there. */
  months_without_headcount: string[];
}

export interface PayrollPeriod {
  period: string;
  period_label: string;
  plan: PayrollVolume;
  actual: PayrollVolume;
  monthsWithoutHeadcount: string[];
}

/**
 * A period's split. FTE-months of a month without actual FTEs would be the plan's own people, so a
 * heads effect over them would be the plan measured against itself: the split waits for every month.
 */
export function payrollSplit({ period, period_label, plan, actual, monthsWithoutHeadcount }: PayrollPeriod): PayrollSplit {
  const complete = monthsWithoutHeadcount.length === 0;
  const effects = complete ? payrollEffects(plan, actual) : null;
  return {
    period, period_label,
    plan: plan.payroll, actual: actual.payroll, variance: actual.payroll - plan.payroll,
    plan_fte_months: plan.fteMonths,
    actual_fte_months: complete ? actual.fteMonths : null,
    plan_cost_per_fte_month: costPerFteMonth(plan),
    actual_cost_per_fte_month: complete ? costPerFteMonth(actual) : null,
    heads: effects?.heads ?? null,
    cost_per_head: effects?.cost_per_head ?? null,
    months_without_headcount: monthsWithoutHeadcount,
  };
}
