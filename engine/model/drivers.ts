import type { DriverDef } from './types.ts';
import { MEDICAL_BUSINESS_DRIVERS } from './drivers/medical-business.ts';
import { TRANSPORT_BUSINESS_DRIVERS } from './drivers/transport-business.ts';
import { REVENUE_MODEL_DRIVERS } from './drivers/revenue-model.ts';
import { COST_INTELLIGENCE_DRIVERS } from './drivers/cost-intelligence.ts';
import { GROWTH_ASSUMPTIONS_DRIVERS } from './drivers/growth-assumptions.ts';
import { FINANCE_AND_TAX_DRIVERS } from './drivers/finance-and-tax.ts';

/**
 * The driver catalog: every input of the model with its baseline value, where that value comes
 * from (`source`, shown to users; `reference`, the specification section or calibration behind
 * it, for docs/model.md: "P1 §9" is part 1 section 9, "P2 §3" part 2 section 3) and the direction
 * in which it makes the business stronger. Values marked "calibrated" were set by
 * `npm run -s model -- calibrate` so that the built-in scenarios tell their stories and reach the
 * specification's revenue figures (docs/model.md, "Scenario stories" and "Calibration").
 */
export const DRIVERS: readonly DriverDef[] = [
  ...MEDICAL_BUSINESS_DRIVERS,
  ...TRANSPORT_BUSINESS_DRIVERS,
  ...REVENUE_MODEL_DRIVERS,
  ...COST_INTELLIGENCE_DRIVERS,
  ...GROWTH_ASSUMPTIONS_DRIVERS,
  ...FINANCE_AND_TAX_DRIVERS,
];

export type DriverId = string;

export const DRIVER_BY_ID: ReadonlyMap<string, DriverDef> = new Map(DRIVERS.map((driver) => [driver.id, driver]));

export function baselineDriverValues(): Record<string, number> {
  return Object.fromEntries(DRIVERS.map((driver) => [driver.id, driver.baseline]));
}
