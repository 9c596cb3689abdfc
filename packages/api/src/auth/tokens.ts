/**
 * Access tokens: HS256 JWTs signed and verified with jsonwebtoken (SPEC 5.1–5.2). `sub` is the
 * user id and `exp` is required; every other algorithm, `alg: none` included, is rejected. `ver` is
 * the user's token version when the token was issued (decision 0013): authentication refuses a
 * token whose version is no longer the user's, so bumping the version revokes every earlier token.
 * A token without `ver` (signed before versions existed) is version 0. An API key's token
 * (decision 0017) names the key's service principal in `sub` and the key's id in `jti`.
 */
import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';

/** Whom a token is for: the user's id and current token version (users.token_version). */
export interface TokenSubject {
  id: string;
  tokenVersion: number;
}

/** What a valid token says. */
export interface TokenClaims {
  /** `sub`, lower-cased (decision 0013: ids are lower case past validation). */
  userId: string;
  /** `ver`, or 0 when the token has none. */
  tokenVersion: number;
  /** `exp`, in milliseconds since the epoch. */
  expiresAt: number;
  /** `jti` of an API key's token: the key's id (decision 0017). */
  keyId?: string;
}

export interface TokenIssuer {
  /** Default lifetime of issued tokens, in seconds. */
  readonly ttlSeconds: number;
  /** Signs a token for `subject` (its id and token version) that expires after `ttlSeconds` (default: the issuer's). */
  sign(subject: TokenSubject, ttlSeconds?: number): string;
  /**
   * Signs the token of API key `keyId` for its service principal `principalId`, valid until
   * `expiresAt` (without one, for 100 years: the key lives until it is revoked).
   */
  signApiKey(principalId: string, keyId: string, expiresAt: Date | null): string;
  /** The claims of a valid, unexpired token; undefined for anything else, a `ver` that is not a whole number ≥ 0 included. */
  verify(token: string): TokenClaims | undefined;
}

/** Creates the issuer for `secret` (the server-held shared secret) and a default TTL in seconds. */
export function createTokenIssuer(secret: string, ttlSeconds: number): TokenIssuer {
  // A KeyObject, not the string: given a string, jsonwebtoken first tries (and fails) to parse it as a public key on every verify.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    ttlSeconds,
    sign: (subject, ttl = ttlSeconds) => jwt.sign({ ver: subject.tokenVersion }, key, { algorithm: 'HS256', subject: subject.id, expiresIn: ttl }),
    signApiKey: (principalId, keyId, expiresAt) =>
      jwt.sign({ ver: 0, exp: Math.floor((expiresAt?.getTime() ?? Date.now() + 100 * 365.25 * 86_400_000) / 1000) }, key, { algorithm: 'HS256', subject: principalId, jwtid: keyId }),
    verify(token) {
      try {
        const payload = jwt.verify(token, key, { algorithms: ['HS256'] });
        if (typeof payload !== 'object' || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return undefined;
        const version: unknown = payload.ver ?? 0;
        if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0) return undefined;
        const keyId = typeof payload.jti === 'string' ? { keyId: payload.jti.toLowerCase() } : {};
        return { userId: payload.sub.toLowerCase(), tokenVersion: version, expiresAt: payload.exp * 1000, ...keyId };
      } catch {
        return undefined;
      }
    },
  };
}
