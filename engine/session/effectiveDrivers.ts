import type { Actuals } from '../actuals/schema.ts';
import { baselineDriverValues } from '../model/drivers.ts';
import type { ModelDefinition } from '../model/definition.ts';
import { tablesOf } from '../model/tables.ts';
import { validateDrivers, withoutRetiredDrivers } from './validate.ts';

/**
 * The effective drivers of a forecast, the one recipe every session is set to: the catalog's
 * values, then the overrides — a scenario's own values with any unsaved drafts over them. The 2025
 * funding round is baseline data (a setting on the Actuals sheet), the same for every scenario;
 * scenarios differ in their future funding events. Values a stored scenario still holds for a
 * retired driver are left out (RETIRED_DRIVERS). A refused override throws the engine's
 * DriverInputError naming the driver.
 */
export function effectiveDrivers(_actuals: Actuals, overrides: Readonly<Record<string, number>> = {}, definition?: ModelDefinition): Record<string, number> {
  if (!definition) return { ...baselineDriverValues(), ...validateDrivers(withoutRetiredDrivers(overrides)) };
  // A published definition: a driver an earlier version had keeps its value in the scenario's
  // history and is left out here; a driver it adds starts at its own baseline; a driver no version
  // had is refused.
  const { driverById } = tablesOf(definition);
  const retired = new Set(definition.retiredDrivers);
  const current = Object.fromEntries(Object.entries(withoutRetiredDrivers(overrides)).filter(([id]) => !retired.has(id)));
  return { ...Object.fromEntries(definition.drivers.map((driver) => [driver.id, driver.baseline])), ...validateDrivers(current, driverById) };
}
