import { apiRequest } from './client.ts';
import {
  passwordResetAnswer, userDeletedAnswer, userSchema, usersAnswer, type NewUser, type User, type UserChanges,
} from '../../contract/users.ts';
import { activityPageSchema, type ActivityAction, type ActivityPage } from '../../contract/activity.ts';
import { berlinDayEnd, berlinDayStart } from '../../engine/format/germanDate.ts';

/** docs/api.md "Administration": users and the activity log (admin only on the server). */

export interface ActivityFilter {
  action: ActivityAction | '';
  user: string;
  /** A Berlin calendar day, YYYY-MM-DD, or ''; the filter takes the whole day. */
  from: string;
  to: string;
  q: string;
}

export async function listUsers(): Promise<User[]> {
  return (await apiRequest('GET', '/admin/users', { schema: usersAnswer })).users;
}

/** A new user must choose their own password at first sign-in. */
export function createUser(user: NewUser): Promise<User> {
  const body: NewUser = { ...user, force_password_change: true };
  return apiRequest('POST', '/admin/users', { body, schema: userSchema });
}

export function updateUser(id: number, changes: UserChanges): Promise<User> {
  return apiRequest('PUT', `/admin/users/${id}`, { body: changes, schema: userSchema });
}

/** Part 2 §7: the new password with force_password_change true. */
export async function resetPassword(id: number, password: string): Promise<void> {
  await apiRequest('PUT', `/admin/users/${id}/reset-password`, { body: { password, force_password_change: true }, schema: passwordResetAnswer });
}

export async function deleteUser(id: number): Promise<void> {
  await apiRequest('DELETE', `/admin/users/${id}`, { schema: userDeletedAnswer });
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
