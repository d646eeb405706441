import { evaluateFormula } from '../formula/evaluate.ts';
import { DRIVER_BY_ID } from '../model/drivers.ts';
import { LINE_BY_ID } from '../model/lines.ts';

/**
 * The flexed budget of budget against actual (docs/model.md "Budget against actual"): a cost line's
 * plan at the actual volume and the plan's rate, so its variance splits into volume (flexed − plan)
 * and spending (actual − flexed), as the revenue variance splits into volume and price.
 *
 * Each rule names a cost line and the volumes it flexes with: lines whose actuals a closed month
 * holds (rides, clients, revenue). The plan's rate per unit of a volume is read from the line's own
 * formula in the model definition — the change of the line when that volume grows by one, every
 * other line held, at the plan's drivers — so the rule cannot drift from the formula. The rest of
 * the line (fixed costs, and parts driven by figures the close does not hold, such as FTEs or
 * onboardings) stays at plan.
 */

export interface FlexRule {
  line: string;
  volumes: readonly string[];
  /** What flexes and what stays at plan, as docs/model.md says it. */
  rule: string;
}

export const FLEX_RULES: readonly FlexRule[] = [
  {
    line: 'cost_of_goods_sold', volumes: ['rides', 'medical_clients'],
    rule: 'direct cost per ride × rides and customer success per client × client-months; implementation cost per onboarding stays at plan (onboardings are not among a closed month\'s actuals)',
  },
  {
    line: 'hosting_licenses', volumes: ['rides'],
    rule: 'hosting per ride × rides; licences per FTE and the fixed platform cost stay at plan',
  },
  {
    line: 'legal_tax', volumes: ['total_revenue'],
    rule: 'the share of revenue × revenue; the fixed monthly fees stay at plan',
  },
  {
    line: 'bfs_factoring', volumes: ['total_revenue'],
    rule: 'the factoring fee on the invoices sold × revenue; fixed accounting stays at plan',
  },
  {
    line: 'bonus_pool_tc', volumes: ['medical_rides'],
    rule: 'the driver quality bonus per gated marketplace ride × medical rides; referral bonuses per new client stay at plan',
  },
  {
    line: 'bonus_pool_mc', volumes: ['transaction_revenue'],
    rule: 'the medical client bonus rate × transaction revenue',
  },
];

export const FLEXED_LINES: ReadonlySet<string> = new Set(FLEX_RULES.map((rule) => rule.line));

/** The lines a flexed budget reads besides the flexed lines: their volumes. */
export const FLEX_VOLUME_LINES: readonly string[] = [...new Set(FLEX_RULES.flatMap((rule) => rule.volumes))];

/**
 * A line's formula evaluated with the plan's drivers, `volumes` set as given and every other line it
 * reads at 0. A formula beyond arithmetic, or one that reads a value that is neither a driver nor a
 * line, throws: the rule needs a formula linear in its volumes.
 */
function lineAt(line: string, drivers: Readonly<Record<string, number>>, volumes: Readonly<Record<string, number>>): number {
  const formula = LINE_BY_ID.get(line)?.formula;
  if (formula === undefined) throw new Error(`Flexed budget: no line ${line}`);
  return evaluateFormula(formula, (ref) => {
    if (ref.kind !== 'name') throw new Error(`Flexed budget: ${line} reads ${ref.kind}(${ref.id}), not a value of its month`);
    if (DRIVER_BY_ID.has(ref.id)) {
      const value = drivers[ref.id];
      if (value === undefined) throw new Error(`Flexed budget: the plan has no value for the driver ${ref.id}`);
      return value;
    }
    if (LINE_BY_ID.has(ref.id)) return volumes[ref.id] ?? 0;
    throw new Error(`Flexed budget: ${line} reads ${ref.id}, which is neither a driver nor a line`);
  });
}

/** The plan's cost per unit of each volume of each rule: line → volume → € per unit. */
export type FlexRates = Readonly<Record<string, Readonly<Record<string, number>>>>;

/**
 * The change over a large step of the volume, divided by it: the line's fixed part cancels, and the
 * rounding of that cancellation shrinks by the step (a power of two, so the division is exact).
 */
const RATE_STEP = 2 ** 20;

export function flexRates(planDrivers: Readonly<Record<string, number>>): FlexRates {
  return Object.fromEntries(FLEX_RULES.map((rule) => [rule.line, Object.fromEntries(rule.volumes.map((volume) => {
    const rate = (lineAt(rule.line, planDrivers, { [volume]: RATE_STEP }) - lineAt(rule.line, planDrivers, {})) / RATE_STEP;
    return [volume, rate];
  }))]));
}
