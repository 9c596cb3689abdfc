import { users, type Db } from '@stockroom/db';
import { count, eq, sql } from 'drizzle-orm';

export type UserRow = typeof users.$inferSelect;

/** The user with `id`, or undefined. */
export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
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

/** Sets `isActive` (and `updatedBy` when given) of the user with `id`; the updated row, or undefined when no user has `id`. */
export async function updateUserActive(db: Db, id: string, isActive: boolean, updatedBy?: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set(updatedBy === undefined ? { isActive } : { isActive, updatedBy })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function setLastLogin(db: Db, id: string, at: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, id));
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}
