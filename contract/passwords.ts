import { z } from 'zod';

/**
 * What a new password must satisfy wherever one is set (own change, admin create or reset).
 * Length is the rule that matters (NIST SP 800-63B); 128 bounds the work a request can cause.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must have at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must have at most ${PASSWORD_MAX_LENGTH} characters`);
