/**
 * API keys: long-lived bearer tokens for other systems (web shops, ERPs, marketplaces), decision 0017.
 * A key is `sr_live_` (or `sr_test_` outside production) + 32 random base62 characters + a 6-character
 * CRC32 checksum (api-keys.secret.ts): shown once, at creation or roll, and stored only as its
 * SHA-256, which authentication looks up (after the checksum, which refuses a mistyped key without
 * reading the database). Each key stands for its own service principal; every key expires
 * (API_KEY_EXPIRY_DAYS by default, at most API_KEY_MAX_EXPIRY_DAYS ahead). Rolling gives a key a new
 * secret and, optionally, leaves the replaced one working for some hours. Keys issued as JWTs before
 * (`jti` = the key's id) work until they are rolled, revoked or expire. Its permissions are its own, a
 * subset of its creator's, and it never holds more than its creator holds now: authentication
 * narrows them to the creator's current role (and warehouse), and deactivating the creator revokes
 * the key. A key bound to a warehouse is scoped exactly like a bound user; what it writes is stamped
 * with its principal, named after the key. Revoking and rolling take effect at once in this process,
 * within SESSION_CACHE_TTL_MS in others.
 */
import { isIP } from 'node:net';
import { foreignKeyViolation, type Db } from '@stockroom/db';
import { AppError } from '../errors.js';
import { pageOf, pageResult, type Page } from '../pagination.js';
import { isUuid } from '../validation.js';
import { API_VERSION, API_VERSIONS, isApiVersion } from '../versions.js';
import { createServicePrincipal, deactivateServicePrincipal, holdActiveUser } from '../users/index.js';
import type { Actor } from './identity.js';
import { hasPermission, type Permission } from './permissions.js';
import type { CachedSession, SessionCache } from './sessions.js';
import type { TokenClaims, TokenIssuer } from './tokens.js';
import * as repo from './api-keys.repository.js';
import { apiKeyHint, hashApiKey, isWellFormedApiKey, looksLikeApiKey, newApiKeySecret, type ApiKeyEnvironment } from './api-keys.secret.js';
import type { ApiKey, ApiKeyCreate, ApiKeyListQuery, ApiKeyRoll, CreatedApiKey } from './api-keys.schema.js';

/** How the server issues keys, from its configuration (apps/server/src/config.ts). */
export interface ApiKeySettings {
  /** The prefix of new keys: `live` (sr_live_) when NODE_ENV=production, else `test` (sr_test_). */
  environment: ApiKeyEnvironment;
  /** Days a key lasts when created or rolled without an expiry (API_KEY_EXPIRY_DAYS, default 365). */
  defaultDays: number;
  /** The furthest ahead a key may expire, in days (API_KEY_MAX_EXPIRY_DAYS, default 730). */
  maxDays: number;
}

const DAY_MS = 86_400_000;
const iso = (date: Date | null) => date?.toISOString() ?? null;

