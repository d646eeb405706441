import { DRIVER_BY_ID } from '../model/drivers.ts';

function monthIndex(yyyymm: number): number {
  return Math.floor(yyyymm / 100) * 12 + (yyyymm % 100);
}

/**
 * Each driver's value minus its value in a reference set (the driver grid's "difference from
 * baseline"); month drivers, written yyyymm, differ in months. Drivers missing from the
 * reference differ by 0.
 */
export function driverDifferences(values: Record<string, number>, reference: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(values).map(([id, value]) => {
    const base = reference[id];
    if (base === undefined) return [id, 0];
    return [id, DRIVER_BY_ID.get(id)?.unit === 'month' ? monthIndex(value) - monthIndex(base) : value - base];
  }));
}
