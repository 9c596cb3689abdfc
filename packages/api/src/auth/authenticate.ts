import type { Db } from '@stockroom/db';
import { AppError } from '../errors.js';
import { isUuid } from '../validation.js';
import { findUserById, toUser } from '../users/index.js';
import type { Actor } from './identity.js';
import type { SessionCache } from './sessions.js';
import type { TokenIssuer } from './tokens.js';
import { apiKeySession, jwtApiKeySession } from './api-keys.service.js';
import { looksLikeApiKey } from './api-keys.secret.js';

/**
 * Resolves the `Authorization` header to an active user (SPEC 5.1–5.3), through `sessions`: the
 * user is read when its token is first seen and again after any user change in this process, so
 * deactivation takes effect on that user's next request (within the session cache's TTL when
 * another process made the change). A token is valid only at the user's current token version
 * (decision 0013): a new password, a deactivation, another role or warehouse revoke earlier tokens.
 * An API key (decision 0017: `sr_live_…`/`sr_test_…`, or a JWT with a `jti` issued before those)
 * stands for the key's service principal, with the key's permissions and warehouse, while the key is
 * neither revoked nor expired and the secret is its current one, or the one a roll replaced within
 * its overlap (see apiKeySession, jwtApiKeySession); a key whose checksum does not match is refused
 * without a database read.
 * Throws UNAUTHORIZED "Authentication required" when the header is missing or not `Bearer <token>`,
 * and UNAUTHORIZED "Invalid or expired token" for a bad, expired, rolled or revoked token or key, or
 * an unknown or inactive user.
 */
export async function authenticate(db: Db, tokens: TokenIssuer, sessions: SessionCache, authorization: string | undefined, clientAddress?: string): Promise<Actor> {
  if (!authorization?.startsWith('Bearer ')) throw AppError.unauthorized('Authentication required');
  const token = authorization.slice('Bearer '.length).trim();
  const actor = await sessions.resolve(token, async () => {
    if (looksLikeApiKey(token)) return apiKeySession(db, token, clientAddress);
    const claims = tokens.verify(token);
    if (claims?.keyId !== undefined) return jwtApiKeySession(db, { ...claims, keyId: claims.keyId }, clientAddress);
    const row = claims && isUuid(claims.userId) ? await findUserById(db, claims.userId) : undefined;
    if (!claims || !row?.isActive || row.tokenVersion !== claims.tokenVersion) return undefined;
    const { id, email, name, role, isActive, warehouseId, permissions } = toUser(row);
    return { actor: { id, email, name, role, isActive, warehouseId, permissions }, expiresAt: claims.expiresAt };
  });
  if (!actor) throw AppError.unauthorized();
  return actor;
}
