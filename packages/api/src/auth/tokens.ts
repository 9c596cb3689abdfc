/**
 * Access tokens: HS256 JWTs signed and verified with jsonwebtoken (SPEC 5.1–5.2). `sub` is the
 * user id and `exp` is required; every other algorithm, `alg: none` included, is rejected.
 */
import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';

export interface TokenIssuer {
  /** Default lifetime of issued tokens, in seconds. */
  readonly ttlSeconds: number;
  /** Signs a token for `userId` that expires after `ttlSeconds` (default: the issuer's). */
  sign(userId: string, ttlSeconds?: number): string;
  /** The user id (`sub`, lower-cased) and expiry (`exp`, in milliseconds since the epoch) of a valid, unexpired token; undefined for anything else. */
  verify(token: string): { userId: string; expiresAt: number } | undefined;
}

/** Creates the issuer for `secret` (the server-held shared secret) and a default TTL in seconds. */
export function createTokenIssuer(secret: string, ttlSeconds: number): TokenIssuer {
  // A KeyObject, not the string: given a string, jsonwebtoken first tries (and fails) to parse it as a public key on every verify.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    ttlSeconds,
    sign: (userId, ttl = ttlSeconds) => jwt.sign({}, key, { algorithm: 'HS256', subject: userId, expiresIn: ttl }),
    verify(token) {
      try {
        const payload = jwt.verify(token, key, { algorithms: ['HS256'] });
        if (typeof payload !== 'object' || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return undefined;
        // Ids are lower case everywhere past validation (issue 13), the token's subject included.
        return { userId: payload.sub.toLowerCase(), expiresAt: payload.exp * 1000 };
      } catch {
        return undefined;
      }
    },
  };
}
