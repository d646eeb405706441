import fc from 'fast-check';
import { DRIVERS } from '../../engine/model/drivers.ts';
import type { DriverDef } from '../../engine/model/types.ts';

/** Any month yyyymm from `min` to `max` (both yyyymm). */
function monthBetween(min: number, max: number): fc.Arbitrary<number> {
  const index = (key: number) => Math.floor(key / 100) * 12 + (key % 100) - 1;
  return fc.integer({ min: index(min), max: index(max) }).map((i) => Math.floor(i / 12) * 100 + (i % 12) + 1);
}

/** Any value the model accepts for a driver: inside its bounds, whole where it counts people, a month where it is one. */
export function driverValue(driver: DriverDef): fc.Arbitrary<number> {
  if (driver.unit === 'month') return monthBetween(driver.min, driver.max);
  if (driver.whole) return fc.integer({ min: Math.ceil(driver.min), max: Math.floor(driver.max) });
  return fc.double({ min: driver.min, max: driver.max, noNaN: true });
}

/** Every driver of the catalog inside its bounds (whole where it counts people, months as months). */
export const anyDriverSet: fc.Arbitrary<Record<string, number>> = fc.record(Object.fromEntries(DRIVERS.map((d) => [d.id, driverValue(d)])));
