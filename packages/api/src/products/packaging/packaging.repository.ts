/** The packaging units' table (decision 0021): queries only. */
import { lots, packagingUnits, products, type Db } from '@stockroom/db';
import { and, asc, eq, inArray } from 'drizzle-orm';

/** A packaging unit as replacePackagingUnits writes it (decision 0021). */
export type PackagingUnitRow = Omit<typeof packagingUnits.$inferInsert, 'id' | 'productId' | 'createdAt' | 'updatedAt'>;

/** The base unit of each of `ids` that exists. */
export function findBaseUnits(db: Db, ids: string[]) {
  return db.select({ id: products.id, unitOfMeasure: products.unitOfMeasure }).from(products).where(inArray(products.id, ids));
}

/** The packaging units `{productId, name, baseQuantity}` of the products `ids`. */
export function findPacksOf(db: Db, ids: string[]) {
  return db.select({ productId: packagingUnits.productId, name: packagingUnits.name, baseQuantity: packagingUnits.baseQuantity }).from(packagingUnits).where(inArray(packagingUnits.productId, ids));
}

/** The packaging units of a product, innermost (fewest base units) first. */
export function findPackagingUnits(db: Db, productId: string) {
  return db.select().from(packagingUnits).where(eq(packagingUnits.productId, productId)).orderBy(asc(packagingUnits.baseQuantity), asc(packagingUnits.name));
}

/** Replaces the packaging units of a product with `rows`. */
export async function replacePackagingUnits(tx: Db, productId: string, rows: PackagingUnitRow[]): Promise<void> {
  await tx.delete(packagingUnits).where(eq(packagingUnits.productId, productId));
  if (rows.length > 0) await tx.insert(packagingUnits).values(rows.map((row) => ({ ...row, productId })));
}

/** The lot `lotId` of the product (number and expiry), undefined when the product has no such lot: what its label prints. */
export async function findLotOf(db: Db, productId: string, lotId: string) {
  const [row] = await db.select({ lotNumber: lots.lotNumber, expiryDate: lots.expiryDate }).from(lots).where(and(eq(lots.id, lotId), eq(lots.productId, productId)));
  return row;
}
