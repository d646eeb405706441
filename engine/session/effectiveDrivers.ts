import type { Actuals } from '../actuals/schema.ts';
import { monthKey } from '../calendar.ts';
import { baselineDriverValues } from '../model/drivers.ts';
import { validateDrivers } from './validate.ts';

/**
 * The effective drivers of a forecast, the one recipe every session is set to: the catalog's
 * values, then the capital injection of the baseline data (its amount and month from the
 * actuals' settings), then the overrides — a scenario's own values with any unsaved drafts over
 * them. A scenario that sets its own injection month or amount therefore wins over the baseline
 * data's (docs/decisions.md "One scenario evaluation host"). A refused override throws the
 * engine's DriverInputError naming the driver.
 */
export function effectiveDrivers(actuals: Actuals, overrides: Readonly<Record<string, number>> = {}): Record<string, number> {
  return {
    ...baselineDriverValues(),
    capital_injection_2025: actuals.settings.capital_injection_amount,
    capital_injection_month: monthKey(actuals.settings.capital_injection_date),
    ...validateDrivers(overrides),
  };
}
