import { z } from 'zod';

/**
 * What a new password must satisfy wherever one is set (own change, admin create or reset).
 * Length is the rule that matters (NIST SP 800-63B); 128 bounds the work a request can cause.
 * The server also refuses the most common passwords and the user name (server/auth/passwordPolicy.ts);
 * passwords set before these rules keep working until their owner changes them.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** One character over and over (twelve spaces, `aaaaaaaaaaaa`): long enough, and guessed at once. */
export function isOneCharacterRepeated(password: string): boolean {
  const [first] = password;
  return first !== undefined && [...password].every((character) => character === first);
}

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must have at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must have at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine((password) => !isOneCharacterRepeated(password), 'Password must not be one character repeated');
