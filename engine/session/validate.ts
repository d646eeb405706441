import { DRIVER_BY_ID } from '../model/drivers.ts';
import type { DriverDef } from '../model/types.ts';
import { DriverInputError } from './errors.ts';

/**
 * Why the model would refuse one driver value (unknown id, not a finite number, outside the
 * driver's bounds, for month drivers not a yyyymm month, for counts of people not a whole
 * number), or null when it accepts it. Screens
 * call it to show the refusal at the input before anything is sent.
 */
export function driverValueProblem(id: string, raw: unknown, catalog: ReadonlyMap<string, DriverDef> = DRIVER_BY_ID): DriverInputError | null {
  const retired = RETIRED_DRIVERS.get(id);
  if (retired !== undefined) return new DriverInputError('retired_driver', id, retiredDriverMessage(id, retired));
  const driver = catalog.get(id);
  if (!driver) return new DriverInputError('unknown_driver', id, `Unknown driver "${id}"`);
  if (typeof raw !== 'number' || !Number.isFinite(raw)) {
    return new DriverInputError('not_a_number', id, `${id} must be a number`);
  }
  if (raw < driver.min || raw > driver.max) {
    return new DriverInputError('out_of_bounds', id, `${id} must be between ${driver.min} and ${driver.max}, got ${raw}`);
  }
  if (driver.unit === 'month' && (!Number.isInteger(raw) || raw % 100 < 1 || raw % 100 > 12)) {
    return new DriverInputError('out_of_bounds', id, `${id} must be a month written yyyymm, got ${raw}`);
  }
  if (driver.whole && !Number.isInteger(raw)) {
    return new DriverInputError('not_whole', id, `${id} counts people and must be a whole number, got ${raw}`);
  }
  return null;
}

/** Checks a partial driver map against the catalog (the shipped model's unless given): known ids, finite numbers, within bounds. */
export function validateDrivers(values: Record<string, unknown>, catalog: ReadonlyMap<string, DriverDef> = DRIVER_BY_ID): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [id, raw] of Object.entries(values)) {
    const problem = driverValueProblem(id, raw, catalog);
    if (problem) throw problem;
    out[id] = raw as number;
  }
  return out;
}

/**
 * Drivers the model no longer has, with why: a stored scenario or version may still carry their
 * values, which the model leaves out and the API's answers do not show (docs/decisions.md "The
 * 2025 round is baseline data", "Retired drivers in stored scenarios"). A new value for one is
 * refused, saying why.
 */
export const RETIRED_DRIVERS: ReadonlyMap<string, string> = new Map([
  ['capital_injection_2025', 'the 2025 round is baseline data (Capital Injection Amount); future rounds are funding events'],
  ['capital_injection_month', 'the 2025 round is baseline data (Capital Injection Date); future rounds are funding events'],
]);

/** The refusal of a new value for a retired driver. */
export function retiredDriverMessage(id: string, why: string): string {
  return `${id} is retired: ${why}`;
}

export function withoutRetiredDrivers<T>(values: Readonly<Record<string, T>>): Record<string, T> {
  return Object.fromEntries(Object.entries(values).filter(([id]) => !RETIRED_DRIVERS.has(id)));
}

/** Whether a stored map still holds a retired driver (so a reader knows to leave it out). */
export function holdsRetiredDrivers(values: Readonly<Record<string, unknown>>): boolean {
  return Object.keys(values).some((id) => RETIRED_DRIVERS.has(id));
}
