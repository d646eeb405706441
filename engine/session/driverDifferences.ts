import { DRIVER_BY_ID } from '../model/drivers.ts';

/** One driver in two driver sets: its name and unit, both values and how far apart they are. */
export interface DriverDifference {
  name: string;
  unit: string;
  first: number;
  second: number;
  /** second − first; for month drivers (written yyyymm) in months, so 202603 against 202511 is 4. */
  difference: number;
}

/** Months since year 0, so that two yyyymm values subtract to a number of months. */
function monthIndex(yyyymm: number): number {
  return Math.floor(yyyymm / 100) * 12 + (yyyymm % 100);
}

/**
 * Every driver both sets hold, with second − first: the driver grid's "difference from baseline"
 * and the compare answer's driver differences.
 */
export function driverDifferences(first: Readonly<Record<string, number>>, second: Readonly<Record<string, number>>): Record<string, DriverDifference> {
  const out: Record<string, DriverDifference> = {};
  for (const [id, value1] of Object.entries(first)) {
    const value2 = second[id];
    if (value2 === undefined) continue;
    const driver = DRIVER_BY_ID.get(id);
    const unit = driver?.unit ?? '';
    out[id] = {
      name: driver?.name ?? id, unit, first: value1, second: value2,
      difference: unit === 'month' ? monthIndex(value2) - monthIndex(value1) : value2 - value1,
    };
  }
  return out;
}
