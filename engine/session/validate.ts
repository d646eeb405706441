import { DRIVER_BY_ID } from '../model/drivers.ts';
import { DriverInputError } from './errors.ts';

/** Checks a partial driver map against the catalog: known ids, finite numbers, within bounds. */
export function validateDrivers(values: Record<string, unknown>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [id, raw] of Object.entries(values)) {
    const driver = DRIVER_BY_ID.get(id);
    if (!driver) throw new DriverInputError('unknown_driver', id, `Unknown driver "${id}"`);
    if (typeof raw !== 'number' || !Number.isFinite(raw)) {
      throw new DriverInputError('not_a_number', id, `${id} must be a number`);
    }
    if (raw < driver.min || raw > driver.max) {
      throw new DriverInputError('out_of_bounds', id, `${id} must be between ${driver.min} and ${driver.max}, got ${raw}`);
    }
    out[id] = raw;
  }
  return out;
}
