/**
 * API keys (issue 17): long-lived bearer tokens for other systems (web shops, ERPs, marketplaces).
 * A key is a JWT signed with the server's secret (HS256, SPEC 5) whose `sub` is the key's own
 * service principal and whose `jti` is the key's id; it is shown once, at creation, and never
 * stored. Its permissions are its own, a subset of its creator's; a key bound to a warehouse is
 * scoped exactly like a bound user; what it writes is stamped with its principal, named after the
 * key. Revoking takes effect at once in this process, within SESSION_CACHE_TTL_MS in others.
 */
import { foreignKeyViolation, type Db } from '@stockroom/db';
import { AppError } from '../errors.js';
import { pageOf, pageResult, type Page } from '../pagination.js';
import { isUuid } from '../validation.js';
import { createServicePrincipal, deactivateServicePrincipal } from '../users/index.js';
import type { Actor } from './authenticate.js';
import type { Permission } from './permissions.js';
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
    lastUsedAt: iso(row.lastUsedAt),
    lastUsedFrom: row.lastUsedFrom,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * POST /api/api-keys (api-keys:manage): creates a key and its service principal in one transaction
 * and returns it with its token (`key`), shown this once. Throws FORBIDDEN (403) when it would hold
 * a permission its creator lacks, or when a creator bound to a warehouse binds it elsewhere or not
 * at all; VALIDATION_ERROR (400) for an expiry in the past or an unknown warehouse.
 */
export async function createApiKey(db: Db, tokens: TokenIssuer, input: ApiKeyCreate, actor: Actor): Promise<CreatedApiKey> {
  if (input.permissions.some((permission) => !actor.permissions.includes(permission))) throw AppError.forbidden();
  if (actor.warehouseId && input.warehouseId !== actor.warehouseId) throw AppError.forbidden();
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now()) throw AppError.validation('Invalid request data', { expiresAt: ['Expiry must be in the future'] });
  const row = await db
    .transaction(async (tx) => {
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

/** GET /api/api-keys: keys newest first, never their tokens; revoked ones with `includeRevoked` (both list forms). */
export async function listApiKeys(db: Db, query: ApiKeyListQuery): Promise<Page<ApiKey>> {
  const page = pageOf(query);
  const { rows, total } = await repo.listApiKeys(db, query.includeRevoked === 'true', page);
  return pageResult(rows.map(toApiKey), page, total);
}

/** GET /api/api-keys/{id}. Throws NOT_FOUND (404) "API key not found". */
export async function getApiKey(db: Db, id: string): Promise<ApiKey> {
  const row = isUuid(id) ? await repo.findApiKey(db, id) : undefined;
  if (!row) throw AppError.notFound('API key');
  return toApiKey(row);
}

/**
 * DELETE /api/api-keys/{id}: revokes the key and deactivates its principal (idempotent: a revoked
 * key stays revoked as it was). Its token is refused from the next request in this process, within
 * SESSION_CACHE_TTL_MS in others. Throws NOT_FOUND (404) "API key not found".
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
 * The caller an API key's token stands for (see authenticate), or undefined when the key is
 * unknown, revoked or expired, its principal inactive, or the token names another principal.
 * Records the use (time and client address), at most once a minute per key and address.
 */
export async function apiKeyActor(db: Db, keyId: string, principalId: string, from: string | undefined): Promise<Actor | undefined> {
  if (!isUuid(keyId)) return undefined;
  const row = await repo.findApiKeyForAuth(db, keyId);
  if (!row || !row.principalActive || row.key.principalId !== principalId || row.key.revokedAt) return undefined;
  if (row.key.expiresAt && row.key.expiresAt.getTime() <= Date.now()) return undefined;
  await repo.touchApiKey(db, keyId, from);
  return {
    id: row.key.principalId,
    email: row.principalEmail,
    name: row.key.name,
    role: row.principalRole,
    isActive: true,
    warehouseId: row.key.warehouseId,
    permissions: row.key.permissions as Permission[],
    apiKeyId: row.key.id,
  };
}
