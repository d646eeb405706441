import { z } from 'zod';
import { newPasswordSchema } from './passwords.ts';
import { userSchema } from './users.ts';

/** Signing in and out and changing the own password (docs/api.md "Auth"). */

export const loginBody = z.strictObject({
  username: z.string().min(1).max(128),
  password: z.string().min(1).max(1024),
});

export const loginAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.literal('bearer'),
  user: userSchema,
});
export type LoginAnswer = z.infer<typeof loginAnswer>;

export const logoutAnswer = z.object({ status: z.literal('logged_out') });

export const passwordChangeBody = z.strictObject({
  current_password: z.string().min(1).max(1024),
  new_password: newPasswordSchema,
});

export const passwordChangedAnswer = z.object({ status: z.literal('ok'), user: userSchema });
