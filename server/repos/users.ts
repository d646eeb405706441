import type { Role as AccessLevel, User, UserStatus } from '../../contract/users.ts';
import { NO_PREFERENCES, preferencesSchema, type Preferences } from '../../contract/preferences.ts';

export interface StoredUser extends User {
  password_hash: string;
}

/** The one place a stored user becomes the contract's User: never with the password hash. */
export function toPublicUser(user: StoredUser): User {
  const { password_hash: _hash, ...rest } = user;
  return rest;
}

export interface NewUser {
  username: string;
  full_name: string;
  email: string;
  access_level: AccessLevel;
  password_hash: string;
  force_password_change: boolean;
}

/** The fields an admin may change on a user (part 2 §7: role, status, full_name, email). */
export interface UserPatch {
  access_level?: AccessLevel;
  status?: UserStatus;
  full_name?: string;
  email?: string;
}

/**
 * The stored preferences as the contract's: a field missing or unreadable (a value of an older
 * release, a hand-edited row) is not chosen, never an error.
 */
export function readPreferences(stored: unknown): Preferences {
  const object = typeof stored === 'string' ? parseJson(stored) : stored;
  const fields = typeof object === 'object' && object !== null ? object as Record<string, unknown> : {};
  const numberFormat = preferencesSchema.shape.number_format.safeParse(fields.number_format ?? null);
  const language = preferencesSchema.shape.language.safeParse(fields.language ?? null);
  return { ...NO_PREFERENCES, number_format: numberFormat.success ? numberFormat.data : null, language: language.success ? language.data : null };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/** Why a change to the admin set was refused; the route turns it into a 409. */
export type AdminGuardRefusal = 'last_active_admin';

/**
 * True when changing `before` into `after` (null: deleting it) would leave no active admin, given
 * how many active admins there are now. Both implementations ask it inside the write's
 * transaction, with the admin set locked, so two admins demoting each other cannot both succeed.
 */
export function removesLastActiveAdmin(
  before: StoredUser,
  after: { access_level: AccessLevel; status: UserStatus } | null,
  activeAdmins: number,
): boolean {
  const wasActiveAdmin = before.access_level === 'admin' && before.status === 'active';
  const staysActiveAdmin = after !== null && after.access_level === 'admin' && after.status === 'active';
  return wasActiveAdmin && !staysActiveAdmin && activeAdmins <= 1;
}

/** Users and their password hashes. User names are unique regardless of case. */
export interface UsersRepo {
  findById(id: number): Promise<StoredUser | undefined>;
  /** Case-insensitive. */
  findByUsername(username: string): Promise<StoredUser | undefined>;
  count(): Promise<number>;
  /**
   * Creates the first admin when there are no users at all, else nothing (undefined): instances
   * starting together on an empty database create one admin between them.
   */
  createFirstAdmin(user: NewUser): Promise<StoredUser | undefined>;
  /** Creates the user unless the name is taken (names compare case-insensitively). */
  createUnique(user: NewUser): Promise<StoredUser | 'username_taken'>;
  recordLogin(id: number, at: Date): Promise<void>;
  /** By user name, ignoring case. */
  list(): Promise<StoredUser[]>;
  /** Applies `patch` unless it would leave no active admin (removesLastActiveAdmin). */
  update(id: number, patch: UserPatch): Promise<StoredUser | AdminGuardRefusal | undefined>;
  setPassword(id: number, passwordHash: string, forceChange: boolean): Promise<boolean>;
  /** The user's own preferences; undefined for an unknown user. */
  preferences(id: number): Promise<Preferences | undefined>;
  /** Stores the user's preferences whole (the caller merged the change); false for an unknown user. */
  setPreferences(id: number, preferences: Preferences): Promise<boolean>;
  /** Deletes the user unless it is the last active admin; sessions and own scenarios go with it (ON DELETE CASCADE). */
  delete(id: number): Promise<StoredUser | AdminGuardRefusal | undefined>;
}
