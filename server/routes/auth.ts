import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services.ts';
import { ApiError, wordedError } from '../http/errors.ts';
import { requireUser } from '../http/access.ts';
import { audit } from '../http/audit.ts';
import { toPublicUser, type StoredUser } from '../repos/users.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { createLoginThrottle } from '../auth/loginThrottle.ts';
import { acceptNewPassword, parseBody } from './inputs.ts';
import { loginAnswer, loginBody, logoutAnswer, passwordChangeBody, passwordChangedAnswer } from '../../contract/auth.ts';
import { userSchema } from '../../contract/users.ts';
import { emptyBody } from '../../contract/emptyBody.ts';
import { preferencesBody, preferencesSchema } from '../../contract/preferences.ts';

// Part 1 §8: the login messages the client shows as they are.
const INVALID_CREDENTIALS = 'Invalid credentials';
const ACCESS_DENIED = 'Access denied';

// An unknown user name costs the same scrypt work as a wrong password, so the answer time does
// not tell which user names exist.
let decoyHash: Promise<string> | undefined;
function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-that-matches-nothing');
  return decoyHash;
}

export function authRoutes(app: FastifyInstance, services: Services): void {
  // Attempts count per client IP and per user name, in the database every instance shares. Each
  // is reserved before its password is checked, so attempts in flight count too; a right password
  // forgives its own, so only failures block.
  const throttle = createLoginThrottle(services.loginFailures);
  const throttleKeys = (request: FastifyRequest, username: string) => [`ip:${request.ip}`, `user:${username.toLowerCase()}`];

  /** Reserves the attempt of `keys` (its id, for forgiving it), or answers 429 while one of them is blocked. */
  async function admitAttempt(keys: readonly string[], reply: FastifyReply): Promise<string> {
    const admission = await throttle.admit(keys);
    if (admission.admitted) return admission.attempt;
    reply.header('retry-after', String(admission.retryAfterSeconds));
    throw wordedError(429, 'too_many_attempts', (t) => t('tooManySignIns', { seconds: admission.retryAfterSeconds }));
  }

  // The access check found the caller a moment ago; a user deleted since then is signed out.
  async function storedCaller(id: number): Promise<StoredUser> {
    const stored = await services.users.findById(id);
    if (!stored) throw new ApiError(401, 'unauthenticated', 'Token is invalid, expired or revoked');
    return stored;
  }

  app.post('/api/auth/login', {
    config: {
      access: 'public',
      openapi: { summary: 'Sign in; answers a bearer token and the user', body: loginBody, response: loginAnswer },
    },
  }, async (request, reply) => {
    const body = parseBody(loginBody, request);
    const username = body.username.trim();
    const attempt = await admitAttempt(throttleKeys(request, username), reply);

    const user = await services.users.findByUsername(username);
    const passwordOk = await verifyPassword(body.password, user?.password_hash ?? await decoyPasswordHash());
    if (!user || !passwordOk) {
      // The attempt stays recorded: it is a failure now. An unknown name is not logged: people
      // type their password into the user name field.
      await audit(services, request, {
        action: 'login', resource: 'auth', details: 'failed',
        as: user ? { id: user.id, username: user.username } : { id: null, username: 'anonymous' },
      });
      throw new ApiError(401, 'invalid_credentials', INVALID_CREDENTIALS);
    }
    await throttle.forgive(attempt);
    if (user.status !== 'active') {
      await audit(services, request, { action: 'login', resource: 'auth', details: 'failed: inactive account', as: user });
      throw new ApiError(403, 'access_denied', ACCESS_DENIED);
    }
    const accessToken = await services.startSession(user.id);
    const now = new Date();
    await services.users.recordLogin(user.id, now);
    await audit(services, request, { action: 'login', resource: 'auth', details: 'success', as: user });
    return { access_token: accessToken, token_type: 'bearer', user: { ...toPublicUser(user), last_login: now.toISOString() } };
  });

  app.get('/api/auth/me', {
    config: { access: 'user', openapi: { summary: 'The signed-in user, including force_password_change', response: userSchema } },
  }, async (request) => requireUser(request));

  app.post('/api/auth/logout', {
    config: { access: 'user', openapi: { summary: 'Revokes the calling token at once', body: emptyBody, response: logoutAnswer } },
  }, async (request) => {
    parseBody(emptyBody, request);
    if (request.tokenId) await services.sessions.revoke(request.tokenId);
    await audit(services, request, { action: 'logout', resource: 'auth', details: 'success' });
    return { status: 'logged_out' };
  });

  app.put('/api/auth/password', {
    config: {
      access: 'user',
      openapi: {
        summary: 'Changes the own password; clears force_password_change and signs out other sessions',
        body: passwordChangeBody, response: passwordChangedAnswer,
      },
    },
  }, async (request, reply) => {
    const caller = requireUser(request);
    const { current_password: currentPassword, new_password: newPassword } = parseBody(passwordChangeBody, request);
    if (newPassword === currentPassword) {
      throw new ApiError(400, 'invalid_input', 'New password must differ from the current password', 'new_password');
    }
    acceptNewPassword(newPassword, caller.username, 'new_password');
    const attempt = await admitAttempt(throttleKeys(request, caller.username), reply);
    const stored = await storedCaller(caller.id);
    if (!(await verifyPassword(currentPassword, stored.password_hash))) {
      throw new ApiError(400, 'invalid_current_password', 'Current password is incorrect', 'current_password');
    }
    await throttle.forgive(attempt);
    await services.users.setPassword(caller.id, await hashPassword(newPassword), false);
    if (request.tokenId) await services.sessions.revokeAllOfExcept(caller.id, request.tokenId);
    await audit(services, request, { action: 'update', resource: `user:${caller.username}`, details: 'password changed' });
    return { status: 'ok', user: toPublicUser(await storedCaller(caller.id)) };
  });

  app.get('/api/auth/preferences', {
    config: { access: 'user', openapi: { summary: "The caller's own preferences (null: not chosen)", response: preferencesSchema } },
  }, async (request) => {
    const caller = requireUser(request);
    const preferences = await services.users.preferences(caller.id);
    if (!preferences) throw new ApiError(401, 'unauthenticated', 'Token is invalid, expired or revoked');
    return preferences;
  });

  app.put('/api/auth/preferences', {
    config: {
      access: 'user',
      openapi: { summary: "Changes the caller's own preferences; fields left out keep their value", body: preferencesBody, response: preferencesSchema },
    },
  }, async (request) => {
    const caller = requireUser(request);
    const patch = parseBody(preferencesBody, request);
    const before = await services.users.preferences(caller.id);
    if (!before) throw new ApiError(401, 'unauthenticated', 'Token is invalid, expired or revoked');
    const after = { ...before, ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) };
    await services.users.setPreferences(caller.id, after);
    return after;
  });
}
