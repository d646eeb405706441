import { CATEGORY_BY_ID } from '../../../../engine/model/categories.ts';
import { DRIVER_CATEGORY_TEXT } from '../../../ui/analysis/shownNames.ts';
import type { DriverDef } from '../../../../engine/model/types.ts';
import type { ModelSnapshot } from '../../../../workers/calc-api.ts';

/** One row of the driver grid: a driver of the catalog with its values from the worker. */
export interface DriverRow {
  id: string;
  name: string;
  category: string;
  unit: string;
  min: number;
  max: number;
  /** The draft when there is one (shown at once), else the model's value. */
  value: number | null;
  baseline: number | null;
  /** From the worker: the model's value minus the Baseline value. */
  difference: number | null;
  source: string;
  drafted: boolean;
  /** Why the last value typed or pasted into this row was refused. */
  error: string | null;
  /** The scenario's own headcount plan supersedes the driver: its value changes nothing, so it is not edited. */
  setByPlan: boolean;
}

/** The rows of the published model's drivers, in its order; names and sources as the user reads them (`shown`, by id). */
export function driverRows(
  drivers: readonly DriverDef[], snapshot: ModelSnapshot, drafts: Record<string, number>, errors: Record<string, string>, setByPlan: ReadonlySet<string>,
  shown: ReadonlyMap<string, DriverDef>,
): DriverRow[] {
  return drivers.map((driver) => {
    const category = CATEGORY_BY_ID.get(driver.category);
    return {
      id: driver.id,
      name: shown.get(driver.id)?.name ?? driver.name,
      category: category ? DRIVER_CATEGORY_TEXT.name(category) : driver.category,
      unit: driver.unit,
      min: driver.min,
      max: driver.max,
      value: drafts[driver.id] ?? snapshot.drivers[driver.id] ?? null,
      baseline: snapshot.baselineDrivers[driver.id] ?? null,
      difference: snapshot.driverVsBaseline[driver.id] ?? null,
      source: shown.get(driver.id)?.source ?? driver.source,
      drafted: drafts[driver.id] !== undefined,
      error: errors[driver.id] ?? null,
      setByPlan: setByPlan.has(driver.id),
    };
  });
}
