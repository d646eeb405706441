import { DRIVERS, DRIVER_BY_ID } from '../../model/drivers.ts';
import type { DriverDef } from '../../model/types.ts';
import { mayHaveRange, uncertaintyOf, UNCERTAINTY_DISTRIBUTIONS, type UncertaintyDistribution } from '../../model/uncertainty.ts';

/**
 * Which drivers a forecast-ranges run draws and from what: the scenario's saved range of a driver
 * when it has one, else the catalog's default around the driver's value (engine/model/uncertainty.ts),
 * else the driver stays at its value. The likely value is always the driver's value in the run
 * (the scenario's, with drafts over it); a saved range that no longer holds it — the value was
 * changed after the range was saved — is stretched to reach it.
 */

/** A range as a scenario saves it (`driver_ranges`): the likely value is the scenario's own. */
export interface DriverRange {
  low: number;
  high: number;
  distribution: UncertaintyDistribution;
}

/** A range a run draws from. */
export interface SampledRange extends DriverRange {
  driver: string;
  likely: number;
  min: number;
  max: number;
  /** Counts of people: the drawn value is rounded to a whole number. */
  whole: boolean;
}

export class DriverRangeError extends Error {
  readonly code: 'unknown_driver' | 'no_range' | 'not_a_number' | 'out_of_bounds' | 'not_around_value' | 'unknown_distribution';
  readonly driver: string;

  constructor(code: DriverRangeError['code'], driver: string, message: string) {
    super(message);
    this.name = 'DriverRangeError';
    this.code = code;
    this.driver = driver;
  }
}

/** The catalog's default range of a driver around `value`, cut at its bounds; null when the driver stays fixed. */
export function defaultRange(driver: DriverDef, value: number): DriverRange | null {
  const uncertainty = uncertaintyOf(driver);
  if (uncertainty.kind === 'fixed') return null;
  const scale = uncertainty.spread === 'relative' ? Math.abs(value) : 1;
  const low = Math.max(driver.min, value - uncertainty.below * scale);
  const high = Math.min(driver.max, value + uncertainty.above * scale);
  return low < high ? { low, high, distribution: uncertainty.distribution } : null;
}

/**
 * A saved range stretched to hold the driver's value `likely`: how a run treats a range the value
 * has left since it was saved (the value changed later, or a draft moves it), and what the app
 * saves so the server's check that a range holds its value passes.
 */
export function stretchedToHold(range: DriverRange, likely: number): DriverRange {
  return { ...range, low: Math.min(range.low, likely), high: Math.max(range.high, likely) };
}

/**
 * Why a saved range of a driver would be refused (unknown driver, a target or month, not numbers,
 * outside the driver's bounds, not holding the driver's value `likely`), or null.
 */
export function driverRangeProblem(id: string, range: DriverRange, likely: number | undefined, catalog: ReadonlyMap<string, DriverDef> = DRIVER_BY_ID): DriverRangeError | null {
  const driver = catalog.get(id);
  if (!driver) return new DriverRangeError('unknown_driver', id, `Unknown driver "${id}"`);
  if (!mayHaveRange(driver)) return new DriverRangeError('no_range', id, `${id} is ${driver.role === 'target' ? 'a target' : 'a month'} and has no range`);
  if (!Number.isFinite(range.low) || !Number.isFinite(range.high)) return new DriverRangeError('not_a_number', id, `The range of ${id} needs finite low and high values`);
  if (!UNCERTAINTY_DISTRIBUTIONS.includes(range.distribution)) {
    return new DriverRangeError('unknown_distribution', id, `The distribution of ${id} must be one of ${UNCERTAINTY_DISTRIBUTIONS.join(', ')}`);
  }
  if (range.low < driver.min || range.high > driver.max) {
    return new DriverRangeError('out_of_bounds', id, `The range of ${id} must lie between ${driver.min} and ${driver.max}, got ${range.low} to ${range.high}`);
  }
  if (likely !== undefined && !(range.low <= likely && likely <= range.high)) {
    return new DriverRangeError('not_around_value', id, `The range of ${id} (${range.low} to ${range.high}) must hold its value ${likely}: low ≤ value ≤ high`);
  }
  return null;
}

/** Checks saved ranges against the catalog (the published model's drivers) and the scenario's driver values; throws the first DriverRangeError. */
export function validateDriverRanges(ranges: Readonly<Record<string, DriverRange>>, values: Readonly<Record<string, number>>, catalog: ReadonlyMap<string, DriverDef> = DRIVER_BY_ID): Record<string, DriverRange> {
  const out: Record<string, DriverRange> = {};
  for (const [id, range] of Object.entries(ranges)) {
    const problem = driverRangeProblem(id, range, values[id], catalog);
    if (problem) throw problem;
    out[id] = { low: range.low, high: range.high, distribution: range.distribution };
  }
  return out;
}

/**
 * The ranges a run draws from, in catalog order (the drivers of the model's definition): every
 * driver whose saved or default range is wider than a point. `values` are the run's full driver
 * values (the likely values).
 */
export function rangesToSample(values: Readonly<Record<string, number>>, saved: Readonly<Record<string, DriverRange>> = {}, drivers: readonly DriverDef[] = DRIVERS): SampledRange[] {
  const out: SampledRange[] = [];
  const catalog = drivers === DRIVERS ? DRIVER_BY_ID : new Map(drivers.map((driver) => [driver.id, driver]));
  for (const driver of drivers) {
    const likely = values[driver.id];
    if (likely === undefined) throw new DriverRangeError('unknown_driver', driver.id, `Driver ${driver.id} has no value`);
    const own = saved[driver.id];
    const problem = own ? driverRangeProblem(driver.id, own, undefined, catalog) : null;
    if (problem) throw problem;
    const range = own ? stretchedToHold(own, likely) : defaultRange(driver, likely);
    if (!range || range.low === range.high) continue;
    out.push({ driver: driver.id, likely, ...range, min: driver.min, max: driver.max, whole: driver.whole === true });
  }
  return out;
}
