import { DRIVERS } from './model/drivers.ts';
import type { DriverDef } from './model/types.ts';
import { BUILT_IN_SCENARIOS, type ScenarioDefinition } from './scenarios.ts';

/**
 * The rules that make the built-in scenarios read as stories (docs/model.md "Scenario stories"):
 * Low Case ≤ Baseline ≤ High Case along every driver's favourable direction, and each case moves
 * a few levers away from Baseline, which its story names.
 */

export interface OrderingViolation {
  driver: string;
  favourable: 'higher' | 'lower';
  low: number;
  baseline: number;
  high: number;
}

export interface StoryLever {
  driver: string;
  name: string;
  unit: string;
  baseline: number;
  value: number;
}

function valueIn(scenario: ScenarioDefinition | undefined, driver: DriverDef): number {
  return scenario?.key_drivers[driver.id] ?? driver.baseline;
}

/** True when `weaker` is no better than `stronger` along the driver's favourable direction. */
export function isOrdered(driver: DriverDef, weaker: number, stronger: number): boolean {
  if (driver.direction.favourable === 'higher') return weaker <= stronger;
  if (driver.direction.favourable === 'lower') return weaker >= stronger;
  return true;
}

/** The bounds a case may take for a driver so that it stays on its side of Baseline. */
export function orderedBounds(driver: DriverDef, side: 'weaker' | 'stronger', baseline: number): [number, number] {
  const favourable = driver.direction.favourable;
  if (favourable === 'neutral') return [driver.min, driver.max];
  const below = (side === 'weaker') === (favourable === 'higher');
  return below ? [driver.min, baseline] : [baseline, driver.max];
}

export function scenarioOrderingViolations(scenarios: readonly ScenarioDefinition[] = BUILT_IN_SCENARIOS): OrderingViolation[] {
  const byId = (id: string) => scenarios.find((s) => s.scenario_id === id);
  const [low, baseline, high] = [byId('low_case'), byId('baseline'), byId('high_case')];
  const violations: OrderingViolation[] = [];
  for (const driver of DRIVERS) {
    const { favourable } = driver.direction;
    if (favourable === 'neutral') continue;
    const values = { low: valueIn(low, driver), baseline: valueIn(baseline, driver), high: valueIn(high, driver) };
    if (!isOrdered(driver, values.low, values.baseline) || !isOrdered(driver, values.baseline, values.high)) {
      violations.push({ driver: driver.id, favourable, ...values });
    }
  }
  return violations;
}

/** The levers a built-in case sets away from Baseline (targets excluded: they are the narrative, not a lever). */
export function storyLevers(scenarioId: string, scenarios: readonly ScenarioDefinition[] = BUILT_IN_SCENARIOS): StoryLever[] {
  const scenario = scenarios.find((s) => s.scenario_id === scenarioId);
  const baseline = scenarios.find((s) => s.scenario_id === 'baseline');
  return DRIVERS
    .filter((d) => d.role !== 'target')
    .map((d) => ({ driver: d.id, name: d.name, unit: d.unit, baseline: valueIn(baseline, d), value: valueIn(scenario, d) }))
    .filter((lever) => lever.value !== lever.baseline);
}
