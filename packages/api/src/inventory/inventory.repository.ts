/** What the inventory's use cases look up: products as stock writes need them, and lots (decision 0015). */
import { lots, products, type Db } from '@stockroom/db';
import { and, eq } from 'drizzle-orm';
import { idList, idsIn, statement } from '../prepared.js';

export type LotRow = typeof lots.$inferSelect;

/** The lot of `productId` with this id or lot number, or undefined. */
export async function findLot(db: Db, productId: string, by: { id: string } | { lotNumber: string }): Promise<LotRow | undefined> {
  const [row] = await db
    .select()
    .from(lots)
    .where(and(eq(lots.productId, productId), 'id' in by ? eq(lots.id, by.id) : eq(lots.lotNumber, by.lotNumber)));
  return row;
}

/** Creates a lot, or returns the one a concurrent receipt created first with the same number. */
export async function insertLot(tx: Db, values: typeof lots.$inferInsert): Promise<LotRow> {
  const [row] = await tx.insert(lots).values(values).onConflictDoNothing({ target: [lots.productId, lots.lotNumber] }).returning();
  return row ?? (await findLot(tx, values.productId, { lotNumber: values.lotNumber }))!;
}

const productsById = statement((db, listed: number | 'array') =>
  db
    .select({
      id: products.id,
      sku: products.sku,
      name: products.name,
      isActive: products.isActive,
      costPrice: products.costPrice,
      sellingPrice: products.sellingPrice,
      tracking: products.tracking,
      shelfLifeDays: products.shelfLifeDays,
      minRemainingShelfLifeDays: products.minRemainingShelfLifeDays,
      kit: products.kit,
    })
    .from(products)
    .where(idsIn(products.id, 'ids', listed)),
);

/** Existence, activity, cost price (currency units), tracking, shelf life and minimum remaining shelf life (days) of the given products, and whether each is a kit (decision 0023 point 9). */
export async function findProducts(db: Db, ids: string[]) {
  if (!ids.length) return [];
  const listed = idList('ids', ids);
  return productsById.run(db, listed.values, listed.shape);
}
