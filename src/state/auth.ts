import { atom } from 'jotai';
import { i18n } from '../i18n/index.ts';
import { getMe, postLogin, postLogout, putPassword } from '../api/auth.ts';
import type { User } from '../../contract/users.ts';
import { installClientHooks } from '../api/client.ts';
import { ApiRequestError } from '../api/errors.ts';
import { appStore } from './store.ts';
import { isUnreachable } from './scenarioMachine.ts';
import { clearStoredSession, readStoredSession, writeStoredSession } from './storedSession.ts';

/** Part 1 §4 authentication: loading, then signed out (login only) or signed in (main shell). */
export type AuthState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; token: string; user: User };

export const authAtom = atom<AuthState>({ status: 'loading' });

// Part 1 §7: validation of a stored token waits up to 10 s, the one right after login 5 s.
const STORED_TOKEN_CHECK_MS = 10_000;
const FRESH_TOKEN_CHECK_MS = 5_000;

// Part 1 §8 login messages, word for word.
/** The sign-in's messages (part 1 §2), in the user's language (login:messages). */
export type LoginMessage = 'unavailable' | 'invalidResponse' | 'validationFailed' | 'fallback' | 'unexpected';

export function loginMessage(key: LoginMessage): string {
  return i18n.t(`login:messages.${key}`);
}

function currentToken(): string | null {
  const state = appStore.get(authAtom);
  return state.status === 'signedIn' ? state.token : null;
}

export function clearAuth(): void {
  clearStoredSession(localStorage);
  appStore.set(authAtom, { status: 'signedOut' });
}

installClientHooks({ getToken: currentToken, onUnauthorized: clearAuth });

/**
 * Startup: validate a stored session with the me call, else clear it. Offline-first: when the
 * server cannot be reached the stored session opens the app from this device's cache; the first
 * answer from the server decides again (a 401 then clears it).
 */
export async function restoreSession(): Promise<void> {
  const stored = readStoredSession(localStorage);
  if (stored.kind !== 'present') {
    clearAuth();
    return;
  }
  try {
    const user = await getMe(stored.token, STORED_TOKEN_CHECK_MS);
    writeStoredSession(localStorage, stored.token, user);
    appStore.set(authAtom, { status: 'signedIn', token: stored.token, user });
  } catch (error) {
    if (isUnreachable(error)) appStore.set(authAtom, { status: 'signedIn', token: stored.token, user: stored.user });
    else clearAuth();
  }
}

export type LoginResult = { ok: true } | { ok: false; message: string };

function loginFailureMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return loginMessage('unexpected');
  if (error.kind === 'network' || error.kind === 'timeout') return loginMessage('unavailable');
  if (error.kind === 'invalid_response') return loginMessage('invalidResponse');
  return error.message || loginMessage('fallback');
}

/** Posts the credentials, validates the new token with the me call, then stores token and user. */
export async function login(username: string, password: string): Promise<LoginResult> {
  let token: string;
  try {
    token = (await postLogin(username, password)).access_token;
  } catch (error) {
    return { ok: false, message: loginFailureMessage(error) };
  }
  let user: User;
  try {
    user = await getMe(token, FRESH_TOKEN_CHECK_MS);
  } catch (error) {
    if (error instanceof ApiRequestError && (error.kind === 'network' || error.kind === 'timeout')) {
      return { ok: false, message: loginMessage('unavailable') };
    }
    return { ok: false, message: loginMessage('validationFailed') };
  }
  writeStoredSession(localStorage, token, user);
  appStore.set(authAtom, { status: 'signedIn', token, user });
  return { ok: true };
}

/** Clears everything locally at once, then tells the server to revoke the token. */
export async function logout(): Promise<void> {
  const token = currentToken();
  clearAuth();
  if (token) {
    try {
      await postLogout(token);
    } catch {
      // The local session is gone either way; the token expires on the server on its own.
    }
  }
}

/** Sets a new password (required when force_password_change is set); the server clears the flag. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const state = appStore.get(authAtom);
  if (state.status !== 'signedIn') return;
  const user = await putPassword(currentPassword, newPassword);
  writeStoredSession(localStorage, state.token, user);
  appStore.set(authAtom, { status: 'signedIn', token: state.token, user });
}
