import { FORECAST_YEARS } from '../calendar.ts';
import type { KernelEvaluator } from '../kernel/evaluator.ts';
import { DRIVER_BY_ID } from '../model/drivers.ts';
import { onePercentStep, type DriverStep } from '../model/driverStep.ts';
import type { DriverCategory, DriverDef } from '../model/types.ts';
import type { YearRecord } from '../session/annualFigures.ts';
import type { ModelCells } from '../workbook/cells.ts';

/**
 * Sensitivity analysis (part 2 §2, §3, §9): what a +1% change of its value (the same relative
 * step for every driver, docs/decisions.md) of each of the 12 key drivers does to revenue, EBITDA
 * and valuation over 2026–2030, computed by evaluating the full model once per driver with the compiled kernel.
 * Formulas and the strategic score are written out in docs/model.md ("Sensitivity analysis").
 */

/** Part 2 §3 simulator keys plus the part 1 §3 key-driver payload, without duplicates. */
export const SENSITIVITY_DRIVER_IDS = [
  'qrago_revenue_share', 'medical_client_growth_rate', 'transport_avg_ride_cost', 'customer_retention_rate',
  'transport_market_penetration_start', 'premium_conversion_rate', 'medical_premium_monthly_fee', 'customer_acquisition_cost',
  'employee_cost_growth_annual', 'transport_client_growth_rate', 'sales_team_size', 'sales_rep_productivity',
] as const;

/** Part 2 §3: raising these drivers costs money. */
export const NEGATIVE_DRIVER_IDS: ReadonlySet<string> = new Set(['customer_acquisition_cost', 'employee_cost_growth_annual']);

/** Part 2 §9 sum-of-parts rule: 45% of revenue valued as ARR at 6.0×, 55% as transactional at 3.0×. */
export const SUM_OF_PARTS = { arrMultiple: 6.0, transactionalMultiple: 3.0, arrShare: 0.45, transactionalShare: 0.55 } as const;

/** Valuation per euro of exit-year revenue: 0.45 × 6.0 + 0.55 × 3.0 = 4.35. */
export const SUM_OF_PARTS_REVENUE_MULTIPLE =
  SUM_OF_PARTS.arrShare * SUM_OF_PARTS.arrMultiple + SUM_OF_PARTS.transactionalShare * SUM_OF_PARTS.transactionalMultiple;

/** Weights of the total strategic impact score (they sum to 1; valuation weighs most, as the screen's default sort). */
export const STRATEGIC_SCORE_WEIGHTS = { revenue: 0.3, profit: 0.3, valuation: 0.4 } as const;

const FIRST_YEAR: number = FORECAST_YEARS[0];
const EXIT_YEAR: number = FORECAST_YEARS[4];

/** A driver's step in the sweep (engine/model/driverStep.ts) with the label the table shows. */
export interface DriverShock extends DriverStep {
  label: '+1%';
}

export interface DriverImpact {
  /** Σ 2026–2030 of the change in total revenue, in €. */
  revenueImpact: number;
  /** Σ 2026–2030 of the change in EBITDA, in €. */
  profitImpact: number;
  /** Change of the sum-of-parts value of 2030 revenue (4.35 × Δ revenue 2030), in €. */
  valuationImpact: number;
  /** Change in EBITDA 2030, in € (the tornado chart). */
  ebitda2030Impact: number;
}

/** Part 2 §3 sensitivity driver row, plus the step taken and the 2030 EBITDA impact. */
export interface SensitivityRow extends DriverImpact {
  id: string;
  name: string;
  category: DriverCategory;
  currentValue: number;
  baselineValue: number;
  unit: string;
  step: DriverShock['label'];
  totalStrategicImpact: number;
  description: string;
  isNegativeDriver: boolean;
}

/**
 * The shocked value: +1% of the driver's value for every driver, percentages included (+1 pp on a
 * 1.8 %/year driver would be a 55 % step beside 1 % on a price), so the rows rank like with like.
 * Taken as every analysis takes a step (driverStep.ts): a count of people moves by one person and
 * the change is scaled back to 1 % of the team; at the maximum the step goes down and the impacts
 * are negated, so every row reads as "1 % up". The 12 drivers hold no month, which takes no step.
 */
export function driverShock(value: number, driver: Pick<DriverDef, 'unit' | 'min' | 'max' | 'whole'>): DriverShock {
  const step = onePercentStep(driver, value);
  if (!step) throw new Error(`A ${driver.unit} driver takes no sensitivity step`);
  return { ...step, label: '+1%' };
}

function difference(base: Record<number, YearRecord>, shocked: Record<number, YearRecord>, year: number, line: string): number {
  return (shocked[year]?.[line] ?? 0) - (base[year]?.[line] ?? 0);
}

