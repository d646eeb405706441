import { z } from 'zod';

/**
 * Every error answer (docs/api.md "Conventions"): a stable code, a message for people and, when
 * one input is at fault, the field. Some errors carry more (a 409's current version, a 422's
 * list of problems): those extend this shape, so it allows further keys.
 */
export const errorAnswer = z.looseObject({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional().describe('The input at fault, e.g. scenario_name or a driver id'),
  }),
  detail: z.string().describe('The message again, for the specification client'),
});
export type ErrorAnswer = z.infer<typeof errorAnswer>;
