/** The queries of holds (decision 0020): the stock_holds rows; their units are allocations (allocation.repository.ts). */
import { stockHolds, type Db, type HoldLine } from '@stockroom/db';
import { and, asc, eq, lte, sql } from 'drizzle-orm';

export type HoldRow = typeof stockHolds.$inferSelect;

/** Stores a new active hold expiring `expiresInSeconds` seconds from now (the database's clock). */
export async function insertHold(tx: Db, values: { warehouseId: string; reference: string | null; lines: HoldLine[]; expiresInSeconds: number; actorId: string }): Promise<HoldRow> {
  const [row] = await tx
    .insert(stockHolds)
    .values({
      warehouseId: values.warehouseId,
      reference: values.reference,
      lines: values.lines,
      expiresAt: sql`now() + make_interval(secs => ${values.expiresInSeconds})`,
      createdBy: values.actorId,
      updatedBy: values.actorId,
    })
    .returning();
  return row!;
}

/** The hold `id`, or undefined. */
export async function findHold(db: Db, id: string): Promise<HoldRow | undefined> {
  const [row] = await db.select().from(stockHolds).where(eq(stockHolds.id, id));
  return row;
}

/**
 * Locks a hold's row for the rest of the transaction (its conversion, release and expiry queue on
 * it). FOR NO KEY UPDATE: a relocation that gives the hold its units back inserts allocations naming
 * it under a level's lock, and their foreign key's FOR KEY SHARE must not wait behind this lock (a deadlock).
 */
export async function lockHold(tx: Db, id: string): Promise<HoldRow | undefined> {
  const [row] = await tx.select().from(stockHolds).where(eq(stockHolds.id, id)).for('no key update');
  return row;
}

/** Up to `limit` active holds past their expiry, oldest first, locked (as lockHold); holds another transaction has locked (being converted or released) are skipped. */
export function lockExpiredHolds(tx: Db, limit: number): Promise<HoldRow[]> {
  return tx
    .select()
    .from(stockHolds)
    .where(and(eq(stockHolds.status, 'active'), lte(stockHolds.expiresAt, sql`now()`)))
    .orderBy(asc(stockHolds.expiresAt))
    .limit(limit)
    .for('no key update', { skipLocked: true });
}

/** True when the hold's expiry has passed on the database's clock. */
export async function holdExpired(tx: Db, id: string): Promise<boolean> {
  const [row] = await tx.select({ expired: sql<boolean>`${stockHolds.expiresAt} <= now()` }).from(stockHolds).where(eq(stockHolds.id, id));
  return row?.expired ?? false;
}

/** Sets the hold's status (and the order it became, who ended it); updated_at is now. */
export async function updateHold(tx: Db, id: string, values: Pick<Partial<HoldRow>, 'status' | 'salesOrderId' | 'updatedBy'>): Promise<void> {
  await tx.update(stockHolds).set({ ...values, updatedAt: sql`now()` }).where(eq(stockHolds.id, id));
}
