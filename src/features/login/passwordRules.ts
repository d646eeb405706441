import { isOneCharacterRepeated, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../contract/passwords.ts';
import { i18n } from '../../i18n/index.ts';

/**
 * docs/api.md `PUT /api/auth/password`: the new password has 12–128 characters, is not one
 * character repeated and differs from the current one. The server also refuses the most common
 * passwords and the user name; its answer names the rule.
 */
export const PASSWORD_RULES = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } as const;

/** The rule shown beside the new-password field. */
export function passwordRuleText(): string {
  return i18n.t('login:change.rule', { min: PASSWORD_RULES.min });
}

export function newPasswordProblem(current: string, next: string, repeat: string): string | null {
  if (next.length < PASSWORD_RULES.min) return i18n.t('login:problems.tooShort', { min: PASSWORD_RULES.min });
  if (next.length > PASSWORD_RULES.max) return i18n.t('login:problems.tooLong', { max: PASSWORD_RULES.max });
  if (isOneCharacterRepeated(next)) return i18n.t('login:problems.repeated');
  if (next === current) return i18n.t('login:problems.unchanged');
  if (next !== repeat) return i18n.t('login:problems.mismatch');
  return null;
}
