import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { ApiError, wordedError } from '../http/errors.ts';
import { requireUser } from '../http/access.ts';
import { audit } from '../http/audit.ts';
import { toPublicUser, type StoredUser, type UserPatch } from '../repos/users.ts';
import { hashPassword } from '../auth/passwords.ts';
import { acceptNewPassword, parseBody, parseParams } from './inputs.ts';
import {
  createUserBody, passwordResetAnswer, resetPasswordBody, updateUserBody, userDeletedAnswer, userIdParams, userSchema, usersAnswer,
} from '../../contract/users.ts';
import { emptyBody } from '../../contract/emptyBody.ts';

const LAST_ADMIN = 'The last active admin cannot be demoted, deactivated or deleted';

async function existingUser(services: Services, id: number): Promise<StoredUser> {
  const user = await services.users.findById(id);
  if (!user) throw new ApiError(404, 'not_found', `User ${id} not found`);
  return user;
}

/** "role user → admin, status active → inactive": what changed, never a password. */
function describeChanges(before: StoredUser, after: StoredUser): string {
  const fields = ['access_level', 'status', 'full_name', 'email'] as const;
  const changes = fields
    .filter((field) => before[field] !== after[field])
    .map((field) => `${field === 'access_level' ? 'role' : field} ${before[field] || '(empty)'} → ${after[field] || '(empty)'}`);
  return changes.length > 0 ? changes.join(', ') : 'no change';
}

/** Part 2 §4 User Management, enforced on the server: admins only, and never without an active admin. */
export function adminUserRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/admin/users', {
    config: { access: 'admin', openapi: { summary: 'All users', response: usersAnswer } },
  }, async () => ({ users: (await services.users.list()).map(toPublicUser) }));

  app.post('/api/admin/users', {
    config: {
      access: 'admin',
      openapi: { summary: 'Creates a user; 409 when the user name is taken', body: createUserBody, response: userSchema, successStatus: 201 },
    },
  }, async (request, reply) => {
    const body = parseBody(createUserBody, request);
    acceptNewPassword(body.password, body.username, 'password');
    const created = await services.users.createUnique({
      username: body.username,
      full_name: body.full_name,
      email: body.email,
      access_level: body.role,
      password_hash: await hashPassword(body.password),
      force_password_change: body.force_password_change,
    });
    if (created === 'username_taken') {
      throw wordedError(409, 'username_taken', (t) => t('conflicts.usernameTaken', { username: body.username }), 'username');
    }
    await audit(services, request, { action: 'create', resource: `user:${created.username}`, details: `role ${created.access_level}` });
    return reply.status(201).send(toPublicUser(created));
  });

  app.put('/api/admin/users/:id', {
    config: {
      access: 'admin',
      openapi: {
        summary: 'Changes role, status, full name or email; 409 when no active admin would remain',
        params: userIdParams, body: updateUserBody, response: userSchema,
      },
    },
  }, async (request) => {
    const { id } = parseParams(userIdParams, request);
    const body = parseBody(updateUserBody, request);
    const caller = requireUser(request);
    const before = await existingUser(services, id);
    if (id === caller.id && body.status === 'inactive') {
      throw new ApiError(409, 'self_deactivation', 'You cannot deactivate your own account', 'status');
    }
    const patch: UserPatch = {
      ...(body.role ? { access_level: body.role } : {}),
      ...(body.status ? { status: body.status } : {}),
      ...(body.full_name !== undefined ? { full_name: body.full_name } : {}),
      ...(body.email !== undefined ? { email: body.email } : {}),
    };
    const updated = await services.users.update(id, patch);
    if (updated === undefined) throw new ApiError(404, 'not_found', `User ${id} not found`);
    if (updated === 'last_active_admin') throw new ApiError(409, 'last_admin', LAST_ADMIN);
    // A deactivated user is signed out everywhere at once, not only refused on the next request.
    if (updated.status === 'inactive') await services.sessions.revokeAllOf(id);
    await audit(services, request, { action: 'update', resource: `user:${updated.username}`, details: describeChanges(before, updated) });
    return toPublicUser(updated);
  });

  app.put('/api/admin/users/:id/reset-password', {
    config: {
      access: 'admin',
      openapi: {
        summary: "Sets a new password and signs the user out everywhere",
        params: userIdParams, body: resetPasswordBody, response: passwordResetAnswer,
      },
    },
  }, async (request) => {
    const { id } = parseParams(userIdParams, request);
    const body = parseBody(resetPasswordBody, request);
    const user = await existingUser(services, id);
    acceptNewPassword(body.password, user.username, 'password');
    await services.users.setPassword(id, await hashPassword(body.password), body.force_password_change);
    await services.sessions.revokeAllOf(id);
    await audit(services, request, {
      action: 'update', resource: `user:${user.username}`,
      details: body.force_password_change ? 'password reset (change required at next sign-in)' : 'password reset',
    });
    return { status: 'ok' };
  });

  app.delete('/api/admin/users/:id', {
    config: {
      access: 'admin',
      openapi: {
        summary: 'Deletes a user; 409 for oneself or the last active admin',
        params: userIdParams, body: emptyBody, response: userDeletedAnswer,
      },
    },
  }, async (request) => {
    const { id } = parseParams(userIdParams, request);
    parseBody(emptyBody, request);
    if (id === requireUser(request).id) throw new ApiError(409, 'self_delete', 'You cannot delete your own account');
    const deleted = await services.users.delete(id);
    if (deleted === undefined) throw new ApiError(404, 'not_found', `User ${id} not found`);
    if (deleted === 'last_active_admin') throw new ApiError(409, 'last_admin', LAST_ADMIN);
    await audit(services, request, { action: 'delete', resource: `user:${deleted.username}`, details: `role ${deleted.access_level}` });
    return { status: 'deleted' };
  });
}