function toApiKey({ key: row, warehouseCode, warehouseName }: repo.ApiKeyReadRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    keyHint: row.keyHint,
    principalId: row.principalId,
    permissions: row.permissions,
    warehouseId: row.warehouseId,
    warehouseCode,
    warehouseName,
    expiresAt: row.expiresAt.toISOString(),
    apiVersion: row.apiVersion,
    rolledAt: iso(row.rolledAt),
    previousKeyExpiresAt: !row.revokedAt && row.previousExpiresAt && row.previousExpiresAt.getTime() > Date.now() ? row.previousExpiresAt.toISOString() : null,
    revokedAt: iso(row.revokedAt),
    revokedReason: row.revokedReason as repo.RevokedReason | null,
    lastUsedAt: iso(row.lastUsedAt),
    lastUsedFrom: row.lastUsedFrom,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * When a key created or rolled now expires: `expiresAt`, or `expiresInDays` days (of 24 hours) from
 * now, or `settings.defaultDays` from now. Throws VALIDATION_ERROR (on the field given) for an
 * expiry not in the future or more than `settings.maxDays` days ahead.
 */
function expiryOf(input: { expiresAt?: string | undefined; expiresInDays?: number | undefined }, settings: ApiKeySettings): Date {
  const now = Date.now();
  const field = input.expiresInDays === undefined ? 'expiresAt' : 'expiresInDays';
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : new Date(now + (input.expiresInDays ?? settings.defaultDays) * DAY_MS);
  if (expiresAt.getTime() <= now) throw AppError.validation('Invalid request data', { [field]: ['Expiry must be in the future'] });
  if (expiresAt.getTime() > now + settings.maxDays * DAY_MS) throw AppError.validation('Invalid request data', { [field]: [`Expiry must be at most ${settings.maxDays} days from now`] });
  return expiresAt;
}

/**
 * POST /api/api-keys (api-keys:manage): creates a key and its service principal in one transaction
 * and returns it with the key itself (`key`, `sr_live_…` or `sr_test_…`), shown this once; the
 * database keeps its SHA-256. It expires at `input.expiresAt`, after `input.expiresInDays` days, or
 * after `settings.defaultDays` (days of 24 hours), pinned to `input.apiVersion` (default the newest,
 * API_VERSION). Throws FORBIDDEN when it would hold a
 * permission its creator lacks, or when a creator bound to a warehouse binds it elsewhere or not at
 * all; VALIDATION_ERROR for an expiry in the past or more than `settings.maxDays` days ahead, or an
 * unknown warehouse; UNAUTHORIZED "Invalid or expired token", the answer a deactivated user's token
 * gets, when the creator is deactivated by the time the key is written (a deactivation under way is
 * waited for, and one after it finds the key to revoke: holdActiveUser).
 */
export async function createApiKey(db: Db, settings: ApiKeySettings, input: ApiKeyCreate, actor: Actor): Promise<CreatedApiKey> {
  if (input.permissions.some((permission) => !actor.permissions.includes(permission))) throw AppError.forbidden();
  if (actor.warehouseId && input.warehouseId !== actor.warehouseId) throw AppError.forbidden();
  const expiresAt = expiryOf(input, settings);
  return db
    .transaction(async (tx) => {
      // Authentication may have read the creator before a deactivation (or from another process's cache).
      if (!(await holdActiveUser(tx, actor.id))) throw AppError.unauthorized();
      const key = newApiKeySecret(settings.environment);
      const principalId = await createServicePrincipal(tx, input.name, actor.id);
      const inserted = await repo.insertApiKey(tx, {
        name: input.name,
        principalId,
        permissions: [...new Set<Permission>(input.permissions)],
        warehouseId: input.warehouseId ?? null,
        secretHash: hashApiKey(key),
        keyHint: apiKeyHint(key),
        expiresAt,
        apiVersion: input.apiVersion ?? API_VERSION,
        createdBy: actor.id,
      });
      return { ...toApiKey((await repo.findApiKey(tx, inserted.id))!), key };
    })
    .catch((error: unknown) => {
      if (foreignKeyViolation(error)) throw AppError.validation('Invalid request data', { warehouseId: ['Warehouse not found'] });
      throw error;
    });
}

/**
 * POST /api/api-keys/{id}/roll (api-keys:manage): gives the key a new secret, returned this once
 * (`key`), keeping its id, principal, permissions and warehouse. The new secret expires at
 * `expiresAt`, after `expiresInDays` days or after `settings.defaultDays` (an expired key can so be
 * renewed). The replaced secret works `expireOldInHours` hours more (default 0: refused from the next
 * request), never past its own expiry; rolling again ends that overlap. Clears the session cache, as
 * revoking does: other processes refuse the replaced secret within SESSION_CACHE_TTL_MS. Throws
 * NOT_FOUND "API key not found"; INVALID_STATE "A revoked API key cannot be rolled";
 * VALIDATION_ERROR for an expiry in the past or more than `settings.maxDays` days ahead.
 */
export async function rollApiKey(db: Db, sessions: SessionCache, settings: ApiKeySettings, input: ApiKeyRoll): Promise<CreatedApiKey> {
  const { id, expireOldInHours = 0 } = input;
  if (!isUuid(id)) throw AppError.notFound('API key');
  const expiresAt = expiryOf(input, settings);
  const rolled = await db.transaction(async (tx) => {
    const key = newApiKeySecret(settings.environment);
    const rolled = await repo.rollApiKey(tx, id, { secretHash: hashApiKey(key), keyHint: apiKeyHint(key), expiresAt, expireOldInHours });
    if (!rolled) {
      if (!(await repo.findApiKey(tx, id))) throw AppError.notFound('API key');
      throw new AppError('INVALID_STATE', 'A revoked API key cannot be rolled');
    }
    return { ...toApiKey((await repo.findApiKey(tx, id))!), key };
  });
  sessions.forgetAll();
  return rolled;
}

/** GET /api/api-keys: keys newest first, never the keys themselves (their hint only); revoked ones with `includeRevoked`; one page (Page, pagination.ts). */
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
 * key stays revoked as it was). Its secrets (and a JWT key's token) are refused from the next
 * request in this process, within SESSION_CACHE_TTL_MS in others. Throws NOT_FOUND "API key not found".
 */
export async function revokeApiKey(db: Db, sessions: SessionCache, id: string, actor: Actor): Promise<ApiKey> {
  if (!isUuid(id)) throw AppError.notFound('API key');
  const key = await db.transaction(async (tx) => {
    const revoked = await repo.revokeApiKey(tx, id, actor.id);
    if (!revoked) throw AppError.notFound('API key');
    await deactivateServicePrincipal(tx, revoked.principalId, actor.id);
    return toApiKey((await repo.findApiKey(tx, id))!);
  });
  sessions.forgetAll();
  return key;
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
 * The session of a key's row as authentication reads it (repo.findApiKeyForAuth), for a secret valid
 * until `validUntil`: undefined when that is null or past, the key is revoked, or its principal or
 * creator inactive. The caller holds what both the key and its creator hold now: the key's
 * permissions that the creator's current role grants, in the key's warehouse or, for an unbound key,
 * the creator's (a key bound elsewhere than its bound creator holds nothing). Records the use (time
 * and client address `from`, kept only when it is an IP address), at most once a minute per key and
 * address. The session lasts until `validUntil` (ms since the epoch in `expiresAt`). The caller follows
 * the API version the key is pinned to, or the oldest the server speaks once that one is withdrawn.
 */
async function keySession(db: Db, row: NonNullable<Awaited<ReturnType<typeof repo.findApiKeyForAuth>>>, validUntil: Date | null, from: string | undefined): Promise<CachedSession | undefined> {
  if (!validUntil || validUntil.getTime() <= Date.now() || !row.principalActive || !row.creatorActive || row.key.revokedAt) return undefined;
  await repo.touchApiKey(db, row.key.id, from && isIP(from) ? from : undefined);
  const elsewhere = row.creatorWarehouseId !== null && row.key.warehouseId !== null && row.key.warehouseId !== row.creatorWarehouseId;
  const permissions = elsewhere ? [] : (row.key.permissions as Permission[]).filter((permission) => hasPermission(row.creatorRole, permission));
  const actor: Actor = {
    id: row.key.principalId,
    email: row.principalEmail,
    name: row.key.name,
    role: row.principalRole,
    isActive: true,
    warehouseId: row.key.warehouseId ?? row.creatorWarehouseId,
    permissions,
    apiKeyId: row.key.id,
    apiVersion: isApiVersion(row.key.apiVersion) ? row.key.apiVersion : API_VERSIONS[0],
  };
  return { actor, expiresAt: validUntil.getTime() };
}

/**
 * The caller API key `key` (`sr_live_…`/`sr_test_…`) stands for, and until when (see keySession), for
 * authenticate: its current secret until the key expires, or the secret a roll replaced until its
 * overlap ends. Undefined, without reading the database, for a string that is not a whole key with a
 * matching checksum; undefined for an unknown, revoked or expired key or secret, or an inactive
 * principal or creator.
 */
export async function apiKeySession(db: Db, key: string, from: string | undefined): Promise<CachedSession | undefined> {
  if (!isWellFormedApiKey(key)) return undefined;
  const secretHash = hashApiKey(key);
  const row = await repo.findApiKeyForAuth(db, { secretHash });
  if (!row) return undefined;
  return keySession(db, row, row.key.secretHash === secretHash ? row.key.expiresAt : row.key.previousExpiresAt, from);
}

/**
 * The caller a JWT key's token stands for (a key issued before `sr_` keys: `claims.keyId` its id,
 * `claims.userId` its principal), for authenticate: while the token is still the key's secret (never
 * rolled, or within the overlap of the roll that replaced it) and the key is live (see keySession);
 * the session ends at the first of that and the token's `exp`. Undefined otherwise, or when the
 * token names another principal.
 */
export async function jwtApiKeySession(db: Db, claims: TokenClaims & { keyId: string }, from: string | undefined): Promise<CachedSession | undefined> {
  if (!isUuid(claims.keyId)) return undefined;
  const row = await repo.findApiKeyForAuth(db, { id: claims.keyId });
  if (!row || row.key.principalId !== claims.userId) return undefined;
  const validUntil = row.key.secretHash === null ? row.key.expiresAt : row.key.previousSecretHash === null ? row.key.previousExpiresAt : null;
  const session = await keySession(db, row, validUntil, from);
  return session && { ...session, expiresAt: Math.min(session.expiresAt, claims.expiresAt) };
}

/**
 * The id of the API key that `authorization` carries (`Bearer <key>`, or a JWT key's `Bearer
 * <token>`), while the key and that secret are live (repo.liveApiKeyBySecret,
 * repo.liveJwtApiKeyUntil); undefined for any other header, a user's token included. For the rate
 * limiter, which runs before authentication: a malformed key is refused by its checksum without a
 * read, and the answer is kept in `sessions` for its TTL (never past the secret's expiry) and
 * forgotten with it, so a key revoked or rolled through this process counts against the caller's
 * address from the next request, in other processes within SESSION_CACHE_TTL_MS. Never throws: a
 * failed read answers undefined.
 */
export async function liveApiKeyId(db: Db, tokens: TokenIssuer, sessions: SessionCache, authorization: string | undefined): Promise<string | undefined> {
  if (!authorization?.startsWith('Bearer ')) return undefined;
  const token = authorization.slice('Bearer '.length).trim();
  if (looksLikeApiKey(token)) {
    if (!isWellFormedApiKey(token)) return undefined;
    const secretHash = hashApiKey(token);
    return sessions.liveKeyId(`sha256 ${secretHash}`, () => repo.liveApiKeyBySecret(db, secretHash)).catch(() => undefined);
  }
  const claims = tokens.verify(token);
  if (claims?.keyId === undefined || !isUuid(claims.keyId) || !isUuid(claims.userId)) return undefined;
  const { keyId, userId, expiresAt } = claims;
  const load = async () => {
    const until = await repo.liveJwtApiKeyUntil(db, keyId, userId);
    return until === undefined ? undefined : { id: keyId, validUntil: Math.min(until, expiresAt) };
  };
  return sessions.liveKeyId(`${keyId} ${userId}`, load).catch(() => undefined);
}
