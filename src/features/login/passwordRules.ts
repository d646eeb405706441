import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../contract/passwords.ts';

/** docs/api.md `PUT /api/auth/password`: the new password has 8-128 characters and differs from the current one. */
export const PASSWORD_RULES = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } as const;

export function newPasswordProblem(current: string, next: string, repeat: string): string | null {
  if (next.length < PASSWORD_RULES.min) return `The new password needs at least ${PASSWORD_RULES.min} characters.`;
  if (next.length > PASSWORD_RULES.max) return `The new password may have at most ${PASSWORD_RULES.max} characters.`;
  if (next === current) return 'The new password must differ from the current one.';
  if (next !== repeat) return 'The two new passwords do not match.';
  return null;
}
