import { z } from 'zod';
import { apiRequest } from './client.ts';
import { userSchema, type User } from './auth.ts';
import { berlinDayEnd, berlinDayStart } from '../../engine/format/germanDate.ts';

/** docs/api.md "Administration": users and the activity log (admin only on the server). */

export const ACTIVITY_ACTIONS = ['login', 'logout', 'view', 'create', 'update', 'delete'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const usersAnswerSchema = z.object({ users: z.array(userSchema) });

export const activityEntrySchema = z.object({
  id: z.number(),
  user: z.string(),
  action: z.enum(ACTIVITY_ACTIONS),
  resource: z.string(),
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

export interface NewUser {
  username: string;
  full_name: string;
  email: string;
  role: 'admin' | 'user';
  password: string;
}

export interface UserChanges {
  role?: 'admin' | 'user';
  status?: 'active' | 'inactive';
}

export interface ActivityFilter {
  action: ActivityAction | '';
  user: string;
  /** A Berlin calendar day, YYYY-MM-DD, or ''; the filter takes the whole day. */
  from: string;
  to: string;
  q: string;
}

const okSchema = z.object({ status: z.string() });

export async function listUsers(): Promise<User[]> {
  return (await apiRequest('GET', '/admin/users', { schema: usersAnswerSchema })).users;
}

/** A new user must choose their own password at first sign-in (the server's default). */
export function createUser(user: NewUser): Promise<User> {
  return apiRequest('POST', '/admin/users', { body: { ...user, force_password_change: true }, schema: userSchema });
}

export function updateUser(id: number, changes: UserChanges): Promise<User> {
  return apiRequest('PUT', `/admin/users/${id}`, { body: changes, schema: userSchema });
}

/** Part 2 §7: the new password with force_password_change true. */
export async function resetPassword(id: number, password: string): Promise<void> {
  await apiRequest('PUT', `/admin/users/${id}/reset-password`, { body: { password, force_password_change: true }, schema: okSchema });
}

export async function deleteUser(id: number): Promise<void> {
  await apiRequest('DELETE', `/admin/users/${id}`, { schema: okSchema });
}

export function listActivity(filter: ActivityFilter, page: number, pageSize: number): Promise<ActivityPage> {
  return apiRequest('GET', '/admin/activity', {
    query: {
      action: filter.action || undefined,
      user: filter.user.trim() || undefined,
      // The log shows Berlin time, so a day means that day in Berlin, not in UTC.
      from: filter.from ? berlinDayStart(filter.from) : undefined,
      to: filter.to ? berlinDayEnd(filter.to) : undefined,
      q: filter.q.trim() || undefined,
      page,
      page_size: pageSize,
    },
    schema: activityPageSchema,
  });
}
