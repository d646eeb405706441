import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services.ts';
import { ApiError, fromZodError } from '../http/errors.ts';
import { requireUser } from '../http/access.ts';
import { audit } from '../http/audit.ts';
import { toPublicUser, type StoredUser, type UserPatch } from '../repos/users.ts';
import { hashPassword } from '../auth/passwords.ts';
import { newPasswordSchema } from '../auth/passwordPolicy.ts';

const userIdParams = z.object({ id: z.coerce.number().int().positive() });

const usernameSchema = z
  .string()
  .trim()
  .min(1, 'Username is required')
  .max(64, 'Username must have at most 64 characters')
  .regex(/^[A-Za-z0-9._@-]+$/, 'Username may contain letters, digits and . _ @ - only');
const fullNameSchema = z.string().trim().max(120, 'Full name must have at most 120 characters');
const emailSchema = z.union([z.literal(''), z.email('Email address is not valid').max(254)]);
const roleSchema = z.enum(['admin', 'user']);

const createUserBody = z.strictObject({
  username: usernameSchema,
  full_name: fullNameSchema.default(''),
  email: emailSchema.default(''),
  role: roleSchema.default('user'),
  password: newPasswordSchema,
  // An admin hands out the first password, so by default the user must choose their own.
  force_password_change: z.boolean().default(true),
});

const updateUserBody = z
  .strictObject({
    role: roleSchema.optional(),
    status: z.enum(['active', 'inactive']).optional(),
    full_name: fullNameSchema.optional(),
    email: emailSchema.optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), 'Nothing to update: send role, status, full_name or email');

const resetPasswordBody = z.strictObject({
  password: newPasswordSchema,
  force_password_change: z.boolean().default(true),
});

const userAnswer = z.object({
  id: z.number(), username: z.string(), full_name: z.string(), email: z.string(),
  access_level: roleSchema, status: z.enum(['active', 'inactive']), force_password_change: z.boolean(),
  created_at: z.string(), last_login: z.string().nullable(),
});

const LAST_ADMIN = 'The last active admin cannot be demoted, deactivated or deleted';

function parse<T>(schema: z.ZodType<T>, value: unknown, where: 'body' | 'params'): T {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw fromZodError(parsed.error, where);
  return parsed.data;
}

function existingUser(services: Services, id: number): StoredUser {
  const user = services.users.findById(id);
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
    config: { access: 'admin', openapi: { summary: 'All users', response: z.object({ users: z.array(userAnswer) }) } },
  }, async () => ({ users: services.users.list().map(toPublicUser) }));

  app.post('/api/admin/users', {
    config: {
      access: 'admin',
      openapi: { summary: 'Creates a user; 409 when the user name is taken', body: createUserBody, response: userAnswer, successStatus: 201 },
    },
  }, async (request, reply) => {
    const body = parse(createUserBody, request.body, 'body');
    const created = services.users.createUnique({
      username: body.username,
      full_name: body.full_name,
      email: body.email,
      access_level: body.role,
      password_hash: await hashPassword(body.password),
      force_password_change: body.force_password_change,
    });
    if (created === 'username_taken') {
      throw new ApiError(409, 'username_taken', `Username '${body.username}' already exists`, 'username');
    }
    audit(services, request, { action: 'create', resource: `user:${created.username}`, details: `role ${created.access_level}` });
    return reply.status(201).send(toPublicUser(created));
  });

  app.put('/api/admin/users/:id', {
    config: {
      access: 'admin',
      openapi: {
        summary: 'Changes role, status, full name or email; 409 when no active admin would remain',
        params: userIdParams, body: updateUserBody, response: userAnswer,
      },
    },
  }, async (request) => {
    const { id } = parse(userIdParams, request.params, 'params');
    const body = parse(updateUserBody, request.body, 'body');
    const caller = requireUser(request);
    const before = existingUser(services, id);
    if (id === caller.id && body.status === 'inactive') {
      throw new ApiError(409, 'self_deactivation', 'You cannot deactivate your own account', 'status');
    }
    const patch: UserPatch = {
      ...(body.role ? { access_level: body.role } : {}),
      ...(body.status ? { status: body.status } : {}),
      ...(body.full_name !== undefined ? { full_name: body.full_name } : {}),
      ...(body.email !== undefined ? { email: body.email } : {}),
    };
    const updated = services.users.update(id, patch);
    if (updated === undefined) throw new ApiError(404, 'not_found', `User ${id} not found`);
    if (updated === 'last_active_admin') throw new ApiError(409, 'last_admin', LAST_ADMIN);
    // A deactivated user is signed out everywhere at once, not only refused on the next request.
    if (updated.status === 'inactive') services.sessions.revokeAllOf(id);
    audit(services, request, { action: 'update', resource: `user:${updated.username}`, details: describeChanges(before, updated) });
    return toPublicUser(updated);
  });

  app.put('/api/admin/users/:id/reset-password', {
    config: {
      access: 'admin',
      openapi: {
        summary: "Sets a new password and signs the user out everywhere",
        params: userIdParams, body: resetPasswordBody, response: z.object({ status: z.literal('ok') }),
      },
    },
  }, async (request) => {
    const { id } = parse(userIdParams, request.params, 'params');
    const body = parse(resetPasswordBody, request.body, 'body');
    const user = existingUser(services, id);
    services.users.setPassword(id, await hashPassword(body.password), body.force_password_change);
    services.sessions.revokeAllOf(id);
    audit(services, request, {
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
        params: userIdParams, response: z.object({ status: z.literal('deleted') }),
      },
    },
  }, async (request) => {
    const { id } = parse(userIdParams, request.params, 'params');
    if (id === requireUser(request).id) throw new ApiError(409, 'self_delete', 'You cannot delete your own account');
    const deleted = services.users.delete(id);
    if (deleted === undefined) throw new ApiError(404, 'not_found', `User ${id} not found`);
    if (deleted === 'last_active_admin') throw new ApiError(409, 'last_admin', LAST_ADMIN);
    audit(services, request, { action: 'delete', resource: `user:${deleted.username}`, details: `role ${deleted.access_level}` });
    return { status: 'deleted' };
  });
}
