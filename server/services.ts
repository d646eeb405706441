import type { Db } from './db/database.ts';
import { issueToken, readToken, type TokenClaims } from './auth/tokens.ts';
import { usersRepo, type UsersRepo } from './repos/users.ts';
import { sessionsRepo, type SessionsRepo } from './repos/sessions.ts';

/** The server's collaborators, built once per server and handed to the routes. */
export interface Services {
  db: Db;
  users: UsersRepo;
  sessions: SessionsRepo;
  /** Issues a token and records its session. */
  startSession(userId: number): Promise<string>;
  /** The claims of a token that is well signed, unexpired and not revoked; else null. */
  readToken(token: string): Promise<TokenClaims | null>;
}

export function createServices(db: Db, secret: Uint8Array): Services {
  const users = usersRepo(db);
  const sessions = sessionsRepo(db);
  return {
    db,
    users,
    sessions,
    async startSession(userId) {
      const { token, claims } = await issueToken(secret, userId);
      sessions.record(claims.jti, userId, claims.expiresAt);
      return token;
    },
    async readToken(token) {
      const claims = await readToken(secret, token);
      if (!claims || !sessions.isActive(claims.jti, claims.userId)) return null;
      return claims;
    },
  };
}
