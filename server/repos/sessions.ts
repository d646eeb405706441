/**
 * Issued tokens by id, so that logout (and deactivation) revokes a token at once — on every
 * instance, since they all read the same table.
 */
export interface SessionsRepo {
  /** Records a new session and forgets the expired ones (their tokens are refused anyway). */
  record(jti: string, userId: number, expiresAt: Date): Promise<void>;
  isActive(jti: string, userId: number): Promise<boolean>;
  revoke(jti: string): Promise<void>;
  revokeAllOf(userId: number): Promise<void>;
  /** After a password change: every other device signs in again, the caller's token stays. */
  revokeAllOfExcept(userId: number, keepJti: string): Promise<void>;
}