/** The impacts of one shock, from the annual records before and after it (per step: direction and scale of driverStep.ts). */
export function impactOf(base: Record<number, YearRecord>, shocked: Record<number, YearRecord>, shock: Pick<DriverStep, 'direction' | 'scale'>): DriverImpact {
  const perStep = shock.direction * shock.scale;
  let revenue = 0;
  let profit = 0;
  for (let year = FIRST_YEAR; year <= EXIT_YEAR; year += 1) {
    revenue += difference(base, shocked, year, 'total_revenue');
    profit += difference(base, shocked, year, 'ebitda');
  }
  return {
    revenueImpact: perStep * revenue,
    profitImpact: perStep * profit,
    valuationImpact: perStep * SUM_OF_PARTS_REVENUE_MULTIPLE * difference(base, shocked, EXIT_YEAR, 'total_revenue'),
    ebitda2030Impact: perStep * difference(base, shocked, EXIT_YEAR, 'ebitda'),
  };
}

/**
 * Total strategic impact, 0–100: for revenue, profit and valuation impact, the driver's percentile
 * among the 12 by absolute impact (the share of the other drivers it beats: 1 for the strongest,
 * 0 for the weakest), weighted 30 / 30 / 40 and rounded. Ranks, not shares of the largest impact,
 * because one driver's 1 % can still dwarf the rest (the transport market's reach) and would leave
 * every other driver at the bottom of the heatmap; the impact columns keep the magnitudes.
 */
export function strategicScores(impacts: readonly DriverImpact[]): number[] {
  const others = Math.max(1, impacts.length - 1);
  const percentile = (pick: (impact: DriverImpact) => number) => {
    const magnitudes = impacts.map((impact) => Math.abs(pick(impact)));
    return magnitudes.map((value) => magnitudes.filter((other) => other < value).length / others);
  };
  const revenue = percentile((i) => i.revenueImpact);
  const profit = percentile((i) => i.profitImpact);
  const valuation = percentile((i) => i.valuationImpact);
  return impacts.map((_, i) => Math.round(100 * (
    STRATEGIC_SCORE_WEIGHTS.revenue * (revenue[i] ?? 0)
    + STRATEGIC_SCORE_WEIGHTS.profit * (profit[i] ?? 0)
    + STRATEGIC_SCORE_WEIGHTS.valuation * (valuation[i] ?? 0)
  )));
}

const NO_IMPACT: DriverImpact = { revenueImpact: 0, profitImpact: 0, valuationImpact: 0, ebitda2030Impact: 0 };

/** The two lines impactOf reads, 2026–2030: 10 cells instead of every annual line. */
function revenueAndEbitda(cells: ModelCells): Record<number, YearRecord> {
  return Object.fromEntries(FORECAST_YEARS.map((year) => [year, { total_revenue: cells.annual('total_revenue', year), ebitda: cells.annual('ebitda', year) }]));
}

/**
 * The sweep around `drivers` (a full set of effective drivers): the compiled kernel evaluates the
 * model once as it is and once per driver with the shocked value, the others held.
 */
export function sensitivitySweep(evaluator: KernelEvaluator, drivers: Readonly<Record<string, number>>): SensitivityRow[] {
  const { kernel } = evaluator;
  const vector = kernel.driverVector(drivers);
  evaluator.evaluateVector(vector);
  const baseYears = revenueAndEbitda(evaluator.cells);
  const measured = SENSITIVITY_DRIVER_IDS.map((id) => {
    const driver = DRIVER_BY_ID.get(id);
    const index = kernel.driverIndex.get(id);
    if (!driver || index === undefined) throw new Error(`Sensitivity driver ${id} is not in the catalog`);
    const currentValue = vector[index] as number;
    const shock = driverShock(currentValue, driver);
    let impact = NO_IMPACT;
    // A zero value has no 1% step: nothing to evaluate.
    if (shock.value !== currentValue) {
      vector[index] = shock.value;
      evaluator.evaluateVector(vector);
      impact = impactOf(baseYears, revenueAndEbitda(evaluator.cells), shock);
      vector[index] = currentValue;
    }
    return { driver, currentValue, shock, impact };
  });
  const scores = strategicScores(measured.map((m) => m.impact));
  return measured.map(({ driver, currentValue, shock, impact }, index) => ({
    id: driver.id,
    name: driver.name,
    category: driver.category,
    currentValue,
    baselineValue: driver.baseline,
    unit: driver.unit,
    step: shock.label,
    ...impact,
    totalStrategicImpact: scores[index] ?? 0,
    description: driver.description,
    isNegativeDriver: NEGATIVE_DRIVER_IDS.has(driver.id),
  }));
}
