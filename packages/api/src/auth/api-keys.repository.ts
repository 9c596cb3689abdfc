import { apiKeys, users, warehouses, type Db } from '@stockroom/db';
import { and, desc, eq, isNull, count, sql } from 'drizzle-orm';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(tx: Db, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await tx.insert(apiKeys).values(values).returning();
  return row!;
}

/** Keys as reads return them: with their warehouse's code and name, null for a key not bound to one (issue 19; the warehouses table is the warehouses module's). */
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

/** Marks the key revoked now (once); the row as it is after, or undefined when no key has `id`. */
export async function revokeApiKey(tx: Db, id: string, actorId: string): Promise<ApiKeyRow | undefined> {
  const [row] = await tx
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())`, revokedBy: sql`coalesce(${apiKeys.revokedBy}, ${actorId}::uuid)` })
    .where(eq(apiKeys.id, id))
    .returning();
  return row;
}

/** The key `id` with its principal's e-mail, role and whether it is active, for authentication (on a session cache miss). */
export async function findApiKeyForAuth(db: Db, id: string) {
  const [row] = await db
    .select({ key: apiKeys, principalActive: users.isActive, principalEmail: users.email, principalRole: users.role })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.principalId))
    .where(eq(apiKeys.id, id));
  return row;
}

/** Records a use of the key (when and from where); a no-op for a key used in the last minute. */
export async function touchApiKey(db: Db, id: string, from: string | undefined): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()`, lastUsedFrom: from ?? null })
    .where(and(eq(apiKeys.id, id), sql`(${apiKeys.lastUsedAt} is null or ${apiKeys.lastUsedAt} < now() - interval '1 minute' or ${apiKeys.lastUsedFrom} is distinct from ${from ?? null})`));
}
