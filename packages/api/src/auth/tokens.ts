/**
 * Access tokens: HS256 JWTs signed and verified with jsonwebtoken (SPEC 5.1–5.2). `sub` is the
 * user id and `exp` is required; every other algorithm, `alg: none` included, is rejected. `ver` is
 * the user's token version when the token was issued (decision 0013): authentication refuses a
 * token whose version is no longer the user's, so bumping the version revokes every earlier token.
 * A token without `ver` (signed before versions existed) is version 0. An API key issued before
 * keys were `sr_live_…` strings (decision 0017) is such a token too: it names the key's service
 * principal in `sub` and the key's id in `jti`; none is issued any more.
 */
import { createCipheriv, createDecipheriv, createHash, createSecretKey, randomBytes } from 'node:crypto';
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
   * `text` encrypted (AES-256-GCM) under a key derived from the server's secret, as base64url: for a
   * secret that must be stored a while to be answered again (an API key in a response kept for
   * Idempotency-Key) but never in plain text.
   */
  seal(text: string): string;
  /** The text `seal` sealed with this server's secret; undefined for anything else (another secret, altered). */
  unseal(sealed: string): string | undefined;
  /** The claims of a valid, unexpired token; undefined for anything else, a `ver` that is not a whole number ≥ 0 included. */
  verify(token: string): TokenClaims | undefined;
}

/** Creates the issuer for `secret` (the server-held shared secret) and a default TTL in seconds. */
export function createTokenIssuer(secret: string, ttlSeconds: number): TokenIssuer {
  // A KeyObject, not the string: given a string, jsonwebtoken first tries (and fails) to parse it as a public key on every verify.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const sealKey = createHash('sha256').update('stockroom seal\0').update(secret).digest();
  return {
    ttlSeconds,
    sign: (subject, ttl = ttlSeconds) => jwt.sign({ ver: subject.tokenVersion }, key, { algorithm: 'HS256', subject: subject.id, expiresIn: ttl }),
    seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    unseal(sealed) {
      try {
        const bytes = Buffer.from(sealed, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', sealKey, bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
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
