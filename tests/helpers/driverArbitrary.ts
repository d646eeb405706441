import fc from 'fast-check';
import type { DriverDef } from '../../engine/model/types.ts';

/** Any value the model accepts for a driver: inside its bounds, and whole where it counts people. */
export function driverValue(driver: DriverDef): fc.Arbitrary<number> {
  if (driver.whole) return fc.integer({ min: Math.ceil(driver.min), max: Math.floor(driver.max) });
  return fc.double({ min: driver.min, max: driver.max, noNaN: true });
}
