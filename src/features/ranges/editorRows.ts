import type { DriverRangeError } from '../../../engine/analysis/ranges/driverRanges.ts';
import { DRIVER_CATEGORIES } from '../../../engine/model/categories.ts';
import { DRIVERS } from '../../../engine/model/drivers.ts';
import type { DriverCategory, DriverDef } from '../../../engine/model/types.ts';
import { uncertaintyOf } from '../../../engine/model/uncertainty.ts';
import { formatByUnit } from '../../ui/figures.ts';
import { i18n } from '../../i18n/index.ts';

/**
 * Which drivers the ranges editor lists, grouped by the Key Drivers categories, and how it words
 * a refused range: always naming the driver, in its unit.
 */

export interface EditorGroup {
  category: DriverCategory;
  name: string;
  drivers: DriverDef[];
}

const hasDefaultRange = (driver: DriverDef) => uncertaintyOf(driver).kind === 'range';

/**
 * Drivers (of the published model) with a default range, and those the scenario or a draft gives
 * a range of their own; categories without any are left out.
 */
export function editorGroups(ownRanges: ReadonlySet<string>, drivers: readonly DriverDef[] = DRIVERS): EditorGroup[] {
  return DRIVER_CATEGORIES.map((category) => ({
    category: category.id,
    name: i18n.t(`ranges:editor.categoryNames.${category.id}`),
    drivers: drivers.filter((driver) => driver.category === category.id && (hasDefaultRange(driver) || ownRanges.has(driver.id))),
  })).filter((group) => group.drivers.length > 0);
}

/** A bound as the field shows it: plain, without float noise (2.4 rather than 2.4000000000000004). */
export function boundText(value: number): string {
  return String(Number(value.toPrecision(12)));
}

/** Why a range was refused, naming the driver (by the name in `driver`: the shown definition's). */
export function rangeProblemText(problem: DriverRangeError, driver: DriverDef, likely: number): string {
  const value = (v: number) => formatByUnit(v, driver.unit);
  const { name } = driver;
  switch (problem.code) {
    case 'not_a_number': return i18n.t('ranges:editor.problems.notANumber', { name });
    case 'out_of_bounds': return i18n.t('ranges:editor.problems.outOfBounds', { name, min: value(driver.min), max: value(driver.max) });
    case 'not_around_value': return i18n.t('ranges:editor.problems.notAroundValue', { name, likely: value(likely) });
    case 'unknown_distribution': return i18n.t('ranges:editor.problems.unknownDistribution', { name });
    case 'no_range':
    case 'unknown_driver': return i18n.t('ranges:editor.problems.other', { name, message: problem.message });
  }
}
