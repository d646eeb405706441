import type { StoredUser } from './users.ts';

/**
 * Issued tokens by id, so that logout (and deactivation) revokes a token at once — on every
 * instance, since they all read the same table.
 */
export interface SessionsRepo {
  /** Records a new session and forgets the expired ones (their tokens are refused anyway). */
  record(jti: string, userId: number, expiresAt: Date): Promise<void>;
  /**
   * The user of session `jti` when it is theirs, unrevoked and unexpired; else undefined. One
   * question, so a request's authentication is one round trip to the database.
   */
  activeUser(jti: string, userId: number): Promise<StoredUser | undefined>;
  revoke(jti: string): Promise<void>;
  revokeAllOf(userId: number): Promise<void>;
  /** After a password change: every other device signs in again, the caller's token stays. */
  revokeAllOfExcept(userId: number, keepJti: string): Promise<void>;
}
