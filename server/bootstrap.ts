import { generatePassword, hashPassword } from './auth/passwords.ts';
import { newPasswordProblem } from './auth/passwordPolicy.ts';
import type { UsersRepo } from './repos/users.ts';

export interface FirstAdmin {
  username: string;
  password: string;
  /** True when the password was generated because FAHRPLAN_ADMIN_PASSWORD was not set. */
  generated: boolean;
}

/** A random password that meets the rules of every new password: checked, not assumed. */
function randomAdminPassword(username: string): string {
  for (;;) {
    const password = generatePassword();
    if (newPasswordProblem(password, username) === undefined) return password;
  }
}

/**
 * On the first start (no users yet) creates one admin; later starts change nothing. Instances
 * starting together on an empty database create one admin between them (createFirstAdmin).
 */
export async function ensureFirstAdmin(
  users: UsersRepo,
  username: string,
  configuredPassword: string | undefined,
): Promise<FirstAdmin | undefined> {
  if (await users.count() > 0) return undefined;
  const password = configuredPassword ?? randomAdminPassword(username);
  const created = await users.createFirstAdmin({
    username,
    full_name: 'Administrator',
    email: '',
    access_level: 'admin',
    password_hash: await hashPassword(password),
    force_password_change: false,
  });
  return created && { username, password, generated: configuredPassword === undefined };
}
