import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
const ISSUER = 'fahrplan';

export interface TokenClaims {
  userId: number;
  jti: string;
  expiresAt: Date;
}

export async function issueToken(secret: Uint8Array, userId: number): Promise<{ token: string; claims: TokenClaims }> {
  const jti = randomUUID();
  const now = Math.floor(Date.now() / 1000);
  const exp = now + TOKEN_LIFETIME_SECONDS;
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setJti(jti)
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(secret);
  return { token, claims: { userId, jti, expiresAt: new Date(exp * 1000) } };
}

/** Returns the claims of a well-signed, unexpired token, or null. Revocation is checked by the caller. */
export async function readToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
    return { userId, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
  } catch {
    return null;
  }
}
