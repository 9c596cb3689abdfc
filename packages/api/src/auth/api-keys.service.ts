/**
 * API keys: long-lived bearer tokens for other systems (web shops, ERPs, marketplaces).
 * A key is a JWT signed with the server's secret (HS256, SPEC 5) whose `sub` is the key's own
 * service principal and whose `jti` is the key's id; it is shown once, at creation, and never
 * stored. Its permissions are its own, a subset of its creator's, and it never holds more than
 * its creator holds now: authentication narrows them to the creator's current role (and warehouse),
 * and deactivating the creator revokes the key. A key bound to a warehouse is scoped exactly like a
 * bound user; what it writes is stamped with its principal, named after the key. Revoking takes
 * effect at once in this process, within SESSION_CACHE_TTL_MS in others.
 */
import { isIP } from 'node:net';
import { foreignKeyViolation, type Db } from '@stockroom/db';
import { AppError } from '../errors.js';
import { pageOf, pageResult, type Page } from '../pagination.js';
import { isUuid } from '../validation.js';
import { createServicePrincipal, deactivateServicePrincipal, holdActiveUser } from '../users/index.js';
import type { Actor } from './identity.js';
import { hasPermission, type Permission } from './permissions.js';
import type { SessionCache } from './sessions.js';
import type { TokenIssuer } from './tokens.js';
import * as repo from './api-keys.repository.js';
import type { ApiKey, ApiKeyCreate, ApiKeyListQuery, CreatedApiKey } from './api-keys.schema.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toApiKey({ key: row, warehouseCode, warehouseName }: repo.ApiKeyReadRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    principalId: row.principalId,
    permissions: row.permissions,
    warehouseId: row.warehouseId,
    warehouseCode,
    warehouseName,
    expiresAt: iso(row.expiresAt),
    revokedAt: iso(row.revokedAt),
    revokedReason: row.revokedReason as repo.RevokedReason | null,
    lastUsedAt: iso(row.lastUsedAt),
    lastUsedFrom: row.lastUsedFrom,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * POST /api/api-keys (api-keys:manage): creates a key and its service principal in one transaction
 * and returns it with its token (`key`), shown this once. Throws FORBIDDEN when it would hold
 * a permission its creator lacks, or when a creator bound to a warehouse binds it elsewhere or not
 * at all; VALIDATION_ERROR for an expiry in the past or an unknown warehouse; UNAUTHORIZED
 * "Invalid or expired token", the answer a deactivated user's token gets, when the creator
 * is deactivated by the time the key is written (a deactivation under way is waited for, and one
 * after it finds the key to revoke: holdActiveUser).
 */
export async function createApiKey(db: Db, tokens: TokenIssuer, input: ApiKeyCreate, actor: Actor): Promise<CreatedApiKey> {
  if (input.permissions.some((permission) => !actor.permissions.includes(permission))) throw AppError.forbidden();
  if (actor.warehouseId && input.warehouseId !== actor.warehouseId) throw AppError.forbidden();
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now()) throw AppError.validation('Invalid request data', { expiresAt: ['Expiry must be in the future'] });
  const row = await db
    .transaction(async (tx) => {
      // Authentication may have read the creator before a deactivation (or from another process's cache).
      if (!(await holdActiveUser(tx, actor.id))) throw AppError.unauthorized();
      const principalId = await createServicePrincipal(tx, input.name, actor.id);
      const inserted = await repo.insertApiKey(tx, {
        name: input.name,
        principalId,
        permissions: [...new Set<Permission>(input.permissions)],
        warehouseId: input.warehouseId ?? null,
        expiresAt,
        createdBy: actor.id,
      });
      return (await repo.findApiKey(tx, inserted.id))!;
    })
    .catch((error: unknown) => {
      if (foreignKeyViolation(error)) throw AppError.validation('Invalid request data', { warehouseId: ['Warehouse not found'] });
      throw error;
    });
  return { ...toApiKey(row), key: tokens.signApiKey(row.key.principalId, row.key.id, expiresAt) };
}

/** GET /api/api-keys: keys newest first, never their tokens; revoked ones with `includeRevoked`; one page (Page, pagination.ts). */
export async function listApiKeys(db: Db, query: ApiKeyListQuery): Promise<Page<ApiKey>> {
  const page = pageOf(query);
  const { rows, total } = await repo.listApiKeys(db, query.includeRevoked === 'true', page);
  return pageResult(rows.map(toApiKey), page, total);
}

