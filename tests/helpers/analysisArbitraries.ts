import fc from 'fast-check';
import type { Actuals } from '../../engine/actuals/schema.ts';
import type { DriverRange } from '../../engine/analysis/ranges/driverRanges.ts';
import { DRIVERS } from '../../engine/model/drivers.ts';
import type { DriverDef } from '../../engine/model/types.ts';
import { mayHaveRange, UNCERTAINTY_DISTRIBUTIONS } from '../../engine/model/uncertainty.ts';
import { effectiveDrivers } from '../../engine/session/effectiveDrivers.ts';
import { driverValue } from './driverArbitrary.ts';

/** Driver sets and uncertainty ranges for the properties of forecast ranges, goal seek and gap attribution. */

/** A yyyymm month the catalog accepts for a month driver. */
export function monthValue(driver: DriverDef): fc.Arbitrary<number> {
  const first = Math.floor(driver.min / 100) * 12 + (driver.min % 100) - 1;
  const last = Math.floor(driver.max / 100) * 12 + (driver.max % 100) - 1;
  return fc.integer({ min: first, max: last }).map((index) => Math.floor(index / 12) * 100 + (index % 12) + 1);
}

/** Any value the model accepts for a driver, months included. */
export function anyDriverValue(driver: DriverDef): fc.Arbitrary<number> {
  return driver.unit === 'month' ? monthValue(driver) : driverValue(driver);
}

/** Values for `fewest` to `most` drivers of the catalog, as a scenario or a draft sets them. */
export function driverOverrides(most: number, fewest = 0): fc.Arbitrary<Record<string, number>> {
  return fc.uniqueArray(fc.constantFrom(...DRIVERS), { minLength: fewest, maxLength: most, selector: (driver) => driver.id })
    .chain((chosen) => fc.tuple(...chosen.map((driver) => anyDriverValue(driver).map((value) => [driver.id, value] as const))))
    .map((entries) => Object.fromEntries(entries));
}

/** The effective drivers of a random scenario on these actuals. */
export function scenarioDrivers(actuals: Actuals, most = 12): fc.Arbitrary<Record<string, number>> {
  return driverOverrides(most).map((overrides) => effectiveDrivers(actuals, overrides));
}

/** Saved ranges for some drivers that hold the drivers' values: anywhere from the value to the driver's bounds. */
export function savedRanges(values: Readonly<Record<string, number>>, most = 12): fc.Arbitrary<Record<string, DriverRange>> {
  const rangeable = DRIVERS.filter(mayHaveRange);
  return fc.uniqueArray(fc.constantFrom(...rangeable), { maxLength: most, selector: (driver) => driver.id })
    .chain((chosen) => fc.tuple(...chosen.map((driver) => fc.record({
      below: fc.double({ min: 0, max: 1, noNaN: true }),
      above: fc.double({ min: 0, max: 1, noNaN: true }),
      distribution: fc.constantFrom(...UNCERTAINTY_DISTRIBUTIONS),
    }).map(({ below, above, distribution }) => {
      const likely = values[driver.id] as number;
      const range: DriverRange = { low: likely - below * (likely - driver.min), high: likely + above * (driver.max - likely), distribution };
      return [driver.id, range] as const;
    }))))
    .map((entries) => Object.fromEntries(entries));
}

/** Every driver's range collapsed to its value: nothing is uncertain. */
export function collapsedRanges(values: Readonly<Record<string, number>>): Record<string, DriverRange> {
  return Object.fromEntries(DRIVERS.filter(mayHaveRange).map((driver) => {
    const likely = values[driver.id] as number;
    return [driver.id, { low: likely, high: likely, distribution: 'triangular' }];
  }));
}
