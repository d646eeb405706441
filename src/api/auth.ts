import { z } from 'zod';
import { apiRequest } from './client.ts';

export const userSchema = z.object({
  id: z.number(),
  username: z.string(),
  full_name: z.string().default(''),
  email: z.string().default(''),
  access_level: z.enum(['admin', 'user']),
  status: z.enum(['active', 'inactive']).default('active'),
  force_password_change: z.boolean().default(false),
  last_login: z.string().nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

const loginSchema = z.object({ access_token: z.string().min(1), user: userSchema });
export type LoginAnswer = z.infer<typeof loginSchema>;

export function postLogin(username: string, password: string): Promise<LoginAnswer> {
  return apiRequest('POST', '/auth/login', { body: { username, password }, schema: loginSchema, token: null, timeoutMs: 10_000 });
}

export function getMe(token: string, timeoutMs: number): Promise<User> {
  return apiRequest('GET', '/auth/me', { schema: userSchema, token, timeoutMs });
}

export function postLogout(token: string): Promise<unknown> {
  return apiRequest('POST', '/auth/logout', { schema: z.unknown(), token, timeoutMs: 5_000 });
}

const passwordChangedSchema = z.object({ status: z.literal('ok'), user: userSchema });

/** docs/api.md `PUT /api/auth/password`: clears force_password_change. */
export function putPassword(currentPassword: string, newPassword: string): Promise<User> {
  return apiRequest('PUT', '/auth/password', {
    body: { current_password: currentPassword, new_password: newPassword }, schema: passwordChangedSchema, timeoutMs: 10_000,
  }).then((answer) => answer.user);
}
