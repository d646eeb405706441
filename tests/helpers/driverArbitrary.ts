import fc from 'fast-check';
import { DRIVERS } from '../../engine/model/drivers.ts';
import type { DriverDef } from '../../engine/model/types.ts';

/** Any value the model accepts for a driver: inside its bounds, and whole where it counts people. */
export function driverValue(driver: DriverDef): fc.Arbitrary<number> {
  if (driver.whole) return fc.integer({ min: Math.ceil(driver.min), max: Math.floor(driver.max) });
  return fc.double({ min: driver.min, max: driver.max, noNaN: true });
}

/** Any month yyyymm the catalog accepts for the capital injection (2024-01 … 2030-12), actual months included. */
export const injectionMonth: fc.Arbitrary<number> = fc.record({ year: fc.integer({ min: 2024, max: 2030 }), month: fc.integer({ min: 1, max: 12 }) })
  .map(({ year, month }) => year * 100 + month);

/** Every driver of the catalog inside its bounds (whole where it counts people), the injection in any month. */
export const anyDriverSet: fc.Arbitrary<Record<string, number>> = fc.record(Object.fromEntries(DRIVERS.filter((d) => d.id !== 'capital_injection_month').map((d) => [d.id, driverValue(d)])))
  .chain((values) => injectionMonth.map((month) => ({ ...values, capital_injection_month: month })));
