import { suppliers, type Db, lockRow } from '@stockroom/db';
import { eq } from 'drizzle-orm';

export type SupplierRow = typeof suppliers.$inferSelect;

export async function findSupplierById(db: Db, id: string): Promise<SupplierRow | undefined> {
  const [row] = await db.select().from(suppliers).where(eq(suppliers.id, id));
  return row;
}

export async function insertSupplier(db: Db, values: typeof suppliers.$inferInsert): Promise<SupplierRow> {
  const [row] = await db.insert(suppliers).values(values).returning();
  return row!;
}

export async function updateSupplier(db: Db, id: string, values: Partial<typeof suppliers.$inferInsert>): Promise<SupplierRow | undefined> {
  const [row] = await db.update(suppliers).set(values).where(eq(suppliers.id, id)).returning();
  return row;
}

/** Locks the supplier's row until the transaction ends (see lockRow); false when there is none. */
export const lockSupplier = (tx: Db, id: string): Promise<boolean> => lockRow(tx, suppliers, suppliers.id, id);
