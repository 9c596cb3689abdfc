import { suppliers, type Db, lockRow } from '@stockroom/db';
import { asc, count, eq } from 'drizzle-orm';
import { partyWhere, type PartyListQuery } from '../parties.js';

export type SupplierRow = typeof suppliers.$inferSelect;

export async function findSupplierById(db: Db, id: string): Promise<SupplierRow | undefined> {
  const [row] = await db.select().from(suppliers).where(eq(suppliers.id, id));
  return row;
}

/** A page of suppliers by name and the exact total. */
export async function listSuppliers(db: Db, query: PartyListQuery, page: { limit: number; offset: number }) {
  const where = partyWhere(suppliers, query);
  const [rows, [counted]] = await Promise.all([
    db.select().from(suppliers).where(where).orderBy(asc(suppliers.name), asc(suppliers.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(suppliers).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
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
