/** The stock CSV's queries (decision 0017): the levels an export pages through, and what an import counts against. */
import { products, stockBalances, warehouses, type Db } from '@stockroom/db';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { levelsWithProduct, type Grain } from '../ledger/ledger.repository.js';
import { levelWhere, type LevelFilter } from '../reports/reports.levels.repository.js';

/**
 * Up to `limit` levels matching `filter` after the level (`after`: its SKU and warehouse code),
 * by SKU then warehouse code: one keyset page of the export (decision 0017).
 */
export function exportLevelsPage(db: Db, filter: LevelFilter, after: { sku: string; warehouseCode: string } | undefined, limit: number) {
  const afterLast = after && sql`(${products.sku}, ${warehouses.code}) > (${after.sku}, ${after.warehouseCode})`;
  return levelsWithProduct(db)
    .where(and(levelWhere(filter), afterLast))
    .orderBy(asc(products.sku), asc(warehouses.code))
    .limit(limit);
}

/** The units on hand of one grain (0 when it has no balance). The caller holds the level's row lock. */
export async function grainOnHand(tx: Db, productId: string, warehouseId: string, grain: Grain): Promise<number> {
  const [row] = await tx
    .select({ onHand: stockBalances.onHand })
    .from(stockBalances)
    .where(
      and(
        eq(stockBalances.productId, productId),
        eq(stockBalances.warehouseId, warehouseId),
        eq(stockBalances.locationId, grain.locationId),
        grain.lotId === null ? isNull(stockBalances.lotId) : eq(stockBalances.lotId, grain.lotId),
        grain.serialNumber === null ? isNull(stockBalances.serialNumber) : eq(stockBalances.serialNumber, grain.serialNumber),
      ),
    );
  return row?.onHand ?? 0;
}

/** What stock writes need of the products with these SKUs (see findProducts). */
export function findProductsBySku(db: Db, skus: string[]) {
  if (!skus.length) return Promise.resolve([]);
  return db
    .select({ id: products.id, sku: products.sku, isActive: products.isActive, costPrice: products.costPrice, tracking: products.tracking, shelfLifeDays: products.shelfLifeDays })
    .from(products)
    .where(inArray(products.sku, skus));
}
