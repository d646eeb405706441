import { z } from 'zod';
import { newPasswordSchema } from './passwords.ts';
import { safeText } from './text.ts';

/** Users as the API shows them, and what an admin sends to manage them (docs/api.md "Administration"). */

const ROLES = ['admin', 'modeller', 'user'] as const;
const USER_STATUSES = ['active', 'inactive'] as const;
const roleSchema = z.enum(ROLES);
const userStatusSchema = z.enum(USER_STATUSES);

/** A user as every answer shows it: never with the password hash. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  email: z.string(),
  access_level: roleSchema,
  status: userStatusSchema,
  force_password_change: z.boolean().describe('the client asks for a new password before anything else'),
  created_at: z.string(),
  last_login: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;
export type Role = User['access_level'];
export type UserStatus = User['status'];

export const usersAnswer = z.object({ users: z.array(userSchema) });

const usernameSchema = z
  .string()
  .trim()
  .min(1, 'Username is required')
  .max(64, 'Username must have at most 64 characters')
  .regex(/^[A-Za-z0-9._@-]+$/, 'Username may contain letters, digits and . _ @ - only');
const fullNameSchema = safeText({ max: 120, visible: true, tooLong: 'Full name must have at most 120 characters' });
const emailSchema = z.union([z.literal(''), z.email('Email address is not valid').max(254)]);

export const createUserBody = z.strictObject({
  username: usernameSchema,
  full_name: fullNameSchema.default(''),
  email: emailSchema.default(''),
  role: roleSchema.default('user'),
  password: newPasswordSchema,
  // An admin hands out the first password, so by default the user must choose their own.
  force_password_change: z.boolean().default(true),
});
export type NewUser = z.input<typeof createUserBody>;

export const updateUserBody = z
  .strictObject({
    role: roleSchema.optional(),
    status: userStatusSchema.optional(),
    full_name: fullNameSchema.optional(),
    email: emailSchema.optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), 'Nothing to update: send role, status, full_name or email');
export type UserChanges = z.input<typeof updateUserBody>;

export const resetPasswordBody = z.strictObject({
  password: newPasswordSchema,
  force_password_change: z.boolean().default(true),
});

export const userIdParams = z.object({ id: z.coerce.number().int().positive() });

export const passwordResetAnswer = z.object({ status: z.literal('ok') });
export const userDeletedAnswer = z.object({ status: z.literal('deleted') });
