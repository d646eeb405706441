import { z } from 'zod';
import { ACTUAL_YEARS, ALL_YEARS, FORECAST_YEARS } from '../engine/calendar.ts';

/** The query and path parameters several routes share; a bad value is a 400 naming the parameter. */

/** The model's years (tuple indices, so a change of the calendar fails the type check here). */
export const YEARS = {
  first: ALL_YEARS[0],
  lastActual: ACTUAL_YEARS[1],
  firstForecast: FORECAST_YEARS[0],
  last: FORECAST_YEARS[4],
} as const;

/** A four-digit year within [min, max], e.g. `to=2030`. */
export function yearParam(min: number, max: number) {
  return z.string()
    .regex(/^\d{4}$/, `must be a year between ${min} and ${max}`)
    .transform(Number)
    .pipe(z.number().int().min(min, `must be a year between ${min} and ${max}`).max(max, `must be a year between ${min} and ${max}`));
}

/** `to`: the last forecast year to answer (2026–2030, default 2030). */
export const forecastToParam = yearParam(YEARS.firstForecast, YEARS.last).default(YEARS.last);

export const booleanParam = z.enum(['true', 'false'], { message: 'must be true or false' }).transform((value) => value === 'true');

/** A scenario id in a query; absent means the caller's active scenario. */
export const scenarioParam = z.string().trim().min(1, 'must not be empty').max(200, 'is too long').optional();

/** `?scenario=`: the routes that read one scenario's figures. */
export const scenarioQuery = z.object({ scenario: scenarioParam });

/** The period switch of the P&L screens. */
const PERIODS = ['yearly', 'quarterly', 'monthly'] as const;
export const periodParam = z.enum(PERIODS, { message: 'must be yearly, quarterly or monthly' });
