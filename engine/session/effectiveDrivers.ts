import type { Actuals } from '../actuals/schema.ts';
import { baselineDriverValues } from '../model/drivers.ts';
import { validateDrivers, withoutRetiredDrivers } from './validate.ts';

/**
 * The effective drivers of a forecast, the one recipe every session is set to: the catalog's
 * values, then the overrides — a scenario's own values with any unsaved drafts over them. The 2025
 * funding round is baseline data (a setting on the Actuals sheet), the same for every scenario;
 * scenarios differ in their future funding events. Values a stored scenario still holds for a
 * retired driver are left out (RETIRED_DRIVERS). A refused override throws the engine's
 * DriverInputError naming the driver.
 */
export function effectiveDrivers(_actuals: Actuals, overrides: Readonly<Record<string, number>> = {}): Record<string, number> {
  return { ...baselineDriverValues(), ...validateDrivers(withoutRetiredDrivers(overrides)) };
}
