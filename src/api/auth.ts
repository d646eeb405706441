import { apiRequest } from './client.ts';
import { loginAnswer, logoutAnswer, passwordChangedAnswer, type LoginAnswer } from '../../contract/auth.ts';
import { userSchema, type User } from '../../contract/users.ts';
import { preferencesSchema, type Preferences, type PreferencesPatch } from '../../contract/preferences.ts';

export function postLogin(username: string, password: string): Promise<LoginAnswer> {
  return apiRequest('POST', '/auth/login', { body: { username, password }, schema: loginAnswer, token: null, timeoutMs: 10_000 });
}

export function getMe(token: string, timeoutMs: number): Promise<User> {
  return apiRequest('GET', '/auth/me', { schema: userSchema, token, timeoutMs });
}

export function postLogout(token: string): Promise<unknown> {
  return apiRequest('POST', '/auth/logout', { schema: logoutAnswer, token, timeoutMs: 5_000 });
}

/** docs/api.md `PUT /api/auth/password`: clears force_password_change. */
export function putPassword(currentPassword: string, newPassword: string): Promise<User> {
  return apiRequest('PUT', '/auth/password', {
    body: { current_password: currentPassword, new_password: newPassword }, schema: passwordChangedAnswer, timeoutMs: 10_000,
  }).then((answer) => answer.user);
}

/** docs/api.md `GET /api/auth/preferences`: the signed-in user's own preferences. */
export function getPreferences(): Promise<Preferences> {
  return apiRequest('GET', '/auth/preferences', { schema: preferencesSchema, timeoutMs: 10_000 });
}

/** docs/api.md `PUT /api/auth/preferences`: fields left out keep their value. */
export function putPreferences(patch: PreferencesPatch): Promise<Preferences> {
  return apiRequest('PUT', '/auth/preferences', { body: patch, schema: preferencesSchema, timeoutMs: 10_000 });
}
