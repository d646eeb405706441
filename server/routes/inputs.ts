import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fromZodError } from '../http/errors.ts';

/**
 * Every route parses its path parameters, query and body here, with the schemas of contract/:
 * a bad value is a 400 naming the parameter or field, never a 500.
 */
export function parseParams<Schema extends z.ZodType>(schema: Schema, request: FastifyRequest): z.infer<Schema> {
  const parsed = schema.safeParse(request.params ?? {});
  if (!parsed.success) throw fromZodError(parsed.error, 'params');
  return parsed.data;
}

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

/** How the engine names the period switch of the API. */
export const ENGINE_PERIOD = { yearly: 'year', quarterly: 'quarter', monthly: 'month' } as const;
