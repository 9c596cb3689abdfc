import { customers, type Db, lockRow } from '@stockroom/db';
import { eq, sql } from 'drizzle-orm';
import { statement } from '../prepared.js';

export type CustomerRow = typeof customers.$inferSelect;

const customerById = statement((db) => db.select().from(customers).where(eq(customers.id, sql.placeholder('id'))));

export async function findCustomerById(db: Db, id: string): Promise<CustomerRow | undefined> {
  const [row] = await customerById.run(db, { id });
  return row;
}

export async function insertCustomer(db: Db, values: typeof customers.$inferInsert): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values(values).returning();
  return row!;
}

export async function updateCustomer(db: Db, id: string, values: Partial<typeof customers.$inferInsert>): Promise<CustomerRow | undefined> {
  const [row] = await db.update(customers).set(values).where(eq(customers.id, id)).returning();
  return row;
}

/** Locks the customer's row until the transaction ends (see lockRow); false when there is none. */
export const lockCustomer = (tx: Db, id: string): Promise<boolean> => lockRow(tx, customers, customers.id, id);
