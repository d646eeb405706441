import { z } from 'zod';

/** The activity log (part 2 §4): its filters and its pages (docs/api.md "Administration"). */

/** Part 2 §3: the action filter values of the activity log. */
export const ACTIVITY_ACTIONS = ['login', 'logout', 'view', 'create', 'update', 'delete'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

const ACTIVITY_PAGE_SIZE_MAX = 200;
const ACTIVITY_PAGE_SIZE_DEFAULT = 50;

// The filter panel sends cleared filters as empty parameters; they mean "no filter".
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsAbsent, schema.optional());

export const ACTIVITY_DATE = /^\d{4}-\d{2}-\d{2}$/;
const instant = z
  .string()
  .refine((text) => ACTIVITY_DATE.test(text) || z.iso.datetime({ offset: true }).safeParse(text).success, 'Use a date (YYYY-MM-DD) or an ISO timestamp');

export const activityQuery = z.object({
  action: optional(z.enum(ACTIVITY_ACTIONS)),
  user: optional(z.string().max(128)),
  from: optional(instant),
  to: optional(instant),
  q: optional(z.string().max(200)),
  page: z.preprocess(blankAsAbsent, z.coerce.number().int().min(1).max(1_000_000).default(1)),
  page_size: z.preprocess(blankAsAbsent, z.coerce.number().int().min(1).max(ACTIVITY_PAGE_SIZE_MAX).default(ACTIVITY_PAGE_SIZE_DEFAULT)),
});

const activityEntrySchema = z.object({
  id: z.number().int(),
  user: z.string(),
  user_id: z.number().int().nullable().describe('null for a failed login under an unknown name, or once the user is deleted'),
  action: z.enum(ACTIVITY_ACTIONS),
  resource: z.string().describe('what was touched, as stored: scenario:{id}, plan:{year}, user:{name}, auth, …'),
  resource_name: z.string().nullable().describe('the resource named for a reader, at read time: a scenario\'s current name, "Plan of record 2026"; null where the resource says it already or no longer exists'),
  details: z.string(),
  timestamp: z.string(),
  ip_address: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityPageSchema = z.object({
  items: z.array(activityEntrySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
