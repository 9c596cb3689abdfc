import { apiKeys, users, warehouses, type Db } from '@stockroom/db';
import { and, desc, eq, gt, isNull, count, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { statement } from '../prepared.js';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

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

const principal = alias(users, 'principal');
const creator = alias(users, 'creator');

/**
 * The key `id` with its principal's e-mail, role and whether it is active, and its creator's current
 * role, warehouse and whether it is active, for authentication (on a session cache miss).
 */
export async function findApiKeyForAuth(db: Db, id: string) {
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
    .where(eq(apiKeys.id, id));
  return row;
}

const liveKey = statement((db) =>
  db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .innerJoin(principal, eq(principal.id, apiKeys.principalId))
    .innerJoin(creator, eq(creator.id, apiKeys.createdBy))
    .where(
      and(
        eq(apiKeys.id, sql.placeholder('id')),
        eq(apiKeys.principalId, sql.placeholder('principalId')),
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, sql`now()`)),
        eq(principal.isActive, true),
        eq(creator.isActive, true),
      ),
    ),
);

/**
 * True when key `id` exists for principal `principalId`, is neither revoked nor expired, and its
 * principal and creator are active (a prepared statement: the rate limiter asks it for keys it has
 * not seen within the session cache's TTL).
 */
export async function isApiKeyLive(db: Db, id: string, principalId: string): Promise<boolean> {
  const rows = await liveKey.run(db, { id, principalId });
  return rows.length > 0;
}

/** Records a use of the key (when and from where); a no-op for a key used in the last minute. */
export async function touchApiKey(db: Db, id: string, from: string | undefined): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()`, lastUsedFrom: from ?? null })
    .where(and(eq(apiKeys.id, id), sql`(${apiKeys.lastUsedAt} is null or ${apiKeys.lastUsedAt} < now() - interval '1 minute' or ${apiKeys.lastUsedFrom} is distinct from ${from ?? null})`));
}
