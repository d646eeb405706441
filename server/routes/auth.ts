import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services.ts';
import { ApiError, fromZodError } from '../http/errors.ts';
import { requireUser } from '../http/access.ts';
import { toPublicUser } from '../repos/users.ts';
import { verifyPassword } from '../auth/passwords.ts';

const loginBody = z.object({
  username: z.string().min(1).max(128),
  password: z.string().min(1).max(1024),
});

// Part 1 §8: the login messages the client shows as they are.
const INVALID_CREDENTIALS = 'Invalid credentials';
const ACCESS_DENIED = 'Access denied';

export function authRoutes(app: FastifyInstance, services: Services): void {
  app.post('/api/auth/login', { config: { access: 'public' } }, async (request) => {
    const parsed = loginBody.safeParse(request.body);
    if (!parsed.success) throw fromZodError(parsed.error, 'body');
    const { username, password } = parsed.data;
    const user = services.users.findByUsername(username.trim());
    const passwordOk = user ? await verifyPassword(password, user.password_hash) : false;
    if (!user || !passwordOk) throw new ApiError(401, 'invalid_credentials', INVALID_CREDENTIALS);
    if (user.status !== 'active') throw new ApiError(403, 'access_denied', ACCESS_DENIED);
    const accessToken = await services.startSession(user.id);
    const now = new Date();
    services.users.recordLogin(user.id, now);
    return { access_token: accessToken, token_type: 'bearer', user: { ...toPublicUser(user), last_login: now.toISOString() } };
  });

  app.get('/api/auth/me', { config: { access: 'user' } }, async (request) => requireUser(request));

  app.post('/api/auth/logout', { config: { access: 'user' } }, async (request) => {
    if (request.tokenId) services.sessions.revoke(request.tokenId);
    return { status: 'logged_out' };
  });
}
