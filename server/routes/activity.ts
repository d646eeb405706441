import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services.ts';
import { ApiError, fromZodError } from '../http/errors.ts';
import { ACTIVITY_ACTIONS } from '../repos/activity.ts';

export const ACTIVITY_PAGE_SIZE_MAX = 200;
const ACTIVITY_PAGE_SIZE_DEFAULT = 50;

// The filter panel sends cleared filters as empty parameters; they mean "no filter".
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsAbsent, schema.optional());

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const instant = z
  .string()
  .refine((text) => DATE.test(text) || z.iso.datetime({ offset: true }).safeParse(text).success, 'Use a date (YYYY-MM-DD) or an ISO timestamp');

const activityQuery = z.object({
  action: optional(z.enum(ACTIVITY_ACTIONS)),
  user: optional(z.string().max(128)),
  from: optional(instant),
  to: optional(instant),
  q: optional(z.string().max(200)),
  page: z.preprocess(blankAsAbsent, z.coerce.number().int().min(1).max(1_000_000).default(1)),
  page_size: z.preprocess(blankAsAbsent, z.coerce.number().int().min(1).max(ACTIVITY_PAGE_SIZE_MAX).default(ACTIVITY_PAGE_SIZE_DEFAULT)),
});

const activityAnswer = z.object({
  items: z.array(z.object({
    id: z.number(), user: z.string(), user_id: z.number().nullable(), action: z.enum(ACTIVITY_ACTIONS),
    resource: z.string(), details: z.string(), timestamp: z.string(), ip_address: z.string(),
  })),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});

/** Stored timestamps are UTC ISO strings, so a timestamp filter compares in UTC; a bare date stays a date. */
function toStoredForm(text: string | undefined): string | undefined {
  if (text === undefined || DATE.test(text)) return text;
  return new Date(text).toISOString();
}

/** Part 2 §4 Activity Log: filters, newest first, paged. */
export function activityRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/admin/activity', {
    config: {
      access: 'admin',
      openapi: { summary: 'The audit trail, filtered and paged, newest first', query: activityQuery, response: activityAnswer },
    },
  }, async (request) => {
    const parsed = activityQuery.safeParse(request.query ?? {});
    if (!parsed.success) throw fromZodError(parsed.error, 'query');
    const query = parsed.data;
    const from = toStoredForm(query.from);
    const to = toStoredForm(query.to);
    if (from && to && from.slice(0, 10) > to.slice(0, 10)) {
      throw new ApiError(400, 'invalid_input', 'from: must not be after to', 'from');
    }
    const { items, total } = services.activity.list({
      action: query.action, user: query.user?.trim(), from, to, q: query.q?.trim(),
      page: query.page, pageSize: query.page_size,
    });
    return { items, total, page: query.page, page_size: query.page_size };
  });
}
