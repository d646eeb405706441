import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiError, fromZodError } from '../http/errors.ts';
import { newPasswordProblem } from '../auth/passwordPolicy.ts';

/**
 * Every route parses its path parameters, query and body here, with the schemas of contract/:
 * a bad value is a 400 naming the parameter or field, never a 500.
 */
export function parseParams<Schema extends z.ZodType>(schema: Schema, request: FastifyRequest): z.infer<Schema> {
  const input = request.params ?? {};
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw fromZodError(parsed.error, 'params', { schema, input });
  return parsed.data;
}

export function parseQuery<Schema extends z.ZodType>(schema: Schema, request: FastifyRequest): z.infer<Schema> {
  const input = request.query ?? {};
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw fromZodError(parsed.error, 'query', { schema, input });
  return parsed.data;
}

export function parseBody<Schema extends z.ZodType>(schema: Schema, request: FastifyRequest): z.infer<Schema> {
  const input = request.body;
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw fromZodError(parsed.error, 'body', { schema, input });
  return parsed.data;
}

/**
 * A new password of `username` that its shape allowed (the body's schema) and the policy refuses
 * (the most common passwords, the user name) is a 400 naming `field`.
 */
export function acceptNewPassword(password: string, username: string, field: string): void {
  const problem = newPasswordProblem(password, username);
  if (problem !== undefined) throw new ApiError(400, 'invalid_input', problem, field);
}

/** How the engine names the period switch of the API. */
export const ENGINE_PERIOD = { yearly: 'year', quarterly: 'quarter', monthly: 'month' } as const;
