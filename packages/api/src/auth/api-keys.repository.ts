import { apiKeys, users, warehouses, type Db } from '@stockroom/db';
import { and, desc, eq, gt, isNotNull, isNull, count, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { statement } from '../prepared.js';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** Inserts a key (`values`: its secret's hash and hint, never the key) and returns its row. */
export async function insertApiKey(tx: Db, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await tx.insert(apiKeys).values(values).returning();
  return row!;
}

/** Keys as reads return them: with their warehouse's code and name, null for a key not bound to one (decision 0019; the warehouses table is the warehouses module's). */
const keysWithWarehouse = (db: Db) =>
  db.select({ key: apiKeys, warehouseCode: warehouses.code, warehouseName: warehouses.name }).from(apiKeys).leftJoin(warehouses, eq(warehouses.id, apiKeys.warehouseId));
export type ApiKeyReadRow = { key: ApiKeyRow; warehouseCode: string | null; warehouseName: string | null };

/** The key `id` with its warehouse (see keysWithWarehouse), or undefined. */
export async function findApiKey(db: Db, id: string): Promise<ApiKeyReadRow | undefined> {
  const [row] = await keysWithWarehouse(db).where(eq(apiKeys.id, id));
  return row;
}

/** A page of keys with their warehouse, newest first; revoked ones only with `includeRevoked`. */
export async function listApiKeys(db: Db, includeRevoked: boolean, page: { limit: number; offset: number }) {
  const where = includeRevoked ? undefined : isNull(apiKeys.revokedAt);
  const [rows, [counted]] = await Promise.all([
    keysWithWarehouse(db).where(where).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(apiKeys).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Why a key was revoked (api_keys.revoked_reason): by an admin, or because its creator was deactivated. */
export type RevokedReason = 'revoked' | 'creator-deactivated';

/** Marks the key revoked now, by an admin (once); the row as it is after, or undefined when no key has `id`. */
export async function revokeApiKey(tx: Db, id: string, actorId: string): Promise<ApiKeyRow | undefined> {
  const [row] = await tx
    .update(apiKeys)
    .set({
      revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())`,
      revokedBy: sql`coalesce(${apiKeys.revokedBy}, ${actorId}::uuid)`,
      revokedReason: sql`coalesce(${apiKeys.revokedReason}, ${'revoked' satisfies RevokedReason})`,
    })
    .where(eq(apiKeys.id, id))
    .returning();
  return row;
}

/** Revokes now, for `reason`, every key `creatorId` made that is not revoked yet; returns their principals' ids. */
export async function revokeApiKeysOf(tx: Db, creatorId: string, actorId: string, reason: RevokedReason): Promise<string[]> {
  const rows = await tx
    .update(apiKeys)
    .set({ revokedAt: sql`now()`, revokedBy: actorId, revokedReason: reason })
    .where(and(eq(apiKeys.createdBy, creatorId), isNull(apiKeys.revokedAt)))
    .returning({ principalId: apiKeys.principalId });
  return rows.map((row) => row.principalId);
}

/** The new secret of a roll (see rollApiKey). */
export interface RolledSecret {
  /** SHA-256 (hex) of the new key. */
  secretHash: string;
  /** Its hint, `sr_live_…abcd`. */
  keyHint: string;
  /** When the key (its new secret) expires. */
  expiresAt: Date;
  /** Hours the replaced secret keeps working (0: none), never past the key's expiry before the roll. */
  expireOldInHours: number;
}

/**
 * Gives live (not revoked) key `id` a new secret: the replaced one is kept as the previous secret
 * for `expireOldInHours` (its hash, or null for a JWT key's token), else forgotten. The row as it
 * is after, or undefined when no live key has `id`.
 */
export async function rollApiKey(tx: Db, id: string, secret: RolledSecret): Promise<ApiKeyRow | undefined> {
  const hours = secret.expireOldInHours;
  const [row] = await tx
    .update(apiKeys)
    .set({
      // The right-hand sides read the row as it was before the update.
      previousSecretHash: hours > 0 ? sql`${apiKeys.secretHash}` : null,
      previousExpiresAt: hours > 0 ? sql`least(now() + make_interval(hours => ${hours}::int), ${apiKeys.expiresAt})` : null,
      secretHash: secret.secretHash,
      keyHint: secret.keyHint,
      expiresAt: secret.expiresAt,
      rolledAt: sql`now()`,
    })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning();
  return row;
}

const principal = alias(users, 'principal');
const creator = alias(users, 'creator');

/** Keys with their principal and creator, for authentication (see findApiKeyForAuth). */
async function keyForAuth(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({
      key: apiKeys,
      principalActive: principal.isActive,
      principalEmail: principal.email,
      principalRole: principal.role,
      creatorActive: creator.isActive,
      creatorRole: creator.role,
      creatorWarehouseId: creator.warehouseId,
    })
    .from(apiKeys)
    .innerJoin(principal, eq(principal.id, apiKeys.principalId))
    .innerJoin(creator, eq(creator.id, apiKeys.createdBy))
    .where(where);
  return row;
}

/**
 * The key whose secret or previous secret has SHA-256 `secretHash` (an `sr_` key), or else the key
 * `id` (a JWT key's `jti`), with its principal's e-mail, role and whether it is active, and its
 * creator's current role, warehouse and whether it is active, for authentication (on a session
 * cache miss); undefined when there is none. The caller tells which secret matched and whether it
 * is still valid.
 */
export async function findApiKeyForAuth(db: Db, by: { secretHash: string } | { id: string }) {
  return keyForAuth(db, 'id' in by ? eq(apiKeys.id, by.id) : or(eq(apiKeys.secretHash, by.secretHash), eq(apiKeys.previousSecretHash, by.secretHash)));
}

/** A live key's principal and creator are active and it is not revoked. */
const liveRow = () => and(isNull(apiKeys.revokedAt), eq(principal.isActive, true), eq(creator.isActive, true));

const liveKeyBySecret = statement((db) =>
  db
    .select({ id: apiKeys.id, secretHash: apiKeys.secretHash, expiresAt: apiKeys.expiresAt, previousExpiresAt: apiKeys.previousExpiresAt })
    .from(apiKeys)
    .innerJoin(principal, eq(principal.id, apiKeys.principalId))
    .innerJoin(creator, eq(creator.id, apiKeys.createdBy))
    .where(
      and(
        or(
          and(eq(apiKeys.secretHash, sql.placeholder('secretHash')), gt(apiKeys.expiresAt, sql`now()`)),
          and(eq(apiKeys.previousSecretHash, sql.placeholder('secretHash')), gt(apiKeys.previousExpiresAt, sql`now()`)),
        ),
        liveRow(),
      ),
    ),
);

/** A live key as the rate limiter keeps it: its id, and until when the secret it was asked about is valid. */
export interface LiveApiKey {
  id: string;
  /** Milliseconds since the epoch. */
  validUntil: number;
}

/**
 * The live key whose current secret, or previous secret within its overlap, has SHA-256
 * `secretHash`, with until when that secret is valid; undefined when none is (a prepared statement,
 * for the rate limiter).
 */
export async function liveApiKeyBySecret(db: Db, secretHash: string): Promise<LiveApiKey | undefined> {
  const [row] = await liveKeyBySecret.run(db, { secretHash });
  if (!row) return undefined;
  const validUntil = row.secretHash === secretHash ? row.expiresAt : row.previousExpiresAt;
  return { id: row.id, validUntil: validUntil!.getTime() };
}

const liveKey = statement((db) =>
  db
    .select({ secretHash: apiKeys.secretHash, expiresAt: apiKeys.expiresAt, previousExpiresAt: apiKeys.previousExpiresAt })
    .from(apiKeys)
    .innerJoin(principal, eq(principal.id, apiKeys.principalId))
    .innerJoin(creator, eq(creator.id, apiKeys.createdBy))
    .where(
      and(
        eq(apiKeys.id, sql.placeholder('id')),
        eq(apiKeys.principalId, sql.placeholder('principalId')),
        or(
          // Never rolled: the JWT is the key's secret.
          and(isNull(apiKeys.secretHash), gt(apiKeys.expiresAt, sql`now()`)),
          // Rolled from the JWT with an overlap that has not ended.
          and(isNotNull(apiKeys.secretHash), isNull(apiKeys.previousSecretHash), gt(apiKeys.previousExpiresAt, sql`now()`)),
        ),
        liveRow(),
      ),
    ),
);

/**
 * Until when (milliseconds since the epoch) the token of JWT key `id` (issued before `sr_` keys) for
 * principal `principalId` is valid: while it is still the key's secret (never rolled, or rolled with
 * an overlap that has not ended), the key is neither revoked nor expired, and its principal and
 * creator are active; undefined otherwise (a prepared statement: the rate limiter asks it for keys
 * it has not seen within the session cache's TTL).
 */
export async function liveJwtApiKeyUntil(db: Db, id: string, principalId: string): Promise<number | undefined> {
  const [row] = await liveKey.run(db, { id, principalId });
  if (!row) return undefined;
  return (row.secretHash === null ? row.expiresAt : row.previousExpiresAt!).getTime();
}

/** Records a use of the key (when and from where); a no-op for a key used in the last minute. */
export async function touchApiKey(db: Db, id: string, from: string | undefined): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()`, lastUsedFrom: from ?? null })
    .where(and(eq(apiKeys.id, id), sql`(${apiKeys.lastUsedAt} is null or ${apiKeys.lastUsedAt} < now() - interval '1 minute' or ${apiKeys.lastUsedFrom} is distinct from ${from ?? null})`));
}
