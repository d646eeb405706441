import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fromZodError } from '../http/errors.ts';
import { ACTUAL_YEARS, ALL_YEARS, FORECAST_YEARS } from '../../engine/calendar.ts';

/**
 * The query and body pieces the model routes share, parsed with zod at the edge: a bad value is
 * a 400 naming the parameter, never a 500.
 */
export function parseQuery<Schema extends z.ZodType>(schema: Schema, request: FastifyRequest): z.infer<Schema> {
  const parsed = schema.safeParse(request.query ?? {});
  if (!parsed.success) throw fromZodError(parsed.error, 'query');
  return parsed.data;
}

export function parseBody<Schema extends z.ZodType>(schema: Schema, request: FastifyRequest): z.infer<Schema> {
  const parsed = schema.safeParse(request.body);
  if (!parsed.success) throw fromZodError(parsed.error, 'body');
  return parsed.data;
}

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

/** The period switch of the P&L screens and how the engine names it. */
export const periodParam = z.enum(['yearly', 'quarterly', 'monthly'], { message: 'must be yearly, quarterly or monthly' });
export const ENGINE_PERIOD = { yearly: 'year', quarterly: 'quarter', monthly: 'month' } as const;

/** A driver map of a body: id → finite number. Ids and bounds are checked by the engine (400 naming the driver). */
export const driverMap = z.record(
  z.string().max(100, 'driver id is too long'),
  z.number({ message: 'must be a number' }).finite('must be a finite number'),
);
