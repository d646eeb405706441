import { isOneCharacterRepeated, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../contract/passwords.ts';

/**
 * docs/api.md `PUT /api/auth/password`: the new password has 12–128 characters, is not one
 * character repeated and differs from the current one. The server also refuses the most common
 * passwords and the user name; its answer names the rule.
 */
export const PASSWORD_RULES = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } as const;

/** The rule shown beside the new-password field. */
export const PASSWORD_RULE_TEXT = `At least ${PASSWORD_RULES.min} characters; not one of the most common passwords, and not your user name.`;

export function newPasswordProblem(current: string, next: string, repeat: string): string | null {
  if (next.length < PASSWORD_RULES.min) return `The new password needs at least ${PASSWORD_RULES.min} characters.`;
  if (next.length > PASSWORD_RULES.max) return `The new password may have at most ${PASSWORD_RULES.max} characters.`;
  if (isOneCharacterRepeated(next)) return 'The new password must not be one character repeated.';
  if (next === current) return 'The new password must differ from the current one.';
  if (next !== repeat) return 'The two new passwords do not match.';
  return null;
}
