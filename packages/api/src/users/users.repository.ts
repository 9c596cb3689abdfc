import { containsPattern, users, warehouses, type Db, type Role, lockRow } from '@stockroom/db';
import { statement } from '../prepared.js';
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';

export type UserRow = typeof users.$inferSelect;

const userById = statement((db) => db.select().from(users).where(eq(users.id, sql.placeholder('id'))));

/** The user with `id`, or undefined (a prepared statement: authentication runs it on every request). */
export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await userById.run(db, { id });
  return row;
}

/** The user whose e-mail equals `email` case-insensitively, or undefined. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/**
 * Updates the user; undefined when no user has `id`. In the same statement, bumps its token version
 * (revoking every token issued before, decision 0013) when `values` set a password hash,
 * deactivate an active user, or set a role or warehouse other than the stored one; reactivating
 * bumps nothing.
 */
export async function updateUser(tx: Db, id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
  const revoking = [
    values.passwordHash === undefined ? undefined : sql`true`,
    values.isActive === false ? sql`${users.isActive}` : undefined,
    values.role === undefined ? undefined : sql`${users.role} is distinct from ${values.role}::role`,
    values.warehouseId === undefined ? undefined : sql`${users.warehouseId} is distinct from ${values.warehouseId}::uuid`,
  ].filter((condition) => condition !== undefined);
  const tokenVersion = revoking.length ? sql`${users.tokenVersion} + (case when ${or(...revoking)} then 1 else 0 end)` : undefined;
  const [row] = await tx
    .update(users)
    .set({ ...values, ...(tokenVersion ? { tokenVersion } : {}) })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Locks the active admins (in id order, so concurrent role changes cannot deadlock) and returns their ids. */
export async function lockActiveAdmins(tx: Db): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

export interface UserFilter {
  role?: Role | undefined;
  isActive?: boolean | undefined;
  warehouseId?: string | undefined;
  search?: string | undefined;
}

/** A page of users by name, each with its warehouse's code and name (a read of the warehouses module's table, decision 0019), and the exact total. */
export async function listUsers(db: Db, filter: UserFilter, page: { limit: number; offset: number }) {
  const pattern = filter.search && containsPattern(filter.search);
  const where = and(
    eq(users.kind, 'person'),
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.isActive === undefined ? undefined : eq(users.isActive, filter.isActive),
    filter.warehouseId ? eq(users.warehouseId, filter.warehouseId) : undefined,
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ user: users, warehouseCode: warehouses.code, warehouseName: warehouses.name })
      .from(users)
      .leftJoin(warehouses, eq(warehouses.id, users.warehouseId))
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function setLastLogin(db: Db, id: string, at: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, id));
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/** Locks the user's row until the transaction ends (see lockRow); false when there is none. */
export const lockUser = (tx: Db, id: string): Promise<boolean> => lockRow(tx, users, users.id, id);

/** Whether the user is active, its row locked FOR SHARE until the transaction ends (an update of it waits); undefined when there is none. */
export async function shareLockedIsActive(tx: Db, id: string): Promise<boolean | undefined> {
  const [row] = await tx.select({ isActive: users.isActive }).from(users).where(eq(users.id, id)).for('share');
  return row?.isActive;
}