/** GET /api/api-keys/{id}. Throws NOT_FOUND "API key not found". */
export async function getApiKey(db: Db, id: string): Promise<ApiKey> {
  const row = isUuid(id) ? await repo.findApiKey(db, id) : undefined;
  if (!row) throw AppError.notFound('API key');
  return toApiKey(row);
}

/**
 * DELETE /api/api-keys/{id}: revokes the key and deactivates its principal (idempotent: a revoked
 * key stays revoked as it was). Its token is refused from the next request in this process, within
 * SESSION_CACHE_TTL_MS in others. Throws NOT_FOUND "API key not found".
 */
export async function revokeApiKey(db: Db, sessions: SessionCache, id: string, actor: Actor): Promise<ApiKey> {
  if (!isUuid(id)) throw AppError.notFound('API key');
  const row = await db.transaction(async (tx) => {
    const revoked = await repo.revokeApiKey(tx, id, actor.id);
    if (!revoked) return undefined;
    await deactivateServicePrincipal(tx, revoked.principalId, actor.id);
    return repo.findApiKey(tx, id);
  });
  if (!row) throw AppError.notFound('API key');
  sessions.forgetAll();
  return toApiKey(row);
}

/**
 * Revokes, in the caller's transaction, every live key `creatorId` made, with reason
 * 'creator-deactivated', and deactivates their principals: users/user-admin.ts runs it in the
 * transaction that deactivates a user (as that update's onDeactivate). Reactivating the user brings
 * none back. The caller clears the session cache once committed.
 */
export async function revokeApiKeysOfCreator(tx: Db, creatorId: string, actorId: string): Promise<void> {
  for (const principalId of await repo.revokeApiKeysOf(tx, creatorId, actorId, 'creator-deactivated')) await deactivateServicePrincipal(tx, principalId, actorId);
}

/**
 * The caller an API key's token stands for (see authenticate), or undefined when the key is
 * unknown, revoked or expired, its principal or its creator inactive, or the token names another
 * principal. It holds what both the key and its creator hold now: the key's permissions that the
 * creator's current role grants, in the key's warehouse or, for an unbound key, the creator's (a
 * key bound elsewhere than its bound creator holds nothing). Records the use (time and client
 * address, kept only when it is an IP address), at most once a minute per key and address.
 */
export async function apiKeyActor(db: Db, keyId: string, principalId: string, from: string | undefined): Promise<Actor | undefined> {
  if (!isUuid(keyId)) return undefined;
  const row = await repo.findApiKeyForAuth(db, keyId);
  if (!row || !row.principalActive || !row.creatorActive || row.key.principalId !== principalId || row.key.revokedAt) return undefined;
  if (row.key.expiresAt && row.key.expiresAt.getTime() <= Date.now()) return undefined;
  await repo.touchApiKey(db, keyId, from && isIP(from) ? from : undefined);
  const elsewhere = row.creatorWarehouseId !== null && row.key.warehouseId !== null && row.key.warehouseId !== row.creatorWarehouseId;
  const permissions = elsewhere ? [] : (row.key.permissions as Permission[]).filter((permission) => hasPermission(row.creatorRole, permission));
  return {
    id: row.key.principalId,
    email: row.principalEmail,
    name: row.key.name,
    role: row.principalRole,
    isActive: true,
    warehouseId: row.key.warehouseId ?? row.creatorWarehouseId,
    permissions,
    apiKeyId: row.key.id,
  };
}

/**
 * The id of the API key whose token `authorization` carries (`Bearer <token>`), while the key is
 * live (see repo.isApiKeyLive); undefined for any other header, a user's token included. For the
 * rate limiter, which runs before authentication: the answer is kept in `sessions` for its TTL and
 * forgotten with it, so a key revoked through this process counts against the caller's address
 * from the next request, in other processes within SESSION_CACHE_TTL_MS. Never throws: a failed
 * read answers undefined.
 */
export async function liveApiKeyId(db: Db, tokens: TokenIssuer, sessions: SessionCache, authorization: string | undefined): Promise<string | undefined> {
  if (!authorization?.startsWith('Bearer ')) return undefined;
  const claims = tokens.verify(authorization.slice('Bearer '.length).trim());
  if (claims?.keyId === undefined || !isUuid(claims.keyId) || !isUuid(claims.userId)) return undefined;
  const { keyId, userId } = claims;
  const live = await sessions.keyIsLive(`${keyId} ${userId}`, () => repo.isApiKeyLive(db, keyId, userId)).catch(() => false);
  return live ? keyId : undefined;
}
