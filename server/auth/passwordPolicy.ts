import fs from 'node:fs';
import { newPasswordSchema } from '../../contract/passwords.ts';

/**
 * The rules a new password must meet beyond its shape (contract/passwords.ts): it is not among the
 * most common passwords and not the user name, both compared without regard to case (and in the
 * normal form the hash sees, server/auth/passwords.ts). A password that merely contains the user
 * name is allowed: a short name ("al") would forbid ordinary words in a passphrase, and the length
 * and the list already bound the guessing (docs/decisions.md).
 *
 * The list is fixtures/common-passwords.txt (49,233 passwords, from the zxcvbn-ts project; its
 * source and licence are in fixtures/common-passwords.LICENSE.txt), read once, on first use.
 */
let commonPasswords: ReadonlySet<string> | undefined;

function comparable(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

function isCommon(password: string): boolean {
  commonPasswords ??= new Set(fs.readFileSync(new URL('../../fixtures/common-passwords.txt', import.meta.url), 'utf8')
    .split('\n').filter((line) => line !== '').map(comparable));
  return commonPasswords.has(comparable(password));
}

/** Why `password` may not become the password of `username`, or undefined when it may. */
export function newPasswordProblem(password: string, username: string): string | undefined {
  const shape = newPasswordSchema.safeParse(password);
  if (!shape.success) return shape.error.issues[0]?.message ?? 'Password is not allowed';
  if (comparable(password) === comparable(username.trim())) return 'Password must not be the user name';
  if (isCommon(password)) return 'Password is one of the most common passwords: choose a less common one';
  return undefined;
}
